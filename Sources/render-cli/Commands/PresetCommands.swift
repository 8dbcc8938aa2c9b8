import SegmentRender

/// `presets`, `preset NAME` and `assets`: what ships inside the binary.
enum PresetCommands {
    static let list = CommandSpec(
        name: "presets", summary: "List the built-in presets",
        discussion: "Lists the built-in presets, one a line, with what each shows.",
        run: CommandSpec.succeeding(listPresets))
    static let show = CommandSpec(
        name: "preset", summary: "Print a preset's full config JSON", usage: [[.positional("NAME")]],
        discussion: "Prints the preset's full config (every key, defaults included) as JSON, to start a config from.",
        run: CommandSpec.succeeding(showPreset))
    static let assets = CommandSpec(
        name: "assets", summary: "List the built-in images (builtin:NAME)",
        discussion: "Lists the built-in images a config names as \"builtin:NAME\" wherever it takes an image path.",
        run: CommandSpec.succeeding(listAssets))

    static func listPresets(_ arguments: Arguments) throws {
        _ = try arguments.positionals(max: 0, names: "no arguments")
        let width = Presets.all.map(\.name.count).max() ?? 0
        for preset in Presets.all { Output.say(preset.name.padded(to: width + 2) + preset.summary) }
    }

    static func showPreset(_ arguments: Arguments) throws {
        let names = try arguments.positionals(max: 1, names: "one preset NAME")
        guard let name = names.first else {
            throw Arguments.UsageError(description: "preset needs a NAME (one of: \(Presets.all.map(\.name).joined(separator: ", ")))")
        }
        print(try CommonOptions.preset(name).config.json.rendered())
    }

    static func listAssets(_ arguments: Arguments) throws {
        _ = try arguments.positionals(max: 0, names: "no arguments")
        let width = BuiltInAssets.all.map(\.name.count).max() ?? 0
        for asset in BuiltInAssets.all {
            Output.say((BuiltInAssets.prefix + asset.name).padded(to: width + 10) + asset.summary)
        }
    }
}
