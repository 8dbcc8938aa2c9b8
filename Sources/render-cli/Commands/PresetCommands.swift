import SegmentRender

/// `presets`, `preset NAME` and `assets`: what ships inside the binary.
enum PresetCommands {
    static func list(_ tokens: [String]) throws {
        _ = try Arguments(tokens, valueOptions: [], flagOptions: []).positionals(max: 0, names: "no arguments")
        let width = Presets.all.map(\.name.count).max() ?? 0
        for preset in Presets.all { print(preset.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + preset.summary) }
    }

    static func show(_ tokens: [String]) throws {
        let names = try Arguments(tokens, valueOptions: [], flagOptions: []).positionals(max: 1, names: "one preset NAME")
        guard let name = names.first else {
            throw Arguments.UsageError(description: "preset needs a NAME (one of: \(Presets.all.map(\.name).joined(separator: ", ")))")
        }
        print(try Presets.load(name).config.json.rendered())
    }

    static func assets(_ tokens: [String]) throws {
        _ = try Arguments(tokens, valueOptions: [], flagOptions: []).positionals(max: 0, names: "no arguments")
        let width = BuiltInAssets.all.map(\.name.count).max() ?? 0
        for asset in BuiltInAssets.all {
            print((BuiltInAssets.prefix + asset.name).padding(toLength: width + 10, withPad: " ", startingAt: 0) + asset.summary)
        }
    }
}
