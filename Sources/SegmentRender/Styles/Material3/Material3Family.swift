import Raster

/// Material 3 (`material3`): primary and secondary tab rows, fixed or scrollable, and outlined
/// segmented buttons, in Roboto, at Android's densities, with ripples and state layers.
extension FamilyConfig where Family == Material3Family {
    /// Segmented buttons rather than tabs.
    var isSegmentedButtons: Bool { own.tabVariant == .segmentedButtons }
}

struct Material3Family: StyleFamily {
    static func options(of config: ControlConfig) -> Options { config.material3 }
    var whose: String { "Material 3's tabs and segmented buttons" }
    var laysOutAsUIKit: Bool { false }
    var fontFamily: (family: String, package: String)? { ("Roboto", "fonts-roboto") }
    var traits: StyleTraits {
        StyleTraits(
            titleVerticalAlignment: .center, titleTruncation: .tail, takesHMLayouts: false, darkGreyThumb: true, androidDensities: true,
            sharedIndicators: false, cutsTitlesByIndicators: false, tintsImages: true, revealsSelectedTitles: false, overscrolls: false)
    }

    func height(_ config: FamilyConfig<Self>) -> Double? {
        if config.isSegmentedButtons { return SegmentedButtonMetrics.height }
        return config.type == .textImages ? config.iconTabHeight : MaterialTabMetrics.rowHeight
    }
    /// Its colour roles; tabs move on Compose's spatial spring, segmented buttons on the check's curve.
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults {
        FamilyDefaults(
            backgroundColor: config.materialColors.surface, imagePosition: .aboveText,
            animationCurve: config.isSegmentedButtons ? SegmentedButtonMetrics.checkCurve : ControlConfig.materialSpatialSpring,
            badgeTextColor: config.materialColors.onError)
    }

    /// Segmented buttons show titles only and share the row; tabs place an icon above or before
    /// the label.
    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws {
        if config.isSegmentedButtons && config.type != .text {
            throw ConfigIssue(path: [.key("type")], .rule("material3 segmented buttons show titles only (\"text\")"), beyondSchema: true)
        }
        if config.type == .textImages && ![.aboveText, .leftOfText].contains(config.imagePosition) {
            throw ConfigIssue(
                path: [.key("imagePosition")], .rule("material3 tabs place an icon aboveText (a tab with an icon) or leftOfText (a leading-icon tab)"),
                beyondSchema: true)
        }
        if config.isSegmentedButtons && config.tabMode != .fixed {
            throw ConfigIssue(path: [.key("tabMode")], .rule("segmented buttons share the row's width: tabMode must be \"fixed\""), beyondSchema: true)
        }
    }
    /// Disabled labels in onSurface at 38 %; TitleSmall's and LabelLarge's 0.1 sp of letter
    /// spacing; LabelSmall badges, Roboto Medium.
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules {
        TitleRules(
            disabledColor: config.materialColors.onSurface.withOpacity(SegmentedButtonMetrics.disabledLabelOpacity),
            tracking: Control.materialLabelTracking, badgeWeight: .medium, badgeTracking: Control.materialBadgeTracking)
    }

    /// Tabs: TitleSmall (Roboto Medium 14); unselected onSurfaceVariant, selected primary (primary
    /// tabs) or onSurface (secondary). Segmented buttons: LabelLarge (the same face and size);
    /// onSurface, selected onSecondaryContainer.
    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes) {
        let colors = config.materialColors
        switch config.tabVariant {
        case .primary, .secondary:
            let selected = config.tabVariant == .primary ? colors.primary : colors.onSurface
            return (TextAttributes(fontSize: 14, color: colors.onSurfaceVariant, fontWeight: .medium), TextAttributes(color: selected))
        case .segmentedButtons:
            return (TextAttributes(fontSize: 14, color: colors.onSurface, fontWeight: .medium), TextAttributes(color: colors.onSecondaryContainer))
        }
    }

    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome {
        .material3(surface: config.backgroundColor, divider: config.materialColors.outlineVariant)
    }

    /// Fixed tabs: the tab less the label's padding (and a leading icon with its gap); scrollable
    /// tabs grow to fit. (Segmented buttons' slot is worked out before the families are asked.)
    /// A segmented button's share (they overlap by the outline) less its padding and the
    /// checkmark's place; a fixed tab's share less its padding and a leading icon.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double? {
        if config.isSegmentedButtons {
            typealias B = SegmentedButtonMetrics
            let share = (config.width + Double(config.segmentCount - 1) * B.outlineWidth) / Double(config.segmentCount)
            return max(0, share - 2 * B.contentPadding - B.iconSize - B.iconSpacing)
        }
        typealias M = MaterialTabMetrics
        let leading = config.type == .textImages && config.imagePosition == .leftOfText ? M.iconSize + M.leadingIconGap : 0
        return config.tabMode == .fixed ? max(0, config.width / Double(config.segmentCount) - 2 * M.labelPadding - leading) : nil
    }

    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        ControlLayout.material(config: config, selection: selection, segments: contents)
    }

    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool { false }

    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        ControlLayout.materialBadges(config: config, segments: segments, contents: contents)
    }

    /// A ripple for a press, a state layer for the other interactions, fading after release
    /// (`Material3Press.swift`).
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState {
        control.material3Pressed(state, press, selected: selected)
    }
    /// A pager's drag.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState {
        control.pagerDragged(to: x, rest: rest)
    }
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int? {
        control.pagerReleased(at: x, from: selection)
    }
}
