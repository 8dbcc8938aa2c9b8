import Raster

/// HMSegmentedControl (`hm`): a scrolling bar with a stripe, box or arrow indicator; JX's items
/// (`"layout": "jx"`) and vertical items with the Dock are laid out on its arithmetic.
struct HMFamily: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.hm }
    var whose: String { "HMSegmentedControl's" }
    var laysOutAsUIKit: Bool { false }
    var fontFamily: (family: String, package: String)? { nil }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: nil, titleTruncation: nil, takesHMLayouts: true, darkGreyThumb: true, androidDensities: false,
            sharedIndicators: true, cutsTitlesByIndicators: true, tintsImages: false, revealsSelectedTitles: false, overscrolls: false)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? { nil }
    /// Black in dark mode, else the keys' own.
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        FamilyDefaults(backgroundColor: DecodingContext.appearance == .dark ? .black : nil)
    }

    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {}
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules { TitleRules() }

    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        var normal = TextAttributes.hmDefault
        if config.appearance == .dark { normal.color = .white }
        return (normal, TextAttributes())
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome { .hm(background: config.backgroundColor, border: config.borderColor) }

    /// A vertical item's title area less the insets; a fixed width's slot less the insets.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double? {
        if config.orientation == .vertical {
            let share = config.type == .textImages && config.itemContent == .iconAndTitle ? 1 - config.itemIconWidthFraction : 1
            return max(0, config.width * share - (config.segmentEdgeInset.left + config.segmentEdgeInset.right))
        }
        return config.effectiveWidthStyle == .fixed ? config.core.equalSlotTitleWidth : nil
    }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        if config.orientation == .vertical { return ControlLayout.vertical(config: config, selection: selection, segments: contents) }
        if config.layout == .jx {
            return ControlLayout.jx(config: config, selection: selection, segments: contents, indicatorImages: indicatorImages)
        }
        return ControlLayout.hm(config: config, selection: selection, segments: contents, geometry: hmGeometry)
    }

    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { config.orientation != .vertical && config.layout == .hm }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        ControlLayout.badgeDecorations(config: config.core, segments: segments, contents: contents)
    }

    /// No press look.
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState { state }
    /// No draggable indicator: a pager's drag.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState {
        control.pagerDragged(to: x, rest: rest)
    }
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int? {
        control.pagerReleased(at: x, from: selection)
    }
}
