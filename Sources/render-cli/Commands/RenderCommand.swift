import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

enum RenderCommand {
    static let output = Option.outputFile(
        "--output", ["-o"], "PATH",
        """
        The PNG to write, - for standard output (default: <config or preset
        name>.png in the current folder). With --all-states or --matrix, the folder
        to write into (made when missing).
        """)
    static let svg = Option.outputFile(
        "--svg", [], "PATH",
        """
        Also (or, without -o, only) the same picture as an SVG: shapes, gradients,
        masks, shadows and images as SVG elements, text as glyph outlines; - for
        standard output. With --all-states or --matrix, the folder for the SVGs.
        """)
    static let svgText = Option<SVGText>.choice(
        "--svg-text", "MODE",
        """
        outlines or live: text in an SVG as glyph outlines (looks the same
        anywhere; default) or as <text> in the fonts' families (editable).
        """)
    static let allStates = Flag("--all-states", "Write every selection state: state-none.png, state-0.png, … into -o DIR.")
    static let matrix = Option.text(
        "--matrix", [], "AXES",
        """
        Write every combination of the named axes into -o DIR: \(VariantAxes.axisList); each
        takes all its values, or those after '=' split by ':' (contentSize=L:AX3).
        Files are named NAME[-dark][-rtl][-CAT][-LOCALE]-STATE@SCALEx.png, as snapshot names goldens.
        """)

    static let spec = CommandSpec(
        name: "render", summary: "Render a config (or the built-in demo) to PNG",
        usage: [
            [CommonOptions.source, .optional(output), .optional([.oneOf([.option(CommonOptions.selected), .option(CommonOptions.progress)])])],
            [CommonOptions.source, .option(allStates), .option(output, valueName: "DIR")],
            [CommonOptions.source, .option(matrix), .option(output, valueName: "DIR")],
        ],
        discussion: """
            Renders one state of the control in CONFIG (a JSON file, - for standard input) or a built-in
            preset to a PNG. With neither, renders the built-in demo (examples/demo.json) to
            segment-render-demo.png.
            """,
        options: [
            output, svg, svgText, CommonOptions.preset, CommonOptions.scale, CommonOptions.selected, CommonOptions.progress, allStates, matrix,
            CommonOptions.pngCompression, CommonOptions.jobs,
        ] + CommonOptions.rendering,
        epilogue: "Files are written atomically: a failed run leaves no partial file and keeps the previous one.",
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        var control = try CommonOptions.loadControl(configPath, arguments)
        try CommonOptions.applyScale(arguments, to: &control)
        control.prepareToDraw()  // fallback fonts open while the states are computed
        let output = try arguments.value(self.output), svgPath = try arguments.value(svg)
        let textMode = try arguments.value(svgText) ?? .outlines
        if arguments.has(svgText), svgPath == nil { throw Arguments.UsageError(description: "--svg-text needs --svg PATH") }
        /// The folders a many-file option writes into: -o DIR for PNGs, --svg DIR for SVGs.
        func folders(for option: any DeclaredOption) throws -> (png: String?, svg: String?) {
            guard output != nil || svgPath != nil else {
                throw Arguments.UsageError(description: "\(option.spec.name) needs -o DIR (PNGs) or --svg DIR (SVGs), the folder to write into")
            }
            for (name, folder) in [("-o", output), ("--svg", svgPath)] where folder == "-" {
                throw Arguments.UsageError(description: "\(option.spec.name) writes a folder: \(name) cannot be standard output ('-')")
            }
            return (output, svgPath)
        }

        if let axes = try arguments.value(matrix) {
            let folders = try folders(for: matrix)
            guard !arguments.isSet(allStates), !arguments.has(CommonOptions.selected), !arguments.has(CommonOptions.progress) else {
                throw Arguments.UsageError(description: "--matrix cannot be combined with --all-states, --selected or --progress")
            }
            try writeMatrix(try parseAxes(axes), configPath: configPath, arguments: arguments, base: control, folders: folders, text: textMode)
            return
        }
        if arguments.isSet(allStates) {
            let folders = try folders(for: allStates)
            guard !arguments.has(CommonOptions.selected), !arguments.has(CommonOptions.progress) else {
                throw Arguments.UsageError(description: "--all-states cannot be combined with --selected or --progress")
            }
            var states: [(String, Selection)] = [("state-none", .none)]
            for i in 0..<control.config.segmentCount { states.append(("state-\(i)", .index(i))) }
            let base = control
            try writeMany(states.map { ($0.0, base, $0.1) }, folders: folders, arguments: arguments, text: textMode)
            Output.note("wrote \(states.count) states to " + joinedByAppending([folders.png, folders.svg].compactMap { $0 }, separator: " and "))
            return
        }

        let state = try CommonOptions.state(arguments, control: control)
        let presetName = try arguments.value(CommonOptions.preset)
        // With --svg alone, only the SVG is written.
        let path = output ?? (svgPath != nil ? nil : presetName.map { "\($0).png" } ?? defaultOutput(for: configPath))
        if let path {
            try Output.checkWritable(path)
            try Output.checkNotInput(path, inputs: [configPath])
        }
        if let svgPath {
            try Output.checkWritable(svgPath)
            try Output.checkNotInput(svgPath, inputs: [configPath, path])
        }
        // Everything is made before anything is written: a failure leaves both files as they were.
        let svgText = try svgPath.map { _ in try control.svg(state, text: textMode) }
        var wrote: [String] = []
        if let path {
            let framebuffer = control.render(state)
            try Output.writeAtomically(
                try PNGCodec.encode(
                    framebuffer, compression: CommonOptions.compression(arguments),
                    jobs: CommonOptions.pngJobCount(arguments, width: framebuffer.width, height: framebuffer.height)), to: path)
            wrote.append("\(Output.named(path)) (\(framebuffer.width)×\(framebuffer.height) px)")
        }
        if let svgPath, let svgText {
            try Output.writeAtomically(Array(svgText.utf8), to: svgPath)
            wrote.append(Output.named(svgPath))
        }
        Output.note("wrote " + joinedByAppending(wrote, separator: " and "))
    }

