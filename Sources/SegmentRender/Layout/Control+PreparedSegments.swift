import Raster

/// One segment's content ready to lay out and draw.
struct PreparedSegment {
    /// The title's first line (its only one, usually).
    var title: ShapedText?
    /// Lines after the first, for a title with `\n` (up to `titleNumberOfLines`).
    var moreLines: [ShapedText] = []
    /// The style drawn with; its size includes `titleZoomScale` at the segment's weight.
    var style: TitleStyle
    var image: RasterImage?
    var content: SegmentContent
    /// How selected the segment is drawn (0–1), for zoom, stroke and gradient titles.
    var weight: Double = 0
    /// The glyph thickening from `titleSelectedStrokeWidth` at the weight, in points.
    var stroke: Double = 0
}

extension Control {
    /// Every segment's title shaped in the style it is drawn with, and its image for `scale`.
    func prepareSegments(selection: Int?, scale: Int) -> [PreparedSegment] {
        (0..<config.segmentCount).map { prepareSegment($0, selected: $0 == selection, scale: scale) }
    }

    /// Segment `i` in its selected or normal state, its title zoomed and thickened by `weight`
    /// (default: 1 when selected, else 0).
    func prepareSegment(_ i: Int, selected: Bool, scale: Int, weight: Double? = nil) -> PreparedSegment {
        var style = isDisabled(i) ? disabledStyle : selected ? selectedStyle : normalStyle
        let weight = weight ?? (selected ? 1 : 0)
        var lines = config.type == .images ? [] : titleLines(config.sectionTitles[i]).map { ShapedText($0, chain: style.chain) }
        if let limit = titleWidthLimit { lines = lines.map { $0.truncatingTail(toFit: limit, size: style.fontSize) } }
        let title = lines.first
        // Widths are laid out at the unzoomed size, as JXSegmentedView does; the title is drawn zoomed.
        let layoutWidth = lines.isEmpty ? nil : TitleMeasure(lines: lines, size: style.fontSize).width
        style.fontSize *= 1 + (config.titleZoomScale - 1) * weight
        // Layout uses the normal image's size; a selected image is drawn into that rect.
        let normal = config.type == .text ? nil : images[i].image(forScale: scale)
        var content = SegmentContent(title: lines.isEmpty ? nil : TitleMeasure(lines: lines, size: style.fontSize), imageSize: normal?.size)
        if config.titleZoomScale != 1 { content.layoutTitleWidth = layoutWidth }
        content.badge = badgeContent(i)
        return PreparedSegment(title: title, moreLines: Array(lines.dropFirst()), style: style,
                               image: image(forSegment: i, selection: selected ? i : nil, scale: scale), content: content, weight: weight,
                               stroke: -config.titleSelectedStrokeWidth / 100 * style.fontSize * weight)
    }

    /// Segment `i`'s badge, its label shaped: a number above `badgeMaxNumber` shows as
    /// `badgeNumberFormat`.
    func badgeContent(_ i: Int) -> BadgeContent? {
        guard i < config.badges.count, let badge = config.badges[i] else { return nil }
        let label: String
        switch badge {
        case .dot: return .dot
        case .number(let n):
            label = n > config.badgeMaxNumber ? config.badgeNumberFormat.replacingOccurrences(of: "{max}", with: String(config.badgeMaxNumber)) : String(n)
        case .text(let text): label = text
        }
        return BadgeContent(label: label, text: ShapedText(label, chain: badgeStyle.chain), size: badgeStyle.fontSize)
    }

    /// A title's lines: split at line breaks, at most `titleNumberOfLines` of them (0: all); a
    /// title cut short ends its last line in "…", as UILabel truncates.
    func titleLines(_ title: String) -> [String] {
        var lines = title.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if config.titleNumberOfLines > 0 && lines.count > config.titleNumberOfLines {
            lines = Array(lines.prefix(config.titleNumberOfLines))
            lines[lines.count - 1] += "…"
        }
        return lines
    }

    /// With `titleTruncation: tail`, the widest a title may be: its slot less the segment insets
    /// (fixed widths), or the item's title area (vertical); nil when titles are never cut.
    var titleWidthLimit: Double? {
        guard config.titleTruncation == .tail, config.segmentCount > 0 else { return nil }
        let insets = config.segmentEdgeInset.left + config.segmentEdgeInset.right
        if config.orientation == .vertical {
            let share = config.type == .textImages && config.itemContent == .iconAndTitle ? 1 - config.itemIconWidthFraction : 1
            return max(0, config.width * share - insets)
        }
        guard config.effectiveWidthStyle == .fixed || config.style != .hm else { return nil }
        return max(0, config.width / Double(config.segmentCount) - insets)
    }

    /// The layout of the state with `selection` selected (the config's own selection by default).
    public func layout(selection: Selection = .configured) -> ControlLayout {
        let sel = selection.index(in: config)
        let prepared = prepareSegments(selection: sel, scale: config.scale)
        return layout(prepared, selection: sel)
    }

    /// Lays out prepared segments, adding the dock's parts when there is one.
    func layout(_ prepared: [PreparedSegment], selection: Int?) -> ControlLayout {
        var layout = ControlLayout(config: config, selection: selection, segments: prepared.map(\.content),
                                   indicatorImages: indicatorImages.mapValues { $0.image(forScale: config.scale) })
        if let dock = config.dock {
            let title = dockAvatarTitle.map { TitleMeasure($0.text, size: $0.style.fontSize) }
            var dockLayout = ControlLayout.dockLayout(dock, width: config.width, height: config.height,
                                                      avatarTitle: dock.layout == .landscape ? title : nil,
                                                      buttonIcons: dockButtons.map { $0.image(forScale: config.scale).size })
            if layout.isRightToLeft {
                var mirror = ControlLayout(width: layout.width, height: layout.height, scale: layout.scale, contentWidth: layout.width, scrollOffset: 0,
                                           selectedSegmentIndex: nil, segments: [], dividers: [], borders: [], decorations: [], hitRule: .itemFrames)
                mirror.dock = dockLayout
                dockLayout = mirror.mirrored(contents: []).dock!
            }
            layout.dock = dockLayout
        }
        return layout
    }

    /// The dock's avatar title, shaped, when it has one.
    var dockAvatarTitle: (text: ShapedText, style: TitleStyle)? {
        guard let dock = config.dock, !dock.avatarTitle.isEmpty, let style = dockTitleStyle else { return nil }
        return (ShapedText(dock.avatarTitle, chain: style.chain), style)
    }
}
