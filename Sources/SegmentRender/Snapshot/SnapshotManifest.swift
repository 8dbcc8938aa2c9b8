import Foundation

/// A `snapshot` manifest: which configs and presets to render, in which states and at which
/// scales, and where their goldens live.
///
/// ```json
/// {
///   "goldens": "goldens",
///   "entries": [
///     { "config": "tabs.json", "states": "all", "scales": [2, 3] },
///     { "preset": "hx", "states": [0, "none"], "tolerance": { "maxChannelDelta": 1 } }
///   ]
/// }
/// ```
/// Paths are relative to the manifest. Golden names are `<name>-<state>@<scale>x.png`, where the
/// name is the config's file name without `.json` (or the preset's name, or the entry's `"name"`)
/// and the state is a segment index or `none`.
public struct SnapshotManifest: Sendable {
    public struct Entry: Sendable {
        public enum Source: Sendable { case config(String), preset(String) }
        public var source: Source
        public var name: String
        /// nil: every state (none and each segment).
        public var states: [Int?]?
        /// nil: the config's own scale.
        public var scales: [Int]?
        public var tolerance: Tolerance
    }

    public var goldens: URL
    public var entries: [Entry]
    /// The manifest's folder, which relative paths start from.
    public var baseDirectory: URL

    /// Reads and checks a manifest: unknown keys, wrong types, missing configs and duplicate golden
    /// names are errors naming the key path.
    public static func load(_ path: String) throws -> SnapshotManifest {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(file: path, keyPath: "", message: FileManager.default.fileExists(atPath: path) ? "the file cannot be read" : "no such file")
        }
        func fail(_ keyPath: String, _ message: String) -> ConfigError { ConfigError(file: path, keyPath: keyPath, message: message) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("", ConfigLoader.syntaxMessage(error, data: data))
        }
        guard let root = object as? [String: Any] else { throw fail("", "expected a JSON object ({ … }) at the top level") }
        try rejectUnknown(root, ["goldens", "entries", "$schema"], path: "", fail)
        guard let goldens = root["goldens"] as? String, !goldens.isEmpty else {
            throw fail("goldens", "expected the goldens folder (a path relative to the manifest)")
        }
        guard let list = root["entries"] as? [Any], !list.isEmpty else { throw fail("entries", "expected a list of at least one entry") }
        let base = url.deletingLastPathComponent()
        var entries: [Entry] = []
        for (i, item) in list.enumerated() {
            let at = "entries[\(i)]"
            guard let e = item as? [String: Any] else { throw fail(at, "expected an object with \"config\" or \"preset\"") }
            try rejectUnknown(e, ["config", "preset", "name", "states", "scales", "tolerance"], path: at, fail)
            let source: Entry.Source
            let defaultName: String
            switch (e["config"], e["preset"]) {
            case let (config as String, nil):
                let file = config.hasPrefix("/") ? config : base.appendingPathComponent(config).path
                guard FileManager.default.fileExists(atPath: file) else { throw fail(at + ".config", "no such file '\(config)'") }
                source = .config(file)
                defaultName = URL(fileURLWithPath: config).deletingPathExtension().lastPathComponent
            case let (nil, preset as String):
                guard Presets.named(preset) != nil else {
                    throw fail(at + ".preset", "there is no preset '\(preset)'; presets: " + Presets.all.map(\.name).joined(separator: ", "))
                }
                source = .preset(preset)
                defaultName = preset
            case (nil, nil):
                throw fail(at, "give \"config\" (a path) or \"preset\" (a name)")
            default:
                throw fail(at, "give \"config\" or \"preset\" as a string, not both")
            }
            var name = defaultName
            if let given = e["name"] {
                guard let text = given as? String, !text.isEmpty, !text.contains("/") else {
                    throw fail(at + ".name", "expected a golden name (a string without '/')")
                }
                name = text
            }
            var states: [Int?]?
            if let value = e["states"] {
                if let text = value as? String, text == "all" {
                    states = nil
                } else if let items = value as? [Any], !items.isEmpty {
                    states = try items.enumerated().map { k, item -> Int? in
                        if let text = item as? String, text == "none" { return nil }
                        if !isBoolean(item), let n = item as? Int, n >= 0 { return n }
                        throw fail("\(at).states[\(k)]", "expected a segment index or \"none\"")
                    }
                } else {
                    throw fail(at + ".states", "expected \"all\" or a list of segment indices and \"none\"")
                }
            }
            var scales: [Int]?
            if let value = e["scales"] {
                guard let items = value as? [Any], !items.isEmpty, !items.contains(where: isBoolean),
                      let numbers = items as? [Int], numbers.allSatisfy({ [1, 2, 3].contains($0) }) else {
                    throw fail(at + ".scales", "expected a list of scales, each 1, 2 or 3")
                }
                scales = numbers
            }
            var tolerance = Tolerance()
            if let value = e["tolerance"] {
                guard let t = value as? [String: Any] else { throw fail(at + ".tolerance", "expected an object") }
                try rejectUnknown(t, ["maxChannelDelta", "maxDiffPixels", "maxDiffRatio"], path: at + ".tolerance", fail)
                if let v = t["maxChannelDelta"] {
                    guard !isBoolean(v), let n = v as? Int, (0...255).contains(n) else { throw fail(at + ".tolerance.maxChannelDelta", "expected 0 to 255") }
                    tolerance.maxChannelDelta = n
                }
                if let v = t["maxDiffPixels"] {
                    guard !isBoolean(v), let n = v as? Int, n >= 0 else { throw fail(at + ".tolerance.maxDiffPixels", "expected a whole number of 0 or more") }
                    tolerance.maxDiffPixels = n
                }
                if let v = t["maxDiffRatio"] {
                    guard !isBoolean(v), let r = v as? Double, (0...1).contains(r) else { throw fail(at + ".tolerance.maxDiffRatio", "expected a share from 0 to 1") }
                    guard tolerance.maxDiffPixels == nil else { throw fail(at + ".tolerance", "give maxDiffPixels or maxDiffRatio, not both") }
                    tolerance.maxDiffRatio = r
                }
            }
            entries.append(Entry(source: source, name: name, states: states, scales: scales, tolerance: tolerance))
        }
        var seen: [String: Int] = [:]
        for (i, entry) in entries.enumerated() {
            if let first = seen[entry.name] {
                throw fail("entries[\(i)]", "its goldens would be named '\(entry.name)-…', as entries[\(first)]'s are; give one a \"name\"")
            }
            seen[entry.name] = i
        }
        let goldensURL = goldens.hasPrefix("/") ? URL(fileURLWithPath: goldens) : base.appendingPathComponent(goldens)
        return SnapshotManifest(goldens: goldensURL.standardized, entries: entries, baseDirectory: base)
    }

    private static func rejectUnknown(_ object: [String: Any], _ known: [String], path: String,
                                      _ fail: (String, String) -> ConfigError) throws {
        for key in object.keys.sorted() where !known.contains(key) {
            var message = "unknown key '\(key)'"
            if let guess = closest(to: key, in: known) { message += " (did you mean '\(guess)'?)" }
            throw fail(path.isEmpty ? key : path + "." + key, message)
        }
    }
}

/// Whether a JSONSerialization value is `true` or `false` (Foundation bridges both to NSNumber,
/// and on Linux `1 is Bool` holds, so the type has to be asked by name).
func isBoolean(_ value: Any) -> Bool {
    String(describing: type(of: value)).contains("Boolean")
}
