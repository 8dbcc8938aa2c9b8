import Raster

/// Tabman's bar (`tabman`): label or tab-item buttons over a clear, flat or blurred background,
/// its own indicator, which can overscroll.
struct TabmanFamily: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.tabman }
    var whose: String { "Tabman's bar" }
    var laysOutAsUIKit: Bool { false }
    var fontFamily: (family: String, package: String)? { nil }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: .center, titleTruncation: .tail, takesHMLayouts: false, darkGreyThumb: true, androidDensities: false,
            sharedIndicators: false, cutsTitlesByIndicators: true, tintsImages: true, revealsSelectedTitles: false, overscrolls: true)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? { nil }
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        let dark = DecodingContext.appearance == .dark
        return FamilyDefaults(backgroundColor: dark ? .black : nil, selectionIndicatorColor: ControlConfig.systemBlue(dark: dark))
    }

    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {}
    /// Bold badges.
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules { TitleRules(badgeWeight: .bold) }

    /// TMLabelBarButton: the headline style (17 pt semibold); TMTabItemBarButton: caption 2 (11 pt
    /// regular). Both in the label colour, selected in system blue, one font for both.
    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        let dark = config.appearance == .dark
        let size = config.type == .text ? 17.0 : 11, weight: FontWeight = config.type == .text ? .semibold : .regular
        return (
            TextAttributes(fontSize: size, color: dark ? .white : .black, fontWeight: weight),
            TextAttributes(color: ControlConfig.systemBlue(dark: dark))
        )
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome {
        switch config.barBackground {
        case .clear: return .tabman(.clear)
        case .flat: return .tabman(.flat(config.backgroundColor))
        case .blur:
            let material = config.blurStyle.material(dark: config.appearance == .dark)
            return .tabman(.material(blur: material.blur, saturation: material.saturation, tint: material.tint))
        }
    }

    /// Tab items share the width (at most 5), their labels 4 pt in from each side; fit buttons
    /// share it less the spacing; intrinsic buttons grow to fit.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double? {
        config.tabmanSharedButtonWidth.map { config.type != .text ? max(0, $0 - 8) : $0 }
    }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        ControlLayout.tabman(config: config, selection: selection, segments: contents)
    }

    /// Placed with the buttons, which a badge widens.
    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { false }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] { [] }

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
