import Foundation
import Raster
import SegmentRender

enum RenderCommand {
    static func run(_ tokens: [String]) throws {
        let arguments = try Arguments(tokens, valueOptions: CommonOptions.values.union(["--output", "--progress"]),
                                      flagOptions: ["--all-states"], aliases: ["-o": "--output"])
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
        let path = try output ?? presetName.map { "\($0).png" } ?? defaultOutput(for: configPath)
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
