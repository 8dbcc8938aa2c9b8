import Raster

/// What one Material 3 tab holds and how Compose arranges it: a label alone, an icon above the
/// label (`Tab` with an icon: its baseline layout), an icon before it (`LeadingIconTab`), or an
/// icon alone. Worked in whole device pixels; docs/style-material3.md, "Icons".
struct MaterialTabContent {
    enum Arrangement { case label, iconAbove, iconLeading, iconAlone }

    var arrangement: Arrangement
    /// The label's width in pixels (its advance rounded up; 0 without one).
    var labelPx: Double
    /// The icon's side in pixels (24 dp; 0 without one).
    var iconPx: Double
    var scale: Double

    init(config: FamilyConfig<Material3Family>, content: SegmentContent) {
        typealias M = MaterialTabMetrics
        let s = config.scale
        scale = s
        labelPx = M.coveringPx(content.title?.advance ?? 0, s)
        let hasIcon = config.type != .text && content.imageSize != nil
        iconPx = hasIcon ? M.px(M.iconSize, s) : 0
        switch config.type {
        case .text: arrangement = .label
        case .images: arrangement = hasIcon ? .iconAlone : .label
        case .textImages: arrangement = !hasIcon ? .label : config.imagePosition == .leftOfText ? .iconLeading : .iconAbove
        }
    }

    var padPx: Double { MaterialTabMetrics.px(MaterialTabMetrics.labelPadding, scale) }
    var gapPx: Double { MaterialTabMetrics.px(MaterialTabMetrics.leadingIconGap, scale) }

    /// The tab's widest natural width (its intrinsic width): what a scrollable tab grows to, and,
    /// less the label padding, what the primary indicator spans.
    var intrinsicPx: Double {
        switch arrangement {
        case .label: labelPx + 2 * padPx
        case .iconAbove: max(labelPx + 2 * padPx, iconPx)
        case .iconLeading: 2 * padPx + iconPx + gapPx + labelPx
        case .iconAlone: iconPx
        }
    }

    /// Where the label's box and the icon go in a tab at `tabX`, `tabW` wide, in a row `heightPx`
    /// high: the label's left edge and its line box's top (nil: centred in the row as a lone label
    /// is), the icon's top-left corner (nil: no icon).
    func place(tabX: Double, tabW: Double, heightPx: Double, title: TitleMeasure?, iconTabHeight: Double) -> (labelX: Double, baseline: Double?, icon: Point?) {
        typealias M = MaterialTabMetrics
        let s = scale
        func round(_ v: Double) -> Double { (v + 0.5).rounded(.down) }
        switch arrangement {
        case .label:
            let box = labelPx + 2 * padPx
            return (tabX + round((tabW - box) / 2) + padPx, nil, nil)
        case .iconLeading:
            let row = iconPx + gapPx + labelPx
            let start = tabX + padPx + round((tabW - 2 * padPx - row) / 2)
            return (start + iconPx + gapPx, nil, Point(x: start, y: round((heightPx - iconPx) / 2)))
        case .iconAlone:
            let layoutH = max(M.px(M.rowHeight, s), iconPx + M.px(M.iconDistanceFromBaseline, s))
            let top = round((heightPx - layoutH) / 2) + ((layoutH - iconPx) / 2).rounded(.down)
            return (tabX, nil, Point(x: tabX + round((tabW - iconPx) / 2), y: top))
        case .iconAbove:
            let box = title.map { ControlLayout.lineBox($0, scale: s) } ?? M.coveringPx(M.labelLineHeight, s)
            let layoutH = max(M.px(iconTabHeight, s), iconPx + box + M.px(M.iconDistanceFromBaseline, s))
            let layoutW = max(labelPx + 2 * padPx, iconPx)
            let left = tabX + round((tabW - layoutW) / 2), top = round((heightPx - layoutH) / 2)
            // The baseline a fixed distance above the bottom (14 dp + the 3 dp indicator); the
            // icon's bottom 20 sp above the baseline.
            let baseline = top + layoutH - M.px(M.baselineAboveIndicatorWithIcon, s) - M.px(M.primaryIndicatorHeight, s)
            let icon = Point(x: left + ((layoutW - iconPx) / 2).rounded(.down), y: baseline - M.px(M.iconDistanceFromBaseline, s) - iconPx)
            return (left + ((layoutW - labelPx - 2 * padPx) / 2).rounded(.down) + padPx, baseline, icon)
        }
    }
}
