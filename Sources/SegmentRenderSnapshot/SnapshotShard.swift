import SegmentRender

/// `--shard I/N`: which part of a manifest's expanded entries one machine checks. An entry belongs
/// to shard `1 + h mod N`, `h` the 64-bit FNV-1a hash of its golden name's UTF-8, so the partition
/// is the same on every machine and adding an entry moves no other.
package struct SnapshotShard: Sendable, Hashable, CustomStringConvertible {
    /// From 1.
    package let index: Int
    package let count: Int

    package static let maximumCount = 10_000

    /// Parses `I/N` (1 ≤ I ≤ N ≤ 10,000).
    package init(_ text: String) throws {
        // Plain digits without leading zeros: "01/02" and "+1/2" would name shard 1/2 a second way.
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ ("0"..."9").contains($0) }), part.first != "0" else { return nil }
            return Int(part)
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = number(parts[0]), let n = number(parts[1]), (1...Self.maximumCount).contains(n), (1...n).contains(i) else {
            throw SnapshotError.badShard(Quoted.cut(text), maximum: Self.maximumCount)
        }
        index = i
        count = n
    }

    package var description: String { "\(index)/\(count)" }

    package func contains(_ name: String) -> Bool {
        Int(Self.hash(name) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a.
    static func hash(_ name: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }
}
