import Raster

extension ControlLayout {
    /// Tabman's bar (docs/style-tabman.md): a row of buttons inside `barContentInset`,
    /// the indicator in its own band under them, both scrolled together.
    ///
    /// - Label buttons (`type: text`) are as wide as their titles (`intrinsic`; a badge adds 8 pt
    ///   and its width) with `interButtonSpacing` between them, or share the width (`fit`); the
    ///   title is centred in the button, less any badge, which follows it.
    /// - Tab items (any other type) share the width among at most 5, with no spacing: a 30 × 30
    ///   image over the title, the title on the button's bottom, 6 pt between them; an unselected
    ///   image is drawn at 0.9 of its size.
    /// - The selected button is scrolled to the centre, clamped to the content.
    /// - The indicator follows the selected button: a line as wide as it, or a chevron or dot under
    ///   its centre.
    static func tabman(config: FamilyConfig<TabmanFamily>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count, inset = config.barContentInset
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let tabItems = config.type != .text
        let rowY = inset.top
        let rowHeight = max(0, H - inset.top - inset.bottom - config.tabmanIndicatorHeight)
        let gap = tabItems ? 0 : config.interButtonSpacing
        let badges = contents.map { $0.badge.map { tabmanBadgeSize($0) } }
        let shared = config.tabmanSharedButtonWidth
        let widths = contents.indices.map { i in shared ?? contents[i].titleWidth + (badges[i].map { tabmanBadgeGap + $0.width } ?? 0) }
        var segments: [SegmentLayout] = []
        var decorations: [Decoration] = []
        var x = inset.left
        for (i, content) in contents.enumerated() {
            let frame = Rect(x: x, y: rowY, width: widths[i], height: rowHeight)
            let segment =
                tabItems
                ? tabItemLayout(i, in: frame, content, selected: i == selection)
                : labelButtonLayout(i, in: frame, content, badgeWidth: badges[i].map { tabmanBadgeGap + $0.width } ?? 0)
            segments.append(segment)
            if let size = badges[i], let badge = content.badge {
                let origin =
                    tabItems
                    ? Point(x: frame.maxX - tabmanTabItemBadgeInset - size.width, y: frame.y + tabmanTabItemBadgeInset)
                    : Point(x: (segment.titleFrame?.maxX ?? frame.x) + tabmanBadgeGap, y: frame.midY - size.height / 2)
                decorations.append(
                    .badge(
                        Badge(
                            frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), segment: i, content: badge,
                            color: config.badgeColor ?? RGBA8(r: 255, g: 0, b: 0), textColor: config.badgeTextColor)))
            }
            x += widths[i] + gap
        }
        let contentWidth = (n > 0 ? x - gap : x) + inset.right
        var scrollOffset = 0.0
        if let sel = selection {
            scrollOffset = min(max(segments[sel].frame.midX - W / 2, 0), max(0, contentWidth - W))
        }
        if let sel = selection, let indicator = tabmanIndicator(config: config, focus: segments[sel].frame, y: rowY + rowHeight) {
            decorations.insert(indicator, at: 0)
        }
        var layout = ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: max(contentWidth, W), scrollOffset: scrollOffset,
            selectedSegmentIndex: selection, segments: segments, dividers: [], borders: [],
            decorations: decorations, hitRule: .itemFrames)
        layout.fadesEdges = config.fadesContentEdges
        return layout
    }

    /// A label button: the title centred in `frame` less the badge's room at its trailing end
    /// (`badgeWidth`, gap included), centred vertically.
    static func labelButtonLayout(_ i: Int, in frame: Rect, _ content: SegmentContent, badgeWidth: Double) -> SegmentLayout {
        var segment = SegmentLayout(index: i, frame: frame, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
        if let title = content.title {
            let x = frame.x + (frame.width - badgeWidth - title.advance) / 2
            let titleFrame = Rect(x: x, y: frame.midY - title.lineHeight / 2, width: title.advance, height: title.lineHeight)
            segment.titleFrame = titleFrame
            segment.titleBaseline = Point(x: titleFrame.x, y: titleFrame.y + title.ascent)
        }
        return segment
    }

    /// A tab item: the title centred on the bottom of `frame`, the image 6 pt above it, 30 × 30
    /// (0.9 of that about its centre when unselected).
    static func tabItemLayout(_ i: Int, in frame: Rect, _ content: SegmentContent, selected: Bool) -> SegmentLayout {
        var segment = SegmentLayout(index: i, frame: frame, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
        var imageBottom = frame.maxY
        if let title = content.title {
            let titleFrame = Rect(
                x: frame.midX - title.advance / 2, y: frame.maxY - title.lineHeight, width: title.advance, height: title.lineHeight)
            segment.titleFrame = titleFrame
            segment.titleBaseline = Point(x: titleFrame.x, y: titleFrame.y + title.ascent)
            imageBottom = titleFrame.y
        }
        if content.imageSize != nil {
            let side = tabmanTabItemImageSide * (selected ? 1 : tabmanShrunkenImageScale)
            let centreY = imageBottom - tabmanTabItemLabelGap - tabmanTabItemImageSide / 2
            segment.imageFrame = Rect(x: frame.midX - side / 2, y: centreY - side / 2, width: side, height: side)
        }
        return segment
    }

    /// Tabman's indicator for a selected button at `focus`, its band's top at `y`: a line as wide
    /// as the focus, or a chevron or dot centred under it (nil: `none`).
    static func tabmanIndicator(config: FamilyConfig<TabmanFamily>, focus: Rect, y: Double) -> Decoration? {
        var paintConfig = IndicatorConfig()
        paintConfig.color = config.selectionIndicatorColor
        switch config.barIndicator {
        case .line:
            let h = config.indicatorWeight.points
            paintConfig.cornerRadius =
                switch config.indicatorCornerStyle {
                case .square: 0
                case .rounded: h / 4
                case .elliptical: h / 2
                }
            let frame = Rect(x: focus.x, y: y, width: focus.width, height: h)
            return .line(LineIndicator(frame: frame, style: .normal, offsetX: 0, paint: IndicatorPaint(paintConfig, layer: .overContent)))
        case .chevron:
            let size = config.indicatorSize.chevron
            let frame = Rect(x: focus.midX - size.width / 2, y: y, width: size.width, height: size.height)
            var chevron = TriangleIndicator(frame: frame, direction: .up, paint: IndicatorPaint(paintConfig, layer: .overContent))
            chevron.alias = "chevron"
            return .triangle(chevron)
        case .dot:
            let d = config.indicatorSize.dot
            paintConfig.cornerRadius = d / 2
            let frame = Rect(x: focus.midX - d / 2, y: y, width: d, height: d)
            var dot = LineIndicator(frame: frame, style: .normal, offsetX: 0, paint: IndicatorPaint(paintConfig, layer: .overContent))
            dot.alias = "dot"
            return .line(dot)
        case .none:
            return nil
        }
    }

    /// A Tabman badge's size: its label (11 pt bold) inside 2 pt above and below and 4 pt either
    /// side, at least as wide as high.
    static func tabmanBadgeSize(_ badge: BadgeContent) -> Size {
        let h = badge.lineHeight + 4
        return Size(width: max(h, badge.advance + 8), height: h)
    }

    /// How many tab items share the width at most (TMConstrainedHorizontalBarLayout's
    /// `visibleButtonCount`).
    static let tabmanVisibleTabItems = 5
    static let tabmanTabItemImageSide = 30.0
    static let tabmanShrunkenImageScale = 0.9
    /// The gap between a tab item's image and its title.
    static let tabmanTabItemLabelGap = 6.0
    /// A tab item's badge: 4 pt from the button's top and trailing edges.
    static let tabmanTabItemBadgeInset = 4.0
    /// A label button's badge: 8 pt after the title.
    static let tabmanBadgeGap = 8.0
}

extension FamilyConfig where Family == TabmanFamily {
    /// tabman: every button's width when they share the bar's inner width — tab items among 5 at
    /// most, `fit` buttons less the spacing — or nil when each is its title's (`intrinsic`). What
    /// layout places buttons by and titles are cut to.
    var tabmanSharedButtonWidth: Double? {
        let n = Double(self.segmentCount), inner = max(0, self.width - self.barContentInset.left - self.barContentInset.right)
        guard n > 0 else { return nil }
        if self.type != .text { return inner / min(Double(ControlLayout.tabmanVisibleTabItems), n) }
        return self.barContentMode == .fit ? max(0, (inner - self.interButtonSpacing * (n - 1)) / n) : nil
    }

    /// tabman: the height of the indicator's band under the buttons (0 for none).
    var tabmanIndicatorHeight: Double {
        switch self.barIndicator {
        case .line: self.indicatorWeight.points
        case .chevron: self.indicatorSize.chevron.height
        case .dot: self.indicatorSize.dot
        case .none: 0
        }
    }
}
