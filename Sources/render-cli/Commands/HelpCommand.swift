import SegmentRender

/// `help [COMMAND | config]`.
enum HelpCommand {
    static let markdown = Flag("--markdown", "With config: Markdown tables.")
    static let style = Option<ControlStyle>.choice("--style", "NAME", "With config: only the keys that apply to this style.")
    static let usage = Flag("--usage", "Every command's usage lines (the README's CLI reference).")
    static let man = Flag("--man", "The manual page, segment-render(1), in roff (man -l - reads it).")
    static let completions = Option<Completions.Shell>.choice(
        "--completions", "SHELL", "A completion script for bash, zsh or fish (the packages install all three).")

    /// Every command's usage lines, one block: what the README's CLI reference shows.
    static var allUsage: String {
        CommandLineTool.commands.filter { $0.name != "help" }.flatMap(\.usageLines).joined(separator: "\n")
            + "\nsegment-render help [COMMAND | config [--style NAME] [--markdown] | --usage | --man | --completions SHELL] | --help | --version"
    }

    static let spec = CommandSpec(
        name: "help", summary: "Show help for a command, or every config key (help config)",
        usage: [
            [.optional([.oneOf([.positional("COMMAND"), .positional("config")]), .optional(style), .optional(markdown)])], [.option(usage)], [.option(man)],
            [.option(completions)],
        ],
        discussion: """
            With a command, its help. With config, every config key: its type and range, its default and what it does
            (--style NAME: only the keys that apply to that style; --markdown: the tables the README shows). With --usage, every command's usage lines; with --man,
            the manual page; with --completions SHELL, a completion script. All are made from the same
            declarations the command line is parsed by.
            """,
        options: [markdown, style, usage, man, completions],
        run: CommandSpec.succeeding { arguments in
            let names = try arguments.positionals(max: 1, names: "a command or config")
            if arguments.isSet(usage) { return print(allUsage) }
            if arguments.isSet(man) { return print(ManPage.page(commands: CommandLineTool.commands), terminator: "") }
            if let shell = try arguments.value(completions) {
                return print(Completions.script(shell, commands: CommandLineTool.commands), terminator: "")
            }
            guard let name = names.first else { return print(CommandLineTool.help) }
            if name == "config" {
                let only = try arguments.value(style)
                return arguments.isSet(markdown) ? print(ConfigReference.markdown(style: only), terminator: "") : print(ConfigReference.text(style: only))
            }
            guard let command = CommandLineTool.command(named: name) else {
                throw Arguments.UsageError(description: CommandLineTool.unknownCommand(name))
            }
            print(command.help)
        })
}
