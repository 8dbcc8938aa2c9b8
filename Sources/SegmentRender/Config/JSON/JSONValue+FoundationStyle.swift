extension JSONValue {
    /// The text Foundation's `JSONSerialization` writes for this value with `.prettyPrinted` and
    /// `.sortedKeys`: two-space indents, `"key" : value`, one array item per line, empty containers
    /// as an empty line, `/` escaped, numbers in their shortest form without `.0`. `layout` printed
    /// through Foundation before; writing it here keeps every recorded layout golden byte-for-byte
    /// valid while skipping Foundation's dynamic casts, which cost more than the layout itself.
    /// Keys sort as Foundation sorts the fixed ASCII names used here: ignoring case. Nil when a
    /// number is not finite, which JSON cannot hold.
    func foundationStyle() -> String? {
        var out = ""
        return write(into: &out, indent: 0) ? out : nil
    }

    private func write(into out: inout String, indent: Int) -> Bool {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .string(let text): JSONValue.appendQuoted(text, to: &out, foundationStyle: true)
        case .number(let value):
            guard value.isFinite else { return false }
            let text = value.description
            out += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        case .array(let items):
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                guard item.write(into: &out, indent: indent + 2) else { return false }
                out += k == items.count - 1 ? "" : ",\n"
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let pairs):
            out += "{\n"
            let sorted = pairs.sorted { a, b in
                let (x, y) = (a.0.lowercased(), b.0.lowercased())
                return x != y ? x < y : a.0 < b.0
            }
            for (k, pair) in sorted.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONValue.appendQuoted(pair.0, to: &out, foundationStyle: true)
                out += " : "
                guard pair.1.write(into: &out, indent: indent + 2) else { return false }
                out += k == sorted.count - 1 ? "" : ",\n"
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
        return true
    }
}
