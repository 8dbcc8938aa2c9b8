/// How two images differ, compared as decoded straight-alpha pixels (never file bytes).
public struct ImageComparison: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Pixels where some channel differs by more than the allowed delta.
    public var differingPixels: Int
    /// The largest channel difference anywhere (0 when identical).
    public var maxChannelDelta: Int
    /// The smallest box holding every differing pixel, or nil.
    public var changedBox: PixelBox?
    /// A 0/1 map of the differing pixels, row by row.
    public var mask: [Bool]

    public var differingRatio: Double { width * height == 0 ? 0 : Double(differingPixels) / Double(width * height) }

    /// Compares two images of the same size. Two fully transparent pixels are equal whatever
    /// their colour channels; a pixel differs when a channel differs by more than `maxChannelDelta`.
    public init(expected: DecodedImage, actual: DecodedImage, maxChannelDelta allowed: Int = 0) {
        precondition(expected.width == actual.width && expected.height == actual.height,
                     "compare sizes first with ImageComparison.sizesMatch")
        width = expected.width
        height = expected.height
        mask = [Bool](repeating: false, count: width * height)
        differingPixels = 0
        maxChannelDelta = 0
        var box: PixelBox?
        let e = expected.rgba, a = actual.rgba
        for p in 0..<(width * height) {
            let i = p * 4
            if e[i + 3] == 0 && a[i + 3] == 0 { continue }
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(e[i + c]) - Int(a[i + c]))) }
            maxChannelDelta = max(maxChannelDelta, delta)
            guard delta > allowed else { continue }
            differingPixels += 1
            mask[p] = true
            let x = p % width, y = p / width
            if var b = box {
                b.x0 = min(b.x0, x); b.y0 = min(b.y0, y); b.x1 = max(b.x1, x + 1); b.y1 = max(b.y1, y + 1)
                box = b
            } else {
                box = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
            }
        }
        changedBox = box
    }

    /// A one-line summary: count and share of differing pixels, largest delta, bounding box.
    public var summary: String {
        guard differingPixels > 0 else { return "identical (largest channel difference \(maxChannelDelta))" }
        let share = differingRatio * 100
        var text = "\(differingPixels) of \(width * height) pixels differ (\(share < 0.01 ? "<0.01" : String(format2(share)))%), largest channel difference \(maxChannelDelta)"
        if let b = changedBox { text += ", changes within x \(b.x0)..<\(b.x1), y \(b.y0)..<\(b.y1)" }
        return text
    }

    /// Three panels side by side: expected | differing pixels in red over a faded copy of the
    /// expected image | actual, on a white background so transparency reads as white.
    public static func diffImage(expected: DecodedImage, actual: DecodedImage, comparison: ImageComparison) -> DecodedImage {
        let w = expected.width, h = expected.height, gap = 4
        let total = w * 3 + gap * 2
        var out = [UInt8](repeating: 255, count: total * h * 4)
        func put(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            let i = (y * total + x) * 4
            out[i] = r; out[i + 1] = g; out[i + 2] = b; out[i + 3] = 255
        }
        func overWhite(_ c: UInt8, _ a: UInt8) -> UInt8 { UInt8(div255(UInt32(c) * UInt32(a) + 255 * (255 - UInt32(a)))) }
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let e = Array(expected.rgba[i..<(i + 4)]), a = Array(actual.rgba[i..<(i + 4)])
                put(x, y, overWhite(e[0], e[3]), overWhite(e[1], e[3]), overWhite(e[2], e[3]))
                put(2 * (w + gap) + x, y, overWhite(a[0], a[3]), overWhite(a[1], a[3]), overWhite(a[2], a[3]))
                if comparison.mask[y * w + x] {
                    put(w + gap + x, y, 255, 0, 0)
                } else {
                    // Faded: a quarter of the expected image over white.
                    let luma = (UInt32(overWhite(e[0], e[3])) * 77 + UInt32(overWhite(e[1], e[3])) * 150 + UInt32(overWhite(e[2], e[3])) * 29) >> 8
                    let faded = UInt8(255 - (255 - luma) / 4)
                    put(w + gap + x, y, faded, faded, faded)
                }
            }
        }
        return DecodedImage(width: total, height: h, rgba: out)
    }
}

private func format2(_ value: Double) -> String {
    let hundredths = Int(saturating: value * 100, .toNearestOrAwayFromZero)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
