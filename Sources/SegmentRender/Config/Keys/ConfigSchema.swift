import Raster

/// The config format as a JSON Schema (draft 2020-12), generated from the key declarations.
public enum ConfigSchema {
    /// How a `$comment` starts that names a rule the decoder checks and no schema keyword can state.
    public static let decoderOnlyPrefix = "checked by the decoder, not by this schema: "
    /// The whole format: the top-level keys, and the objects they use as `$defs`.
    public static var document: JSONValue {
        var root: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://segment-render.invalid/config.schema.json")),
            ("title", .string("segment-render config")),
            ("description", .string("A segmented control, with HMSegmentedControl's property names.")),
        ]
        if case let .object(body) = ControlConfig.spec.schema { root += body }
        root.append(("$defs", .object([
            ("color", ValueType<RGBA8>.colorSchema),
            (EdgeInsets.spec.name, EdgeInsets.spec.schema),
            (TextAttributes.spec.name, TextAttributes.spec.schema),
            (BackgroundImage.spec.name, BackgroundImage.spec.schema),
            (SegmentBackgroundImages.StateImages.spec.name, SegmentBackgroundImages.StateImages.spec.schema),
            (SegmentBackgroundImages.spec.name, SegmentBackgroundImages.spec.schema),
            (DockConfig.spec.name, DockConfig.spec.schema),
            (IndicatorConfig.spec.name, IndicatorConfig.spec.schema),
            (GradientConfig.spec.name, GradientConfig.spec.schema),
            (ShadowConfig.spec.name, ShadowConfig.spec.schema),
            (UnitPoint.spec.name, UnitPoint.spec.schema),
            (Size.spec.name, Size.spec.schema),
            (BadgeConfig.spec.name, BadgeConfig.spec.schema),
        ])))
        return .object(root)
    }

    /// The snapshot manifest's format.
    public static var manifest: JSONValue {
        var root: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://segment-render.invalid/manifest.schema.json")),
            ("title", .string("segment-render snapshot manifest")),
        ]
        if case let .object(body) = ManifestKeys.spec.schema { root += body }
        root.append(("$defs", .object([
            (ManifestKeys.EntryKeys.spec.name, ManifestKeys.EntryKeys.spec.schema),
            (Tolerance.spec.name, Tolerance.spec.schema),
        ])))
        return .object(root)
    }
}
