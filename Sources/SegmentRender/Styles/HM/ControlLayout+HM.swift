import Raster

extension ControlLayout {
    /// HMSegmentedControl's layout, step by step: segment widths, then each segment's title and
    /// image, dividers and borders, the selection's decorations, and the scroll offset.
    /// `geometry`: what of it comes before the selection, when the caller has it for `contents`.
    static func hm(config: FamilyConfig<HMFamily>, selection: Int?, segments contents: [SegmentContent], geometry: HMGeometry? = nil) -> ControlLayout {
        let selection = selection.flatMap { $0 < contents.count ? $0 : nil }
        let geometry = geometry ?? HMGeometry(config: config, contents: contents)
        let widths = geometry.widths
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
            selectedSegmentIndex: selection, segments: geometry.segments, dividers: geometry.dividers, borders: geometry.borders,
            decorations: decorations, hitRule: config.effectiveWidthStyle == .fixed ? .equalSlots : .slotsInTurn)
    }
}

/// What of HMSegmentedControl's layout comes before the selection — segment widths, each
/// segment's title and image, dividers and borders — a function of the config and the segments'
/// contents alone. A control keeps the one of its contents at rest (``Control/layout(selecting:)``),
/// so that a state whose selection sizes nothing lays out only what the selection adds.
struct HMGeometry: Sendable {
    let widths: SegmentWidths
    let segments: [SegmentLayout]
    let dividers: [Rect]
    let borders: [Rect]

    init(config: FamilyConfig<HMFamily>, contents: [SegmentContent]) {
        let widths = SegmentWidths(config: config, contents: contents)
        let placed = ControlLayout.placeContent(config: config, widths: widths, contents: contents)
        self.widths = widths
        segments = placed.segments
        dividers = ControlLayout.dividers(config: config, widths: widths, count: contents.count)
        borders = ControlLayout.borders(around: placed.backgroundRects, config: config)
    }
}
