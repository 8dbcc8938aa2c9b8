import Raster

extension ControlLayout {
    /// Parchment's paging menu (docs/style-parchment.md), as its collection view layout
    /// places items: side by side `menuItemSpacing` apart, each `menuItemWidth` wide (sizeToFit,
    /// fixed) or its title + 2 × `menuItemLabelSpacing` (selfSizing); sizeToFit items that all fit
    /// share the width instead. The selected item is scrolled to the centre, clamped to the content
    /// (preferCentered), or always, the menu gaining room before the first item and after the last
    /// (center). A 4 pt indicator covers the selected item on the bottom, 8 pt in from the menu's
    /// ends; a 1 pt line runs under all the items, 8 pt in from the content's ends.
    static func parchment(config: FamilyConfig<ParchmentFamily>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count
        let gap = config.menuItemSpacing
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let widths = contents.map { content in
            config.parchmentUniformItemWidth ?? (content.title?.width ?? content.imageSize?.width ?? 0) + 2 * config.menuItemLabelSpacing
        }
        let total = widths.reduce(0, +) + gap * Double(max(0, n - 1))
        // The wheel's room before the first item and after the last, so either can be centred.
        let lead = config.selectedScrollPosition == .center ? W / 2 - (widths.first ?? 0) / 2 : 0
        let trail = config.selectedScrollPosition == .center ? W / 2 - (widths.last ?? 0) / 2 : 0
        var segments: [SegmentLayout] = []
        var x = lead
        for (i, content) in contents.enumerated() {
            segments.append(segmentLayout(i, in: Rect(x: x, y: 0, width: widths[i], height: H), content))
            x += widths[i] + gap
        }
        let contentWidth = total + lead + trail
        var scrollOffset = 0.0
        if let sel = selection {
            let centred = segments[sel].frame.midX - W / 2
            scrollOffset = config.selectedScrollPosition == .center ? centred : min(max(centred, 0), max(0, contentWidth - W))
        }
        var decorations: [Decoration] = []
        if let sel = selection, config.indicatorHeight > 0 {
            let item = segments[sel].frame, h = config.indicatorHeight
            var x = item.x, w = item.width
            if sel == 0 {
                x += indicatorInset
                w -= indicatorInset
            }
            if sel == n - 1 { w -= indicatorInset }
            decorations.append(.stripe(Stripe(frame: Rect(x: x, y: H - h, width: max(0, w), height: h), color: config.selectionIndicatorColor)))
        }
        var dividers: [Rect] = []
        if config.borderWidth > 0 {
            dividers.append(
                Rect(x: indicatorInset, y: H - config.borderWidth, width: max(0, max(W, contentWidth) - 2 * indicatorInset), height: config.borderWidth))
        }
        return ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: contentWidth, scrollOffset: scrollOffset,
            selectedSegmentIndex: selection, segments: segments, dividers: dividers, borders: [],
            decorations: decorations, hitRule: .itemFrames)
    }

    /// Parchment's indicator and border insets: 8 pt in from the menu's ends.
    static let indicatorInset = 8.0
}

extension FamilyConfig where Family == ParchmentFamily {
    /// parchment: every item's width, when they share one — `menuItemWidth` (fixed, sizeToFit), or
    /// for sizeToFit items that all fit, `(W − gaps)/N`; nil for selfSizing (each its title + 2 ×
    /// the label spacing). What layout places items by and titles are cut to.
    var parchmentUniformItemWidth: Double? {
        let n = Double(self.segmentCount), gaps = self.menuItemSpacing * max(0, n - 1)
        switch self.menuItemSize {
        case .selfSizing: return nil
        case .fixed: return self.menuItemWidth
        case .sizeToFit: return n > 0 && self.menuItemWidth * n + gaps < self.width ? (self.width - gaps) / n : self.menuItemWidth
        }
    }
}
