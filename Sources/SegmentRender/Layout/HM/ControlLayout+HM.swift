import Raster

extension ControlLayout {
    /// HMSegmentedControl's layout, step by step: segment widths, then each segment's title and
    /// image, dividers and borders, the selection's decorations, and the scroll offset.
    static func hm(config: ControlConfig, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let selection = selection.flatMap { $0 < contents.count ? $0 : nil }
        let widths = SegmentWidths(config: config, contents: contents)
        let placed = placeContent(config: config, widths: widths, contents: contents)
        let decorations =
            selection.map {
                HMIndicator.decorations(
                    config: config, selection: $0, widths: widths,
                    contentWidth: HMIndicator.contentWidth(config.type, contents[$0]))
            } ?? []
        return ControlLayout(
            width: config.width, height: config.height, scale: config.scale, contentWidth: widths.contentWidth,
            scrollOffset: scrollOffset(
                contentOffset: config.contentOffset, contentWidth: widths.contentWidth, width: config.width,
                selected: selection.map { (widths.offsets[$0], widths.widths[$0]) }),
            selectedSegmentIndex: selection, segments: placed.segments,
            dividers: dividers(config: config, widths: widths, count: contents.count),
            borders: borders(around: placed.backgroundRects, config: config),
            decorations: decorations, hitRule: config.effectiveWidthStyle == .fixed ? .equalSlots : .slotsInTurn)
    }
}
