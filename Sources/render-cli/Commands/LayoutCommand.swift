import SegmentRender

enum LayoutCommand {
    static func run(_ tokens: [String]) throws {
        let arguments = try Arguments(tokens, valueOptions: CommonOptions.values.union(["--progress"]), flagOptions: [])
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        var control = try CommonOptions.loadControl(configPath, arguments)
        try CommonOptions.applyScale(arguments, to: &control)
        print(try CommonOptions.state(arguments, control: control).layout.jsonString())
    }
}
