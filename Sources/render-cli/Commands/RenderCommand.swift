import Foundation
import Raster
import SegmentRender

enum RenderCommand {
    static let spec = CommandSpec(
        name: "render", summary: "Render a config (or the built-in demo) to PNG",
        usage: ["[CONFIG | --preset NAME] [-o OUT.png] [--scale N] [--selected N|none | --progress P]",
                "[CONFIG | --preset NAME] --all-states -o DIR [--scale N]"],
        discussion: """
        Renders one state of the control in CONFIG (a JSON file) or a built-in preset to a PNG. With
        neither, renders the built-in demo (examples/demo.json) to segment-render-demo.png.
        """,
        options: [
            .value("--output", ["-o"], "PATH", """
                The PNG to write (default: <config or preset name>.png in the current
                folder). With --all-states, an existing folder.
                """),
            CommonOptions.preset, CommonOptions.scale, CommonOptions.selected, CommonOptions.progress,
            .flag("--all-states", "Write every selection state: state-none.png, state-0.png, … into -o DIR."),
        ] + CommonOptions.variants,
        epilogue: "Files are written atomically: a failed run leaves no partial file and keeps the previous one.",
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        var control = try CommonOptions.loadControl(configPath, arguments)
        try CommonOptions.applyScale(arguments, to: &control)
        let output = try arguments.value("--output")

        if arguments.flag("--all-states") {
            guard let folder = output else {
                throw Arguments.UsageError(description: "--all-states needs -o DIR, the folder to write the states into")
            }
            guard try arguments.value("--selected") == nil, try arguments.value("--progress") == nil else {
                throw Arguments.UsageError(description: "--all-states cannot be combined with --selected or --progress")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw InputError(description: "the output folder '\(folder)' does not exist")
            }
            var states: [(String, Selection)] = [("state-none.png", .none)]
            for i in 0..<control.config.segmentCount { states.append(("state-\(i).png", .index(i))) }
            // Encode every state first, so a failure writes nothing.
            var files: [(String, [UInt8])] = []
            for (name, selection) in states {
                files.append((URL(fileURLWithPath: folder).appendingPathComponent(name).path,
                              try PNGCodec.encode(control.render(selection: selection))))
            }
            for (path, bytes) in files { try Output.writeAtomically(bytes, to: path) }
            Output.note("wrote \(files.count) states to \(folder)")
            return
        }

        let state = try CommonOptions.state(arguments, control: control)
        let presetName = try arguments.value("--preset")
        let path = output ?? presetName.map { "\($0).png" } ?? defaultOutput(for: configPath)
        try Output.checkWritable(path)
        let framebuffer = control.render(state)
        try Output.writeAtomically(try PNGCodec.encode(framebuffer), to: path)
        Output.note("wrote \(path) (\(framebuffer.width)×\(framebuffer.height) px)")
    }

    /// `<config name>.png` in the current folder, or `segment-render-demo.png` for the demo.
    static func defaultOutput(for configPath: String?) -> String {
        guard let configPath else { return "segment-render-demo.png" }
        let name = URL(fileURLWithPath: configPath).deletingPathExtension().lastPathComponent
        return name + ".png"
    }
}