    /// Renders every item — (file name without extension, control, selection) — as a PNG into
    /// `folders.png` and an SVG into `folders.svg` (whichever are given), on every core (the bytes
    /// do not depend on it); all are made before any is written, so a failure writes nothing.
    static func writeMany(_ items: [(String, Control, Selection)], folders: (png: String?, svg: String?), arguments: Arguments, text: SVGText) throws {
        let compression = try CommonOptions.compression(arguments)
        let files = try parallelMap(items.count, jobs: try CommonOptions.jobCount(arguments)) { i -> [(String, [UInt8])] in
            let (name, control, selection) = items[i]
            var out: [(String, [UInt8])] = []
            if let folder = folders.png {
                out.append(
                    (URL(fileURLWithPath: folder).appendingPathComponent(name + ".png").path, try PNGCodec.encode(control.render(selection: selection), compression: compression)))
            }
            if let folder = folders.svg {
                out.append((URL(fileURLWithPath: folder).appendingPathComponent(name + ".svg").path, Array(try control.svg(selection: selection, text: text).utf8)))
            }
            return out
        }
        for folder in [folders.png, folders.svg].compactMap({ $0 }) { try Output.makeFolder(folder) }
        for (path, bytes) in files.joined() { try Output.writeAtomically(bytes, to: path) }
    }

    /// `<config name>.png` in the current folder, or `segment-render-demo.png` for the demo.
    static func defaultOutput(for configPath: String?) -> String {
        guard let configPath, configPath != "-" else { return configPath == nil ? "segment-render-demo.png" : "segment-render.png" }
        let name = URL(fileURLWithPath: configPath).deletingPathExtension().lastPathComponent
        return name + ".png"
    }

