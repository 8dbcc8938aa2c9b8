import FoundationEssentials
import Glibc
import SegmentRender

/// `segment-render`: dispatches to a command and turns errors into messages and exit codes
/// (0 success, 1 bad input, 2 bad usage).
enum CommandLineTool {
    static let version = RendererVersion.current

    /// Every command, in the order help lists them.
    static var commands: [CommandSpec] { declarations.map { $0() } }

    /// Each command's declaration, made when first asked for: a run builds the one it runs (and
    /// those listed before it) — its options and their help — not all fourteen.
    private static let declarations: [@Sendable () -> CommandSpec] = [
        { RenderCommand.spec }, { LayoutCommand.spec }, { AnimateCommand.spec }, { HitTestCommand.spec }, { CompareCommand.spec },
        { SnapshotCommand.spec }, { AuditCommand.spec }, { SchemaCommand.spec }, { PresetCommands.list }, { PresetCommands.show },
        { PresetCommands.assets }, { PreviewCommand.spec }, { BenchCommand.spec }, { HelpCommand.spec },
    ]

    /// The command called `name`, if there is one.
    static func command(named name: String) -> CommandSpec? {
        for declaration in declarations {
            let command = declaration()
            if command.name == name { return command }
        }
        return nil
    }

    static var help: String {
        """
        segment-render — draws segmented controls (HMSegmentedControl and friends) to PNG, without UIKit.

        USAGE: segment-render <command> [options]

        COMMANDS:
        \(commands.map { "  " + $0.name.padded(to: 10) + $0.summary }.joined(separator: "\n"))

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
        var helpCommand = "segment-render --help"
        do {
            guard let command = command(named: first) else {
                throw Arguments.UsageError(description: unknownCommand(first))
            }
            helpCommand = "segment-render \(command.name) --help"
            if rest.contains("--help") || rest.contains("-h") {
                print(command.help)
                return 0
            }
            let arguments = try Arguments(rest, options: command.options)
            Output.standardOutputIsData = arguments.writesStandardOutput
            try CommonOptions.pinFonts(arguments)
            return try command.run(arguments)
        } catch let error as Arguments.UsageError {
            // One line, the help command in it: a usage error is exactly one line on stderr.
            Output.error(error.description + " (see '\(helpCommand)')")
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
        var message = "unknown command '\(Quoted.cut(name))'"
        if let guess = closest(to: name, in: commands.map(\.name)) { message += " (did you mean '\(guess)'?)" }
        return message
    }
}
