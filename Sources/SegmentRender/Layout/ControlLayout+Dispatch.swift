import Raster

extension ControlLayout {
    /// Lays out a control with its style's family (``StyleFamily/layout(_:selection:contents:indicatorImages:hmGeometry:)``:
    /// for hm, vertical items, JXSegmentedView's cells, or HMSegmentedControl 1.5.6's arithmetic
    /// (docs/style-hm.md) with the project's deliberate fixes) — then adds what every layout
    /// shares: `indicators` on the HM layout, badges, the enlarged hit area and right-to-left
    /// mirroring.
    /// `indicatorImages` are the resolved images of `indicators` entries of kind image, by index.
    package init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent], indicatorImages: [Int: RasterImage] = [:]) {
        self.init(config: config, selection: selection, segments: contents, indicatorImages: indicatorImages, hmGeometry: nil)
    }

    /// The same, with HMSegmentedControl's geometry of `contents` (``HMGeometry``) when the caller keeps it.
    init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?) {
        // The family lays out: a new family is a compile error in its declaration, not a silent
        // fall-back to another family's layout.
        let family = config.style.family
        self = family.layout(config, selection: selection, contents: contents, indicatorImages: indicatorImages, hmGeometry: hmGeometry)
        if config.indicators != nil, config.layout == .hm, config.style.traits.sharedIndicators, let sel = selectedSegmentIndex {
            // `indicators` replace the selectionStyle shorthand.
            decorations = ControlLayout.indicatorDecorations(
                config: config.core, item: segments[sel].frame, titleWidth: contents[sel].titleWidth,
                itemIndex: sel, images: indicatorImages)
        }
        decorations += family.badges(config, segments: segments, contents: contents)
        touchInsets = config.enlargeEdgeInset
        if config.semanticContentAttribute.isRightToLeft { self = mirrored(contents: contents) }
    }
}
