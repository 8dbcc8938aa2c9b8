import Raster

extension ControlLayout {
    /// Lays out a control with the layout its config picks — vertical items, a UIKit style,
    /// JXSegmentedView's cells, or HMSegmentedControl 1.5.6's arithmetic (docs/layout-rules.md) with
    /// the project's deliberate fixes ("Deliberate differences") — then adds what every layout
    /// shares: `indicators` on the HM layout, badges, the enlarged hit area and right-to-left
    /// mirroring.
    /// `indicatorImages` are the resolved images of `indicators` entries of kind image, by index.
    package init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent], indicatorImages: [Int: RasterImage] = [:]) {
        if config.orientation == .vertical {
            self = ControlLayout.vertical(config: config, selection: selection, segments: contents)
        } else if config.style == .material3 {
            self = ControlLayout.material(config: config, selection: selection, segments: contents)
        } else if config.style == .segmentio {
            self = ControlLayout.segmentio(config: config, selection: selection, segments: contents)
        } else if config.style == .tabman {
            self = ControlLayout.tabman(config: config, selection: selection, segments: contents)
        } else if config.style == .parchment {
            self = ControlLayout.parchment(config: config, selection: selection, segments: contents)
        } else if config.style == .bsc {
            self = ControlLayout.bsc(config: config, selection: selection, segments: contents)
        } else if config.style.isUIKit {
            self = ControlLayout.uikit(config: config, selection: selection, segments: contents)
        } else if config.layout == .jx {
            self = ControlLayout.jx(config: config, selection: selection, segments: contents, indicatorImages: indicatorImages)
        } else {
            self = ControlLayout.hm(config: config, selection: selection, segments: contents)
        }
        if config.indicators != nil, config.layout == .hm, config.style != .material3, config.style != .tabman, let sel = selectedSegmentIndex {
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
