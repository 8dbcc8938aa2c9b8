/// A parsed JSON value and where it starts in its text, so that every error about it can say
/// `line N, column N`. Objects keep their members in document order.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object, with the key's own position.
    package struct Member: Sendable {
        package var key: String
        package var position: TextPosition
        package var node: JSONNode
    }

    package var value: Value
    package var position: TextPosition

    /// The members of an object, nil for anything else.
    package var members: [Member]? {
        if case let .object(members) = value { return members }
        return nil
    }

    /// The member named `key`, when this is an object that has it.
    /// The member named `key`. Decoding asks this for every key a kind of object declares, most of
    /// them absent, so names are told apart by length before their text is compared.
    package subscript(key: String) -> JSONNode? { members?.first { $0.key.utf8.count == key.utf8.count && $0.key == key }?.node }

    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// "a string", "a number", …: what this is, for messages that say what was found.
    package var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// A 1-based line and column; columns count Unicode scalars, as editors do.
package struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var description: String { "line \(line), column \(column)" }
}
