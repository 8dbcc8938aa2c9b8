import Raster

/// What is wrong with a config, a manifest or a key in one: the cases a ``ConfigError`` carries,
/// each with what was found, so code matches a case rather than a message. `description` is the
/// message a user reads after the file and key path. Strings quoted from the input are stored
/// already cut to a readable length.
public enum ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist.
    case noSuchFile
    /// The file exists but cannot be read.
    case unreadableFile
    /// The path names a folder.
    case isAFolder
    /// The file is over the size limit (`ControlConfig/maxFileSize`).
    case fileTooLarge(bytes: Int, limit: Int)
    /// The bytes are not JSON: where, and why.
    case syntax(line: Int, column: Int, reason: String)
    /// A value of the wrong kind, or outside its range: what the key takes and what it found.
    case expected(String, found: String)
    /// A string that is not one of the values the key takes, with the nearest one if any is near.
    case notOneOf(String, expected: String, suggestion: String?)
    /// A required key that is absent, and what it takes.
    case missingKey(String, expected: String)
    /// A key the object does not have, with the nearest one if any is near.
    case unknownKey(String, suggestion: String?)
    /// A preset name that does not exist.
    case unknownPreset(String, suggestion: String?, presets: [String])
    /// A `builtin:` image name that does not exist.
    case unknownBuiltInImage(String, suggestion: String?, images: [String])
    /// An image file that is missing, unreadable, or cannot be used as the key asks.
    case image(String)
    /// A font that cannot be found or read.
    case font(FontError)
    /// A rule a value or a set of keys breaks that its type alone does not state ("give … or …,
    /// not both", "segment 7 is out of range …"), in words.
    case rule(String)

    public var description: String {
        switch self {
        case .noSuchFile: "no such file"
        case .unreadableFile: "the file cannot be read"
        case .isAFolder: "it is a folder, not a file"
        case .fileTooLarge(let bytes, let limit): "the file is \(bytes) bytes, over the limit of \(limit)"
        case .syntax(let line, let column, let reason): "malformed JSON at line \(line), column \(column): \(reason)"
        case .expected(let expectation, let found): "expected \(expectation), found \(found)"
        case .notOneOf(let value, let expected, let suggestion): "'\(value)' is not \(expected)" + Self.guess(suggestion)
        case .missingKey(let name, let expected): "the key '\(name)' is required (\(expected))"
        case .unknownKey(let name, let suggestion): "unknown key '\(name)'" + Self.guess(suggestion)
        case .unknownPreset(let name, let suggestion, let presets):
            "there is no preset '\(name)'" + Self.guess(suggestion) + "; presets: " + presets.joined(separator: ", ")
        case .unknownBuiltInImage(let name, let suggestion, let images):
            "there is no built-in image '\(name)'" + Self.guess(suggestion) + "; built-in images: " + images.joined(separator: ", ")
        case .image(let message), .rule(let message): message
        case .font(let error): error.description
        }
    }

    private static func guess(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
