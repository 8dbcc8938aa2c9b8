import Raster

extension Material3Family {
    /// The keys only material3 takes (`appliesTo: material3`), in the order the reference lists them.
    static let keys: [ConfigKey<ControlConfig>] = [
        .field(
            "tabVariant", { $0.tabVariant }, { $0.tabVariant = $1 }, .enumeration,
            "material3: primary tabs (a 3 dp indicator as wide as the label, the selected label in primary), secondary (a 2 dp indicator the tab's width, the selected label in onSurface) or outlined segmentedButtons (40 dp buttons sharing 1 dp outlines, the selected one filled in secondaryContainer with a checkmark).",
            appliesTo: .style(.material3)),
        .field(
            "tabMode", { $0.tabMode }, { $0.tabMode = $1 }, .enumeration,
            "material3: fixed tabs share the width equally; scrollable tabs are each their label + 2 × 16 dp (at least 90 dp) after a 52 dp edge padding, the selected one scrolled to the centre.",
            appliesTo: .style(.material3)),
        .field(
            "indicatorAnimation", { $0.indicatorAnimation }, { $0.indicatorAnimation = $1 }, .enumeration,
            "material3: how the indicator travels — both edges together (linear), the leading edge first on separate sine curves (elastic), or fading out and in (fade).",
            appliesTo: .style(.material3)),
        .field(
            "materialColors", { $0.materialColors }, { $0.materialColors = $1 }, ObjectSpec.valueType { MaterialColors.spec },
            "material3: the colour roles; unset roles take Material 3's baseline scheme for the appearance.",
            contextDefault: { _ in DecodingContext.appearance == .dark ? MaterialColors.baselineDark : nil },
            defaultNote: "the baseline scheme", appliesTo: .style(.material3)),
        .field(
            "iconTabHeight", { $0.iconTabHeight }, { $0.iconTabHeight = $1 }, .number(.positiveLength),
            "material3 tabs with an icon above the label: the height the tab is laid out in, in dp — the label's baseline 14 dp above the 3 dp indicator, the icon's bottom 20 sp above the baseline, centred in the row. 64 is Material's token; Compose's code uses 72.",
            appliesTo: .style(.material3)),
    ]
}
