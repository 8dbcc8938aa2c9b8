import Raster

extension ParchmentFamily {
    /// The keys only parchment takes (`appliesTo: parchment`), in the order the reference lists them.
    static let keys: [ConfigKey<ControlConfig>] = [
        .field(
            "menuItemSize", { $0.menuItemSize }, { $0.menuItemSize = $1 }, .enumeration,
            "parchment: every item menuItemWidth wide, stretched to share the width when they all fit (sizeToFit), always menuItemWidth (fixed), or each its title + 2 × menuItemLabelSpacing (selfSizing).",
            appliesTo: .style(.parchment)),
        .field(
            "menuItemWidth", { $0.menuItemWidth }, { $0.menuItemWidth = $1 }, .number(.positiveLength), "parchment: sizeToFit's least width, fixed's width.",
            appliesTo: .style(.parchment)),
        .field("menuItemSpacing", { $0.menuItemSpacing }, { $0.menuItemSpacing = $1 }, .number(.length), "parchment: the gap between items.", appliesTo: .style(.parchment)),
        .field(
            "menuItemLabelSpacing", { $0.menuItemLabelSpacing }, { $0.menuItemLabelSpacing = $1 }, .number(.length),
            "parchment: the room either side of a title inside its item.",
            appliesTo: .style(.parchment)),
        .field(
            "selectedScrollPosition", { $0.selectedScrollPosition }, { $0.selectedScrollPosition = $1 }, .enumeration,
            "parchment: the selected item scrolled to the centre where the content allows (preferCentered), or always, with room before the first item and after the last (center: the wheel).",
            appliesTo: .style(.parchment)),
    ]
}
