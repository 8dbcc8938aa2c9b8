/// How wide HMSegmentedControl makes each segment and where each starts (docs/style-hm.md,
/// "Segment widths").
///
/// - Fixed: every segment is the widest of `W / N` and each segment's content (title, or image
///   for `images`) plus the left and right segment insets.
/// - Dynamic: each segment is its own content plus insets; `textImages` side by side adds image,
///   spacing and title, stacked takes the larger of image + left inset and title + right inset
///   (fix 2: each segment's own image, where HMSegmentedControl reads image 0). With
///   `stretchSegmentsToScreenSize`, leftover width is shared equally.
struct SegmentWidths {
    /// The fixed slot width (`W / N` at least); in dynamic mode, still `W / N` (used by `images`).
    var slot: Double
    var widths: [Double]
    /// Where each segment starts, in content points.
    var offsets: [Double]
    var contentWidth: Double
    var isDynamic: Bool

    init(config: FamilyConfig<HMFamily>, contents: [SegmentContent]) {
        let W = config.width, n = contents.count
        let sei = config.segmentEdgeInset
        isDynamic = config.effectiveWidthStyle == .dynamic
        let tw = contents.map(\.titleWidth)
        let iw = contents.map { $0.imageSize?.width ?? 0 }
        slot = n > 0 ? W / Double(n) : 0
        if !isDynamic {
            for i in 0..<n {
                let content = config.type == .images ? iw[i] : tw[i]
                slot = max(slot, max(0, content + sei.left + sei.right))
            }
            widths = Array(repeating: slot, count: n)
            offsets = (0..<n).map { [slot] in slot * Double($0) }
            contentWidth = slot * Double(n)
            return
        }
        widths = (0..<n).map { i in
            switch config.type {
            case .text, .images:
                return max(0, tw[i] + sei.left + sei.right)
            case .textImages:
                let a = iw[i] + sei.left, b = tw[i] + sei.right
                switch config.imagePosition {
                case .leftOfText, .rightOfText: return max(0, a + b + config.textImageSpacing)
                default: return max(0, max(a, b))
                }
            }
        }
        let natural = widths.reduce(0, +)
        if config.stretchSegmentsToScreenSize && natural < W && n > 0 {
            widths = widths.map { $0 + (W - natural) / Double(n) }
        }
        // Running sums, added left to right as a fresh sum of the widths before each would be
        // (the same bits), in one pass rather than one per segment.
        var sum = 0.0
        offsets = widths.map { width in
            defer { sum += width }
            return sum
        }
        contentWidth = sum
    }
}
