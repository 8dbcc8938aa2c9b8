import Raster

/// The config format as a JSON Schema (draft 2020-12), generated from the key declarations.
package enum ConfigSchema {
    /// How a `$comment` starts that names a rule the decoder checks and no schema keyword can state.
    package static let decoderOnlyPrefix = "checked by the decoder, not by this schema: "
    /// The whole format: the top-level keys, and every kind of object they hold as `$defs`.
    package static var document: JSONValue {
        document(
            ControlConfig.spec, id: "https://segment-render.invalid/config.schema.json", title: "segment-render config",
            description: "A segmented control, with HMSegmentedControl's property names.")
    }

    /// A format's schema: the spec's own keys at the top, and the `$defs` found by walking its
    /// declarations (``SpecDescription/definitions()``), never a hand-kept list.
    package static func document<Model>(_ spec: ObjectSpec<Model>, id: String, title: String, description: String? = nil) -> JSONValue {
        var root: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string(title)),
        ]
        if let description { root.append(("description", .string(description))) }
        if case let .object(body) = spec.schema { root += body }
        root.append(("$defs", .object(spec.description.definitions().map { ($0.spec.name, $0.spec.schema()) })))
        return .object(root)
    }
}
