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
    static func decode(json data: Data, name: String) throws -> ControlConfig {
        try decode(ControlConfig.spec, json: data, name: name)
    }

    /// Parses `data` strictly and reads it as `spec` describes; every failure names `name`.
    static func decode<Model>(_ spec: ObjectSpec<Model>, json data: Data, name: String) throws -> Model {
        let node: JSONNode
        do {
            node = try JSONParser.parse([UInt8](data))
        } catch let error as JSONParser.SyntaxError {
            throw ConfigError(file: name, keyPath: "", message: error.description)
        }
        do {
            return try spec.read(node, path: [])
        } catch let issue as ConfigIssue {
            throw issue.error(file: name)
        }
    }
}
