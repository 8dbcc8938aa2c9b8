import SegmentRender

/// A subcommand, declared once: name, summary, usage forms, what it does, its options and what
/// runs it. `segment-render --help`, `segment-render help NAME` and `NAME --help` are generated from
/// these, usage lines included (``UsageItem``).
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    /// Each form of the command, as the items that set it apart; every option that no form names
    /// is added to every form, so no declared option is missing from the usage.
    var usage: [[UsageItem]] = [[]]
    var discussion = ""
    var options: [OptionSpec] = []
    /// Text after the options.
    var epilogue = ""
    /// Runs the command on its parsed arguments and returns the exit status.
    let run: @Sendable (Arguments) throws -> Int32

    init(
        name: String, summary: String, usage: [[UsageItem]] = [[]], discussion: String = "", options: [any DeclaredOption] = [],
        epilogue: String = "", run: @escaping @Sendable (Arguments) throws -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.epilogue = epilogue
        self.run = run
    }

    /// Runs a command that exits 0 unless it throws.
    static func succeeding(_ body: @escaping @Sendable (Arguments) throws -> Void) -> @Sendable (Arguments) throws -> Int32 {
        {
            try body($0)
            return 0
        }
    }

    /// Refuses an option the command line gave that form `form` does not take (when each form
    /// names its own options): one line naming the form and what it does take, with a
    /// did-you-mean among those.
    func checkOptions(_ arguments: Arguments, form: Int, formName: String) throws {
        let named = Set(usage.flatMap { $0.flatMap(\.options) }.map(\.name))
        let common = options.map(\.name).filter { !named.contains($0) }
        let takes = usage[form].flatMap(\.options).map(\.name) + common
        for given in arguments.givenOptions where !takes.contains(given) {
            let suggestion = closest(to: given, in: takes).map { " (did you mean \($0)?)" } ?? ""
            let list = takes.filter { $0.hasPrefix("-") }
            throw Arguments.UsageError(
                description: "\(given) does not apply to '\(formName)'\(suggestion); it takes \(list.isEmpty ? "no options" : list.joined(separator: ", "))")
        }
    }

    /// The usage lines: each form's items, then the options no form names, wrapped at 100 columns.
    var usageLines: [String] {
        let named = Set(usage.flatMap { $0.flatMap(\.options) }.map(\.name))
        let common = options.filter { !named.contains($0.name) }.map { UsageItem.optional([.option($0)]) }
        let prefix = "segment-render \(name)"
        return usage.flatMap { form -> [String] in
            var lines: [String] = []
            var line = prefix
            for word in (form + common).map(\.text) {
                if line.count + 1 + word.count > 100 && line != prefix {
                    lines.append(line)
                    line = String(repeating: " ", count: prefix.count)
                }
                line += " " + word
            }
            return lines + [line]
        }
    }

    var help: String {
        var lines = usageLines.enumerated().map { ($0.offset == 0 ? "USAGE: " : "       ") + $0.element }
        if !discussion.isEmpty { lines += ["", discussion] }
        var groups: [String] = []
        for option in options where !groups.contains(option.group) { groups.append(option.group) }
        let width = max(19, (options.map(\.label.count).max() ?? 0) + 2)
        for group in groups {
            lines += ["", group + ":"]
            for option in options where option.group == group {
                let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
                lines.append("  " + option.label.padded(to: width) + helpLines[0])
                lines += helpLines.dropFirst().map { String(repeating: " ", count: width + 2) + $0 }
            }
        }
        if !epilogue.isEmpty { lines += ["", epilogue] }
        return lines.joined(separator: "\n")
    }
}

/// One piece of a usage line: a positional, an option (shown with its own value name unless the
/// form names it otherwise), something optional, or one of several.
indirect enum UsageItem: Sendable {
    case positional(String)
    case option(OptionSpec, valueName: String? = nil)
    case optional([UsageItem])
    case oneOf([UsageItem])

    static func option(_ option: some DeclaredOption, valueName: String? = nil) -> UsageItem { .option(option.spec, valueName: valueName) }
    static func optional(_ option: some DeclaredOption) -> UsageItem { .optional([.option(option.spec)]) }

    var text: String {
        switch self {
        case .positional(let name): name
        case let .option(spec, valueName): spec.usageLabel(valueName: valueName)
        case .optional(let items): "[" + items.map(\.text).joined(separator: " ") + "]"
        case .oneOf(let items): items.map(\.text).joined(separator: " | ")
        }
    }

    /// The options this item names.
    var options: [OptionSpec] {
        switch self {
        case .positional: []
        case let .option(spec, _): [spec]
        case .optional(let items), .oneOf(let items): items.flatMap(\.options)
        }
    }
}
