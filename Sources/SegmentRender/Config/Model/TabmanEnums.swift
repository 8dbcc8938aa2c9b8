import Raster

/// `barBackground` (tabman): what the bar draws behind its buttons.
public enum BarBackground: String, ConfigEnum, Sendable {
    /// Nothing: the backdrop shows through.
    case clear
    /// `backgroundColor`.
    case flat
    /// A translucent material over the backdrop (`blurStyle`), as UIVisualEffectView draws it.
    case blur
}

/// `blurStyle` (tabman): the material of a `blur` background. Apple publishes no numbers for these;
/// ours are the commonly reported ones (docs/style-tabman.md).
public enum BlurStyle: String, ConfigEnum, Sendable {
    case extraLight, light, dark
    /// Light in light mode, dark in dark mode.
    case regular
    /// Extra light in light mode, dark in dark mode.
    case prominent

    /// The material: blur (standard deviation, points), saturation factor and the tint laid over it.
    package func material(dark: Bool) -> (blur: Double, saturation: Double, tint: RGBA8) {
        switch (self, dark) {
        case (.extraLight, _), (.prominent, false): (15, 1.8, RGBA8(r: 247, g: 247, b: 247, a: 204))
        case (.light, _), (.regular, false): (15, 1.8, RGBA8(r: 255, g: 255, b: 255, a: 77))
        case (.dark, _), (.regular, true), (.prominent, true): (10, 1.8, RGBA8(r: 28, g: 28, b: 28, a: 186))
        }
    }
}

/// `barIndicator` (tabman): what marks the selected button.
public enum BarIndicator: String, ConfigEnum, Sendable {
    /// A bar under the button, `indicatorWeight` high and as wide as the button.
    case line
    /// A triangle pointing up at the button's centre, `indicatorSize`.
    case chevron
    /// A circle under the button's centre, `indicatorSize`.
    case dot
    /// Nothing (a tab bar's buttons show the selection themselves).
    case none
}

/// `indicatorWeight` (tabman): the line's height — 2, 4 or 8 points.
public enum IndicatorWeight: String, ConfigEnum, Sendable {
    case light, medium, heavy
    var points: Double {
        switch self {
        case .light: 2
        case .medium: 4
        case .heavy: 8
        }
    }
}

/// `indicatorSize` (tabman): the chevron's (10 × 8, 14 × 12, 20 × 16) or the dot's (6, 8, 12) size.
public enum IndicatorSize: String, ConfigEnum, Sendable {
    case small, medium, large
    var chevron: Size {
        switch self {
        case .small: Size(width: 10, height: 8)
        case .medium: Size(width: 14, height: 12)
        case .large: Size(width: 20, height: 16)
        }
    }
    var dot: Double {
        switch self {
        case .small: 6
        case .medium: 8
        case .large: 12
        }
    }
}

/// `indicatorCornerStyle` (tabman): the line's corners — square, a quarter of its weight, or half
/// its height (Tabman spells the last `eliptical`).
public enum IndicatorCornerStyle: String, ConfigEnum, Sendable {
    case square, rounded, elliptical
}

/// `indicatorOverscroll` (tabman): what the indicator does when the paging view is pulled past its
/// first or last page (progress below 0 or above N − 1).
public enum IndicatorOverscroll: String, ConfigEnum, Sendable {
    /// It moves on past the end by its width times the overscroll.
    case bounce
    /// It shrinks towards the end by its width times the overscroll.
    case compress
    /// It stays on the end button.
    case none
}

/// `barContentMode` (tabman): buttons sized by their titles and scrolling, or sharing the width.
public enum BarContentMode: String, ConfigEnum, Sendable {
    case intrinsic, fit
}
