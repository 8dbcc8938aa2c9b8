import Glibc

/// How two images differ, compared as decoded straight-alpha pixels (never file bytes).
public struct ImageComparison: Sendable, Equatable {
    /// The compared images' width, in pixels.
    public var width: Int
    /// The compared images' height, in pixels.
    public var height: Int
    /// How pixels were judged equal.
    public var method: ComparisonMethod
    /// Pixels the method counts as different.
    public var differingPixels: Int
    /// Pixels over pixelmatch's threshold that it took for anti-aliasing and did not count (0
    /// under the other methods).
    public var antiAliasedPixels: Int
    /// The largest channel difference anywhere (0 when identical), whatever the method.
    public var maxChannelDelta: Int
    /// The largest ΔE00 of any pixel, under the ΔE2000 method; nil under the others.
    public var largestDeltaE: Double?
    /// The smallest box holding every differing pixel, or nil.
    public var changedBox: PixelBox?
    /// A 0/1 map of the differing pixels, row by row.
    public var mask: [Bool]
    /// Under pixelmatch, a 0/1 map of the pixels over the threshold taken for anti-aliasing (not
    /// counted; the diff image shows them in yellow, as pixelmatch's does); empty otherwise.
    public var antiAliasedMask: [Bool]

    /// The channel difference a pixel may have and still be equal (exact method; 0 otherwise).
    public var allowedChannelDelta: Int {
        if case .exact(let delta) = method { return delta }
        return 0
    }

    /// Forgets the per-pixel masks, keeping the counts: what an animation keeps of the frames it
    /// does not draw a diff of.
    package mutating func dropMasks() {
        mask = []
        antiAliasedMask = []
    }

    /// The share of pixels that differ, 0–1.
    public var differingRatio: Double { width * height == 0 ? 0 : Double(differingPixels) / Double(width * height) }

    /// Compares two images of the same size channel by channel: a pixel differs when a channel
    /// differs by more than `maxChannelDelta`. Two fully transparent pixels are equal.
    public init(expected: DecodedImage, actual: DecodedImage, maxChannelDelta allowed: Int = 0) {
        self.init(expected: expected, actual: actual, method: .exact(maxChannelDelta: allowed))
    }

    /// Compares two images of the same size with `method`. Two fully transparent pixels are equal.
    public init(expected: DecodedImage, actual: DecodedImage, method: ComparisonMethod) {
        precondition(
            expected.width == actual.width && expected.height == actual.height,
            "pad both to one canvas first (DecodedImage.padded)")
        width = expected.width
        height = expected.height
        self.method = method
        mask = [Bool](repeating: false, count: width * height)
        differingPixels = 0
        antiAliasedPixels = 0
        if case .pixelmatch = method { antiAliasedMask = mask } else { antiAliasedMask = [] }
        maxChannelDelta = 0
        let e = expected.rgba, a = actual.rgba
        if case .deltaE2000 = method { largestDeltaE = 0 } else { largestDeltaE = nil }
        changedBox = nil
        // Most checks pass: identical bytes need no pixel walk.
        if Self.sameBytes(e, a) { return }
        var box: PixelBox?
        let yiqLimit: Double
        if case .pixelmatch(let threshold, _) = method { yiqLimit = YIQ.maxDistance * threshold * threshold } else { yiqLimit = 0 }
        for p in 0..<(width * height) {
            let i = p * 4
            if e[i + 3] == 0 && a[i + 3] == 0 { continue }
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(e[i + c]) - Int(a[i + c]))) }
            guard delta > 0 else { continue }
            maxChannelDelta = max(maxChannelDelta, delta)
            let x = p % width, y = p / width
            switch method {
            case .exact(let allowed):
                guard delta > allowed else { continue }
            case .pixelmatch(_, let includeAntiAliased):
                guard YIQ.distance(e, i, a, i) > yiqLimit else { continue }
                if !includeAntiAliased
                    && (YIQ.isAntiAliased(e, x, y, width, height, other: a) || YIQ.isAntiAliased(a, x, y, width, height, other: e))
                {
                    antiAliasedPixels += 1
                    antiAliasedMask[p] = true
                    continue
                }
            case .deltaE2000(let maxDeltaE):
                let one = onWhite(e, i), two = onWhite(a, i)
                let difference = CIELab.deltaE2000(CIELab(sRGB: one.0, one.1, one.2), CIELab(sRGB: two.0, two.1, two.2))
                largestDeltaE = max(largestDeltaE ?? 0, difference)
                guard difference > maxDeltaE else { continue }
            }
            differingPixels += 1
            mask[p] = true
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

    /// Whether two byte arrays are equal, at `memcmp`'s speed.
    private static func sameBytes(_ x: [UInt8], _ y: [UInt8]) -> Bool {
        guard x.count == y.count else { return false }
        guard !x.isEmpty else { return true }
        return x.withUnsafeBytes { a in y.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// A one-line summary: count and share of differing pixels, what the method measured, the
    /// largest channel difference and the box of the change.
    public var summary: String {
        guard differingPixels > 0 else {
            guard maxChannelDelta > 0 else { return "identical" }
            switch method {
            case .exact(let allowed):
                return "no pixel differs by more than \(allowed) (largest channel difference \(maxChannelDelta))"
            case .pixelmatch(let threshold, _):
                let aa = antiAliasedPixels > 0 ? "; \(antiAliasedPixels) anti-aliased pixel\(antiAliasedPixels == 1 ? "" : "s") not counted" : ""
                return "no pixel over pixelmatch's threshold \(decimal(threshold, 3))\(aa) (largest channel difference \(maxChannelDelta))"
            case .deltaE2000(let maxDeltaE):
                return "no pixel over ΔE2000 \(decimal(maxDeltaE, 2)) (largest \(decimal(largestDeltaE ?? 0, 2)))"
            }
        }
        let share = differingRatio * 100
        var text = "\(differingPixels) of \(width * height) pixels differ (\(share < 0.01 ? "<0.01" : decimal(share, 2))%)"
        switch method {
        case .exact: break
        case .pixelmatch(let threshold, _):
            text += " over pixelmatch's threshold \(decimal(threshold, 3))"
            if antiAliasedPixels > 0 { text += " (\(antiAliasedPixels) anti-aliased not counted)" }
        case .deltaE2000(let maxDeltaE):
            text += " by more than ΔE2000 \(decimal(maxDeltaE, 2)) (largest \(decimal(largestDeltaE ?? 0, 2)))"
        }
        text += ", largest channel difference \(maxChannelDelta)"
        if let b = changedBox { text += ", changes within x \(b.x0)..<\(b.x1), y \(b.y0)..<\(b.y1)" }
        return text
    }
}

/// `value` with at most `places` decimals, trailing zeros kept to two ("4.48", "0.2" → "0.20").
package func decimal(_ value: Double, _ places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int(saturating: value * Double(scale), .toNearestOrAwayFromZero)
    let whole = scaled / scale, fraction = abs(scaled % scale)
    var digits = String(fraction)
    digits = String(repeating: "0", count: places - digits.count) + digits
    while digits.count > 2 && digits.hasSuffix("0") { digits.removeLast() }
    return "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(digits)"
}
