/// The colours a GIF's pixels are drawn from: at most 256 entries, one of them transparent when any
/// pixel is. Made deterministically from a weighted histogram of every frame's pixels, so one
/// palette serves a whole animation, and the same frames always give the same palette.
///
/// Up to 256 distinct colours (255 with transparency) are kept exactly. Past that, median cut: the
/// box of colours with the largest (longest channel range × pixels) is split at its pixels'
/// median along that channel until there are enough boxes; each box's entry is its most common
/// colour when that colour is at least half of the box's pixels (so flat fills and backgrounds
/// stay exact), else its pixel-weighted mean.
///
/// GIF transparency is one bit: a fully transparent pixel stays transparent, and a partly
/// transparent one (a soft edge, a translucent fill, a shadow) is blended over the matte colour
/// and drawn opaque — white by default, the page most docs are read on.
package struct GIFPalette: Sendable, Equatable {
    /// Opaque colours, `0xRRGGBB`, in entry order.
    package var colors: [UInt32]
    /// Whether the last entry (index `colors.count`) is the transparent one.
    package var hasTransparency: Bool

    /// The entry of transparent pixels, when there is one.
    package var transparentIndex: Int? { hasTransparency ? colors.count : nil }
    /// Entries in all (colours and the transparent one).
    package var count: Int { colors.count + (hasTransparency ? 1 : 0) }
    /// How many opaque colours a palette may hold.
    static func capacity(transparency: Bool) -> Int { transparency ? 255 : 256 }

    /// A pixel as the palette sees it: 0 for transparent, else `0xFF000000 | 0xRRGGBB`, a partly
    /// transparent pixel blended over `matte` (`0xRRGGBB`), rounded.
    @inline(__always)
    static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, matte: UInt32) -> UInt32 {
        if a == 255 { return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
        if a == 0 { return 0 }
        let alpha = UInt32(a), rest = 255 - alpha
        func blend(_ c: UInt8, _ shift: UInt32) -> UInt32 { (UInt32(c) * alpha + (matte >> shift & 255) * rest + 127) / 255 }
        return 0xFF00_0000 | blend(r, 16) << 16 | blend(g, 8) << 8 | blend(b, 0)
    }

    /// Pixel counts per colour, gathered frame by frame.
    package struct Histogram: Sendable {
        package private(set) var counts: [UInt32: Int] = [:]
        package private(set) var transparentPixels = 0
        /// What partly transparent pixels are blended over, `0xRRGGBB`.
        package let matte: UInt32

        package init(matte: UInt32 = 0xFF_FFFF) { self.matte = matte }

        package mutating func add(_ image: DecodedImage) {
            // Counted a run at a time: flat UI art is mostly long runs of one colour.
            var run: (key: UInt32, length: Int) = (0, 0)
            image.rgba.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    let key = GIFPalette.key(p[i], p[i + 1], p[i + 2], p[i + 3], matte: matte)
                    if key == run.key {
                        run.length += 1
                    } else {
                        count(run)
                        run = (key, 1)
                    }
                    i += 4
                }
            }
            count(run)
        }

        private mutating func count(_ run: (key: UInt32, length: Int)) {
            guard run.length > 0 else { return }
            if run.key == 0 { transparentPixels += run.length } else { counts[run.key & 0xFF_FFFF, default: 0] += run.length }
        }

        /// Adds another histogram's counts (histograms of parts of an animation, in any order).
        package mutating func merge(_ other: Histogram) {
            for (color, count) in other.counts { counts[color, default: 0] += count }
            transparentPixels += other.transparentPixels
        }
    }

    /// The palette for `histogram`'s pixels; with `transparentEntry`, one entry is transparent
    /// whether or not a pixel is (an animation's frames use it for pixels they leave as they are).
    package init(_ histogram: Histogram, transparentEntry: Bool = false) {
        hasTransparency = transparentEntry || histogram.transparentPixels > 0
        let entries = histogram.counts.map { (color: $0.key, count: $0.value) }.sorted { $0.color < $1.color }
        colors = Self.medianCut(entries, capacity: Self.capacity(transparency: hasTransparency))
    }

    /// Exactly these colours (at most ``capacity(transparency:)``).
    package init(exactly colors: [UInt32], transparency: Bool) {
        self.colors = colors
        hasTransparency = transparency
    }

    /// At most `capacity` colours standing for `entries` (sorted by colour, each once).
    static func medianCut(_ entries: [(color: UInt32, count: Int)], capacity: Int) -> [UInt32] {
        if entries.count <= capacity {
            // Most common first, so a frame's local palette and the global one agree where they can.
            return entries.sorted { $0.count != $1.count ? $0.count > $1.count : $0.color < $1.color }.map(\.color)
        }
        var boxes = [ColorBox(entries[...])]
        while boxes.count < capacity {
            var best = -1
            var bestScore = 0.0
            for (i, box) in boxes.enumerated() where box.entries.count > 1 {
                let score = Double(box.longestRange.range) * Double(box.pixels)
                if score > bestScore {
                    best = i
                    bestScore = score
                }
            }
            guard best >= 0 else { break }
            let (low, high) = boxes[best].split()
            boxes[best] = low
            boxes.append(high)
        }
        return boxes.map(\.representative)
    }
}

/// Colours of a median cut, with their pixel counts.
struct ColorBox {
    var entries: ArraySlice<(color: UInt32, count: Int)>
    let pixels: Int

    init(_ entries: ArraySlice<(color: UInt32, count: Int)>) {
        self.entries = entries
        pixels = entries.reduce(0) { $0 + $1.count }
    }

    /// The channel (shift 16 red, 8 green, 0 blue) with the largest spread, and that spread;
    /// ties go to red, then green.
    var longestRange: (shift: UInt32, range: Int) {
        var best: (shift: UInt32, range: Int) = (16, -1)
        for shift: UInt32 in [16, 8, 0] {
            var low = 255, high = 0
            for entry in entries {
                let v = Int(entry.color >> shift & 255)
                low = min(low, v)
                high = max(high, v)
            }
            if high - low > best.range { best = (shift, high - low) }
        }
        return best
    }

    /// Two boxes, cut where half the pixels are on each side along the longest channel (each
    /// keeps at least one colour).
    func split() -> (ColorBox, ColorBox) {
        let shift = longestRange.shift
        let sorted = entries.sorted { a, b in
            let va = a.color >> shift & 255, vb = b.color >> shift & 255
            return va != vb ? va < vb : a.color < b.color
        }
        var cut = 1, running = sorted[0].count
        while cut < sorted.count - 1 && running * 2 < pixels {
            running += sorted[cut].count
            cut += 1
        }
        let all = Array(sorted)
        return (ColorBox(all[0..<cut]), ColorBox(all[cut...]))
    }

    /// The box's most common colour when it holds half its pixels or more, else the pixel-weighted
    /// mean, rounded.
    var representative: UInt32 {
        var common = entries[entries.startIndex]
        for entry in entries where entry.count > common.count || (entry.count == common.count && entry.color < common.color) {
            common = entry
        }
        if common.count * 2 >= pixels { return common.color }
        var sums: [Int] = [0, 0, 0]
        for entry in entries {
            sums[0] += Int(entry.color >> 16 & 255) * entry.count
            sums[1] += Int(entry.color >> 8 & 255) * entry.count
            sums[2] += Int(entry.color & 255) * entry.count
        }
        let mean = sums.map { UInt32(($0 * 2 + pixels) / (2 * pixels)) }
        return mean[0] << 16 | mean[1] << 8 | mean[2]
    }
}
