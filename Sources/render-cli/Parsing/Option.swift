/// One command-line option, declared once: its name and aliases, the value it takes (nil for a
/// flag), the help group it is listed under and its help text. The parser (``Arguments``) and the
/// help text (``CommandSpec/help``) both read these declarations.
struct Option: Hashable, Sendable {
    /// `--output`.
    let name: String
    /// `-o`.
    var aliases: [String] = []
    /// What the value is called in help (`PATH`, `N`); nil for a flag.
    var valueName: String?
    /// One or more lines.
    var help: String
    var group = "OPTIONS"

    static func value(_ name: String, _ aliases: [String] = [], _ valueName: String, _ help: String, group: String = "OPTIONS") -> Option {
        Option(name: name, aliases: aliases, valueName: valueName, help: help, group: group)
    }

    static func flag(_ name: String, _ help: String, aliases: [String] = []) -> Option {
        Option(name: name, aliases: aliases, valueName: nil, help: help)
    }

    var takesValue: Bool { valueName != nil }

    /// `-o, --output PATH`, as help lists it.
    var label: String {
        (aliases + [name]).joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }
}
