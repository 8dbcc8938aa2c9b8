/// A JSON value whose objects keep their key order, for output people read (`preset`, `schema`).
package indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed with two-space indents; short arrays of scalars stay on one line, and so does
    /// any object or array that fits in `inlineWidth` characters (0: none).
    package func rendered(indent: Int = 0, inlineWidth: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent, inlineWidth: inlineWidth)
        return out
    }

    /// On one line (`{"a": 1, "b": [2, 3]}`), or nil once longer than `limit` characters.
    private func inline(limit: Int) -> String? {
        var out = ""
        switch self {
        case .array(let items):
            out = "["
            for (k, item) in items.enumerated() {
                guard let part = item.inline(limit: limit) else { return nil }
                out += (k > 0 ? ", " : "") + part
                if out.utf8.count > 4 * limit { return nil }
            }
            out += "]"
        case .object(let pairs):
            out = "{"
            for (k, pair) in pairs.enumerated() {
                guard let part = pair.1.inline(limit: limit) else { return nil }
                if k > 0 { out += ", " }
                JSONValue.appendQuoted(pair.0, to: &out)
                out += ": " + part
                if out.utf8.count > 4 * limit { return nil }
            }
            out += "}"
        default: write(into: &out, indent: 0, inlineWidth: 0)
        }
        return out.count <= limit ? out : nil
    }

    /// Appends the rendering to `out`: one buffer for the whole document (the schema is ~80 KB).
    private func write(into out: inout String, indent: Int, inlineWidth: Int) {
        if inlineWidth > 0, let line = inline(limit: inlineWidth) {
            out += line
            return
        }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += format(n)
        case .string(let s): JSONValue.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            let scalars = items.allSatisfy {
                if case .object = $0 { return false }
                if case .array = $0 { return false }
                return true
            }
            if scalars {
                var inline = "["
                for (k, item) in items.enumerated() {
                    if k > 0 { inline += ", " }
                    item.write(into: &inline, indent: 0, inlineWidth: 0)
                }
                inline += "]"
                // At most 100 characters; fewer UTF-8 bytes than that settles it without counting.
                if inline.utf8.count <= 100 || inline.count <= 100 {
                    out += inline
                    return
                }
            }
            out += "[\n"
            for (k, item) in items.enumerated() {
                if k > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                item.write(into: &out, indent: indent + 2, inlineWidth: inlineWidth)
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (k, pair) in pairs.enumerated() {
                if k > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                JSONValue.appendQuoted(pair.0, to: &out)
                out += ": "
                pair.1.write(into: &out, indent: indent + 2, inlineWidth: inlineWidth)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    /// Appends `s` as a JSON string. `foundationStyle` also escapes `/`, backspace and form feed as
    /// Foundation's JSONSerialization does (``foundationStyle()``); other control characters are
    /// `\u00xx` either way.
    static func appendQuoted(_ s: String, to out: inout String, foundationStyle: Bool = false) {
        out += "\""
        // Most strings need no escape: copy them whole.
        guard s.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || (foundationStyle && $0 == 0x2F) }) else {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "/" where foundationStyle: out += "\\/"
            case "\u{8}" where foundationStyle: out += "\\b"
            case "\u{c}" where foundationStyle: out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// The value a JSON text written in the source spells (schema rules): members in order.
    /// A literal that does not parse is a programming error, caught by every schema test.
    init(literal text: String) {
        do {
            self.init(try JSONParser.parse(Array(text.utf8)))
        } catch {
            preconditionFailure("a JSON literal in the source does not parse: \(error)\n\(text)")
        }
    }

    /// A parsed node as a value.
    package init(_ node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.node)) })
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let value): self = .bool(value)
        case .null: self = .null
        }
    }
}
