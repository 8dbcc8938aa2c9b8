internal import CNettle
import FoundationEssentials
import Glibc

/// SHA-256 from GNU Nettle: fingerprints of font files (a golden's environment) and of a
/// snapshot's inputs (cache keys). Incremental, so a file is hashed in chunks.
package struct SHA256: Sendable {
    private var context = sha256_ctx()

    package init() {
        nettle_sha256_init(&context)
    }

    package mutating func update(_ bytes: some Collection<UInt8>) {
        let array = Array(bytes)
        array.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { nettle_sha256_update(&context, buffer.count, base) }
        }
    }

    package mutating func update(_ text: String) {
        update(Array(text.utf8))
    }

    /// The digest as 64 lowercase hex digits; the hasher starts over afterwards.
    package mutating func finalize() -> String {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_SIZE))
        nettle_sha256_digest(&context, digest.count, &digest)
        return digest.map { byte in String(byte >> 4, radix: 16) + String(byte & 15, radix: 16) }.joined()
    }

    /// The digest of some bytes.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of a file's contents, read 1 MB at a time.
    package static func hex(ofFile path: String) throws -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw UnreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var hasher = SHA256()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw UnreadableFile(path: path, reason: String(cString: strerror(errno))) }
            if n == 0 { break }
            hasher.update(chunk[..<n])
        }
        return hasher.finalize()
    }
}

/// A file ``SHA256/hex(ofFile:)`` could not read: which, and the system's reason.
package struct UnreadableFile: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "'\(path)' cannot be read: \(reason)" }
}
