import Raster

extension FontWeight: ConfigEnum {}

extension TextAttributes {
    /// Title attributes; every key is optional and an unset one is inherited (see ``merging(_:)``).
    static let spec = ObjectSpec<TextAttributes>(
        name: "textAttributes", title: "Title attributes", expectation: "an object with \"font\", \"fontSize\", \"fontWeight\" and \"color\"",
        keys: [
            .optional(
                "font", \.font, ValueType.string(1...ValueType<String>.maxTextLength),
                "A family name (fontconfig) or a font file path (a `/` or a .ttf/.otf/.ttc/.otc ending), relative to the config."),
            .optional("fontSize", \.fontSize, .number(.fontSize), "Size in points."),
            .optional("fontWeight", \.fontWeight, .enumeration, "Weight within the family."),
            .optional("color", \.color, .color, "Title colour."),
        ], blank: { TextAttributes() })
}

extension ValueType where Value == TextAttributes {
    static let textAttributes = TextAttributes.spec.valueType.named("`{\"font\", \"fontSize\", \"fontWeight\", \"color\"}`")
}
