import Foundation
import SegmentRender

/// `segment-render`: dispatches to a command and turns errors into messages and exit codes
/// (0 success, 1 bad input, 2 bad usage).
enum CommandLineTool {
    static let version = "0.1.0"

    /// One subcommand: its name, a one-line summary, and what runs it (returning the exit status).
    struct Command {
        let name: String
        let summary: String
        let run: ([String]) throws -> Int32
    }

    static func succeeding(_ body: @escaping ([String]) throws -> Void) -> ([String]) throws -> Int32 {
        { try body($0); return 0 }
    }

    static let commands: [Command] = [
        Command(name: "render", summary: "Render a config (or the built-in demo) to PNG", run: succeeding(RenderCommand.run)),
        Command(name: "layout", summary: "Print a config's geometry as JSON, rasterizing nothing", run: succeeding(LayoutCommand.run)),
        Command(name: "animate", summary: "Render a selection change as frames, an APNG or a contact sheet", run: succeeding(AnimateCommand.run)),
        Command(name: "hit-test", summary: "Name the segment under a point, as a tap would", run: succeeding(HitTestCommand.run)),
        Command(name: "compare", summary: "Compare two PNGs (or folders of them) as decoded pixels", run: CompareCommand.run),
        Command(name: "snapshot", summary: "Check configs and presets against goldens from a manifest", run: SnapshotCommand.run),
        Command(name: "schema", summary: "Print the config (or manifest) format as a JSON Schema", run: succeeding { rest in
            let which = try Arguments(rest, valueOptions: [], flagOptions: []).positionals(max: 1, names: "config or manifest").first
            switch which {
            case nil, "config": print(ConfigSchema.document.rendered())
            case "manifest": print(ConfigSchema.manifest.rendered())
            case let other?: throw Arguments.UsageError(description: "unknown schema '\(other)' (expected config or manifest)")
            }
        }),
        Command(name: "presets", summary: "List the built-in presets", run: succeeding(PresetCommands.list)),
        Command(name: "preset", summary: "Print a preset's full config JSON", run: succeeding(PresetCommands.show)),
        Command(name: "assets", summary: "List the built-in images (builtin:NAME)", run: succeeding(PresetCommands.assets)),
        Command(name: "bench", summary: "Time layout, rasterizing and PNG encoding on the demo", run: succeeding(BenchCommand.run)),
        Command(name: "help", summary: "Show help for a command", run: succeeding { rest in
            guard let name = rest.first else { return print(Help.tool) }
            if name == "config" {
                return rest.dropFirst().first == "--markdown" ? print(ConfigReference.markdown, terminator: "") : print(ConfigReference.text)
            }
            guard let text = Help.command(name) else { throw Arguments.UsageError(description: unknownCommand(name)) }
            print(text)
        }),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first, !["--help", "-h"].contains(first) else {
            print(Help.tool)
            return 0
        }
        if first == "--version" {
            print("segment-render \(version)")
            return 0
        }
        let rest = Array(arguments.dropFirst())
        do {
            guard let command = commands.first(where: { $0.name == first }) else {
                throw Arguments.UsageError(description: unknownCommand(first))
            }
            if command.name != "help", wantsHelp(rest), let text = Help.command(command.name) {
                print(text)
                return 0
            }
            return try command.run(rest)
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
