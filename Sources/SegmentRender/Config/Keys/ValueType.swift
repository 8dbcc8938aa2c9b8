/// How one kind of config value is read from JSON, written back, and described — in errors
/// ("expected a number greater than 0"), in the key table ("number > 0") and in the JSON Schema.
/// Keys (``ConfigKey``) pair a name with one of these.
package struct ValueType<Value>: Sendable {
    /// What an error says was expected: "a number", "one of \"top\", \"bottom\"".
    package var expectation: String { makeExpectation() }
    /// The type as the key table writes it.
    package var tableName: String { makeTableName() }
    /// The JSON Schema of a value.
    package var schema: JSONValue { makeSchema() }
    // Built only when asked for (an error, help, schema): every run decodes with the key table, and
    // building a few hundred types' phrases, names and schemas up front was a good part of a whole
    // `render`.
    private let makeExpectation: @Sendable () -> String
    private let makeTableName: @Sendable () -> String
    private let makeSchema: @Sendable () -> JSONValue
    package let read: @Sendable (JSONNode, [PathComponent]) throws -> Value
    package let write: @Sendable (Value) -> JSONValue
    /// The kinds of object this type's values hold (its `$defs` and reference sections), so the
    /// schema and the key reference are walked from the declarations, never listed by hand.
    package let nested: @Sendable () -> [SpecDescription]

    package init(
        expectation: @autoclosure @escaping @Sendable () -> String, tableName: @autoclosure @escaping @Sendable () -> String,
        schema: @autoclosure @escaping @Sendable () -> JSONValue,
        nested: @escaping @Sendable () -> [SpecDescription] = { [] },
        read: @escaping @Sendable (JSONNode, [PathComponent]) throws -> Value, write: @escaping @Sendable (Value) -> JSONValue
    ) {
        makeExpectation = expectation
        makeTableName = tableName
        makeSchema = schema
        self.nested = nested
        self.read = read
        self.write = write
    }

    /// The error for a value of the wrong kind: "expected …, found a string".
    func mismatch(_ node: JSONNode, _ path: [PathComponent]) -> ConfigIssue {
        ConfigIssue(path: path, .expected(expectation, found: node.kindDescription))
    }

    /// The same type with a further check on the decoded value (a message, or nil when fine).
    /// `schema` says how the JSON Schema states the same rule, so the two cannot drift apart:
    /// its keywords, or why no keyword can (a `$comment` then says the decoder checks it).
    package func checked(_ schema: SchemaRule, _ rule: @escaping @Sendable (Value) -> String?) -> ValueType<Value> {
        let base = makeSchema
        return ValueType(
            expectation: self.makeExpectation(), tableName: self.makeTableName(), schema: schema.applied(to: base()), nested: nested,
            read: { node, path in
                let value = try self.read(node, path)
                if let message = rule(value) {
                    if case .beyondSchema = schema { throw ConfigIssue(path: path, .rule(message), beyondSchema: true) }
                    throw ConfigIssue(path: path, .rule(message))
                }
                return value
            }, write: write)
    }
}

/// How the JSON Schema states a rule the decoder checks: with keywords (`minLength`, `allOf`
/// entries), or not at all, with the reason, which the schema then carries as a `$comment`
/// (``ConfigSchema/decoderOnlyPrefix``) so tools and the differential test know.
package enum SchemaRule: Sendable {
    case keywords([(String, JSONValue)])
    /// Keywords written as a JSON object's text, parsed only when a schema is written (decoding
    /// never needs them).
    case keywordText(String)
    case beyondSchema(String)

    /// Keywords written as a JSON object's text.
    package static func schema(_ text: String) -> SchemaRule { .keywordText(text) }

    /// The rule's keywords; nil for one no keyword can state.
    var keywordPairs: [(String, JSONValue)]? {
        switch self {
        case .keywords(let pairs): return pairs
        case .keywordText(let text):
            guard case let .object(pairs) = JSONValue(literal: text) else { preconditionFailure("a schema rule is an object: \(text)") }
            return pairs
        case .beyondSchema: return nil
        }
    }

    /// `schema` (an object) with the rule added.
    package func applied(to schema: JSONValue) -> JSONValue {
        guard case let .object(pairs) = schema else { return schema }
        if let extra = keywordPairs { return .object(pairs + extra) }
        guard case .beyondSchema(let reason) = self else { return schema }
        return .object(pairs + [("$comment", .string(ConfigSchema.decoderOnlyPrefix + reason))])
    }
}

