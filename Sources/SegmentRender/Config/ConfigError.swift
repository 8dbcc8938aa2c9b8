/// A problem with a config, located by file and key path, e.g.
/// `demo.json: titleTextAttributes.color: expected a colour ("#RRGGBB", …), found a number`.
public struct ConfigError: Error, CustomStringConvertible, Equatable {
    /// The config file's path as the user gave it, or a name such as `<built-in demo>`.
    public var file: String
    /// Dotted key path (`titleTextAttributes.color`, `sectionTitles[2]`); empty for the whole file.
    public var keyPath: String
    public var message: String

    public init(file: String, keyPath: String, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }
}

/// A problem found while decoding, before the file name is known; becomes a ``ConfigError``.
struct ConfigIssue: Error {
    var path: [CodingKey]
    var message: String
}

/// Formats a coding path as `a.b[2].c`.
func keyPathString(_ path: [CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            if !text.isEmpty { text += "." }
            text += key.stringValue
        }
    }
    return text
}
