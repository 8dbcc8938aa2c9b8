/// A parsed JSON value and where it starts in its text, so that every error about it can say
/// `line N, column N`. Objects keep their members in document order.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object, with the key's own position.
    public struct Member: Sendable {
        public var key: String
        public var position: TextPosition
        public var node: JSONNode
    }

    public var value: Value
    public var position: TextPosition

    /// The members of an object, nil for anything else.
    public var members: [Member]? {
        if case let .object(members) = value { return members }
        return nil
    }

    /// The member named `key`, when this is an object that has it.
    public subscript(key: String) -> JSONNode? { members?.first { $0.key == key }?.node }

    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// "a string", "a number", …: what this is, for messages that say what was found.
    public var kindDescription: String {
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
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "line \(line), column \(column)" }
}
