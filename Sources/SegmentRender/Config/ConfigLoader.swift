import Foundation
import Raster

/// Reads configs from files or bytes: JSON syntax (with line and column), keys and types (with
/// key paths and did-you-mean), value ranges, then fonts. Every failure is a ``ConfigError``.
public enum ConfigLoader {
    /// Loads and checks the config file at `path`; relative font paths resolve against its folder.
    public static func load(file path: String) throws -> Control {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "the file cannot be read" : "no such file"
            throw ConfigError(file: path, keyPath: "", message: reason)
        }
        return try load(json: data, name: path, baseDirectory: url.deletingLastPathComponent().path)
    }

    /// Loads and checks config JSON; `name` names it in errors, `baseDirectory` anchors relative paths.
    public static func load(json data: Data, name: String, baseDirectory: String) throws -> Control {
        let config = try decode(json: data, name: name)
        return try Control(config: config, source: name, baseDirectory: baseDirectory)
    }

    /// Decodes and checks config JSON without resolving fonts.
    public static func decode(json data: Data, name: String) throws -> ControlConfig {
        do {
            let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            guard object is [String: Any] else {
                throw ConfigError(file: name, keyPath: "", message: "expected a JSON object ({ … }) at the top level")
            }
        } catch let error as ConfigError {
            throw error
        } catch {
            throw ConfigError(file: name, keyPath: "", message: syntaxMessage(error, data: data))
        }
        do {
            return try JSONDecoder().decode(ControlConfig.self, from: data)
        } catch let issue as ConfigIssue {
            throw ConfigError(file: name, keyPath: keyPathString(issue.path), message: issue.message)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                let DecodingError.dataCorrupted(context) {
            throw ConfigError(file: name, keyPath: keyPathString(context.codingPath), message: context.debugDescription)
        } catch {
            throw ConfigError(file: name, keyPath: "", message: "\(error)")
        }
    }

    /// "malformed JSON at line L, column C: …" from Foundation's "around character N" (a byte offset).
    static func syntaxMessage(_ error: Error, data: Data) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        guard let range = text.range(of: "around character "),
              let offset = Int(text[range.upperBound...].prefix(while: \.isNumber)) else {
            return "malformed JSON: \(text)"
        }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let what = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        return "malformed JSON at line \(line), column \(column): \(what.isEmpty ? "unexpected input" : what.lowercased())"
    }
}
