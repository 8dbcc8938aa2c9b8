import Raster

extension UIKitFamily {
    /// UISegmentedControl's own key, uikit7's tint (declared among the shared keys,
    /// `Config/Keys/ControlConfig+Keys.swift`, in the reference's order), at its default: what only
    /// this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var tintColor: RGBA8 = RGBA8(r: 0, g: 122, b: 255)
    }
}

extension ControlConfig {
    /// `uikit7`: border, dividers, selected fill and normal titles (system blue by default).
    public var tintColor: RGBA8 {
        get { uikit.tintColor }
        set { uikit.tintColor = newValue }
    }
}
