import Raster

extension ControlLayout {
    /// Lays out a control with the layout its config picks — vertical items, a UIKit style,
    /// JXSegmentedView's cells, or HMSegmentedControl 1.5.6's arithmetic (docs/style-hm.md) with
    /// the project's deliberate fixes ("Deliberate differences") — then adds what every layout
    /// shares: `indicators` on the HM layout, badges, the enlarged hit area and right-to-left
    /// mirroring.
    /// `indicatorImages` are the resolved images of `indicators` entries of kind image, by index.
    package init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent], indicatorImages: [Int: RasterImage] = [:]) {
        self.init(config: config, selection: selection, segments: contents, indicatorImages: indicatorImages, hmGeometry: nil)
    }

    /// The same, with HMSegmentedControl's geometry of `contents` (``HMGeometry``) when the caller keeps it.
    init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?) {
        // One case a style: a new style is a compile error here, not a silent fall-back to another
        // style's layout. Vertical items and JX cells are hm's (decoding refuses them elsewhere).
        switch config.style {
        case .hm:
            if config.orientation == .vertical {
                self = ControlLayout.vertical(config: config, selection: selection, segments: contents)
            } else if config.layout == .jx {
                self = ControlLayout.jx(config: config, selection: selection, segments: contents, indicatorImages: indicatorImages)
            } else {
                self = ControlLayout.hm(config: config, selection: selection, segments: contents, geometry: hmGeometry)
            }
        case .material3: self = ControlLayout.material(config: config, selection: selection, segments: contents)
        case .segmentio: self = ControlLayout.segmentio(config: config, selection: selection, segments: contents)
        case .tabman: self = ControlLayout.tabman(config: config, selection: selection, segments: contents)
        case .parchment: self = ControlLayout.parchment(config: config, selection: selection, segments: contents)
        case .bsc: self = ControlLayout.bsc(config: config, selection: selection, segments: contents)
        case .uikit7, .uikit13, .uikit26: self = ControlLayout.uikit(config: config, selection: selection, segments: contents)
        }
        if config.indicators != nil, config.layout == .hm, config.style.traits.sharedIndicators, let sel = selectedSegmentIndex {
            // `indicators` replace the selectionStyle shorthand.
            decorations = ControlLayout.indicatorDecorations(
                config: config, item: segments[sel].frame, titleWidth: contents[sel].titleWidth,
                itemIndex: sel, images: indicatorImages)
        }
        switch config.style {
        case .material3: decorations += ControlLayout.materialBadges(config: config, segments: segments, contents: contents)
        case .tabman: break  // placed with the buttons, which a badge widens
        case .hm, .uikit7, .uikit13, .uikit26, .bsc, .parchment, .segmentio:
            decorations += ControlLayout.badgeDecorations(config: config, segments: segments, contents: contents)
        }
        touchInsets = config.enlargeEdgeInset
        if config.semanticContentAttribute.isRightToLeft { self = mirrored(contents: contents) }
    }
}
