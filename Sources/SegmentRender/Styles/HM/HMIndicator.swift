import Raster

/// HMSegmentedControl's `selectionStyle` keys as a shorthand for decorations (docs/style-hm.md,
/// "The indicator"): a stripe (as wide as the content or the segment), a box with a full-width
/// stripe, or an arrow, placed by `selectionIndicatorLocation`, `selectionIndicatorHeight` and
/// `selectionIndicatorEdgeInsets` with HMSegmentedControl's asymmetries.
enum HMIndicator {
    /// The width the content-width stripe measures: the title, the image, or the wider of both.
    static func contentWidth(_ type: SegmentType, _ content: SegmentContent) -> Double {
        content.width(for: type, sideBySideSpacing: nil)  // HMSegmentedControl's: the wider, side by side too
    }

    /// The decorations of segment `sel`, in drawing order; `cw` is its content width.
    static func decorations(config: FamilyConfig<HMFamily>, selection sel: Int, widths: SegmentWidths, contentWidth cw: Double) -> [Decoration] {
        let H = config.height, h = config.indicatorHeight
        let iei = config.selectionIndicatorEdgeInsets, sei = config.segmentEdgeInset
        let sw = widths.slot, offsets = widths.offsets, segmentWidths = widths.widths
        let color = config.selectionIndicatorColor
        let yOff: Double
        switch config.selectionIndicatorLocation {
        case .bottom: yOff = H - h + iei.bottom
        case .top: yOff = iei.top
        case .none: yOff = 0
        }
        if config.selectionStyle == .arrow {
            guard config.selectionIndicatorLocation != .none else { return [] }
            // Fix 1: the selected segment's own centre, in dynamic mode too.
            return [
                .arrow(
                    Arrow.atRest(
                        centerX: offsets[sel] + segmentWidths[sel] / 2, y: yOff, size: h,
                        fromTop: config.selectionIndicatorLocation == .top, color: color))
            ]
        }
        let stripe: Rect
        switch config.selectionStyle {
        case .textWidthStripe where !widths.isDynamic && cw <= sw:
            let x = sw * Double(sel) + sw / 2 - cw / 2
            stripe = Rect(x: x + iei.left, y: yOff, width: max(0, cw - iei.right), height: h)
        case .textWidthStripe where widths.isDynamic:
            stripe = Rect(
                x: offsets[sel] + iei.left + sei.left, y: yOff,
                width: max(0, segmentWidths[sel] - iei.right - sei.left - sei.right), height: max(0, h + iei.bottom))
        case _ where widths.isDynamic:
            stripe = Rect(
                x: offsets[sel] + iei.left, y: yOff, width: max(0, segmentWidths[sel] - iei.right),
                height: max(0, h + iei.bottom))
        default:
            stripe = Rect(x: sw * Double(sel) + iei.left, y: yOff, width: max(0, sw - iei.left - iei.right), height: h)
        }
        var result: [Decoration] = []
        if config.selectionStyle == .box {
            result.append(.box(SelectionBox.atRest(over: Rect(x: offsets[sel], y: 0, width: segmentWidths[sel], height: H), config: config)))
        }
        result.append(.stripe(Stripe(frame: stripe, color: color)))
        return result
    }
}
