import SegmentRender

/// The kinds of option values the commands take, each with its parsing and its message.
extension Option {
    init(
        _ name: String, _ aliases: [String] = [], _ valueName: String, _ help: String, group: String = "OPTIONS",
        role: OptionRole = .setting, parse: @escaping @Sendable (String) throws -> Value
    ) {
        spec = OptionSpec(name: name, aliases: aliases, valueName: valueName, help: help, group: group, role: role)
        self.parse = parse
    }
}

extension Option where Value == String {
    /// Any text.
    static func text(_ name: String, _ aliases: [String] = [], _ valueName: String, _ help: String, group: String = "OPTIONS") -> Option {
        Option(name, aliases, valueName, help, group: group) { $0 }
    }

    /// A file the command writes: never empty; `-` for standard output when `standardOutput`
    /// (``OptionRole`` checks both as the command line is parsed).
    static func outputFile(
        _ name: String, _ aliases: [String] = [], _ valueName: String, _ help: String, group: String = "OPTIONS",
        standardOutput: Bool = true
    ) -> Option {
        Option(name, aliases, valueName, help, group: group, role: .outputFile(standardOutput: standardOutput)) { $0 }
    }

    /// A folder the command writes into: never empty, never `-`.
    static func outputFolder(_ name: String, _ aliases: [String] = [], _ valueName: String, _ help: String, group: String = "OPTIONS") -> Option {
        Option(name, aliases, valueName, help, group: group, role: .outputFolder) { $0 }
    }

    /// A file or folder the command reads: never empty.
    static func inputPath(_ name: String, _ aliases: [String] = [], _ valueName: String, _ help: String) -> Option {
        Option(name, aliases, valueName, help) { text in
            guard !text.isEmpty else { throw OptionValueError(expected: "a path") }
            return text
        }
    }
}

extension Option where Value == Int {
    /// A whole number within `range`.
    static func integer(_ name: String, _ valueName: String, _ help: String, in range: ClosedRange<Int>) -> Option {
        Option(name, [], valueName, help) { text in
            guard let n = Int(text), range.contains(n) else {
                throw OptionValueError(expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
    }
}

extension Option where Value == Double {
    /// A finite number that `accept` allows, described by `expected`.
    static func number(
        _ name: String, _ valueName: String, _ help: String, expected: String = "a number",
        where accept: @escaping @Sendable (Double) -> Bool = { _ in true }
    ) -> Option {
        Option(name, [], valueName, help) { text in
            guard let value = Double(text), value.isFinite, accept(value) else { throw OptionValueError(expected: expected) }
            return value
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enum's raw values (`fast`, `default` or `small`), with a did-you-mean.
    static func choice(_ name: String, _ valueName: String, _ help: String) -> Option {
        var option = Option(name, [], valueName, help) { text in
            let names = Value.allCases.map { $0.rawValue }
            guard let value = Value(rawValue: text) else {
                throw OptionValueError(expected: spoken(names), suggestion: closest(to: text, in: names))
            }
            return value
        }
        option.spec.values = Value.allCases.map { $0.rawValue }
        return option
    }
}

extension Option {
    /// A value spelled as a config spells it, read by the config's own ``ValueType`` (so the flag
    /// and the key cannot disagree); `names` are the valid spellings, for the message.
    static func configValue(_ name: String, _ valueName: String, _ help: String, type: ValueType<Value>, names: [String]) -> Option {
        var option = Option(name, [], valueName, help) { text in
            do {
                return try type.parse(commandLine: text)
            } catch {
                throw OptionValueError(expected: spoken(names), suggestion: closest(to: text, in: names))
            }
        }
        option.spec.values = names
        return option
    }
}

/// `a, b or c`.
func spoken(_ names: [String]) -> String {
    names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
}
