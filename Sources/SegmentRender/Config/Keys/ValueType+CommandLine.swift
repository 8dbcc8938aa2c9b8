/// A layout direction as manifests and the command line spell it: `ltr` or `rtl`.
package enum LayoutDirection: String, ConfigEnum, Sendable {
    case ltr, rtl

    /// The config's spelling of the same direction.
    package var semanticContentAttribute: SemanticContentAttribute { self == .rtl ? .forceRightToLeft : .forceLeftToRight }
}

extension ValueType {
    /// Reads a command line's text as the JSON value it spells — a number, `true` or `false`, else
    /// a string — with this type's own rules, so a flag and the config key it overrides agree.
    package func parse(commandLine text: String) throws -> Value {
        let value: JSONNode.Value
        if let number = Double(text), number.isFinite {
            value = .number(number)
        } else if text == "true" || text == "false" {
            value = .bool(text == "true")
        } else {
            value = .string(text)
        }
        return try read(JSONNode(value: value, position: TextPosition(line: 1, column: 1)), [])
    }
}
