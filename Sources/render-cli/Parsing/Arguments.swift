import SegmentRender

/// A command line split into options and positionals against a command's declared ``Option``s.
///
/// `--name value`, `--name=value`, `-o value` and bare flags. A value may start with `-` when it
/// is a number (`hit-test c.json -3 4`). `--` ends options. Unknown options get a did-you-mean.
struct Arguments: Sendable {
    /// Misuse of the command line: exit 2.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private let declared: [Option]

    init(_ tokens: [String], options: [Option]) throws {
        declared = options
        var byName: [String: Option] = [:]
        for option in options {
            for name in [option.name] + option.aliases { byName[name] = option }
        }
        var i = 0
        var onlyPositionals = false
        while i < tokens.count {
            let token = tokens[i]
            i += 1
            if onlyPositionals || !token.hasPrefix("-") || token == "-" || Double(token) != nil {
                positionals.append(token)
                continue
            }
            if token == "--" {
                onlyPositionals = true
                continue
            }
            var name = token
            var inlineValue: String?
            if let eq = token.firstIndex(of: "="), token.hasPrefix("--") {
                name = String(token[..<eq])
                inlineValue = String(token[token.index(after: eq)...])
            }
            guard let option = byName[name] else {
                var message = "unknown option '\(name)'"
                if let guess = closest(to: name, in: options.map(\.name)) { message += " (did you mean '\(guess)'?)" }
                throw UsageError(description: message)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < tokens.count else { throw UsageError(description: "\(option.name) needs a value") }
                    value = tokens[i]
                    i += 1
                }
                values[option.name, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw UsageError(description: "\(option.name) takes no value") }
                flags.insert(option.name)
            }
        }
    }

    private func checkDeclared(_ name: String) {
        precondition(declared.contains { $0.name == name }, "\(name) is not declared for this command")
    }

    /// Whether the command declares an option of this name.
    func declares(_ name: String) -> Bool { declared.contains { $0.name == name } }

    /// The option's value; a repeated option is an error.
    func value(_ name: String) throws -> String? {
        checkDeclared(name)
        guard let list = values[name] else { return nil }
        guard list.count == 1 else { throw UsageError(description: "\(name) is given more than once") }
        return list[0]
    }

    func flag(_ name: String) -> Bool {
        checkDeclared(name)
        return flags.contains(name)
    }

    /// An integer option within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = try value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError(description: "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return n
    }

    /// At most `max` positionals.
    func positionals(max: Int, names: String) throws -> [String] {
        guard positionals.count <= max else {
            throw UsageError(description: "unexpected argument '\(positionals[max])' (expected \(names))")
        }
        return positionals
    }
}
