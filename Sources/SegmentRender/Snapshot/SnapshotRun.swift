import Dispatch
import Foundation
import Raster

/// Runs a manifest: renders every (entry, state, scale), checks each against its golden, and on
/// failures writes artifacts and an `index.html` report.
public struct SnapshotRun: Sendable {
    public struct Result: Sendable {
        public var name: String
        public var outcome: GoldenCheck.Outcome
    }

    public var manifest: SnapshotManifest
    public var mode: RecordMode
    public var artifacts: URL
    public var jobs: Int
    /// Applied to every entry (an entry's own matrix axes take precedence).
    public var overrides: ConfigOverrides

    public init(manifest: SnapshotManifest, mode: RecordMode, artifacts: URL, jobs: Int, overrides: ConfigOverrides = .none) {
        self.manifest = manifest
        self.mode = mode
        self.artifacts = artifacts
        self.jobs = max(1, jobs)
        self.overrides = overrides
    }

    /// One image to check.
    struct Item: Sendable {
        var name: String
        var control: Control
        var state: Int?
        var tolerance: Tolerance
    }

    /// Every image the manifest names, in order.
    func items() throws -> [Item] {
        var items: [Item] = []
        for entry in manifest.entries {
            func load(_ variant: ConfigOverrides) throws -> Control {
                let merged = ConfigOverrides(appearance: variant.appearance ?? overrides.appearance, direction: variant.direction ?? overrides.direction,
                                             contentSize: variant.contentSize ?? overrides.contentSize)
                switch entry.source {
                case let .config(path): return try ConfigLoader.load(file: path, overrides: merged)
                case let .preset(name): return try Presets.load(name, overrides: merged)
                }
            }
            let base = try load(.none)
            let count = base.config.segmentCount
            if let bad = entry.axes.states?.compactMap({ $0 }).first(where: { $0 >= count }) {
                throw SnapshotError(description: "\(entry.name): state \(bad) is out of range (the control has \(count) segments)")
            }
            var loaded: [ConfigOverrides: Control] = [.none: base]
            for variant in entry.axes.variants(segmentCount: count, defaultScale: base.config.scale) {
                let control: Control
                if let known = loaded[variant.overrides] {
                    control = known
                } else {
                    control = try load(variant.overrides)
                    loaded[variant.overrides] = control
                }
                items.append(Item(name: variant.name(entry.name), control: control.scaled(to: variant.scale), state: variant.state,
                                  tolerance: entry.tolerance))
            }
        }
        return items
    }

    /// Runs every check (rendering on `jobs` threads) and returns the results in manifest order.
    public func run() throws -> [Result] {
        try SnapshotRun.checkWritable(artifacts)
        let items = try items()
        let results = try parallelMap(items.count, jobs: jobs) { [self] i in
            let item = items[i]
            let image = DecodedImage(item.control.render(selection: item.state.map(Selection.index) ?? .none))
            let check = GoldenCheck(mode: mode, tolerance: item.tolerance, artifacts: artifacts)
            let outcome = try check.check(image, golden: manifest.goldens.appendingPathComponent(item.name + ".png"), name: item.name)
            return Result(name: item.name, outcome: outcome)
        }
        try SnapshotReport.write(results, to: artifacts)
        return results
    }

    /// The artifacts folder must be creatable and writable before anything is rendered.
    static func checkWritable(_ folder: URL) throws {
        var probe = folder.standardized
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: probe.path, isDirectory: &isDirectory) {
            let parent = probe.deletingLastPathComponent()
            if parent.path == probe.path { break }
            probe = parent
        }
        guard isDirectory.boolValue, FileManager.default.isWritableFile(atPath: probe.path) else {
            throw SnapshotError(description: "the artifacts folder '\(folder.path)' cannot be written ('\(probe.path)' is not a writable folder)")
        }
    }
}
