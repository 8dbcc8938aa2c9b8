import Raster

/// Segmentio (`segmentio`): fixed or dynamic cells, a bottom indicator, vertical and horizontal
/// separators, a highlighted look when held.
struct SegmentioFamily: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.segmentio }
    var whose: String { "Segmentio's" }
    var laysOutAsUIKit: Bool { false }
    var fontFamily: (family: String, package: String)? { nil }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: .center, titleTruncation: .shrink, takesHMLayouts: false, darkGreyThumb: true, androidDensities: false,
            sharedIndicators: true, cutsTitlesByIndicators: true, tintsImages: false, revealsSelectedTitles: false, overscrolls: false)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? { nil }
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        FamilyDefaults(
            backgroundColor: ControlConfig.segmentioBackground, selectionIndicatorColor: ControlConfig.segmentioOrange,
            selectionIndicatorLocation: .bottom, selectionIndicatorHeight: 2, verticalDividerEnabled: true,
            verticalDividerColor: ControlConfig.segmentioDarkGray)
    }

    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {}
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules { TitleRules() }

    /// SegmentioState's defaults: the small system font (12 pt) regular, black, for every state
    /// (the library's fixed colours: dark mode changes them only through the config).
    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        (TextAttributes(fontSize: 12, color: .black, fontWeight: .regular), TextAttributes())
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome {
        .segmentio(background: config.backgroundColor, vertical: config.verticalDividerColor, horizontal: config.horizontalSeparatorColor)
    }

    /// A label fills its fixed cell less 8 pt padding and 8 pt label margins on each side (and the
    /// 22 pt image and its gap beside it); dynamic cells grow to fit.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double? {
        guard let cell = config.segmentioFixedCellWidth else { return nil }
        let beside = config.type == .textImages && (config.imagePosition == .leftOfText || config.imagePosition == .rightOfText)
        return max(0, cell - 32 - (beside ? 30 : 0))
    }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        ControlLayout.segmentio(config: config, selection: selection, segments: contents)
    }

    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { false }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        ControlLayout.badgeDecorations(config: config.core, segments: segments, contents: contents)
    }

    /// A press only, cleared at touch-up (`SegmentioPress.swift`).
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState {
        press.isHeldDown ? control.segmentioPressed(state, press) : state
    }
    /// A pager's drag.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState {
        control.pagerDragged(to: x, rest: rest)
    }
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int? {
        control.pagerReleased(at: x, from: selection)
    }
}
