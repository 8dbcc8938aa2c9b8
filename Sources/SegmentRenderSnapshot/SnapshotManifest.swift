import FoundationEssentials
import Glibc
import SegmentRender

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
/// and the state is a segment index or `none`. An entry's `appearance`, `direction` and
/// `contentSize` lists expand it into every combination (``Variant`` names them).
package struct SnapshotManifest: Sendable {
    /// What an entry's goldens hold.
    package enum Kind: String, Sendable, ConfigEnum {
        /// PNGs, compared as decoded pixels.
        case image
        /// The `layout` JSON (`<name>.layout.json`), compared as text: geometry that does not depend on rasterization.
        case layout
        /// One APNG of a selection change, compared frame by frame (count, delays, loops, pixels).
        case animation
        /// The accessibility snapshot (``Control/accessibilityOverlay(selection:)``) as a PNG,
        /// compared as pixels: hit areas, labels, values and traits.
        case accessibility
        /// The motion curves JSON of a selection change (`<name>.curves.json`, ``MotionCurves``),
        /// compared as text: a changed spring or curve shows as changed numbers.
        case curves

        /// Whether entries of this kind play a selection change (`from`, `to`, `duration`, …).
        package var isMotion: Bool { self == .animation || self == .curves }
        /// What its golden file's name ends with in place of an image's `.png`.
        package var suffix: String {
            switch self {
            case .image, .animation, .accessibility: ".png"
            case .layout: ".layout.json"
            case .curves: ".curves.json"
            }
        }
    }

    /// What an animation entry plays: a selection change over `duration` seconds at `fps`.
    package struct Motion: Sendable, Hashable {
        package var from: Int?
        package var to: Int?
        package var duration: Double
        package var fps: Int
        /// nil: the config's `animationCurve`.
        package var curve: TimingCurve?

        /// The plan for `control`: its curve unless the entry names one.
        package func plan(for control: Control) -> AnimationPlan {
            AnimationPlan(endpoints: .selection(from: from, to: to), duration: duration, fps: fps, curve: curve ?? control.config.animationCurve)
        }
    }

    /// How goldens are kept: a PNG file each, or one file of hashes (``HashStore``).
    package enum Store: String, Sendable, ConfigEnum {
        case png, hash
    }

    package struct Entry: Sendable {
        package enum Source: Sendable { case config(String), preset(String) }
        package var source: Source
        package var name: String
        /// nil: every state (none and each segment).
        package var states: [Int?]?
        /// nil: the config's own scale.
        package var scales: [Double]?
        package var tolerance: Tolerance
        /// Appearances, directions and Dynamic Type sizes to expand into (default: the config's own).
        package var axes = VariantAxes()
        package var kind: Kind = .image
        /// What an animation entry plays (nil for the other kinds).
        package var motion: Motion?
        /// Its position in the manifest, for messages and reports.
        package var index = 0
        /// The audit each of its variants must pass (`"audit"`), or nil.
        package var audit: AuditPolicy?
    }

    package var goldens: URL
    package var entries: [Entry]
    /// A folder of font files to use instead of the system's (pinned fonts), or nil.
    package var fonts: URL?
    /// Where each golden lives inside `goldens`.
    package var pathTemplate: GoldenPathTemplate = .default
    /// The manifest's path as given.
    package var path = ""
    /// PNG files, or one file of hashes.
    package var store: Store = .png

    /// The hash store's file (used when ``store`` is `.hash`).
    package var hashStoreURL: URL { goldens.appendingPathComponent(HashStore.fileName) }
    /// The manifest's folder, which relative paths start from.
    package var baseDirectory: URL

    /// Reads and checks a manifest: unknown keys, wrong types, missing configs and duplicate golden
    /// names are errors naming the key path. It decodes as configs do (``ConfigLoader``).
    package static func load(_ path: String) throws -> SnapshotManifest {
        let keys = try ConfigLoader.decode(ManifestKeys.spec, json: Data(try ConfigLoader.readFile(path)), name: path)
        // Every relative path is relative to the manifest's own folder, as the kernel resolves it.
        let folder = FilePaths.canonical(FilePaths.folder(of: path))
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        var entries: [Entry] = []
        for (i, e) in keys.entries.enumerated() {
            let at: [PathComponent] = [.key("entries"), .index(i)]
            func fail(_ more: [PathComponent], _ message: String) -> ConfigError {
                ConfigIssue(path: at + more, .rule(message)).error(file: path)
            }
            let source: Entry.Source
            let defaultName: String
            switch (e.config, e.preset) {
            case let (config?, nil):
                let file = FilePaths.canonical(FilePaths.join(folder, config))
                guard FileManager.default.fileExists(atPath: file) else { throw fail([.key("config")], "no such file '\(Quoted.cut(config))'") }
                source = .config(file)
                defaultName = URL(fileURLWithPath: config).deletingPathExtension().lastPathComponent
            case let (nil, preset?):
                source = .preset(preset)
                defaultName = preset
            default:
                // ManifestKeys.EntryKeys checks that exactly one is given.
                preconditionFailure("an entry with both or neither of config and preset was decoded")
            }
            if e.name == nil, let problem = GoldenName.problem(defaultName, maxLength: 128) {
                throw fail([.key("config")], "the file name '\(Quoted.cut(defaultName))' cannot name its goldens: \(problem); give the entry a \"name\"")
            }
            var entry = Entry(source: source, name: e.name ?? defaultName, states: e.states, scales: e.scales, tolerance: e.tolerance)
            entry.axes.appearances = e.appearance ?? [.light]
            entry.axes.directions = e.direction?.map { $0 == .rtl } ?? [false]
            entry.axes.contentSizes = e.contentSize?.map { Optional($0) } ?? [nil]
            entry.axes.locales = e.locale ?? [.plain]
            entry.axes.press = e.press
            entry.axes.drags = e.drag ?? [nil]
            switch e.backdrop {
            case .image(let name)? where !name.hasPrefix("builtin:"): entry.axes.backdrop = .image(FilePaths.canonical(FilePaths.join(folder, name)))
            default: entry.axes.backdrop = e.backdrop
            }
            entry.axes.states = e.states
            entry.axes.scales = e.scales
            entry.kind = e.kind
            if e.kind.isMotion, let from = e.from, let to = e.to, let duration = e.duration {
                // ManifestKeys.EntryKeys checks that an animation has all three.
                entry.motion = Motion(from: from, to: to, duration: duration, fps: e.fps ?? 60, curve: e.curve)
                entry.axes.states = [from]
            }
            entry.index = i
            entry.audit = e.audit
            entries.append(entry)
        }
        var seen: [String: Int] = [:]
        for (i, entry) in entries.enumerated() {
            if let first = seen[entry.name] {
                throw ConfigError(
                    file: path, keyPath: "entries[\(i)]", problem: .rule("its goldens would be named '\(entry.name)-…', as entries[\(first)]'s are; give one a \"name\""))
            }
            seen[entry.name] = i
        }
        let goldens = FilePaths.canonical(FilePaths.join(folder, keys.goldens))
        if FilePaths.kind(of: goldens) == .file {
            throw ConfigError(file: path, keyPath: "goldens", problem: .rule("'\(Quoted.cut(keys.goldens))' is a file; the goldens folder must be a folder"))
        }
        var manifest = SnapshotManifest(goldens: URL(fileURLWithPath: goldens, isDirectory: true), entries: entries, baseDirectory: base)
        manifest.path = path
        if let fonts = keys.fonts {
            let fontsFolder = FilePaths.canonical(FilePaths.join(folder, fonts))
            guard FilePaths.kind(of: fontsFolder) == .folder else {
                throw ConfigError(file: path, keyPath: "fonts", problem: .rule("no such folder '\(Quoted.cut(fonts))'"))
            }
            manifest.fonts = URL(fileURLWithPath: fontsFolder, isDirectory: true)
        }
        if let template = keys.pathTemplate { manifest.pathTemplate = try GoldenPathTemplate(template) }
        manifest.store = keys.store
        return manifest
    }
}
