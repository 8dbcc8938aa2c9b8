import SegmentRender

enum LayoutCommand {
    static func run(_ tokens: [String]) throws {
        let arguments = try Arguments(tokens, valueOptions: CommonOptions.values, flagOptions: [])
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        var control = try CommonOptions.loadControl(configPath, arguments)
        try CommonOptions.applyScale(arguments, to: &control)
        let selection = try CommonOptions.selection(arguments, control: control)
        print(control.layout(selection: selection).jsonString())
    }
}
