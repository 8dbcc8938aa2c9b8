/// A JSON value whose objects keep their key order, for output people read (`preset`, `schema`).
public indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed with two-space indents; short arrays of scalars stay on one line.
    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent + 2), end = String(repeating: " ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return format(n)
        case .string(let s): return JSONValue.quote(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            let scalars = items.allSatisfy { if case .object = $0 { return false }; if case .array = $0 { return false }; return true }
            let inline = "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            if scalars && inline.count <= 100 { return inline }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n" + end + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n" + pairs.map { pad + JSONValue.quote($0.0) + ": " + $0.1.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n" + end + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

import Foundation
