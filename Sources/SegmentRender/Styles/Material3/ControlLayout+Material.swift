import Raster

extension ControlLayout {
    /// Material 3's tab row (docs/style-material3.md), worked in whole device pixels as
    /// Compose measures it, then given back in points:
    /// - fixed: every tab `floor(W·s / N)` pixels wide, from the left;
    /// - scrollable: each tab its label + 2 × 16 dp, at least 90 dp, after a 52 dp edge padding
    ///   (and before one), the selected tab scrolled as near the centre as the content allows;
    /// - a label centred in its tab: its 20 dp line box centred in the height, the font's ascent +
    ///   descent centred in that box;
    /// - the indicator along the bottom: primary, the label's width (at least 24 dp) centred under
    ///   it, 3 dp, top corners 3 dp; secondary, the tab's width, 2 dp;
    /// - a 1 dp divider along the bottom, under the indicator.
    static func material(config: FamilyConfig<Material3Family>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        if config.tabVariant == .segmentedButtons { return segmentedButtons(config: config, selection: selection, segments: contents) }
        typealias M = MaterialTabMetrics
        let s = config.scale, n = contents.count
        let rowPx = MaterialTabMetrics.px(config.width, s), heightPx = MaterialTabMetrics.px(config.height, s)
        let padPx = M.px(M.labelPadding, s)
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        // Each tab's label and icon, measured in pixels (a label's advance rounded up).
        let tabs = contents.map { MaterialTabContent(config: config, content: $0) }
        var tabX: [Double] = [], tabW: [Double] = []
        var contentPx = rowPx
        switch config.tabMode {
        case .fixed:
            let w = n > 0 ? (rowPx / Double(n)).rounded(.down) : 0
            tabX = (0..<n).map { Double($0) * w }
            tabW = Array(repeating: w, count: n)
        case .scrollable:
            let edge = M.px(M.scrollableEdgePadding, s), minimum = M.px(M.scrollableMinTabWidth, s)
            var x = edge
            for tab in tabs {
                let w = max(minimum, tab.intrinsicPx)
                tabX.append(x)
                tabW.append(w)
                x += w
            }
            contentPx = x + edge
        }
        var segments: [SegmentLayout] = []
        for i in 0..<n {
            let slot = Rect(x: tabX[i] / s, y: 0, width: tabW[i] / s, height: config.height)
            var segment = SegmentLayout(index: i, frame: slot, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            let placed = tabs[i].place(tabX: tabX[i], tabW: tabW[i], heightPx: heightPx, title: contents[i].title, iconTabHeight: config.iconTabHeight)
            if let title = contents[i].title {
                let x = placed.labelX
                var (top, baseline) = labelLine(title, heightPx: heightPx, scale: s)
                if let given = placed.baseline { (top, baseline) = (given - M.coveringPx(title.ascent, s), given) }
                segment.titleFrame = Rect(x: x / s, y: top / s, width: title.advance, height: title.ascent + title.descent)
                segment.titleBaseline = Point(x: x / s, y: baseline / s)
            }
            if let icon = placed.icon {
                let side = tabs[i].iconPx / s
                segment.imageFrame = Rect(x: icon.x / s, y: icon.y / s, width: side, height: side)
            }
            segments.append(segment)
        }
        let dividerPx = M.px(M.dividerThickness, s)
        // Compose draws the divider under the scrolling row, the control's width; spanning the
        // content and scrolling with it covers the same pixels, and mirrors with the content.
        let contentWidth = max(config.width, contentPx / s)
        let divider = Rect(x: 0, y: (heightPx - dividerPx) / s, width: contentWidth, height: dividerPx / s)
        var decorations: [Decoration] = []
        if let sel = selection {
            // The indicator spans the content: the tab's natural width (at most the tab) less the label padding.
            let content = min(tabs[sel].intrinsicPx, tabW[sel]) - 2 * padPx
            decorations = [indicator(config: config, tabX: tabX[sel], tabWidth: tabW[sel], contentPx: content, heightPx: heightPx, scale: s)]
        }
        let scrollOffsetPx = config.tabMode == .scrollable ? scrollOffset(config: config, selection: selection, tabX: tabX, tabW: tabW, contentPx: contentPx, rowPx: rowPx) : 0
        return ControlLayout(
            width: config.width, height: config.height, scale: config.scale, contentWidth: contentWidth,
            scrollOffset: scrollOffsetPx / s, selectedSegmentIndex: selection, segments: segments, dividers: [divider], borders: [],
            decorations: decorations, hitRule: .itemFrames)
    }

    /// A label's line box centred in the tab (its top rounded to the nearest pixel), the font's
    /// ascent + descent centred in the box (the odd pixel below): the box's top and the baseline, in pixels.
    static func labelLine(_ title: TitleMeasure, heightPx: Double, scale s: Double) -> (top: Double, baseline: Double) {
        typealias M = MaterialTabMetrics
        let ascent = M.coveringPx(title.ascent, s), descent = M.coveringPx(title.descent, s)
        let box = lineBox(title, scale: s)
        let boxTop = ((heightPx - box) / 2 + 0.5).rounded(.down)
        let spare = box - ascent - descent
        let above = spare - (spare / 2).rounded(.up)
        return (boxTop + above, boxTop + above + ascent)
    }

    /// A label's line box in pixels: the 20 dp line height, or the font's ascent + descent where
    /// that is taller (no label: the line height).
    static func lineBox(_ title: TitleMeasure?, scale s: Double) -> Double {
        typealias M = MaterialTabMetrics
        let line = M.coveringPx(M.labelLineHeight, s)
        guard let title else { return line }
        return max(line, M.coveringPx(title.ascent, s) + M.coveringPx(title.descent, s))
    }

    /// The selected tab's indicator at rest.
    static func indicator(config: FamilyConfig<Material3Family>, tabX: Double, tabWidth: Double, contentPx: Double, heightPx: Double, scale s: Double) -> Decoration {
        typealias M = MaterialTabMetrics
        let frame: Rect, radius: Double
        switch config.tabVariant {
        case .primary:
            let h = M.px(M.primaryIndicatorHeight, s)
            let w = min(tabWidth, max(contentPx, M.px(M.minIndicatorWidth, s)))
            let x = tabX + ((tabWidth - w) / 2).rounded(.down)
            frame = Rect(x: x / s, y: (heightPx - h) / s, width: w / s, height: h / s)
            radius = M.indicatorCornerRadius
        case .secondary, .segmentedButtons:
            let h = M.px(M.secondaryIndicatorHeight, s)
            frame = Rect(x: tabX / s, y: (heightPx - h) / s, width: tabWidth / s, height: h / s)
            radius = 0
        }
        return .tabIndicator(TabIndicator(frame: frame, topCornerRadius: radius, color: config.materialColors.primary, motion: config.indicatorAnimation))
    }

    /// Scrollable tabs: `contentOffset` when given, else the selected tab centred — its left less
    /// half the row plus half its width, in whole pixels — clamped to the content.
    static func scrollOffset(config: FamilyConfig<Material3Family>, selection: Int?, tabX: [Double], tabW: [Double], contentPx: Double, rowPx: Double) -> Double {
        let limit = max(0, contentPx - rowPx)
        if let given = config.contentOffset { return min(max(0, (given * config.scale).rounded()), limit) }
        guard let sel = selection else { return 0 }
        let centred = tabX[sel] - ((rowPx / 2).rounded(.down) - (tabW[sel] / 2).rounded(.down))
        return min(max(0, centred), limit)
    }
}
