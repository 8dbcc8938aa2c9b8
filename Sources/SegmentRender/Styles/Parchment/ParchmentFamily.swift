import Raster

/// Parchment's paging menu (`parchment`): items sized by `menuItemSize`, an indicator and a
/// border line, the selected item scrolled into place.
struct ParchmentFamily: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.parchment }
    var whose: String { "Parchment's menu" }
    var laysOutAsUIKit: Bool { false }
    var fontFamily: (family: String, package: String)? { nil }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: .center, titleTruncation: .tail, takesHMLayouts: false, darkGreyThumb: true, androidDensities: false,
            sharedIndicators: true, cutsTitlesByIndicators: true, tintsImages: false, revealsSelectedTitles: false, overscrolls: false)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? { nil }
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        FamilyDefaults(
            backgroundColor: .white, selectionIndicatorColor: ControlConfig.parchmentBlue, selectionIndicatorHeight: 4,
            borderColor: ControlConfig.parchmentBorder)
    }

    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {}
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules { TitleRules() }

    /// PagingTitleCell: 15 pt medium, black; selected rgb(3, 125, 233) (fixed colours, as the
    /// library's: dark mode changes them only through the config).
    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        (TextAttributes(fontSize: 15, color: .black, fontWeight: .medium), TextAttributes(color: ControlConfig.parchmentBlue))
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome { .parchment(background: config.backgroundColor, border: config.borderColor) }

    /// A label fills its item less the label spacing on both sides; selfSizing items grow to fit.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double? {
        config.parchmentUniformItemWidth.map { max(0, $0 - 2 * config.menuItemLabelSpacing) }
    }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        ControlLayout.parchment(config: config, selection: selection, segments: contents)
    }

    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { false }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        ControlLayout.badgeDecorations(config: config.core, segments: segments, contents: contents)
    }

    /// No press look.
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState { state }
    /// A pager's drag.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState {
        control.pagerDragged(to: x, rest: rest)
    }
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int? {
        control.pagerReleased(at: x, from: selection)
    }
}
