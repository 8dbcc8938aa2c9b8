import Raster

extension ControlLayout {
    /// Lays out a control: vertical items, a UIKit style, or HMSegmentedControl 1.5.6's
    /// arithmetic (docs/layout-rules.md) with the project's deliberate fixes ("Deliberate differences").
    /// `indicatorImages` are the resolved images of `indicators` entries of kind image, by index.
    public init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent], indicatorImages: [Int: RasterImage] = [:]) {
        if config.orientation == .vertical {
            self = ControlLayout.vertical(config: config, selection: selection, segments: contents)
        } else if config.style != .hm {
            self = ControlLayout.uikit(config: config, selection: selection, segments: contents)
        } else if config.layout == .jx {
            self = ControlLayout.jx(config: config, selection: selection, segments: contents, indicatorImages: indicatorImages)
        } else {
            self = ControlLayout.hm(config: config, selection: selection, segments: contents)
        }
        if config.indicators != nil, config.layout == .hm, let sel = selectedSegmentIndex {
            // `indicators` replace the selectionStyle shorthand.
            decorations = ControlLayout.indicatorDecorations(config: config, item: segments[sel].frame, titleWidth: contents[sel].titleWidth,
                                                             itemIndex: sel, images: indicatorImages)
        }
        decorations += ControlLayout.badgeDecorations(config: config, segments: segments, contents: contents)
        touchInsets = config.enlargeEdgeInset
        if config.semanticContentAttribute.isRightToLeft { self = mirrored(contents: contents) }
    }

    /// HMSegmentedControl's layout, step by step: segment widths, then each segment's title and
    /// image, dividers and borders, the selection's decorations, and the scroll offset.
    static func hm(config: ControlConfig, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let selection = selection.flatMap { $0 < contents.count ? $0 : nil }
        let widths = SegmentWidths(config: config, contents: contents)
        let placed = placeContent(config: config, widths: widths, contents: contents)
        let decorations = selection.map {
            HMIndicator.decorations(config: config, selection: $0, widths: widths,
                                    contentWidth: HMIndicator.contentWidth(config.type, contents[$0]))
        } ?? []
        return ControlLayout(width: config.width, height: config.height, scale: config.scale, contentWidth: widths.contentWidth,
                             scrollOffset: scrollOffset(contentOffset: config.contentOffset, contentWidth: widths.contentWidth, width: config.width,
                                                        selected: selection.map { (widths.offsets[$0], widths.widths[$0]) }),
                             selectedSegmentIndex: selection, segments: placed.segments,
                             dividers: dividers(config: config, widths: widths, count: contents.count),
                             borders: borders(around: placed.backgroundRects, config: config),
                             decorations: decorations, hitRule: config.effectiveWidthStyle == .fixed ? .equalSlots : .slotsInTurn)
    }
}
