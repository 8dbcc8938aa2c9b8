import Foundation
import SegmentRender

/// `segment-render`: dispatches to a command and turns errors into messages and exit codes
/// (0 success, 1 bad input, 2 bad usage).
enum CommandLineTool {
    static let version = "0.1.0"

    static let commands: [(name: String, summary: String)] = [
        ("render", "Render a config (or the built-in demo) to PNG"),
        ("layout", "Print a config's geometry as JSON, rasterizing nothing"),
        ("animate", "Render a selection change as frames, an APNG or a contact sheet"),
        ("hit-test", "Name the segment under a point, as a tap would"),
        ("compare", "Compare two PNGs (or folders of them) as decoded pixels"),
        ("snapshot", "Check configs and presets against goldens from a manifest"),
        ("schema", "Print the config format as a JSON Schema"),
        ("presets", "List the built-in presets"),
        ("preset", "Print a preset's full config JSON"),
        ("assets", "List the built-in images (builtin:NAME)"),
        ("bench", "Time layout, rasterizing and PNG encoding on the demo"),
        ("help", "Show help for a command"),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            print(Help.tool)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch first {
            case "--help", "-h":
                print(Help.tool)
            case "--version":
                print("segment-render \(version)")
            case "help":
                guard let name = rest.first else {
                    print(Help.tool)
                    return 0
                }
                guard let text = Help.command(name) else { throw Arguments.UsageError(description: unknownCommand(name)) }
                print(text)
            case "render":
                if wantsHelp(rest) { print(Help.command("render")!); return 0 }
                try RenderCommand.run(rest)
            case "layout":
                if wantsHelp(rest) { print(Help.command("layout")!); return 0 }
                try LayoutCommand.run(rest)
            case "animate":
                if wantsHelp(rest) { print(Help.command("animate")!); return 0 }
                try AnimateCommand.run(rest)
            case "hit-test":
                if wantsHelp(rest) { print(Help.command("hit-test")!); return 0 }
                try HitTestCommand.run(rest)
            case "compare":
                if wantsHelp(rest) { print(Help.command("compare")!); return 0 }
                return try CompareCommand.run(rest)
            case "snapshot":
                if wantsHelp(rest) { print(Help.command("snapshot")!); return 0 }
                return try SnapshotCommand.run(rest)
            case "schema":
                if wantsHelp(rest) { print(Help.command("schema")!); return 0 }
                _ = try Arguments(rest, valueOptions: [], flagOptions: []).positionals(max: 0, names: "no arguments")
                print(ConfigSchema.document.rendered())
            case "presets":
                if wantsHelp(rest) { print(Help.command("presets")!); return 0 }
                try PresetCommands.list(rest)
            case "preset":
                if wantsHelp(rest) { print(Help.command("preset")!); return 0 }
                try PresetCommands.show(rest)
            case "assets":
                if wantsHelp(rest) { print(Help.command("assets")!); return 0 }
                try PresetCommands.assets(rest)
            case "bench":
                if wantsHelp(rest) { print(Help.command("bench")!); return 0 }
                try BenchCommand.run(rest)
            default:
                throw Arguments.UsageError(description: unknownCommand(first))
            }
            return 0
        } catch let error as Arguments.UsageError {
            Output.error(error.description)
            FileHandle.standardError.write(Data("Run 'segment-render --help' for usage.\n".utf8))
            return 2
        } catch let error as ConfigError {
            Output.error(error.description)
            return 1
        } catch let error as InputError {
            Output.error(error.description)
            return 1
        } catch let error as CompareCommand.ReadError {
            Output.error(error.description)
            return 2
        } catch {
            Output.error("\(error)")
            return 1
        }
    }

    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }

    static func unknownCommand(_ name: String) -> String {
        var message = "unknown command '\(name)'"
        if let guess = suggestion(for: name, in: commands.map(\.name)) { message += " (did you mean '\(guess)'?)" }
        return message
    }
}
