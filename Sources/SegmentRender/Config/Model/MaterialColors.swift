import Raster

/// The colour roles Material 3's tabs and segmented buttons are drawn with. Unset roles take the
/// baseline scheme's (``baseline(_:)``) for the config's appearance; each role takes a colour or a
/// `{"light", "dark"}` pair like every colour key.
public struct MaterialColors: Sendable, Hashable {
    /// The primary tab's selected label and every indicator.
    public var primary: RGBA8
    /// The secondary tab's selected label.
    public var onSurface: RGBA8
    /// Unselected labels.
    public var onSurfaceVariant: RGBA8
    /// The tab row's container, under everything.
    public var surface: RGBA8
    /// Segmented buttons' outline.
    public var outline: RGBA8
    /// The 1 dp divider under a tab row.
    public var outlineVariant: RGBA8
    /// A selected segmented button's fill.
    public var secondaryContainer: RGBA8
    /// A selected segmented button's label and icon.
    public var onSecondaryContainer: RGBA8
    /// A badge's container.
    public var error: RGBA8
    /// A badge's label.
    public var onError: RGBA8

    /// Every role given.
    public init(
        primary: RGBA8, onSurface: RGBA8, onSurfaceVariant: RGBA8, surface: RGBA8, outline: RGBA8, outlineVariant: RGBA8,
        secondaryContainer: RGBA8, onSecondaryContainer: RGBA8, error: RGBA8, onError: RGBA8
    ) {
        self.primary = primary
        self.onSurface = onSurface
        self.onSurfaceVariant = onSurfaceVariant
        self.surface = surface
        self.outline = outline
        self.outlineVariant = outlineVariant
        self.secondaryContainer = secondaryContainer
        self.onSecondaryContainer = onSecondaryContainer
        self.error = error
        self.onError = onError
    }

    /// Material 3's baseline scheme (the purple one generated from #6750A4), light or dark: the
    /// tonal palette entries its colour tokens name (docs/style-material3.md).
    public static func baseline(_ appearance: Appearance) -> MaterialColors {
        appearance == .dark ? baselineDark : baselineLight
    }

    static let baselineLight = MaterialColors(
        primary: RGBA8(hex: 0x6750A4), onSurface: RGBA8(hex: 0x1D1B20), onSurfaceVariant: RGBA8(hex: 0x49454F),
        surface: RGBA8(hex: 0xFEF7FF), outline: RGBA8(hex: 0x79747E), outlineVariant: RGBA8(hex: 0xCAC4D0),
        secondaryContainer: RGBA8(hex: 0xE8DEF8), onSecondaryContainer: RGBA8(hex: 0x1D192B), error: RGBA8(hex: 0xB3261E),
        onError: RGBA8(hex: 0xFFFFFF))

    static let baselineDark = MaterialColors(
        primary: RGBA8(hex: 0xD0BCFF), onSurface: RGBA8(hex: 0xE6E0E9), onSurfaceVariant: RGBA8(hex: 0xCAC4D0),
        surface: RGBA8(hex: 0x141218), outline: RGBA8(hex: 0x938F99), outlineVariant: RGBA8(hex: 0x49454F),
        secondaryContainer: RGBA8(hex: 0x4A4458), onSecondaryContainer: RGBA8(hex: 0xE8DEF8), error: RGBA8(hex: 0xF2B8B5),
        onError: RGBA8(hex: 0x601410))
}

extension RGBA8 {
    /// An opaque colour from 0xRRGGBB, as Material's tokens write them.
    fileprivate init(hex: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: hex >> 16), g: UInt8(truncatingIfNeeded: hex >> 8), b: UInt8(truncatingIfNeeded: hex))
    }
}
