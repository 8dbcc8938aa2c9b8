import Dispatch
import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// Runs a manifest: renders every (entry, variant) of this shard, checks each against its golden,
/// and writes failures' artifacts and the HTML report (on every run, passing or not).
package struct SnapshotRun: Sendable {
    package var manifest: SnapshotManifest
    package var mode: RecordMode
    package var artifacts: URL
    package var jobs: Int
    /// Applied to every entry (an entry's own matrix axes take precedence).
    package var overrides: ConfigOverrides
    /// Only this part of the entries, when set.
    package var shard: SnapshotShard?
    /// A folder of markers for inputs that already passed (``SnapshotCache``), when set.
    package var cache: URL?
    /// How recorded goldens are compressed.
    package var goldenCompression: PNGCompression
    /// Only the goldens whose names it accepts, when set (`snapshot accept`); the rest are not
    /// rendered, checked or reported.
    package var only: (@Sendable (String) -> Bool)?

    package init(
        manifest: SnapshotManifest, mode: RecordMode, artifacts: URL, jobs: Int, overrides: ConfigOverrides = .none,
        shard: SnapshotShard? = nil, cache: URL? = nil, goldenCompression: PNGCompression = .small
    ) {
        self.goldenCompression = goldenCompression
        self.manifest = manifest
        self.mode = mode
        self.artifacts = artifacts
        self.jobs = max(1, jobs)
        self.overrides = overrides
        self.shard = shard
        self.cache = cache
    }

    /// At most this many goldens per run (after expansion): a 234-byte manifest over a large config
    /// can ask for millions, and each costs a render.
    package static let maxGoldens = 100_000
    /// At most this many pixels across an animation golden's frames (at the config's scale): each
    /// side of a check holds every frame.
    package static let maxAnimationPixels = 1 << 26

    /// One golden to check: small, since a run holds every one (its control is shared).
    struct Item: Sendable {
        var name: String
        /// Index into the run's resolved controls.
        var control: Int
        var scale: Double
        var state: Int?
        /// Index into the manifest's entries.
        var entry: Int
    }

    /// What `items()` expands to: the goldens and the controls they render.
    struct Plan: Sendable {
        var items: [Item]
        var controls: [Control]
        /// `entries[2] (config tabs.json)`, by entry.
        var descriptions: [String]
        /// Every golden name the manifest expands to, on every shard, with its entry's kind: what
        /// ``staleGoldens(claimed:)`` keeps.
        var claimed: [String: SnapshotManifest.Kind] = [:]
        /// The variants to audit (entries with `"audit"`): each once, in the shard that holds
        /// its first golden.
        var audits: [(control: Int, entry: Int, variant: String)] = []
    }

    /// Every golden the manifest names (this shard's), in manifest order. Counts are checked
    /// against ``maxGoldens`` before anything is expanded, and every expanded name is checked for a
    /// duplicate before anything is rendered or written.
    func items() throws -> Plan {
        var plan = Plan(items: [], controls: [], descriptions: [])
        var total = 0
        var owner: [String: Int] = [:]
        for entry in manifest.entries {
            func load(_ variant: ConfigOverrides) throws -> Control {
                let merged = variant.over(overrides)
                switch entry.source {
                case let .config(path): return try ConfigLoader.load(file: path, overrides: merged)
                case let .preset(name): return try Presets.load(name, overrides: merged)
                }
            }
            switch entry.source {
            case let .config(path):
                let base = manifest.baseDirectory.standardized.path + "/"
                plan.descriptions.append("entries[\(entry.index)] (config \(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path))")
            case let .preset(name):
                plan.descriptions.append("entries[\(entry.index)] (preset \(name))")
            }
            let base = try load(.none)
            let count = base.config.segmentCount
            if let press = entry.axes.press, press.segment >= count {
                throw SnapshotError.pressOutOfRange(manifest: manifest.path, entry: entry.index, segment: press.segment, name: entry.name, segments: count)
            }
            for (k, drag) in entry.axes.drags.enumerated() {
                if let drag, drag < 0 || drag > base.config.width {
                    throw SnapshotError.dragOutsideControl(
                        manifest: manifest.path, entry: entry.index, index: entry.axes.drags.count > 1 ? k : nil, drag: drag, name: entry.name,
                        width: base.config.width)
                }
            }
            if let motion = entry.motion {
                for (key, state) in [("from", motion.from), ("to", motion.to)] {
                    if let state, state >= count {
                        throw SnapshotError.motionStateOutOfRange(manifest: manifest.path, entry: entry.index, key: key, state: state, name: entry.name, segments: count)
                    }
                }
            } else if let states = entry.axes.states, let k = states.firstIndex(where: { ($0 ?? 0) >= count }) {
                throw SnapshotError.stateOutOfRange(
                    manifest: manifest.path, entry: entry.index, index: k, state: states[k]!,
                    name: entry.name, segments: count)
            }
            for (k, scale) in (entry.axes.scales ?? []).enumerated() {
                if let problem = base.config.scaleProblem(scale) {
                    throw SnapshotError.scaleNotForStyle(manifest: manifest.path, entry: entry.index, index: k, problem: problem)
                }
            }
            let expanded = entry.axes.variantCount(segmentCount: count)
            total = total.addingReportingOverflow(expanded).overflow ? Int.max : total + expanded
            guard total <= Self.maxGoldens else {
                throw SnapshotError.tooManyGoldens(manifest: manifest.path, maximum: Self.maxGoldens, entry: entry.index, expanded: expanded)
            }
            var loaded: [ConfigOverrides: Int] = [:]
            plan.controls.append(base)
            loaded[.none] = plan.controls.count - 1
            if let motion = entry.motion {
                let frames = motion.plan(for: base).frameCount
                let (pixels, tooWide) = base.config.pixelWidth.multipliedReportingOverflow(by: base.config.pixelHeight)
                let (total, tooMany) = frames.multipliedReportingOverflow(by: pixels)
                if tooWide || tooMany || total > Self.maxAnimationPixels {
                    throw SnapshotError.animationTooLarge(manifest: manifest.path, entry: entry.index, frames: frames, pixels: pixels, maximum: Self.maxAnimationPixels)
                }
            }
            var audited = Set<ConfigOverrides>()
            for var variant in entry.axes.variants(segmentCount: count, defaultScale: base.config.scale) {
                if let motion = entry.motion { variant.endState = .some(motion.to) }
                // The variant's first golden, on whichever shard holds it, brings its audit.
                let auditsHere = entry.audit != nil && only == nil && audited.insert(variant.overrides).inserted
                let name = variant.name(entry.name)
                if let first = owner[name] {
                    throw SnapshotError.duplicateGolden(manifest: manifest.path, entry: entry.index, name: name, other: first)
                }
                owner[name] = entry.index
                plan.claimed[name] = entry.kind
                if let shard, !shard.contains(name) { continue }
                if let only, !only(name) { continue }
                let control: Int
                if let known = loaded[variant.overrides] {
                    control = known
                } else {
                    plan.controls.append(try load(variant.overrides))
                    control = plan.controls.count - 1
                    loaded[variant.overrides] = control
                }
                plan.items.append(Item(name: name, control: control, scale: variant.scale, state: variant.state, entry: plan.descriptions.count - 1))
                if let motion = entry.motion {
                    // Refused before anything renders, at the scale it is drawn at.
                    let scaled = plan.controls[control].scaled(to: variant.scale)
                    if let problem = AnimationCost(control: scaled, plan: motion.plan(for: scaled)).problem(entry.kind == .curves ? [.curves] : [.apng]) {
                        throw SnapshotError.animationTooCostly(manifest: manifest.path, entry: entry.index, name: name, problem: problem)
                    }
                }
                if auditsHere {
                    // Refused before anything renders, as a manifest too large is.
                    do { try plan.controls[control].checkAuditCost(entry.audit ?? .all) } catch let error as AuditCostError {
                        throw SnapshotError.auditTooLarge(manifest: manifest.path, entry: entry.index, reason: error.description)
                    }
                    let parts = variant.axisParts
                    plan.audits.append((control, plan.descriptions.count - 1, parts.isEmpty ? "default" : parts.joined(separator: "-")))
                }
            }
        }
        return plan
    }

    /// The golden file of an item: the path template inside the goldens folder; a layout golden
    /// is `.layout.json` and a curves golden `.curves.json` where an image golden is `.png`.
    func goldenURL(_ item: Item) -> URL {
        var relative = manifest.pathTemplate.path(name: item.name)
        let suffix = manifest.entries[item.entry].kind.suffix
        if suffix != ".png" { relative = String(relative.dropLast(".png".count)) + suffix }
        return manifest.goldens.appendingPathComponent(relative).standardized
    }

    /// An item's golden as a path inside the goldens folder (a hash store's key).
    func relativeGoldenPath(_ item: Item) -> String {
        String(goldenURL(item).path.dropFirst(manifest.goldens.standardized.path.count + 1))
    }

    /// Runs every check (on `jobs` threads) and returns the results in manifest order; writes the
    /// report into the artifacts folder. A hash store is read whole first (a corrupt one stops the
    /// run before anything is rendered) and written once at the end with every recorded line.
    package func run() throws -> SnapshotResults {
        try SnapshotRun.checkWritable(artifacts)
        let plan = try items()
        let items = plan.items
        let store = manifest.store == .hash ? try HashStore.read(manifest.hashStoreURL) : nil
        // Recording modes must render: a cache hit would skip the very golden asked for.
        let cache = mode == .all || mode == .failed ? nil : try self.cache.map { try SnapshotCache(folder: $0) }
        for folder in Set(items.map { goldenURL($0).deletingLastPathComponent().path }) { AtomicFile.removeStaleTemporaries(in: folder) }
        let checked = try parallelMap(items.count, jobs: jobs) { [self] i -> (SnapshotResults.Entry, HashStore.Entry?) in
            let item = items[i]
            let control = plan.controls[item.control].scaled(to: item.scale)
            if let store {
                return try checkHashed(item, control: control, store: store, cache: cache, description: plan.descriptions[item.entry])
            }
            return (try check(item, control: control, cache: cache, description: plan.descriptions[item.entry]), nil)
        }
        let entries = checked.map(\.0)
        let audits = try parallelMap(plan.audits.count, jobs: jobs) { i -> SnapshotResults.Audit in
            let (control, entry, variant) = plan.audits[i]
            let policy = manifest.entries[entry].audit ?? .all
            return SnapshotResults.Audit(entry: plan.descriptions[entry], variant: variant, findings: plan.controls[control].audit(policy))
        }
        if store != nil {
            var updates: [String: HashStore.Entry] = [:]
            for (item, (_, update)) in zip(items, checked) { if let update { updates[relativeGoldenPath(item)] = update } }
            try HashStore.merge(updates, into: manifest.hashStoreURL)
        }
        var results = SnapshotResults(shard: shard?.description, manifest: manifest.path, mode: mode.rawValue, entries: entries)
        results.artifacts = "."
        results.staleGoldens = StaleGolden.grouped(try staleGoldens(claimed: plan.claimed)).count
        if !plan.audits.isEmpty { results.audits = audits }
        // A hash store's goldens all live in the goldens folder itself.
        func folder(_ entry: SnapshotResults.Entry) -> String {
            store != nil ? manifest.goldens.standardized.path : URL(fileURLWithPath: entry.golden).deletingLastPathComponent().path
        }
        let folders = Set(entries.map(folder)).sorted()
        for folder in Set(entries.filter { $0.status == .recorded }.map(folder)).sorted() {
            try GoldenEnvironment.noteRecording(in: URL(fileURLWithPath: folder), mode: mode)
        }
        if entries.contains(where: { $0.status == .failed }) {
            let notes = folders.compactMap { GoldenEnvironment.mismatch(in: URL(fileURLWithPath: $0)) }
            if !notes.isEmpty { results.environment = notes.joined(separator: "\n") }
        }
        try SnapshotReport.write(results, to: artifacts)
        return results
    }

    /// Checks one item against its golden file.
    func check(_ item: Item, control: Control, cache: SnapshotCache?, description: String) throws -> SnapshotResults.Entry {
        let entry = manifest.entries[item.entry]
        let golden = goldenURL(item)
        // Never recording, a missing golden needs no render to say so.
        if mode == .never, !FileManager.default.fileExists(atPath: golden.path) {
            return SnapshotResults.Entry(name: item.name, entry: description, golden: golden.path, outcome: .missing(path: golden.path), relativeTo: artifacts)
        }
        let key = try cache?.key(for: control, item: item, kind: entry.kind, tolerance: entry.tolerance, golden: golden)
        if let key, cache?.contains(key) == true {
            var result = SnapshotResults.Entry(name: item.name, entry: description, golden: golden.path, outcome: .passed(.identicalText), relativeTo: artifacts)
            result.cached = true
            return result
        }
        var check = GoldenCheck(mode: mode, tolerance: entry.tolerance, artifacts: artifacts)
        check.compression = goldenCompression
        check.folder = manifest.goldens
        let selection = item.state.map(Selection.index) ?? .none
        let outcome: GoldenCheck.Outcome
        switch entry.kind {
        case .image:
            let state = control.restState(selection: selection)
            outcome = try check.check(DecodedImage(control.render(state)), golden: golden, name: item.name, subject: .control(control, state))
        case .accessibility:
            outcome = try check.check(DecodedImage(control.accessibilityOverlay(selection: selection)), golden: golden, name: item.name)
        case .layout:
            outcome = try check.checkText(
                control.layout(selection: selection).jsonString() + "\n", golden: golden, name: item.name, attribute: Attribution.layout)
        case .animation:
            // items() gives every animation entry its motion.
            let plan = entry.motion!.plan(for: control)
            outcome = try check.checkAnimation(
                control.animationFrames(plan), fps: plan.fps, golden: golden, name: item.name, subject: .animation(control, plan))
        case .curves:
            outcome = try check.checkText(MotionCurves(control: control, plan: entry.motion!.plan(for: control)).jsonString(), golden: golden, name: item.name)
        }
        if case .passed = outcome, let key { try cache?.store(key) }
        return SnapshotResults.Entry(name: item.name, entry: description, golden: golden.path, outcome: outcome, relativeTo: artifacts)
    }

    /// Checks one item against its line in the hash store; returns the line to record, if any.
    func checkHashed(
        _ item: Item, control: Control, store: HashStore, cache: SnapshotCache?, description: String
    ) throws -> (SnapshotResults.Entry, HashStore.Entry?) {
        let entry = manifest.entries[item.entry]
        let path = relativeGoldenPath(item)
        let label = "\(manifest.hashStoreURL.path): \(path)"
        let recorded = store.entries[path]
        if mode == .never, recorded == nil {
            return (SnapshotResults.Entry(name: item.name, entry: description, golden: label, outcome: .missing(path: label), relativeTo: artifacts), nil)
        }
        let key = try recorded.flatMap { line in
            try cache?.key(for: control, item: item, kind: entry.kind, tolerance: entry.tolerance, golden: nil, identity: "hash \(line.kind.rawValue) \(line.size) \(line.content)")
        }
        if let key, cache?.contains(key) == true {
            var result = SnapshotResults.Entry(name: item.name, entry: description, golden: label, outcome: .passed(.identicalText), relativeTo: artifacts)
            result.cached = true
            return (result, nil)
        }
        let check = GoldenCheck(mode: mode, tolerance: entry.tolerance, artifacts: artifacts)
        let selection = item.state.map(Selection.index) ?? .none
        let picture: GoldenCheck.HashedPicture
        switch entry.kind {
        case .image:
            let state = control.restState(selection: selection)
            picture = .image(DecodedImage(control.render(state)), .control(control, state))
        case .accessibility:
            picture = .image(DecodedImage(control.accessibilityOverlay(selection: selection)), nil)
        case .layout:
            picture = .layout(control.layout(selection: selection).jsonString() + "\n")
        case .animation:
            let plan = entry.motion!.plan(for: control)
            picture = .animation(control.animationFrames(plan), fps: plan.fps)
        case .curves:
            picture = .curves(MotionCurves(control: control, plan: entry.motion!.plan(for: control)).jsonString())
        }
        let (outcome, update) = try check.checkHashed(picture, recorded: recorded, store: manifest.hashStoreURL, path: path, name: item.name)
        if case .passed = outcome, let key { try cache?.store(key) }
        return (SnapshotResults.Entry(name: item.name, entry: description, golden: label, outcome: outcome, relativeTo: artifacts), update)
    }

    /// The artifacts folder must be creatable and writable before anything is rendered.
    static func checkWritable(_ folder: URL) throws {
        var probe = folder.standardized
        while FilePaths.kind(of: probe.path) == .none {
            let parent = probe.deletingLastPathComponent()
            if parent.path == probe.path { break }
            probe = parent
        }
        guard FilePaths.kind(of: probe.path) == .folder, FileManager.default.isWritableFile(atPath: probe.path) else {
            throw SnapshotError.artifactsNotWritable(path: folder.path, probe: probe.path)
        }
    }
}
