import FoundationEssentials
import Glibc
import Raster

/// Files written so that a failure never leaves half a file nor loses the previous one: the bytes
/// go to a temporary file beside the destination, which is then moved over it (``FileMove``).
package enum AtomicFile {
    /// Why a file could not be written: `cannot write 'PATH': REASON`.
    package struct WriteError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "cannot write '\(path)': \(reason)" }
    }

    package static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = temporaryPath(for: path)
        do {
            try writeFile(bytes, to: temporary)
        } catch let error as WriteError {
            throw WriteError(path: path, reason: error.reason)
        }
        let failure = FileMove.move(temporary, over: path)
        if failure != 0 {
            let reason = String(cString: strerror(failure))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// A number no two writers in this process share.
    private static let counter = Counter()

    /// `.NAME.PID.N.tmp` beside `path`: unique per writer, not just per process, so two threads
    /// writing the same file never write into one temporary (the last rename wins, whole).
    static func temporaryPath(for path: String) -> String {
        let folder = FilePaths.folder(of: path), name = FilePaths.lastComponent(of: path)
        return FilePaths.join(folder, ".\(name).\(getpid()).\(counter.next()).tmp")
    }

    /// Removes `.NAME.PID.N.tmp` files in `folder` whose process is gone (a killed writer's),
    /// leaving live writers' and everything else alone.
    package static func removeStaleTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.dropLast(".tmp".count).split(separator: ".")
            guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), UInt(parts[parts.count - 1]) != nil, pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(FilePaths.join(folder, name)) }
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var value: UInt = 0
        func next() -> UInt {
            lock.withLock {
                value += 1
                return value
            }
        }
    }

    /// Writes all of `bytes` to the descriptor `fd`, however many `write(2)` calls it takes (again
    /// after EINTR); 0, or the `errno` of the call that failed.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Writes `bytes` to `path` (created, or truncated) with plain POSIX calls — Foundation's
    /// `Data.write` costs more than encoding a frame's PNG, and syncs the file to disk — removing a
    /// partly written file on failure. Not atomic by itself: ``write(_:to:)`` renames it into place.
    package static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw WriteError(path: path, reason: String(cString: strerror(failure)))
        }
    }
}
