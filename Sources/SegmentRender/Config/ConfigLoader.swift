import FoundationEssentials
import Glibc
import Raster

/// Reads configs from files or bytes: JSON syntax (with line and column), keys and types (with
/// key paths and did-you-mean), value ranges, then fonts. Every failure is a ``ConfigError``.
public enum ConfigLoader {
    /// Loads and checks the config file at `path`; relative font paths resolve against its folder.
    public static func load(file path: String, overrides: ConfigOverrides = .none) throws -> Control {
        let data = Data(try readFile(path))
        let folder = folder(of: path)
        return try load(json: data, name: path, baseDirectory: folder, overrides: overrides)
    }

    /// Loads the config at `path`, a relative path resolved against the folder of the file
    /// `anchor` (pass `#filePath` to name configs beside a test file, wherever `swift test` runs);
    /// an absolute `path` is used as it is.
    public static func load(file path: String, relativeTo anchor: String, overrides: ConfigOverrides = .none) throws -> Control {
        guard !path.hasPrefix("/") else { return try load(file: path, overrides: overrides) }
        let folder = URL(fileURLWithPath: anchor).deletingLastPathComponent()
        return try load(file: folder.appendingPathComponent(path).path, overrides: overrides)
    }

    /// A config or manifest file's bytes, at most `ControlConfig/maxFileSize`; failures as
    /// ``ConfigError``s naming the file.
    package static func readFile(_ path: String) throws -> [UInt8] {
        do {
            return try FileBytes.read(path, limit: ControlConfig.maxFileSize)
        } catch {
            let problem: ConfigProblem
            switch error {
            case .missing: problem = .noSuchFile
            case .unreadable, .link, .notAFile: problem = .unreadableFile
            case .folder: problem = .isAFolder
            case .tooLarge(let size, _): problem = .fileTooLarge(bytes: size, limit: ControlConfig.maxFileSize)
            }
            throw ConfigError(file: path, keyPath: "", problem: problem)
        }
    }

    /// Loads and checks config JSON; `name` names it in errors, `baseDirectory` anchors relative paths.
    public static func load(json data: Data, name: String, baseDirectory: String, overrides: ConfigOverrides = .none) throws -> Control {
        let config = try decode(json: data, name: name, overrides: overrides)
        return try Control(config: config, source: name, baseDirectory: baseDirectory)
    }

    /// Decodes and checks config JSON without resolving fonts.
    package static func decode(json data: Data, name: String, overrides: ConfigOverrides = .none) throws -> ControlConfig {
        var config = try decode(ControlConfig.spec, json: data, name: name, appearance: overrides.appearance)
        overrides.apply(to: &config)
        return config
    }

    /// Parses `data` strictly and reads it as `spec` describes; every failure names `name`.
    /// `appearance` (else the document's own `"appearance"`, else light) picks the side of every
    /// `{"light", "dark"}` colour.
    package static func decode<Model>(_ spec: ObjectSpec<Model>, json data: Data, name: String, appearance: Appearance? = nil) throws -> Model {
        guard data.count <= ControlConfig.maxFileSize else {
            throw ConfigError(file: name, keyPath: "", problem: .fileTooLarge(bytes: data.count, limit: ControlConfig.maxFileSize))
        }
        let node: JSONNode
        do {
            node = try JSONParser.parse([UInt8](data))
        } catch let error as JSONParser.SyntaxError {
            throw ConfigError(file: name, keyPath: "", problem: .syntax(line: error.position.line, column: error.position.column, reason: error.reason))
        }
        var chosen = appearance ?? .light
        if appearance == nil, case let .string(text)? = node["appearance"]?.value, let given = Appearance(rawValue: text) { chosen = given }
        do {
            return try DecodingContext.$appearance.withValue(chosen) { try spec.read(node, path: []) }
        } catch let issue as ConfigIssue {
            throw issue.error(file: name)
        }
    }
}