extension ValueType where Value == Double {
    /// A finite number within `range`.
    package static func number(_ range: NumberRange = .any) -> ValueType {
        @Sendable func expectation() -> String {
            let phrase = range.phrase
            return phrase.isEmpty ? "a number" : "a number \(phrase)"
        }
        return ValueType(
            expectation: expectation(), tableName: range.shortForm.isEmpty ? "number" : "number \(range.shortForm)",
            schema: .object([("type", .string("number"))] + range.schemaPairs),
            read: { node, path in
                guard case let .number(value) = node.value else {
                    throw ConfigIssue(path: path, .expected(expectation(), found: node.kindDescription))
                }
                guard range.contains(value) else { throw ConfigIssue(path: path, .expected(expectation(), found: format(value))) }
                return value
            }, write: { .number($0) })
    }
}

extension ValueType where Value == Double {
    /// One of a few numbers (`scale`: 1, 1.5, 2, 2.625, 3, 3.5 or 4).
    package static func choice(_ options: [Double]) -> ValueType {
        @Sendable func list() -> String {
            let words = options.map(format)
            return words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words.joined()
        }
        return ValueType(
            expectation: list(), tableName: list(), schema: .object([("enum", .array(options.map { .number($0) }))]),
            read: { node, path in
                guard case let .number(value) = node.value else {
                    throw ConfigIssue(path: path, .expected(list(), found: node.kindDescription))
                }
                guard let match = options.first(where: { $0 == value }) else {
                    throw ConfigIssue(path: path, .expected(list(), found: format(value)))
                }
                return match
            }, write: { .number($0) })
    }
}

extension ValueType where Value == Int {
    /// A whole number within `range` (given as whole numbers).
    package static func integer(_ range: ClosedRange<Int>, expectation: String) -> ValueType {
        ValueType(
            expectation: expectation, tableName: "whole number \(range.lowerBound)–\(range.upperBound)",
            schema: .object([
                ("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))),
                ("maximum", .number(Double(range.upperBound))),
            ]),
            read: { node, path in
                guard case let .number(value) = node.value, value == value.rounded(),
                    value >= Double(range.lowerBound), value <= Double(range.upperBound)
                else {
                    let found = if case let .number(v) = node.value { format(v) } else { node.kindDescription }
                    throw ConfigIssue(path: path, .expected(expectation, found: found))
                }
                return Int(value)
            }, write: { .number(Double($0)) })
    }
}

extension ValueType where Value == String {
    /// A string of `lengths` characters (Unicode scalars, as JSON Schema's `maxLength` counts
    /// them). Every string key has a bound, so no value can make shaping or matching slow.
    package static func string(_ lengths: ClosedRange<Int>, tableName: String = "string") -> ValueType {
        @Sendable func length() -> String {
            lengths.lowerBound == 0
                ? "a string of at most \(lengths.upperBound) characters"
                : "a string of \(lengths.lowerBound) to \(lengths.upperBound) characters"
        }
        return ValueType(
            expectation: "a string", tableName: tableName,
            schema: .object([
                ("type", .string("string")), ("minLength", .number(Double(lengths.lowerBound))),
                ("maxLength", .number(Double(lengths.upperBound))),
            ]),
            read: { node, path in
                guard case let .string(text) = node.value else {
                    throw ConfigIssue(path: path, .expected("a string", found: node.kindDescription))
                }
                // A scalar is 1 to 4 UTF-8 bytes: a text of more than 4 × the bound is too long uncounted.
                let count = text.utf8.count > 4 * lengths.upperBound ? lengths.upperBound + 1 : text.unicodeScalars.count
                guard lengths.contains(count) else {
                    throw ConfigIssue(path: path, .expected(length(), found: count > lengths.upperBound ? "a longer one" : count == 0 ? "an empty one" : "\(count)"))
                }
                return text
            }, write: { .string($0) })
    }

