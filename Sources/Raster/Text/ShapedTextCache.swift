import FoundationEssentials
import Glibc

/// Shaped strings by (text, font chain), shared by every thread of the process. Shaping is a pure
/// function of the two (faces are never closed or changed), so a hit is exactly what shaping
/// again would give. Bounded: past `limit` entries the cache starts over, so a control with
/// thousands of distinct titles cannot grow it without end.
final class ShapedTextCache: @unchecked Sendable {
    static let shared = ShapedTextCache(limit: 4096)

    private struct Key: Hashable {
        let text: String
        let chain: FontChain
    }

    private let lock = Lock()
    private var entries: [Key: ShapedText] = [:]
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func value(for text: String, chain: FontChain) -> ShapedText? {
        lock.lock()
        defer { lock.unlock() }
        return entries[Key(text: text, chain: chain)]
    }

    func store(_ shaped: ShapedText) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[Key(text: shaped.text, chain: shaped.chain)] = shaped
    }

    /// How many strings are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
