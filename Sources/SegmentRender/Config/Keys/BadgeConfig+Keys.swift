extension BadgeConfig {
    static let spec = ObjectSpec<BadgeKeys>(
        name: "badge", title: "Badges", expectation: #"{"dot": true}, {"number": N} or {"text": "NEW"}"#,
        keys: [
            .optional("dot", { $0.dot }, { $0.dot = $1 }, .bool, "A red dot."),
            .optional("number", { $0.number }, { $0.number = $1 }, .integer(0...999_999_999, expectation: "a whole number from 0 to 999999999"), "A count."),
            .optional("text", { $0.text }, { $0.text = $1 }, ValueType.string(1...20), "Short text."),
        ], blank: { BadgeKeys() },
        rules: [
            .schema(#"{"oneOf": [{"required": ["dot"]}, {"required": ["number"]}, {"required": ["text"]}]}"#),
            .schema(#"{"properties": {"dot": {"const": true}}}"#),
        ],
        check: { keys, present, path in
            let given = ["dot", "number", "text"].filter(present.contains)
            guard given.count == 1 else {
                throw ConfigIssue(path: path, .rule("give one of \"dot\", \"number\" or \"text\"" + (given.isEmpty ? "" : ", not " + given.joined(separator: " and "))))
            }
            if keys.dot == false { throw ConfigIssue(path: path + [.key("dot")], .rule("expected true (leave the entry null for no badge)")) }
        })

    init(_ keys: BadgeKeys) {
        if let number = keys.number { self = .number(number) } else if let text = keys.text { self = .text(text) } else { self = .dot }
    }

    var keys: BadgeKeys {
        switch self {
        case .dot: BadgeKeys(dot: true)
        case .number(let n): BadgeKeys(number: n)
        case .text(let t): BadgeKeys(text: t)
        }
    }
}

extension ValueType where Value == BadgeConfig? {
    /// A badge object, or null for none.
    static let badge: ValueType = {
        let keys = ObjectSpec.valueType { BadgeConfig.spec }
        return .nullable(
            ValueType<BadgeConfig>(
                expectation: keys.expectation, tableName: "`badge` object", schema: keys.schema, nested: keys.nested,
                read: { BadgeConfig(try keys.read($0, $1)) }, write: { keys.write($0.keys) }))
    }()
}
