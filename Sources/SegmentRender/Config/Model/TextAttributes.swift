import Raster

/// Title attributes as NSAttributedString keys would give them; nil means "not set here".
public struct TextAttributes: Sendable, Hashable {
    /// A font family (resolved through fontconfig) or a font file path (relative to the config).
    public var font: String?
    public var fontSize: Double?
    public var color: RGBA8?
    public var fontWeight: FontWeight?

    /// Attributes that set what they name; nil keeps what is under them.
    public init(font: String? = nil, fontSize: Double? = nil, color: RGBA8? = nil, fontWeight: FontWeight? = nil) {
        self.font = font
        self.fontSize = fontSize
        self.color = color
        self.fontWeight = fontWeight
    }

    /// These attributes with `other`'s set keys on top.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: other.font ?? font, fontSize: other.fontSize ?? fontSize, color: other.color ?? color,
            fontWeight: other.fontWeight ?? fontWeight)
    }

    /// HMSegmentedControl's defaults: system font (the default chain) at 19 pt, black.
    public static let hmDefault = TextAttributes(font: nil, fontSize: 19, color: .black, fontWeight: .regular)
}
