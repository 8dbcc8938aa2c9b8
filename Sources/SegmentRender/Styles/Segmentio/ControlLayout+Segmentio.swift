import Raster

extension ControlLayout {
    /// Segmentio (docs/style-segmentio.md): cells side by side between the horizontal
    /// separators, `W / min(maxVisibleItems, N)` wide (fixed) or their content plus margins with
    /// leftover width shared (dynamic); the selected cell scrolled to the centre, clamped; an
    /// indicator line on the bottom or top edge, `indicatorRatio` of the cell wide; vertical
    /// separators at each cell's right edge but the last's.
    static func segmentio(config: FamilyConfig<SegmentioFamily>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let separators = config.horizontalSeparatorType, sepH = config.horizontalSeparatorHeight
        let cellY = separators.hasTop ? sepH : 0
        let cellH = max(0, H - (separators.hasTop ? sepH : 0) - (separators.hasBottom ? sepH : 0))
        let widths = segmentioWidths(config: config, contents: contents)
        let indicatorH = config.indicatorHeight
        var segments: [SegmentLayout] = []
        var dividers: [Rect] = []
        var x = 0.0
        for (i, content) in contents.enumerated() {
            let cell = Rect(x: x, y: cellY, width: widths[i], height: cellH)
            segments.append(segmentioCell(i, in: cell, content, config: config, indicatorHeight: indicatorH))
            if config.verticalDividerEnabled, i < n - 1 {
                let h = cellH * config.verticalSeparatorRatio
                dividers.append(Rect(x: cell.maxX - 1, y: cellY + (cellH - h) / 2, width: 1, height: h))
            }
            x += widths[i]
        }
        let contentWidth = max(x, W)
        var scrollOffset = 0.0
        if let sel = selection { scrollOffset = min(max(segments[sel].frame.midX - W / 2, 0), contentWidth - W) }
        var decorations: [Decoration] = []
        if let sel = selection, indicatorH > 0 {
            let cell = segments[sel].frame
            // Segmentio's arithmetic, on the screen: the line spans floor(cell · ratio) about the
            // cell's centre, both ends floored, then loses 1 pt at its end; the last cell's path
            // runs 1 pt further.
            let span = (cell.width * config.indicatorRatio).rounded(.down)
            let mid = cell.midX - scrollOffset
            let drawn = (mid + span / 2).rounded(.down) - (mid - span / 2).rounded(.down)
            let pathWidth = cell.width + (sel == n - 1 ? 1 : 0)
            let inset = (pathWidth - drawn) / 2
            let y = config.selectionIndicatorLocation == .top ? cellY : cellY + cellH - indicatorH
            var paint = IndicatorConfig()
            paint.color = config.selectionIndicatorColor
            paint.cornerRadius = config.indicatorRoundedCorners ? indicatorH / 2 : 0
            let frame = Rect(x: cell.x + inset, y: y, width: max(0, drawn - 1), height: indicatorH)
            decorations.append(.line(LineIndicator(frame: frame, style: .normal, offsetX: 0, paint: IndicatorPaint(paint, layer: .underContent))))
        }
        var borders: [Rect] = []
        if separators.hasTop { borders.append(Rect(x: 0, y: 0, width: W, height: sepH)) }
        if separators.hasBottom { borders.append(Rect(x: 0, y: H - sepH, width: W, height: sepH)) }
        return ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: contentWidth, scrollOffset: scrollOffset,
            selectedSegmentIndex: selection, segments: segments, dividers: dividers, borders: borders,
            decorations: decorations, hitRule: .itemFrames)
    }

    /// Each cell's width: fixed, `W / min(maxVisibleItems, N)`; dynamic, each cell's intrinsic
    /// width (its title as a default 17 pt label measures it — Segmentio sizes cells with a bare
    /// `UILabel` — or its image, plus the style's margins: 32 with a title, 16 for images alone,
    /// and 22 more for an image beside the title), the leftover shared equally when they all fit.
    static func segmentioWidths(config: FamilyConfig<SegmentioFamily>, contents: [SegmentContent]) -> [Double] {
        let W = config.width, n = contents.count
        guard n > 0 else { return [] }
        if let fixed = config.segmentioFixedCellWidth { return Array(repeating: fixed, count: n) }
        let sizeScale = segmentioMeasuringSize / max(config.titleTextAttributes.fontSize ?? 12, 0.01)
        let intrinsic = contents.map { content -> Double in
            switch config.type {
            case .text: return content.titleWidth * sizeScale + 32
            case .images: return (content.imageSize?.width ?? 0) + 16
            case .textImages:
                let beside = config.imagePosition == .leftOfText || config.imagePosition == .rightOfText
                return content.titleWidth * sizeScale + 32 + (beside ? segmentioTitleHeight : 0)
            }
        }
        let total = intrinsic.reduce(0, +)
        return total > W ? intrinsic : intrinsic.map { $0 + (W - total) / Double(n) }
    }

    /// A cell's content, as Segmentio's cell classes constrain it: 8 pt padding at the top and
    /// bottom (plus the indicator's height on its side), titles centred in a 22 pt row, images at
    /// their own size centred in what is left (over or under the title), or 22 pt square beside it.
    static func segmentioCell(_ i: Int, in cell: Rect, _ content: SegmentContent, config: FamilyConfig<SegmentioFamily>, indicatorHeight: Double) -> SegmentLayout {
        var segment = SegmentLayout(index: i, frame: cell, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
        let pad = segmentioPadding
        let top = cell.y + pad + (config.selectionIndicatorLocation == .top ? indicatorHeight : 0)
        let bottom = cell.maxY - pad - (config.selectionIndicatorLocation == .bottom ? indicatorHeight : 0)
        func place(title row: Rect) {
            guard let title = content.title else { return }
            let frame = Rect(x: row.midX - title.advance / 2, y: row.midY - title.lineHeight / 2, width: title.advance, height: title.lineHeight)
            segment.titleFrame = frame
            segment.titleBaseline = Point(x: frame.x, y: frame.y + title.ascent)
        }
        func place(image box: Rect) {
            guard let size = content.imageSize else { return }
            segment.imageFrame = Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
        }
        let inner = Rect(x: cell.x + pad, y: top, width: max(0, cell.width - 2 * pad), height: max(0, bottom - top))
        let rowH = segmentioTitleHeight
        switch (config.type, config.imagePosition) {
        case (.text, _):
            place(title: inner)
        case (.images, _):
            place(image: inner)
        case (.textImages, .belowText):
            place(title: Rect(x: inner.x, y: top, width: inner.width, height: rowH))
            place(image: Rect(x: inner.x, y: top + rowH + pad, width: inner.width, height: max(0, inner.height - rowH - pad)))
        case (.textImages, .leftOfText), (.textImages, .rightOfText):
            let before = config.imagePosition == .leftOfText
            let imageX = before ? inner.x : inner.maxX - rowH
            place(image: Rect(x: imageX, y: inner.midY - rowH / 2, width: rowH, height: rowH))
            let titleX = before ? inner.x + rowH + pad : inner.x
            place(title: Rect(x: titleX, y: inner.y, width: max(0, inner.width - rowH - pad), height: inner.height))
        case (.textImages, _):
            place(title: Rect(x: inner.x, y: bottom - rowH, width: inner.width, height: rowH))
            place(image: Rect(x: inner.x, y: top, width: inner.width, height: max(0, inner.height - rowH - pad)))
        }
        return segment
    }

    /// The padding inside a Segmentio cell, and its title row's height.
    static let segmentioPadding = 8.0
    static let segmentioTitleHeight = 22.0
    /// The size a bare UILabel measures titles at (Segmentio's dynamic widths).
    static let segmentioMeasuringSize = 17.0
}

extension FamilyConfig where Family == SegmentioFamily {
    /// segmentio, fixed widths: every cell's width, `W / min(maxVisibleItems, N)` (what layout
    /// places cells by and titles are cut to); nil for dynamic widths.
    var segmentioFixedCellWidth: Double? {
        guard self.segmentWidthStyle == .fixed, self.segmentCount > 0 else { return nil }
        return self.width / Double(min(self.maxVisibleItems, self.segmentCount))
    }
}
