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
        [file, keyPath, message].filter { !$0.isEmpty }.joined(separator: ": ")
    }
}

/// One step of a key path: an object key or a list index.
public enum PathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}

/// A problem found while decoding, before the file name is known; becomes a ``ConfigError``.
struct ConfigIssue: Error {
    var path: [PathComponent]
    var message: String

    func error(file: String) -> ConfigError { ConfigError(file: file, keyPath: keyPathString(path), message: message) }
}

/// Formats a key path as `a.b[2].c`.
func keyPathString(_ path: [PathComponent]) -> String {
    var text = ""
    for component in path {
        switch component {
        case .index(let index): text += "[\(index)]"
        case .key(let key):
            if !text.isEmpty { text += "." }
            text += key
        }
    }
    return text
}
