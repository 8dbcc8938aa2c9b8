import SegmentRender

enum LayoutCommand {
    static let spec = CommandSpec(
        name: "layout", summary: "Print a config's geometry as JSON, rasterizing nothing",
        usage: [[CommonOptions.source, .optional([.oneOf([.option(CommonOptions.selected), .option(CommonOptions.progress)])])]],
        discussion: """
            Prints the control's geometry as JSON (points, rounded to the millionth; content coordinates
            before scrolling; borders in the control's own coordinates) and rasterizes nothing. With no
            CONFIG, uses the built-in demo.
            """,
        options: [CommonOptions.preset, CommonOptions.selected, CommonOptions.progress, CommonOptions.scale] + CommonOptions.rendering,
        epilogue: """
            {"width","height","scale","contentWidth","scrollOffset","selectedSegmentIndex",
             "segments":[{"index","frame","titleFrame","imageFrame"}],"dividers":[R],"borders":[R],
             "indicator":{"stripe":R|null,"box":R|null,"arrow":[[x,y],[x,y],[x,y]]|null}}
            where R = {"x","y","width","height"}; "box" is HMSegmentedControl's box, iOS 13's thumb or
            iOS 7's selected segment.
            """,
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        var control = try CommonOptions.loadControl(configPath, arguments)
        try CommonOptions.applyScale(arguments, to: &control)
        print(try CommonOptions.state(arguments, control: control).layout.jsonString())
    }
}