    /// The longest path or other free text a key takes.
    package static let maxTextLength = 4_096

    /// Any string of up to ``maxTextLength`` characters.
    package static let string = string(0...maxTextLength)

    /// A segment title: at most ``ControlConfig/maxTitleLength`` characters.
    package static let title = string(0...ControlConfig.maxTitleLength)

    /// A path to a PNG file, relative to the config, or `builtin:NAME`.
    package static let imagePath = string(1...maxTextLength, tableName: "image path")
}

extension ValueType where Value == Bool {
    package static let bool = ValueType(
        expectation: "true or false", tableName: "bool", schema: .object([("type", .string("boolean"))]),
        read: { node, path in
            guard case let .bool(value) = node.value else {
                throw ConfigIssue(path: path, .expected("true or false", found: node.kindDescription))
            }
            return value
        }, write: { .bool($0) })
}

/// An enum spelled in configs by its raw value.
package protocol ConfigEnum: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension ValueType where Value: ConfigEnum {
    /// One of the enum's raw values, with a did-you-mean for a near miss.
    package static var enumeration: ValueType {
        let names = Value.allCases.map { $0.rawValue }
        @Sendable func expectation() -> String { "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") }
        return ValueType(
            expectation: expectation(), tableName: names.map { "`\"\($0)\"`" }.joined(separator: ", "),
            schema: .object([("type", .string("string")), ("enum", .array(names.map(JSONValue.string)))]),
            read: { node, path in
                guard case let .string(text) = node.value else {
                    throw ConfigIssue(path: path, .expected(expectation(), found: node.kindDescription))
                }
                guard let value = Value(rawValue: text) else {
                    throw ConfigIssue(path: path, .notOneOf(Quoted.cut(text), expected: expectation(), suggestion: closest(to: text, in: names)))
                }
                return value
            }, write: { .string($0.rawValue) })
    }
}

extension ValueType {
    /// A list whose every item is `item`.
    package static func list<Item>(of item: ValueType<Item>, name: String? = nil) -> ValueType where Value == [Item] {
        @Sendable func plural() -> String {
            switch item.expectation {
            case "a string": "strings"
            case "a number": "numbers"
            default: "values (each \(item.expectation))"
            }
        }
        @Sendable func expectation() -> String { "a list of \(plural())" }
        return ValueType(
            expectation: expectation(), tableName: name ?? "list of \(plural())",
            schema: .object([("type", .string("array")), ("items", item.schema)]), nested: item.nested,
            read: { node, path in
                guard case let .array(items) = node.value else {
                    throw ConfigIssue(path: path, .expected(expectation(), found: node.kindDescription))
                }
                return try items.enumerated().map { try item.read($1, path + [.index($0)]) }
            }, write: { .array($0.map(item.write)) })
    }

    /// The same values, or `null` (which reads as nil).
    package static func nullable<Wrapped>(_ type: ValueType<Wrapped>) -> ValueType where Value == Wrapped? {
        ValueType(
            expectation: "\(type.expectation) or null", tableName: "\(type.tableName) or `null`",
            schema: .object([("oneOf", .array([type.schema, .object([("type", .string("null"))])]))]), nested: type.nested,
            read: { node, path in
                node.isNull ? nil : try type.read(node, path)
            }, write: { $0.map(type.write) ?? .null })
    }
}

/// The candidate nearest to `word` by edit distance, when near enough to be a likely typo
/// (at most `max(2, length / 3)` edits). Bounded work whatever the input: a word longer than 64
/// characters suggests nothing, and a candidate whose length differs by more than the bound is
/// never compared.
package func closest(to word: String, in candidates: [String]) -> String? {
    guard word.utf8.count <= 256 else { return nil }
    let lowered = word.lowercased(), length = lowered.count
    guard length <= 64 else { return nil }
    let bound = max(2, length / 3)
    var best: (String, Int)?
    for candidate in candidates {
        let other = candidate.lowercased()
        guard abs(other.count - length) <= bound, other.count <= 64 + bound else { continue }
        let distance = editDistance(other, lowered)
        if distance <= bound, distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    return best?.0
}
