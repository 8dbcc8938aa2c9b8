import SegmentRender

/// `help [COMMAND | config]`.
enum HelpCommand {
    static let markdown = Flag("--markdown", "With config: Markdown tables.")
    static let usage = Flag("--usage", "Every command's usage lines (the README's CLI reference).")

    /// Every command's usage lines, one block: what the README's CLI reference shows.
    static var allUsage: String {
        CommandLineTool.commands.filter { $0.name != "help" }.flatMap(\.usageLines).joined(separator: "\n")
            + "\nsegment-render help [COMMAND | config [--markdown] | --usage] | --help | --version"
    }

    static let spec = CommandSpec(
        name: "help", summary: "Show help for a command, or every config key (help config)",
        usage: [[.optional([.oneOf([.positional("COMMAND"), .positional("config")]), .optional(markdown)])], [.option(usage)]],
        discussion: """
            With a command, its help. With config, every config key: its type and range, its default and what it does
            (--markdown: the tables the README shows). With --usage, every command's usage lines.
            """,
        options: [markdown, usage],
        run: CommandSpec.succeeding { arguments in
            let names = try arguments.positionals(max: 1, names: "a command or config")
            if arguments.isSet(usage) { return print(allUsage) }
            guard let name = names.first else { return print(CommandLineTool.help) }
            if name == "config" {
                return arguments.isSet(markdown) ? print(ConfigReference.markdown, terminator: "") : print(ConfigReference.text)
            }
            guard let command = CommandLineTool.command(named: name) else {
                throw Arguments.UsageError(description: CommandLineTool.unknownCommand(name))
            }
            print(command.help)
        })
}
