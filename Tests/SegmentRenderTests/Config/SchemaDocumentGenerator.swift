import Foundation
import Raster

@testable import SegmentRender

/// Documents made from a JSON Schema (our `schema` output): for each object a random subset of its
/// properties, for each value a valid one, a boundary, one just outside, or a wrong one, and now
/// and then an unknown key. Deterministic for a seed.
struct SchemaDocumentGenerator {
    /// Choices from ``SplitMix64``, so a failure reproduces.
    struct Generator {
        var bits: SplitMix64
        init(state: UInt64) { bits = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { bits.next() }
        mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
        mutating func pick<T>(_ list: [T]) -> T { list[Int(next() % UInt64(list.count))] }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    let root: JSONValue
    var random: Generator
    /// How likely any one value is made wrong on purpose.
    let wrongness = 0.02

    init(schema: JSONValue, seed: UInt64) {
        root = schema
        random = Generator(state: seed)
    }

    static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case let .object(pairs) = value else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    func resolved(_ schema: JSONValue) -> JSONValue {
        guard case let .string(ref)? = Self.member(schema, "$ref"), ref.hasPrefix("#/$defs/") else { return schema }
        return Self.member(Self.member(root, "$defs")!, String(ref.dropFirst("#/$defs/".count)))!
    }

    /// Something of the wrong kind for almost any key.
    mutating func wrong() -> JSONValue {
        random.pick([.string("bogus"), .number(-1), .number(1e6), .bool(true), .null, .array([]), .object([]), .object([("zz", .number(1))])])
    }

    mutating func value(_ given: JSONValue, depth: Int = 0) -> JSONValue {
        let schema = resolved(given)
        if random.chance(wrongness) { return wrong() }
        if case let .array(options)? = Self.member(schema, "oneOf") ?? Self.member(schema, "anyOf") { return value(random.pick(options), depth: depth) }
        if case let .array(options)? = Self.member(schema, "enum") { return random.chance(0.05) ? .string("bogus") : random.pick(options) }
        if let constant = Self.member(schema, "const") { return constant }
        if case let .array(examples)? = Self.member(schema, "examples") {
            return random.chance(0.9) ? random.pick(examples) : random.pick([.string(""), .string("#GG0000"), .string("cubic(2,0,1,1)"), .string("spring(0,1)")])
        }
        guard case let .string(type)? = Self.member(schema, "type") else { return .object([]) }
        func bound(_ key: String) -> Double? {
            if case let .number(n)? = Self.member(schema, key) { return n }
            return nil
        }
        switch type {
        case "object": return object(schema, depth: depth)
        case "array":
            guard let items = Self.member(schema, "items") else { return .array([]) }
            let count = random.chance(0.1) ? 0 : random.int(1...(depth > 2 ? 2 : 4))
            return .array((0..<count).map { _ in value(items, depth: depth + 1) })
        case "string":
            let low = Int(bound("minLength") ?? 0), high = Int(bound("maxLength") ?? 64)
            let length = random.chance(0.1) ? random.pick([high + 1, max(0, low - 1)]) : random.pick([low, min(high, low + 1), min(high, 5), min(high, 12)])
            var text = random.chance(0.05) ? "a/b" : random.chance(0.05) ? "x.9.png" : ""
            while text.unicodeScalars.count < length { text += random.pick(["a", "b", "字", "é"]) }
            return .string(text)
        case "boolean": return .bool(random.chance(0.5))
        case "integer", "number":
            let low = bound("minimum") ?? bound("exclusiveMinimum") ?? -10, high = bound("maximum") ?? bound("exclusiveMaximum") ?? 1_000
            if random.chance(0.1) { return .number(random.pick([low - 1, high + 1, type == "integer" ? 1.5 : -1e9])) }
            var candidates = [low, high, low + 1, (low + high) / 2, 0, 1, 2, 3].filter { $0 >= low && $0 <= high }
            if type == "number" { candidates += [low + 0.5, 0.25].filter { $0 >= low && $0 <= high } }
            return .number(candidates.isEmpty ? low : random.pick(candidates))
        default: return .null
        }
    }

    mutating func object(_ schema: JSONValue, depth: Int) -> JSONValue {
        guard case let .object(properties)? = Self.member(schema, "properties") else { return .object([]) }
        var required: [String] = []
        if case let .array(names)? = Self.member(schema, "required") {
            required = names.compactMap {
                if case let .string(s) = $0 { return s }
                return nil
            }
        }
        // A rule "exactly one of these keys" (oneOf of required): mostly honour it.
        var excluded: Set<String> = []
        if case let .array(rules)? = Self.member(schema, "allOf") {
            for rule in rules {
                // "if …, then (or else) not these keys" (a key that belongs to another setting or
                // kind): mostly leave them out.
                for branch in ["then", "else"] {
                    guard let body = Self.member(rule, branch), let not = Self.member(body, "not"), random.chance(0.85) else { continue }
                    var clauses = [not]
                    if case let .array(any)? = Self.member(not, "anyOf") { clauses = any }
                    for clause in clauses {
                        if case let .array(names)? = Self.member(clause, "required") {
                            excluded.formUnion(
                                names.compactMap {
                                    if case let .string(s) = $0 { return s }
                                    return nil
                                })
                        }
                    }
                }
                // "if this key, then that setting" (a key of one style, orientation or layout):
                // mostly leave the key out, as most documents do not have the setting.
                if case let .array(names)? = Self.member(Self.member(rule, "if") ?? .null, "required"), names.count == 1,
                    case let .string(key) = names[0], let then = Self.member(rule, "then"), Self.member(then, "required") != nil,
                    random.chance(0.85)
                {
                    excluded.insert(key)
                }
                guard case let .array(branches)? = Self.member(rule, "oneOf"), random.chance(0.85) else { continue }
                let keys = branches.map { branch -> [String] in
                    if case let .array(names)? = Self.member(branch, "required") {
                        return names.compactMap {
                            if case let .string(s) = $0 { return s }
                            return nil
                        }
                    }
                    return []
                }
                let chosen = random.pick(keys)
                required += chosen
                excluded.formUnion(keys.flatMap { $0 }.filter { !chosen.contains($0) })
            }
        }
        var pairs: [(String, JSONValue)] = []
        let share = depth == 0 ? 0.05 : 0.3
        for (name, property) in properties where !excluded.contains(name) && (required.contains(name) ? !random.chance(0.03) : random.chance(share)) {
            pairs.append((name, value(property, depth: depth + 1)))
        }
        if random.chance(0.02) { pairs.append(("unknownKey", .number(1))) }
        return .object(pairs)
    }

    /// Whether the schema says, at `path`'s key or its object, that the decoder checks more there.
    func decoderOnly(at path: String) -> Bool {
        let names = path.replacingOccurrences(of: #"\[\d+\]"#, with: ".[]", options: .regularExpression).split(separator: ".").map(String.init)
        var node = root
        var chain: [(JSONValue, String?)] = [(root, names.first)]
        for (i, name) in names.enumerated() {
            let schema = resolved(node)
            if name == "[]" {
                node = Self.member(schema, "items") ?? .null
            } else {
                guard let next = Self.member(Self.member(schema, "properties") ?? .null, name) else { return false }
                node = next
            }
            chain.append((resolved(node), i + 1 < names.count ? names[i + 1] : nil))
        }
        // The key's own comment, or its object's comment naming the key.
        func comment(_ schema: JSONValue) -> String? {
            if case let .string(c)? = Self.member(schema, "$comment") { return c }
            return nil
        }
        if let own = comment(chain.last!.0), own.hasPrefix(ConfigSchema.decoderOnlyPrefix) { return true }
        let key = names.last { $0 != "[]" }
        if chain.count >= 2 {
            for (schema, _) in chain.suffix(3).dropLast() {
                if let text = comment(schema), text.hasPrefix(ConfigSchema.decoderOnlyPrefix), key.map(text.contains) ?? true { return true }
            }
        }
        return path.isEmpty && comment(root)?.hasPrefix(ConfigSchema.decoderOnlyPrefix) == true
    }
}
