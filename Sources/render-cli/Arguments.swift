/// A command line split into options and positionals, by hand (no outside packages).
///
/// `--name value`, `--name=value`, `-o value` and bare flags. A value may start with `-` when it
/// is a number (`hit-test c.json -3 4`). `--` ends options.
struct Arguments {
    /// Misuse of the command line: exit 2.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `tokens` knowing which options take a value and which are flags.
    init(_ tokens: [String], valueOptions: Set<String>, flagOptions: Set<String>, aliases: [String: String] = [:]) throws {
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
            name = aliases[name] ?? name
            if valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < tokens.count else { throw UsageError(description: "\(name) needs a value") }
                    value = tokens[i]
                    i += 1
                }
                values[name, default: []].append(value)
            } else if flagOptions.contains(name) {
                guard inlineValue == nil else { throw UsageError(description: "\(name) takes no value") }
                flags.insert(name)
            } else {
                var message = "unknown option '\(name)'"
                let known = Array(valueOptions) + Array(flagOptions)
                if let guess = suggestion(for: name, in: known) { message += " (did you mean '\(guess)'?)" }
                throw UsageError(description: message)
            }
        }
    }

    /// The option's value; a repeated option is an error.
    func value(_ name: String) throws -> String? {
        guard let list = values[name] else { return nil }
        guard list.count == 1 else { throw UsageError(description: "\(name) is given more than once") }
        return list[0]
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

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

func suggestion(for word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, levenshtein($0, word)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}

func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
