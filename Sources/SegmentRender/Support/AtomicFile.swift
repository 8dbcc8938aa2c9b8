import Foundation

/// Files written so that a failure never leaves half a file nor loses the previous one: the bytes
/// go to a temporary file beside the destination, which is then renamed over it.
public enum AtomicFile {
    /// Why a file could not be written: `cannot write 'PATH': REASON`.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try writeFile(bytes, to: temporary.path)
        } catch let error as WriteError {
            throw WriteError(path: path, reason: error.reason)
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// Writes `bytes` to `path` (created, or truncated) with plain POSIX calls — Foundation's
    /// `Data.write` costs more than encoding a frame's PNG, and syncs the file to disk — removing a
    /// partly written file on failure. Not atomic by itself: ``write(_:to:)`` renames it into place.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw WriteError(path: path, reason: String(cString: strerror(failure)))
        }
    }
}
