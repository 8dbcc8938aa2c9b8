import Raster

extension ParchmentFamily {
    /// Parchment's own keys (`ParchmentFamily+Keys.swift`), each at its key's default:
    /// what only this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var menuItemSize: MenuItemSize = .sizeToFit
        var menuItemWidth: Double = 150.0
        var menuItemSpacing: Double = 0.0
        var menuItemLabelSpacing: Double = 20.0
        var selectedScrollPosition: SelectedScrollPosition = .preferCentered
    }
}

extension ControlConfig {
    /// `parchment`: how wide each menu item is.
    public var menuItemSize: MenuItemSize {
        get { parchment.menuItemSize }
        set { parchment.menuItemSize = newValue }
    }
    /// `parchment`: sizeToFit's least width, fixed's width.
    public var menuItemWidth: Double {
        get { parchment.menuItemWidth }
        set { parchment.menuItemWidth = newValue }
    }
    /// `parchment`: the gap between items.
    public var menuItemSpacing: Double {
        get { parchment.menuItemSpacing }
        set { parchment.menuItemSpacing = newValue }
    }
    /// `parchment`: the room either side of a title inside its item.
    public var menuItemLabelSpacing: Double {
        get { parchment.menuItemLabelSpacing }
        set { parchment.menuItemLabelSpacing = newValue }
    }
    /// `parchment`: where the selected item is scrolled.
    public var selectedScrollPosition: SelectedScrollPosition {
        get { parchment.selectedScrollPosition }
        set { parchment.selectedScrollPosition = newValue }
    }
}
