/// What an option's value is for, so that the parser checks outputs before any command runs.
enum OptionRole: Sendable, Hashable {
    /// A setting: a number, a name, an input path.
    case setting
    /// A file the command writes; `-` is standard output when `standardOutput` (and then every
    /// message goes to standard error).
    case outputFile(standardOutput: Bool)
    /// A folder the command writes into, made when missing; never `-`.
    case outputFolder

    /// What a value of this role must be, when `text` is not one: checked as the command line is
    /// parsed, before anything runs.
    func problem(with text: String) -> String? {
        switch self {
        case .setting: nil
        case .outputFile(let standardOutput):
            text.isEmpty || (text == "-" && !standardOutput) ? (standardOutput ? "a file path, or - for standard output" : "a file path") : nil
        case .outputFolder:
            text.isEmpty || text == "-" ? "a folder path (standard output, '-', cannot be a folder)" : nil
        }
    }
}

/// One command-line option as declared: its names, what its value is called in help (nil for a
/// flag), its help text, the help group it is listed under and its role. ``Option`` and ``Flag``
/// wrap one with what its value means; the parser (``Arguments``), the help text and the usage
/// lines (``CommandSpec``) all read these declarations.
struct OptionSpec: Hashable, Sendable {
    /// `--output`.
    let name: String
    /// `-o`.
    var aliases: [String] = []
    /// `PATH`, `N`; nil for a flag.
    var valueName: String?
    /// One or more lines.
    var help: String
    var group = "OPTIONS"
    var role = OptionRole.setting
    /// The values a choice takes (for shell completions and the man page); empty: any.
    var values: [String] = []

    var takesValue: Bool { valueName != nil }

    /// `-o, --output PATH`, as the option list shows it.
    var label: String { (aliases + [name]).joined(separator: ", ") + (valueName.map { " " + $0 } ?? "") }

    /// `-o PATH` (the shortest name), as a usage line shows it; `valueName` overrides the value's name.
    func usageLabel(valueName override: String? = nil) -> String {
        let shortest = ([name] + aliases).min { $0.count < $1.count } ?? name
        return shortest + ((override ?? valueName).map { " " + $0 } ?? "")
    }
}

/// An option or a flag: anything a command lists among its options.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

/// An option that takes a value, declared once with the type of that value: `parse` turns the text
/// into it or says what was expected. `arguments.value(CommonOptions.scale)` is an `Int?`.
struct Option<Value: Sendable>: DeclaredOption {
    var spec: OptionSpec
    /// The value from its text; throws ``OptionValueError`` with what was expected.
    let parse: @Sendable (String) throws -> Value
}

/// An option that takes no value.
struct Flag: DeclaredOption {
    let spec: OptionSpec

    init(_ name: String, _ help: String, aliases: [String] = [], group: String = "OPTIONS") {
        spec = OptionSpec(name: name, aliases: aliases, valueName: nil, help: help, group: group)
    }
}

/// A value that does not parse: what was expected (`a whole number from 1 to 3`) and, when known,
/// the nearest valid spelling.
struct OptionValueError: Error {
    var expected: String
    var suggestion: String?
}
