import Raster

/// UISegmentedControl (`uikit7`, `uikit13`, `uikit26`): equal segments in a track, one family with
/// a generation — iOS 7–12's tinted outline, iOS 13–18's thumb, iOS 26's capsules.
struct UIKitFamily: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.uikit }
    enum Generation: Sendable { case ios7, ios13, ios26 }
    var generation: Generation

    var whose: String {
        switch generation {
        case .ios7: "UISegmentedControl's on iOS 7–12"
        case .ios13: "UISegmentedControl's on iOS 13–18"
        case .ios26: "UISegmentedControl's on iOS 26 (capsules, a glass lens when held; approximate)"
        }
    }
    var laysOutAsUIKit: Bool { true }
    var fontFamily: (family: String, package: String)? { nil }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: .center, titleTruncation: .tail, takesHMLayouts: false, darkGreyThumb: true, androidDensities: false,
            sharedIndicators: true, cutsTitlesByIndicators: true, tintsImages: false, revealsSelectedTitles: false, overscrolls: false)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? {
        generation == .ios7 ? ControlConfig.uikit7IntrinsicHeight : ControlConfig.uikit13IntrinsicHeight
    }
    /// iOS 13 and 26: the grey track; iOS 26: its spring.
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        let dark = DecodingContext.appearance == .dark
        switch generation {
        case .ios7: return FamilyDefaults(backgroundColor: dark ? .black : nil)
        case .ios13: return FamilyDefaults(backgroundColor: dark ? ControlConfig.uikit13TrackDark : ControlConfig.uikit13Track)
        case .ios26:
            return FamilyDefaults(
                backgroundColor: dark ? ControlConfig.uikit13TrackDark : ControlConfig.uikit13Track, animationCurve: ControlConfig.uikit26Spring)
        }
    }

    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {}
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules { TitleRules() }

    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        let dark = config.appearance == .dark
        switch generation {
        case .ios7:
            // Titles in the tint; the selected one in the background colour (white, or black in dark
            // mode, when that is clear).
            let selected = config.backgroundColor.a == 255 ? config.backgroundColor : dark ? .black : .white
            return (TextAttributes(fontSize: 13, color: config.tintColor, fontWeight: .regular), TextAttributes(color: selected))
        case .ios13, .ios26:
            return (TextAttributes(fontSize: 13, color: dark ? .white : .black, fontWeight: .medium), TextAttributes(fontWeight: .semibold))
        }
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome {
        switch generation {
        case .ios7: .uikit7(background: config.backgroundColor, tint: config.tintColor)
        case .ios13:
            .uikit13(
                track: config.backgroundColor,
                divider: config.appearance == .dark ? ControlPaint.uikit13DividerColorDark : ControlPaint.uikit13DividerColor)
        case .ios26: .uikit26(track: config.backgroundColor)
        }
    }

    func titleSlot(_ config: FamilyConfig<Self>) -> Double? { config.core.equalSlotTitleWidth }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        ControlLayout.uikit(generation, config: config, selection: selection, segments: contents)
    }

    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { false }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        ControlLayout.badgeDecorations(config: config.core, segments: segments, contents: contents)
    }

    /// A press only, cleared at touch-up (`UIKitPress.swift`).
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState {
        guard press.isHeldDown else { return state }
        switch generation {
        case .ios7: return control.uikit7Pressed(state, press, selected: selected)
        case .ios13: return control.uikit13Pressed(state, press, selected: selected)
        case .ios26: return control.uikit26Pressed(state, press, selected: selected)
        }
    }

    /// iOS 13 and 26: the selection moves to the segment under the finger, its thumb pressed (a
    /// disabled segment keeps it where it was); iOS 7: the segment under the finger highlighted.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState {
        guard let under = control.segment(under: x, in: rest.layout) else { return rest }
        let height = control.config.height
        switch generation {
        case .ios13, .ios26:
            guard let target = control.isDisabled(under) ? selection : under else { return rest }
            return control.restState(target, pressed: PressConfig(segment: target, x: x, y: height / 2))
        case .ios7:
            return control.restState(selection, pressed: PressConfig(segment: under, x: x, y: height / 2))
        }
    }

    /// The segment under the finger; a disabled one keeps the selection.
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int? {
        guard let under = control.segment(under: x, in: dragged.layout), !control.isDisabled(under) else { return selection }
        return under
    }
}
