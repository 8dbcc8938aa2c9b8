import FoundationEssentials
import Glibc

/// Reads a whole file with plain system calls: its size is checked (`fstat`) before anything is
/// allocated, a folder or a file over `limit` is refused, and nothing is cached or leaked.
package enum FileBytes {
    /// Why a file could not be read; `description` is the clause a message ends with.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case missing, folder
        /// `open` or `read` failed with this errno.
        case unreadable(Int32)
        /// A symbolic link, where the reader asked for the file itself (`followLinks: false`).
        case link
        /// Not a regular file (a device, a pipe, a socket), where the reader asked for one.
        case notAFile
        case tooLarge(Int, limit: Int)

        package var description: String {
            switch self {
            case .missing: "it does not exist"
            case .unreadable(let code): "it cannot be read (\(String(cString: strerror(code))))"
            case .folder: "it is a folder, not a file"
            case .link: "it is a symbolic link, which is not followed here"
            case .notAFile: "it is not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes, over the limit of \(limit) bytes"
            }
        }
    }

    /// With `followLinks: false` a symbolic link is refused (`O_NOFOLLOW`) and so is anything but
    /// a regular file.
    package static func read(_ path: String, limit: Int, followLinks: Bool = true) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW | O_NONBLOCK))
        guard fd >= 0 else { throw errno == ENOENT ? .missing : errno == ELOOP && !followLinks ? .link : .unreadable(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .folder }
        if !followLinks, info.st_mode & S_IFMT != S_IFREG { throw .notAFile }
        InputFiles.note(info)
        let declared = Int(info.st_size)
        guard declared <= limit else { throw .tooLarge(declared, limit: limit) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errno)
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            // Devices and growing files can hold more than fstat said.
            if bytes.count > limit { throw .tooLarge(bytes.count, limit: limit) }
        }
    }
}
