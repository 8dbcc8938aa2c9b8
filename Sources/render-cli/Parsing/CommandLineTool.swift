import Foundation
import SegmentRender

/// `segment-render`: dispatches to a command and turns errors into messages and exit codes
/// (0 success, 1 bad input, 2 bad usage).
enum CommandLineTool {
    static let version = "0.1.0"

    static let commands: [CommandSpec] = [
        RenderCommand.spec, LayoutCommand.spec, AnimateCommand.spec, HitTestCommand.spec, CompareCommand.spec,
        SnapshotCommand.spec, SchemaCommand.spec, PresetCommands.list, PresetCommands.show, PresetCommands.assets,
        BenchCommand.spec, HelpCommand.spec,
    ]

    static var help: String {
        """
        segment-render — draws segmented controls (HMSegmentedControl and friends) to PNG, without UIKit.

        USAGE: segment-render <command> [options]

        COMMANDS:
        \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

        OPTIONS:
          -h, --help   Show help (also after a command: segment-render render --help)
          --version    Show the version

        Every config key, its type, range and default: segment-render help config.
        Exit status: 0 success, 1 bad input (config, files), 2 bad usage (command line).
        """
    }

    static func run(_ tokens: [String]) -> Int32 {
        guard let first = tokens.first, !["--help", "-h"].contains(first) else {
            print(help)
            return 0
        }
        if first == "--version" {
            print("segment-render \(version)")
            return 0
        }
        let rest = Array(tokens.dropFirst())
        do {
            guard let command = commands.first(where: { $0.name == first }) else {
                throw Arguments.UsageError(description: unknownCommand(first))
            }
            if command.name != "help", rest.contains("--help") || rest.contains("-h") {
                print(command.help)
                return 0
            }
            let arguments = try Arguments(rest, options: command.options)
            try CommonOptions.pinFonts(arguments)
            return try command.run(arguments)
        } catch let error as Arguments.UsageError {
            Output.error(error.description)
            FileHandle.standardError.write(Data("Run 'segment-render --help' for usage.\n".utf8))
            return 2
        } catch let error as CompareCommand.ReadError {
            Output.error(error.description)
            return 2
        } catch {
            // ConfigError, InputError and the rest: bad input.
            Output.error("\(error)")
            return 1
        }
    }

    static func unknownCommand(_ name: String) -> String {
        var message = "unknown command '\(name)'"
        if let guess = closest(to: name, in: commands.map(\.name)) { message += " (did you mean '\(guess)'?)" }
        return message
    }
}

/// `help [COMMAND | config]`.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help", summary: "Show help for a command, or every config key (help config)",
        usage: ["[<command> | config [--markdown]]"],
        discussion: "With a command, its help. With config, every config key: its type and range, its default and what it does\n(--markdown: the tables the README shows).",
        options: [.flag("--markdown", "With config: Markdown tables.")],
        run: CommandSpec.succeeding { arguments in
            let names = try arguments.positionals(max: 1, names: "a command or config")
            guard let name = names.first else { return print(CommandLineTool.help) }
            if name == "config" {
                return arguments.flag("--markdown") ? print(ConfigReference.markdown, terminator: "") : print(ConfigReference.text)
            }
            guard let command = CommandLineTool.commands.first(where: { $0.name == name }) else {
                throw Arguments.UsageError(description: CommandLineTool.unknownCommand(name))
            }
            print(command.help)
        })
}

/// `schema [config | manifest]`.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema", summary: "Print the config (or manifest) format as a JSON Schema", usage: ["[config | manifest]"],
        discussion: """
        Prints the config format (or the snapshot manifest's) as a JSON Schema (draft 2020-12): every key, its
        type, allowed values and range, default and a one-line description, from the declarations the decoder
        itself reads. Save it and point a config's "$schema" at it for completion and checking in editors.
        """,
        run: CommandSpec.succeeding { arguments in
            switch try arguments.positionals(max: 1, names: "config or manifest").first {
            case nil, "config": print(ConfigSchema.document.rendered())
            case "manifest": print(ConfigSchema.manifest.rendered())
            case let other?: throw Arguments.UsageError(description: "unknown schema '\(other)' (expected config or manifest)")
            }
        })
}
