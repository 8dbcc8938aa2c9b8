/// How two images differ, compared as decoded straight-alpha pixels (never file bytes).
public struct ImageComparison: Sendable, Equatable {
    /// The compared images' width, in pixels.
    public var width: Int
    /// The compared images' height, in pixels.
    public var height: Int
    /// Pixels where some channel differs by more than the allowed delta.
    public var differingPixels: Int
    /// The largest channel difference anywhere (0 when identical).
    public var maxChannelDelta: Int
    /// The smallest box holding every differing pixel, or nil.
    public var changedBox: PixelBox?
    /// A 0/1 map of the differing pixels, row by row.
    public var mask: [Bool]
    /// The channel difference a pixel may have and still be equal.
    public var allowedChannelDelta: Int

    /// The share of pixels that differ, 0–1.
    public var differingRatio: Double { width * height == 0 ? 0 : Double(differingPixels) / Double(width * height) }

    /// Compares two images of the same size. Two fully transparent pixels are equal whatever
    /// their colour channels; a pixel differs when a channel differs by more than `maxChannelDelta`.
    public init(expected: DecodedImage, actual: DecodedImage, maxChannelDelta allowed: Int = 0) {
        precondition(
            expected.width == actual.width && expected.height == actual.height,
            "compare sizes first with ImageComparison.sizesMatch")
        width = expected.width
        height = expected.height
        allowedChannelDelta = allowed
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
                b.x0 = min(b.x0, x)
                b.y0 = min(b.y0, y)
                b.x1 = max(b.x1, x + 1)
                b.y1 = max(b.y1, y + 1)
                box = b
            } else {
                box = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
            }
        }
        changedBox = box
    }

    /// A one-line summary: count and share of differing pixels, largest delta, bounding box.
    public var summary: String {
        guard differingPixels > 0 else {
            guard maxChannelDelta > 0 else { return "identical" }
            return "no pixel differs by more than \(allowedChannelDelta) (largest channel difference \(maxChannelDelta))"
        }
        let share = differingRatio * 100
        var text = "\(differingPixels) of \(width * height) pixels differ (\(share < 0.01 ? "<0.01" : String(format2(share)))%), largest channel difference \(maxChannelDelta)"
        if let b = changedBox { text += ", changes within x \(b.x0)..<\(b.x1), y \(b.y0)..<\(b.y1)" }
        return text
    }
}

private func format2(_ value: Double) -> String {
    let hundredths = Int(saturating: value * 100, .toNearestOrAwayFromZero)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
