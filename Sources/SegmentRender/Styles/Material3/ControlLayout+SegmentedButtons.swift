import Raster

extension ControlLayout {
    /// Material 3's outlined segmented buttons (docs/style-material3.md), worked in
    /// whole device pixels as Compose measures them, then given back in points:
    /// - the row is the control's width; the buttons overlap by the 1 dp outline, so each takes
    ///   an equal share of `W + (N − 1) × outline` — `round(share)` pixels, the rounding's
    ///   remainder handed out a pixel at a time from the first button;
    /// - each 40 dp high (at most the control's height), centred in the height;
    /// - inside a button, 12 dp padding each side, and the content (an 18 dp checkmark box, 8 dp, the
    ///   label) centred in what is left; without the checkmark the label moves back half the box and
    ///   the gap, so it sits in the middle;
    /// - the label's 20 dp line box centred in the button as a tab's is; the checkmark box centred on it.
    static func segmentedButtons(config: FamilyConfig<Material3Family>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        typealias B = SegmentedButtonMetrics
        let s = config.scale, n = contents.count
        let rowPx = MaterialTabMetrics.px(config.width, s), heightPx = MaterialTabMetrics.px(config.height, s)
        let outlinePx = MaterialTabMetrics.px(B.outlineWidth, s)
        let buttonH = min(MaterialTabMetrics.px(B.height, s), heightPx)
        let top = ((heightPx - buttonH) / 2 + 0.5).rounded(.down)
        let widths = shares(of: rowPx + Double(max(0, n - 1)) * outlinePx, count: n)
        let pad = MaterialTabMetrics.px(B.contentPadding, s)
        let icon = MaterialTabMetrics.px(B.iconSize, s), gap = MaterialTabMetrics.px(B.iconSpacing, s)
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let colors = config.materialColors
        var segments: [SegmentLayout] = [], buttons: [SegmentedButtonRow.Button] = []
        var x = 0.0
        for i in 0..<n {
            let w = widths[i], selected = i == selection
            let frame = Rect(x: x / s, y: top / s, width: w / s, height: buttonH / s)
            var segment = SegmentLayout(index: i, frame: frame, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            let label = MaterialTabMetrics.coveringPx(contents[i].title?.advance ?? 0, s)
            let contentX = x + pad + ((w - 2 * pad - (icon + gap + label)) / 2 + 0.5).rounded(.down)
            // Kotlin's `-(icon + gap) / 2`: the division truncates.
            let labelX = contentX + icon + gap + (selected ? 0 : -((icon + gap) / 2).rounded(.down))
            let box = lineBox(contents[i].title, scale: s)
            let boxTop = top + ((buttonH - box) / 2 + 0.5).rounded(.down)
            if let title = contents[i].title {
                let (lineTop, baseline) = labelLine(title, heightPx: buttonH, scale: s)
                segment.titleFrame = Rect(x: labelX / s, y: (top + lineTop) / s, width: title.advance, height: title.ascent + title.descent)
                segment.titleBaseline = Point(x: labelX / s, y: (top + baseline) / s)
            }
            let checkTop = boxTop + ((box - icon) / 2).rounded(.down)
            let r = buttonH / 2 / s
            let radii = CornerRadii(
                topLeft: i == 0 ? r : 0, topRight: i == n - 1 ? r : 0, bottomRight: i == n - 1 ? r : 0, bottomLeft: i == 0 ? r : 0)
            let disabled = config.disabledSegments.contains(i)
            var outline = colors.outline
            if disabled { outline = colors.onSurface.withOpacity(B.disabledOutlineOpacity) }
            buttons.append(
                SegmentedButtonRow.Button(
                    frame: frame, radii: radii, outline: outline, selected: selected ? 1 : 0,
                    check: Rect(x: contentX / s, y: checkTop / s, width: icon / s, height: icon / s), checkShown: selected ? 1 : 0))
            segments.append(segment)
            x += w - outlinePx
        }
        let row = SegmentedButtonRow(buttons: buttons, outlineWidth: outlinePx / s, fill: colors.secondaryContainer, checkColor: colors.onSecondaryContainer)
        return ControlLayout(
            width: config.width, height: config.height, scale: config.scale, contentWidth: config.width, scrollOffset: 0,
            selectedSegmentIndex: selection, segments: segments, dividers: [], borders: [],
            decorations: n > 0 ? [.segmentedButtons(row)] : [], hitRule: .itemFrames)
    }

    /// `total` pixels shared by `count` equal weights as Compose's row measures them: each
    /// `round(total / count)` (halves up), then the difference from `total` settled a pixel at a
    /// time from the first.
    static func shares(of total: Double, count: Int) -> [Double] {
        guard count > 0 else { return [] }
        let each = (total / Double(count) + 0.5).rounded(.down)
        var remainder = total - each * Double(count)
        return (0..<count).map { _ in
            let step: Double = remainder > 0 ? 1 : remainder < 0 ? -1 : 0
            remainder -= step
            return max(0, each + step)
        }
    }
}