    /// `appearance,direction,contentSize=L:AX3,locale=en-XA,state,scale=2:3`: the axes a matrix spans.
    static func parseAxes(_ text: String) throws -> (VariantAxes, explicitState: Bool) {
        var axes = VariantAxes()
        var explicitState = false
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            let values = pieces.count == 2 ? pieces[1].split(separator: ":").map(String.init) : nil
            func each<T>(_ all: [T], _ parse: (String) -> T?) throws -> [T] {
                guard let values else { return all }
                return try values.map { value in
                    guard let parsed = parse(value) else {
                        throw Arguments.UsageError(description: "--matrix: '\(value)' is not a value of \(pieces[0])")
                    }
                    return parsed
                }
            }
            switch pieces[0] {
            case "appearance": axes.appearances = try each(Appearance.allCases) { Appearance(rawValue: $0) }
            case "direction": axes.directions = try each([false, true]) { $0 == "ltr" ? false : $0 == "rtl" ? true : nil }
            case "contentSize": axes.contentSizes = try each(ContentSizeCategory.allCases) { ContentSizeCategory(rawValue: $0) }.map { Optional($0) }
            case "locale": axes.locales = try each(Pseudolocale.allCases) { Pseudolocale(rawValue: $0) }
            case "scale": axes.scales = try each(ControlConfig.iosScales) { Double($0).flatMap { ControlConfig.densities.contains($0) ? $0 : nil } }
            case "state":
                explicitState = true
                if values != nil { axes.states = try each([]) { $0 == "none" ? .some(nil) : Int($0).flatMap { $0 >= 0 ? .some($0) : nil } } }
            default:
                var message = "--matrix: unknown axis '\(Quoted.cut(pieces[0]))' (the axes: \(VariantAxes.axisList)"
                if let guess = closest(to: pieces[0], in: VariantAxes.axisNames) { message += "; did you mean '\(guess)'?" }
                throw Arguments.UsageError(description: message + ")")
            }
        }
        return (axes, explicitState)
    }

    /// Renders every variant, then writes them all (a failure writes nothing).
    static func writeMatrix(
        _ parsed: (VariantAxes, explicitState: Bool), configPath: String?, arguments: Arguments, base: Control,
        folders: (png: String?, svg: String?), text: SVGText
    ) throws {
        var (axes, explicitState) = parsed
        if !explicitState { axes.states = [base.config.selectedSegmentIndex] }
        if let bad = axes.states?.compactMap({ $0 }).first(where: { $0 >= base.config.segmentCount }) {
            throw InputError(description: "--matrix: state \(bad) is out of range (the control has \(base.config.segmentCount) segments)")
        }
        let name = try arguments.value(CommonOptions.preset) ?? configPath.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "segment-render-demo"
        var controls: [ConfigOverrides: Control] = [:]
        var work: [(String, Control, Selection)] = []
        for variant in axes.variants(segmentCount: base.config.segmentCount, defaultScale: base.config.scale) {
            let overrides = variant.overrides.over(try CommonOptions.overrides(arguments))
            let control: Control
            if let known = controls[overrides] {
                control = known
            } else {
                control = try CommonOptions.loadControl(configPath, arguments, overrides: overrides)
                controls[overrides] = control
            }
            if let problem = control.config.scaleProblem(variant.scale) { throw InputError(description: "\(control.source): --matrix: \(problem)") }
            if let problem = control.config.pixelBudgetProblem(atScale: variant.scale) {
                throw InputError(description: "\(control.source): at scale \(ControlConfig.scaleName(variant.scale)) \(problem)")
            }
            work.append((variant.name(name), control.scaled(to: variant.scale), variant.state.map(Selection.index) ?? .none))
        }
        try writeMany(work, folders: folders, arguments: arguments, text: text)
        Output.note("wrote \(work.count) variants to " + joinedByAppending([folders.png, folders.svg].compactMap { $0 }, separator: " and "))
    }
}
