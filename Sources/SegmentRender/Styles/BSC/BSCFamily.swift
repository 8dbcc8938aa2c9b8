import Raster

/// BetterSegmentedControl (`bsc`): a rounded background, a thumb that slides under the finger,
/// the selected titles revealed through it.
struct BSCFamily: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.bsc }
    var whose: String { "BetterSegmentedControl's" }
    var laysOutAsUIKit: Bool { true }
    var fontFamily: (family: String, package: String)? { nil }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: .center, titleTruncation: .tail, takesHMLayouts: false, darkGreyThumb: false, androidDensities: false,
            sharedIndicators: true, cutsTitlesByIndicators: true, tintsImages: false, revealsSelectedTitles: true, overscrolls: false)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? { nil }
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        FamilyDefaults(backgroundColor: ControlConfig.bscBackground, animationCurve: ControlConfig.bscSpring)
    }

    /// The thumb must fit inside the control.
    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {
        let inset = config.thumbInset
        if 2 * inset >= config.height || 2 * inset >= config.width {
            throw ConfigIssue(
                path: [.key("thumbInset")],
                .rule(
                    "thumbInset \(format(inset)) leaves the thumb no room: it must be under half the control's shorter side (\(format(min(config.width, config.height) / 2)))"
                ),
                beyondSchema: true)
        }
    }
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules { TitleRules() }

    /// LabelSegment: 13 pt black, the selected label medium (its colours do not follow dark mode).
    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        (TextAttributes(fontSize: 13, color: .black, fontWeight: .regular), TextAttributes(fontWeight: .medium))
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome { .bsc(background: config.backgroundColor, cornerRadius: config.cornerRadius) }

    /// A label spans its element frame.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double? { max(0, config.bscElementWidth) }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        ControlLayout.bsc(config: config, selection: selection, segments: contents)
    }

    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { false }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        ControlLayout.badgeDecorations(config: config.core, segments: segments, contents: contents)
    }

    /// No press look.
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState { state }
    /// The thumb slides with the finger; the selection changes at release.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState {
        control.thumbDragged(to: x, inset: FamilyConfig<Self>(control.config).thumbInset, rest: rest)
    }
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int? {
        control.thumbReleased(dragged, from: selection)
    }
}
