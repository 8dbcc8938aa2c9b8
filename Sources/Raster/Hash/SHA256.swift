internal import CNettle
import Foundation

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
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    /// The digest of some bytes.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of a file's contents, read 1 MB at a time.
    package static func hex(ofFile path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hasher.finalize()
    }
}
