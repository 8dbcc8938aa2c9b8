import Raster

extension BSCFamily {
    /// BetterSegmentedControl's own keys (`BSCFamily+Keys.swift`), each at its key's default:
    /// what only this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var cornerRadius: Double = 0.0
        var thumbInset: Double = 2.0
        var thumbShadow: ShadowConfig?
    }
}

extension ControlConfig {
    /// `bsc`: the control's corner radius (it clips to it); the thumb's is this less `thumbInset`.
    public var cornerRadius: Double {
        get { bsc.cornerRadius }
        set { bsc.cornerRadius = newValue }
    }
    /// `bsc`: how far the thumb sits inside the control, in points.
    public var thumbInset: Double {
        get { bsc.thumbInset }
        set { bsc.thumbInset = newValue }
    }
    /// `bsc`: a shadow under the thumb; nil: none.
    public var thumbShadow: ShadowConfig? {
        get { bsc.thumbShadow }
        set { bsc.thumbShadow = newValue }
    }
}
