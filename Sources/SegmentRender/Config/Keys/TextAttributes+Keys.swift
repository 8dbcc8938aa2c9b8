import Raster

extension FontWeight: ConfigEnum {}

extension TextAttributes {
    /// Title attributes; every key is optional and an unset one is inherited (see ``merging(_:)``).
    static let spec = ObjectSpec<TextAttributes>(
        name: "textAttributes", title: "Title attributes", expectation: "an object with \"font\", \"fontSize\", \"fontWeight\" and \"color\"",
        keys: [
            .optional(
                "font", { $0.font }, { $0.font = $1 }, ValueType.string(1...ValueType<String>.maxTextLength),
                "A family name (fontconfig) or a font file path (a `/` or a .ttf/.otf/.ttc/.otc ending), relative to the config."),
            .optional("fontSize", { $0.fontSize }, { $0.fontSize = $1 }, .number(.fontSize), "Size in points."),
            .optional("fontWeight", { $0.fontWeight }, { $0.fontWeight = $1 }, .enumeration, "Weight within the family."),
            .optional("color", { $0.color }, { $0.color = $1 }, .color, "Title colour."),
        ], blank: { TextAttributes() })
}

extension ValueType where Value == TextAttributes {
    static let textAttributes = ObjectSpec.valueType { TextAttributes.spec }.named("`{\"font\", \"fontSize\", \"fontWeight\", \"color\"}`")
}
