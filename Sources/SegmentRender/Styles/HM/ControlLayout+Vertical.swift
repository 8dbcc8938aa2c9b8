import Raster

extension ControlLayout {
    /// Items stacked top to bottom (`orientation: vertical`), each the control's width and
    /// `itemHeight` tall (default: the height shared out; with a dock, its button height, right
    /// above the bottom buttons). Titles are centred in text items; `textImages` items put the
    /// icon, centred at its own size, in the left `itemIconWidthFraction` of the width and the title,
    /// left-aligned and centred vertically, in the rest (as the QQ-Space Dock's items do), or show
    /// the icon alone. Indicators, dividers (horizontal lines between items, inset by 2h) and
    /// borders follow the horizontal rules turned to the item.
    static func vertical(config: FamilyConfig<HMFamily>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let dock = config.dock
        let ih = config.itemHeight ?? dock?.buttonHeight ?? (n > 0 ? H / Double(n) : 0)
        var bottomPart = 0.0
        if let dock {
            bottomPart = dock.layout == .landscape ? dock.buttonHeight : dock.buttonHeight * Double(dock.buttons.count)
        }
        let y0 = dock == nil ? 0 : H - bottomPart - ih * Double(n)
        var segments: [SegmentLayout] = []
        for (i, content) in contents.enumerated() {
            let item = Rect(x: 0, y: y0 + ih * Double(i), width: W, height: ih)
            var segment = SegmentLayout(index: i, frame: item, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            let iconOnly = config.itemContent == .iconOnly || content.title == nil
            let split = content.imageSize != nil && !iconOnly
            let iconArea = split ? Rect(x: 0, y: item.y, width: W * config.itemIconWidthFraction, height: ih) : item
            if let size = content.imageSize {
                segment.imageFrame = Rect(
                    x: iconArea.midX - size.width / 2, y: iconArea.midY - size.height / 2,
                    width: size.width, height: size.height)
            }
            if let title = content.title, !(config.itemContent == .iconOnly && content.imageSize != nil) {
                let x = split ? iconArea.maxX : (W - title.advance) / 2
                let frame = Rect(x: x, y: item.midY - title.lineHeight / 2, width: title.advance, height: title.lineHeight)
                segment.titleFrame = frame
                segment.titleBaseline = Point(x: frame.x, y: frame.y + title.ascent)
            }
            segments.append(segment)
        }

        let h = config.indicatorHeight
        var dividers: [Rect] = []
        if config.verticalDividerEnabled && n > 1 {
            let dw = config.verticalDividerWidth
            for i in 1..<n { dividers.append(Rect(x: 2 * h, y: y0 + ih * Double(i) - dw / 2, width: max(0, W - 4 * h), height: dw)) }
        }
        let borders = ControlLayout.borders(around: segments.map(\.frame), config: config)

        var decorations: [Decoration] = []
        if let sel = selection, config.selectionIndicatorLocation != .none || config.selectionStyle == .box {
            let item = segments[sel].frame, iei = config.selectionIndicatorEdgeInsets
            let top = config.selectionIndicatorLocation == .top
            let yOff = top ? item.y + iei.top : item.maxY - h + iei.bottom
            let color = config.selectionIndicatorColor
            switch config.selectionStyle {
            case .arrow:
                if config.selectionIndicatorLocation != .none {
                    decorations.append(.arrow(Arrow.atRest(centerX: item.midX, y: yOff, size: h, fromTop: top, color: color)))
                }
            case .textWidthStripe:
                let title = segments[sel].titleFrame ?? segments[sel].imageFrame ?? item
                decorations.append(
                    .stripe(
                        Stripe(
                            frame: Rect(x: title.x + iei.left, y: yOff, width: max(0, title.width - iei.right), height: h),
                            color: color)))
            case .fullWidthStripe, .box:
                if config.selectionStyle == .box { decorations.append(.box(SelectionBox.atRest(over: item, config: config))) }
                decorations.append(
                    .stripe(
                        Stripe(
                            frame: Rect(x: item.x + iei.left, y: yOff, width: max(0, item.width - iei.left - iei.right), height: h),
                            color: color)))
            }
        }

        var layout = ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: W, scrollOffset: 0,
            selectedSegmentIndex: selection, segments: segments, dividers: dividers, borders: borders,
            decorations: decorations, hitRule: .equalSlots)
        layout.orientation = .vertical
        if let dock { layout.dock = dockLayout(dock, width: W, height: H, avatarTitle: nil, buttonIcons: []) }
        return layout
    }
}
