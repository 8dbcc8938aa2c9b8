import Raster

/// A coding key for any string or index: lets a decoder see every key an object has.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) {
        stringValue = string
        intValue = nil
    }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// A value a config key can hold, with the words an error uses for what was expected.
protocol ConfigValue {
    static var expectation: String { get }
    static func decodeConfig(from decoder: Decoder) throws -> Self
}

/// Decodes any ``ConfigValue``, turning a type mismatch into a ``ConfigIssue`` at its own path.
struct ConfigBox<T: ConfigValue>: Decodable {
    let value: T
    init(from decoder: Decoder) throws {
        do {
            value = try T.decodeConfig(from: decoder)
        } catch let error as DecodingError {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(T.expectation)" + found(in: error))
        }
    }
}

extension Double: ConfigValue {
    static var expectation: String { "a number" }
    static func decodeConfig(from decoder: Decoder) throws -> Double { try decoder.singleValueContainer().decode(Double.self) }
}
extension String: ConfigValue {
    static var expectation: String { "a string" }
    static func decodeConfig(from decoder: Decoder) throws -> String { try decoder.singleValueContainer().decode(String.self) }
}
extension Bool: ConfigValue {
    static var expectation: String { "true or false" }
    static func decodeConfig(from decoder: Decoder) throws -> Bool { try decoder.singleValueContainer().decode(Bool.self) }
}
extension Array: ConfigValue where Element: ConfigValue {
    static var expectation: String { "a list of \(Element.pluralExpectation)" }
    static func decodeConfig(from decoder: Decoder) throws -> [Element] {
        var list = try decoder.unkeyedContainer()
        var values: [Element] = []
        while !list.isAtEnd { values.append(try list.decode(ConfigBox<Element>.self).value) }
        return values
    }
}
extension ConfigValue {
    static var pluralExpectation: String {
        switch expectation {
        case "a string": "strings"
        case "a number": "numbers"
        default: "values (each \(expectation))"
        }
    }
}

/// An enum spelled in configs by its raw value.
protocol ConfigEnum: ConfigValue, RawRepresentable, CaseIterable where RawValue == String {}
extension ConfigEnum {
    static var expectation: String { "one of " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
    static func decodeConfig(from decoder: Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(Self.expectation)" + found(in: decoder))
        }
        guard let value = Self(rawValue: text) else {
            var message = "'\(text)' is not \(Self.expectation)"
            if let guess = closest(to: text, in: allCases.map(\.rawValue)) { message += " (did you mean '\(guess)'?)" }
            throw ConfigIssue(path: decoder.codingPath, message: message)
        }
        return value
    }
}

/// The candidate nearest to `word` by edit distance, when near enough to be a likely typo.
func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance($0.lowercased(), word.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}

extension KeyedDecodingContainer where K == AnyKey {
    /// Fails with a did-you-mean when the object has a key not in `known`. `$schema` is always allowed.
    func rejectUnknownKeys(_ known: [String]) throws {
        for key in allKeys where !known.contains(key.stringValue) && key.stringValue != "$schema" {
            var message = "unknown key '\(key.stringValue)'"
            if let guess = closest(to: key.stringValue, in: known) { message += " (did you mean '\(guess)'?)" }
            throw ConfigIssue(path: codingPath + [key], message: message)
        }
    }

    /// The value at `key`, or nil when absent. A null counts as absent.
    func optional<T: ConfigValue>(_ key: String, _ type: T.Type = T.self) throws -> T? {
        let k = AnyKey(key)
        guard contains(k), try !decodeNil(forKey: k) else { return nil }
        do {
            return try decode(ConfigBox<T>.self, forKey: k).value
        } catch let error as DecodingError {
            throw ConfigIssue(path: codingPath + [k], message: "expected \(T.expectation)" + found(in: error))
        }
    }

    /// The value at `key`, or `fallback` when absent.
    func value<T: ConfigValue>(_ key: String, default fallback: T) throws -> T {
        try optional(key, T.self) ?? fallback
    }

    /// A required value.
    func required<T: ConfigValue>(_ key: String, _ type: T.Type = T.self) throws -> T {
        guard let value = try optional(key, T.self) else {
            throw ConfigIssue(path: codingPath, message: "the key '\(key)' is required (\(T.expectation))")
        }
        return value
    }

    /// A finite number, checked against a rule; `rule` returns an error message or nil.
    func number(_ key: String, default fallback: Double, _ rule: (Double) -> String? = { _ in nil }) throws -> Double {
        guard let value = try optional(key, Double.self) else { return fallback }
        try check(key, value, rule)
        return value
    }

    func check(_ key: String, _ value: Double, _ rule: (Double) -> String?) throws {
        if !value.isFinite {
            throw ConfigIssue(path: codingPath + [AnyKey(key)], message: "expected a finite number")
        }
        if let message = rule(value) { throw ConfigIssue(path: codingPath + [AnyKey(key)], message: message) }
    }

    /// Whether the object has `key` at all, even as null.
    func has(_ key: String) -> Bool { contains(AnyKey(key)) }

    /// Whether `key` is present and null.
    func isNull(_ key: String) throws -> Bool {
        let k = AnyKey(key)
        return contains(k) ? try decodeNil(forKey: k) : false
    }
}

/// ", found a string" from a DecodingError's description, when it says.
private func found(in error: DecodingError) -> String {
    guard case let .typeMismatch(_, context) = error else { return "" }
    let text = context.debugDescription
    guard let range = text.range(of: "but found ") else { return "" }
    let rest = text[range.upperBound...]
    let what = rest.components(separatedBy: " instead").first ?? String(rest)
    return ", found " + what
}

/// ", found a number" (or a string, a list, …): what a decoder holds, for an error message.
func found(in decoder: Decoder) -> String {
    if let single = try? decoder.singleValueContainer() {
        if single.decodeNil() { return ", found null" }
        if (try? single.decode(Bool.self)) != nil { return ", found true or false" }
        if (try? single.decode(Double.self)) != nil { return ", found a number" }
        if (try? single.decode(String.self)) != nil { return ", found a string" }
    }
    if (try? decoder.unkeyedContainer()) != nil { return ", found a list" }
    if (try? decoder.container(keyedBy: AnyKey.self)) != nil { return ", found an object" }
    return ""
}

/// Positive and non-negative rules for ``KeyedDecodingContainer/number(_:default:_:)``.
let positive: (Double) -> String? = { $0 > 0 ? nil : "expected a number greater than 0, found \(format($0))" }
let nonNegative: (Double) -> String? = { $0 >= 0 ? nil : "expected a number of 0 or more, found \(format($0))" }

/// A number as a person writes it: `2` rather than `2.0`.
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
