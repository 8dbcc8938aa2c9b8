import Raster

extension ControlLayout {
    /// Material 3's badges (docs/style-material3.md, "Badges"), placed as Compose's
    /// `BadgedBox` places a badge on its anchor — the tab's icon, else its label's line box — in
    /// whole device pixels:
    /// - a dot: 6 dp, its right edge on the anchor's right, its top on the anchor's top;
    /// - a label: 16 dp high, its label (LabelSmall, Roboto Medium 11 sp in a 16 sp line) with 4 dp
    ///   each side, at least 16 dp wide; its left 12 dp in from the anchor's right, its top 2 dp
    ///   above the anchor's;
    /// - a badge that would leave its tab on the right or at the top is moved back inside.
    static func materialBadges(config: FamilyConfig<Material3Family>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        typealias M = MaterialTabMetrics
        let s = config.scale
        func px(_ points: Double) -> Double { (points * s).rounded() }  // a length laid out in whole pixels, back in pixels
        let color = config.badgeColor ?? config.materialColors.error
        return zip(segments, contents).compactMap { segment, content in
            guard let badge = content.badge else { return nil }
            var right = px(segment.frame.maxX), top = px(segment.frame.minY)
            if let icon = segment.imageFrame {
                (right, top) = (px(icon.maxX), px(icon.minY))
            } else if let title = content.title, let baseline = segment.titleBaseline {
                let box = lineBox(title, scale: s)
                right = px(baseline.x) + M.coveringPx(title.advance, s)
                top = px(baseline.y) - labelLine(title, heightPx: box, scale: s).baseline
            }
            var x: Double, y: Double, w: Double, h: Double
            var textOffset: Point?
            if badge.label == nil {
                w = M.px(M.badgeDotSize, s)
                h = w
                (x, y) = (right - w, top - h + M.px(M.badgeDotOffset, s))
            } else {
                h = M.px(M.badgeHeight, s)
                let textPx = M.coveringPx(badge.advance, s), pad = M.px(M.badgePadding, s)
                w = max(h, textPx + 2 * pad)
                (x, y) = (right - M.px(M.badgeLabelInset, s), top - h + M.px(M.badgeLabelOverlap, s))
                // The label's 16 sp line box centred in the pill, the font's ascent + descent centred in it.
                let ascent = M.coveringPx(badge.ascent, s), descent = M.coveringPx(max(0, badge.lineHeight - badge.ascent), s)
                let line = max(M.coveringPx(M.badgeLineHeight, s), ascent + descent)
                let spare = line - ascent - descent
                let baseline = ((h - line) / 2 + 0.5).rounded(.down) + spare - (spare / 2).rounded(.up) + ascent
                textOffset = Point(x: (pad + ((w - 2 * pad - textPx) / 2 + 0.5).rounded(.down)) / s, y: baseline / s)
            }
            x = min(x, px(segment.frame.maxX) - w)
            y = max(y, px(segment.frame.minY))
            var decoration = Badge(
                frame: Rect(x: x / s, y: y / s, width: w / s, height: h / s), segment: segment.index, content: badge, color: color,
                textColor: config.badgeTextColor)
            decoration.textOffset = textOffset
            return .badge(decoration)
        }
    }
}
