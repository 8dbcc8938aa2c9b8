import FoundationEssentials
import Glibc

/// Every file this process has read as an input — a config, an image, a backdrop, a font, a
/// golden — by identity (device and inode), so that an output about to be written can be refused
/// when it is one of them, however its path is spelled (a link, `./`, another folder's `..`). The
/// readers note what they open; the writers of outputs ask ``isInput(_:)``.
package enum InputFiles {
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }
    nonisolated(unsafe) private static var read: Set<Identity> = []
    private static let lock = Lock()

    /// Notes the file `info` describes (from `stat` or `fstat` of a file just opened to read).
    package static func note(_ info: stat) {
        lock.lock()
        read.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        lock.unlock()
    }

    /// Notes the file at `path`, when there is one.
    package static func note(path: String) {
        var info = stat()
        if stat(path, &info) == 0 { note(info) }
    }

    /// Whether `path` names a file this process read as an input (following links, as writing
    /// through the path would).
    package static func isInput(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        lock.lock()
        defer { lock.unlock() }
        return read.contains(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
