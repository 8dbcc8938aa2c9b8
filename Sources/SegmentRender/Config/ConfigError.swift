/// A problem with a config, located by file and key path, e.g.
/// `demo.json: titleTextAttributes.color: expected a colour ("#RRGGBB", …), found a number`.
public struct ConfigError: Error, CustomStringConvertible, Equatable {
    /// The config file's path as the user gave it, or a name such as `<built-in demo>`.
    public var file: String
    /// Dotted key path (`titleTextAttributes.color`, `sectionTitles[2]`); empty for the whole file.
    public var keyPath: String
    /// What is wrong, with what was found.
    public var problem: ConfigProblem
    /// The rule broken is one the JSON Schema cannot state (``SchemaRule/beyondSchema(_:)``): the
    /// schema accepts what the decoder rejects here, and says so in a `$comment`.
    package var beyondSchema = false

    /// An error about `keyPath` in `file`.
    public init(file: String, keyPath: String, problem: ConfigProblem) {
        self.file = file
        self.keyPath = keyPath
        self.problem = problem
    }

    /// What is wrong, and what was expected: the problem's message.
    public var message: String { problem.description }

    public var description: String {
        [file, keyPath, message].filter { !$0.isEmpty }.joined(separator: ": ")
    }
}

/// One step of a key path: an object key or a list index.
package enum PathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}

/// A problem found while decoding, before the file name is known; becomes a ``ConfigError``.
package struct ConfigIssue: Error {
    package var path: [PathComponent]
    package var problem: ConfigProblem
    /// Raised by a rule the schema cannot state (see ``ConfigError/beyondSchema``).
    package var beyondSchema = false

    package init(path: [PathComponent], _ problem: ConfigProblem, beyondSchema: Bool = false) {
        self.path = path
        self.problem = problem
        self.beyondSchema = beyondSchema
    }

    package func error(file: String) -> ConfigError {
        var error = ConfigError(file: file, keyPath: keyPathString(path), problem: problem)
        error.beyondSchema = beyondSchema
        return error
    }
}

/// Formats a key path as `a.b[2].c`.
func keyPathString(_ path: [PathComponent]) -> String {
    var text = ""
    for component in path {
        switch component {
        case .index(let index): text += "[\(index)]"
        case .key(let key):
            if !text.isEmpty { text += "." }
            text += Quoted.cut(key)
        }
    }
    return text
}
