import Raster

extension ControlLayout {
    /// JXSegmentedView's item layout (docs/style-jx.md): each item its
    /// content's width (or `itemWidth`) plus `itemWidthIncrement`, the selected one
    /// `cellWidthZoomScale` times wider; `itemSpacing` between items and the content edge insets
    /// (default: the spacing) around them; when everything is narrower than the control and
    /// `isItemSpacingAverageEnabled`, the spare room spread into the spacing and the automatic
    /// insets, else the items placed by `contentAlignment`. Titles and images are centred in their
    /// items on the full height; the selected item is scrolled to the centre.
    static func jx(
        config: FamilyConfig<HMFamily>, selection: Int?, segments contents: [SegmentContent],
        indicatorImages: [Int: RasterImage]
    ) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        var widths = contents.map { max(0, (config.itemWidth ?? jxContentWidth(config, $0)) + config.itemWidthIncrement) }
        if let sel = selection { widths[sel] *= config.cellWidthZoomScale }
        let total = widths.reduce(0, +)

        var spacing = config.itemSpacing
        var left = config.contentEdgeInsetLeft ?? spacing, right = config.contentEdgeInsetRight ?? spacing
        let natural = left + total + spacing * Double(max(0, n - 1)) + right
        var shift = 0.0
        if n > 0 && natural < W {
            if config.isItemSpacingAverageEnabled {
                var slots = n - 1, spare = W - total
                if config.contentEdgeInsetLeft == nil { slots += 1 } else { spare -= left }
                if config.contentEdgeInsetRight == nil { slots += 1 } else { spare -= right }
                if slots > 0 {
                    spacing = spare / Double(slots)
                    if config.contentEdgeInsetLeft == nil { left = spacing }
                    if config.contentEdgeInsetRight == nil { right = spacing }
                }
            } else {
                switch config.contentAlignment {
                case .left: shift = 0
                case .center: shift = (W - natural) / 2
                case .right: shift = W - natural
                }
            }
        }
        var offsets: [Double] = []
        var x = left + shift
        for w in widths {
            offsets.append(x)
            x += w + spacing
        }
        let contentWidth = n == 0 ? W : left + total + spacing * Double(n - 1) + right

        var segments: [SegmentLayout] = []
        for (i, content) in contents.enumerated() {
            let slot = Rect(x: offsets[i], y: 0, width: widths[i], height: H)
            var segment = SegmentLayout(index: i, frame: slot, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            let (image, title) = jxContentFrames(config, content, in: slot)
            segment.imageFrame = image
            if let title, let measure = content.title {
                segment.titleFrame = title
                segment.titleBaseline = Point(x: title.x, y: title.y + measure.ascent)
            }
            segments.append(segment)
        }
        let scroll = scrollOffset(
            contentOffset: config.contentOffset, contentWidth: contentWidth, width: W,
            selected: selection.map { (offsets[$0], widths[$0]) })
        let decorations =
            selection.map {
                indicatorDecorations(
                    config: config.core, item: segments[$0].frame, titleWidth: contents[$0].titleWidth, itemIndex: $0,
                    images: indicatorImages)
            } ?? []
        return ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: max(contentWidth, 0), scrollOffset: scroll,
            selectedSegmentIndex: selection, segments: segments, dividers: [], borders: [],
            decorations: decorations, hitRule: .itemFrames)
    }

    /// An item's content width: its title, its image, or both side by side (`leftOfText`,
    /// `rightOfText`, with the spacing) or stacked (the wider).
    static func jxContentWidth(_ config: FamilyConfig<HMFamily>, _ content: SegmentContent) -> Double {
        let sideBySide = config.imagePosition == .leftOfText || config.imagePosition == .rightOfText
        return content.width(for: config.type, sideBySideSpacing: sideBySide ? config.textImageSpacing : nil)
    }

    /// Image and title frames centred in an item (side by side or stacked for `textImages`); the
    /// title frame is its line at the exact advance.
    static func jxContentFrames(_ config: FamilyConfig<HMFamily>, _ content: SegmentContent, in slot: Rect) -> (image: Rect?, title: Rect?) {
        let H = slot.height
        let title = content.title.map { Size(width: $0.advance, height: $0.lineHeight) }
        let image = content.imageSize
        let gap = config.textImageSpacing
        func centred(_ size: Size, x: Double? = nil, y: Double? = nil) -> Rect {
            Rect(x: x ?? slot.midX - size.width / 2, y: y ?? (H - size.height) / 2, width: size.width, height: size.height)
        }
        switch (title, image) {
        case let (t?, i?) where config.type == .textImages:
            switch config.imagePosition {
            case .leftOfText, .rightOfText:
                let start = slot.midX - (t.width + gap + i.width) / 2
                return config.imagePosition == .leftOfText
                    ? (centred(i, x: start), centred(t, x: start + i.width + gap))
                    : (centred(i, x: start + t.width + gap), centred(t, x: start))
            case .aboveText, .belowText:
                let top = (H - t.height - gap - i.height) / 2
                return config.imagePosition == .aboveText
                    ? (centred(i, y: top), centred(t, y: top + i.height + gap))
                    : (centred(i, y: top + t.height + gap), centred(t, y: top))
            case .behindText:
                return (centred(i), centred(t))
            }
        case let (t?, _) where config.type != .images:
            return (nil, centred(t))
        case let (_, i?):
            return (centred(i), nil)
        default:
            return (nil, nil)
        }
    }

    /// The `indicators` entries on the selected item, in order.
    static func indicatorDecorations(
        config: ControlConfig.Core, item: Rect, titleWidth: Double, itemIndex: Int,
        images: [Int: RasterImage]
    ) -> [Decoration] {
        (config.indicators ?? []).enumerated().compactMap { k, indicator in
            Decoration.indicator(
                indicator, item: item, titleWidth: titleWidth, itemIndex: itemIndex, controlHeight: config.height,
                image: images[k])
        }
    }
}
