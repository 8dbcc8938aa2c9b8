import Raster

extension Material3Family {
    /// Material 3's own keys (`Material3Family+Keys.swift`), each at its key's default:
    /// what only this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var tabVariant: TabVariant = .primary
        var tabMode: TabMode = .fixed
        var indicatorAnimation: IndicatorAnimation = .linear
        var materialColors: MaterialColors = MaterialColors.baselineLight
        var iconTabHeight: Double = 64
    }
}

extension ControlConfig {
    /// `material3`: primary or secondary tabs.
    public var tabVariant: TabVariant {
        get { material3.tabVariant }
        set { material3.tabVariant = newValue }
    }
    /// `material3`: tabs sharing the width, or sized by their labels and scrolling.
    public var tabMode: TabMode {
        get { material3.tabMode }
        set { material3.tabMode = newValue }
    }
    /// `material3`: how the indicator travels between tabs.
    public var indicatorAnimation: IndicatorAnimation {
        get { material3.indicatorAnimation }
        set { material3.indicatorAnimation = newValue }
    }
    /// `material3`: the colour roles (the baseline scheme for the appearance unless given).
    public var materialColors: MaterialColors {
        get { material3.materialColors }
        set { material3.materialColors = newValue }
    }
    /// `material3`: the height a tab with an icon above its label is laid out in, in dp (64, the
    /// token; Compose's code uses 72).
    public var iconTabHeight: Double {
        get { material3.iconTabHeight }
        set { material3.iconTabHeight = newValue }
    }
}
