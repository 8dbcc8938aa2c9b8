/// How a GIF draws a colour its palette does not hold.
public enum GIFDither: String, Sendable, CaseIterable {
    /// The nearest entry: flat, and best for flat UI art.
    case none
    /// An 8×8 ordered (Bayer) pattern nudges each channel before the nearest entry is taken, by up
    /// to half the palette's typical spacing (the median distance from an entry to its nearest
    /// neighbour, 2 to 32 per channel), so a gradient shows as a fine, fixed texture instead of
    /// bands. Fixed to the canvas, so a pixel that does not change between frames is drawn the
    /// same in both. Colours the palette holds exactly are never nudged.
    case ordered
}

/// Picks palette entries for pixels, remembering each colour's answer.
struct GIFPaletteMapper {
    let palette: GIFPalette
    let dither: GIFDither
    /// Entries by colour, for colours the palette holds exactly (never dithered).
    private let exact: [UInt32: UInt8]
    private var nearest: [UInt32: UInt8] = [:]
    /// How far ordered dithering may nudge a channel, either way.
    private let reach: Int

    init(_ palette: GIFPalette, dither: GIFDither) {
        self.palette = palette
        self.dither = dither
        var exact: [UInt32: UInt8] = [:]
        for (i, color) in palette.colors.enumerated() where exact[color] == nil { exact[color] = UInt8(i) }
        self.exact = exact
        reach = dither == .ordered ? Self.spacing(of: palette.colors) / 2 : 0
    }

    /// The median distance (RGB, rounded) from an entry to its nearest other entry, 2…32.
    static func spacing(of colors: [UInt32]) -> Int {
        guard colors.count > 1 else { return 2 }
        let nearest = colors.enumerated().map { i, a in
            colors.enumerated().lazy.filter { $0.offset != i }.map { distanceSquared(a, $0.element) }.min() ?? 0
        }.sorted()
        let median = Double(nearest[nearest.count / 2]).squareRoot().rounded()
        return min(32, max(2, Int(median)))
    }

    static func distanceSquared(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int(a >> 16 & 255) - Int(b >> 16 & 255), dg = Int(a >> 8 & 255) - Int(b >> 8 & 255), db = Int(a & 255) - Int(b & 255)
        return dr * dr + dg * dg + db * db
    }

    /// Whether every colour of `keys` (see ``GIFPalette/key(_:_:_:_:)``) is an entry, and a
    /// transparent one is there when a key needs it.
    func holdsExactly(_ keys: some Sequence<UInt32>) -> Bool {
        keys.allSatisfy { $0 == 0 ? palette.hasTransparency : exact[$0 & 0xFF_FFFF] != nil }
    }

    /// The entry for `key` at canvas position (`x`, `y`).
    mutating func index(_ key: UInt32, x: Int, y: Int) -> UInt8 {
        if key == 0 { return UInt8(palette.transparentIndex ?? 0) }
        let color = key & 0xFF_FFFF
        if let hit = exact[color] { return hit }
        let cell = dither == .ordered ? UInt32(Self.bayer(x & 7, y & 7)) : 0
        let cacheKey = cell << 24 | color
        if let hit = nearest[cacheKey] { return hit }
        var r = Int(color >> 16 & 255), g = Int(color >> 8 & 255), b = Int(color & 255)
        if dither == .ordered {
            let nudge = (2 * Int(cell) - 63) * reach / 64  // within ±reach
            r = min(255, max(0, r + nudge))
            g = min(255, max(0, g + nudge))
            b = min(255, max(0, b + nudge))
        }
        var best = 0, bestDistance = Int.max
        for (i, entry) in palette.colors.enumerated() {
            let dr = r - Int(entry >> 16 & 255), dg = g - Int(entry >> 8 & 255), db = b - Int(entry & 255)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        nearest[cacheKey] = UInt8(best)
        return UInt8(best)
    }

    /// The 8×8 Bayer threshold at (`x`, `y`), 0…63: each bit of the coordinates, lowest first,
    /// picks a quadrant of the next-larger matrix ([[0, 2], [3, 1]] at every level).
    static func bayer(_ x: Int, _ y: Int) -> Int {
        var value = 0
        for bit in 0..<3 {
            let xb = x >> bit & 1, yb = y >> bit & 1
            value |= ((xb ^ yb) << 1 | yb) << (2 * (2 - bit))
        }
        return value
    }
}
