import Foundation

/// Reads a whole file with plain system calls: its size is checked (`fstat`) before anything is
/// allocated, a folder or a file over `limit` is refused, and nothing is cached or leaked.
package enum FileBytes {
    package enum Failure: Error, Equatable {
        case missing, unreadable, folder
        case tooLarge(Int)
    }

    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable }
        if info.st_mode & S_IFMT == S_IFDIR { throw .folder }
        let declared = Int(info.st_size)
        guard declared <= limit else { throw .tooLarge(declared) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            // Devices and growing files can hold more than fstat said.
            if bytes.count > limit { throw .tooLarge(bytes.count) }
        }
    }
}
