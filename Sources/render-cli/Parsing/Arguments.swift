import SegmentRender

/// A command line split into options and positionals against a command's declared options.
///
/// `--name value`, `--name=value`, `-o value` and bare flags. A value may start with `-` when it
/// is a number (`hit-test c.json -3 4`) or is `-` itself. `--` ends options. Unknown options get a
/// did-you-mean. Outputs are checked here, before any command runs: at most one may be standard
/// output (`-`), and a folder never is.
struct Arguments: Sendable {
    /// Misuse of the command line: exit 2.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private let declared: [OptionSpec]

    init(_ tokens: [String], options: [OptionSpec]) throws {
        declared = options
        var byName: [String: OptionSpec] = [:]
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
                var message = "unknown option '\(Quoted.cut(name))'"
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
        for option in options {
            for text in values[option.name] ?? [] {
                if let expected = option.role.problem(with: text) {
                    throw UsageError(description: "\(option.name) expects \(expected), got '\(Quoted.cut(text))'")
                }
            }
        }
        let toStandardOutput = options.filter { values[$0.name]?.contains("-") == true && $0.role != .setting }
        if toStandardOutput.count > 1 {
            throw UsageError(description: "\(toStandardOutput.map(\.name).joined(separator: " and ")) cannot all be standard output ('-'); give files")
        }
    }

    private func checkDeclared(_ spec: OptionSpec) {
        precondition(declared.contains(spec), "\(spec.name) is not declared for this command")
    }

    /// Whether the command declares this option.
    func declares(_ option: some DeclaredOption) -> Bool { declared.contains(option.spec) }

    /// The option's value, parsed; nil when not given. Given twice, or not parsing, is a usage error.
    func value<Value>(_ option: Option<Value>) throws -> Value? {
        checkDeclared(option.spec)
        guard let list = values[option.spec.name] else { return nil }
        guard list.count == 1 else { throw UsageError(description: "\(option.spec.name) is given more than once") }
        do {
            return try option.parse(list[0])
        } catch let error as OptionValueError {
            var message = "\(option.spec.name) expects \(error.expected), got '\(Quoted.cut(list[0]))'"
            if let guess = error.suggestion { message += " (did you mean '\(guess)'?)" }
            throw UsageError(description: message)
        }
    }

    /// Every value of an option that may be given more than once, parsed, in command-line order.
    func values<Value>(_ option: Option<Value>) throws -> [Value] {
        checkDeclared(option.spec)
        return try (values[option.spec.name] ?? []).map { text in
            do {
                return try option.parse(text)
            } catch let error as OptionValueError {
                var message = "\(option.spec.name) expects \(error.expected), got '\(Quoted.cut(text))'"
                if let guess = error.suggestion { message += " (did you mean '\(guess)'?)" }
                throw UsageError(description: message)
            }
        }
    }

    /// Whether the flag is given.
    func isSet(_ flag: Flag) -> Bool {
        checkDeclared(flag.spec)
        return flags.contains(flag.spec.name)
    }

    /// Whether the option is on the command line at all.
    func has(_ option: some DeclaredOption) -> Bool { values[option.spec.name] != nil || flags.contains(option.spec.name) }

    /// The names of the options the command line gave, in declaration order.
    var givenOptions: [String] { declared.map(\.name).filter { values[$0] != nil || flags.contains($0) } }

    /// Whether some output goes to standard output: then every message goes to standard error.
    var writesStandardOutput: Bool {
        declared.contains { $0.role != .setting && values[$0.name]?.contains("-") == true }
    }

    /// At most `max` positionals.
    func positionals(max: Int, names: String) throws -> [String] {
        guard positionals.count <= max else {
            throw UsageError(description: "unexpected argument '\(Quoted.cut(positionals[max]))' (expected \(names))")
        }
        return positionals
    }
}
