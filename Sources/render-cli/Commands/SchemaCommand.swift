import SegmentRender
import SegmentRenderSnapshot

/// `schema [config | manifest]`.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema", summary: "Print the config (or manifest) format as a JSON Schema", usage: [[.optional([.oneOf([.positional("config"), .positional("manifest")])])]],
        discussion: """
            Prints the config format (or the snapshot manifest's) as a JSON Schema (draft 2020-12): every key, its
            type, allowed values and range, default and a one-line description, from the declarations the decoder
            itself reads. Save it and point a config's "$schema" at it for completion and checking in editors.
            """,
        run: CommandSpec.succeeding { arguments in
            switch try arguments.positionals(max: 1, names: "config or manifest").first {
            case nil, "config": print(ConfigSchema.document.rendered())
            case "manifest": print(SnapshotManifest.schema.rendered())
            case let other?: throw Arguments.UsageError(description: "unknown schema '\(other)' (expected config or manifest)")
            }
        })
}
