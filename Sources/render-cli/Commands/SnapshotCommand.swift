import FoundationEssentials
import Glibc
import SegmentRender
import SegmentRenderSnapshot

/// `segment-render snapshot MANIFEST`: goldens for users' controls, on one machine or sharded over
/// many (`--shard`, `--results`, then `snapshot merge`). Exit 0 when everything matched; 1 when
/// anything failed, was missing or was recorded (recording is never silent).
enum SnapshotCommand {
    static let record = Option<RecordMode>.choice(
        "--record", "MODE",
        """
        missing: record only absent goldens; all: re-record; failed: re-record
        failures; never: compare only. Default: SEGMENT_RENDER_RECORD, else never
        when CI is set, else missing. A run that recorded anything exits 1.
        """)
    static let artifacts = Option.outputFolder(
        "--artifacts", [], "DIR",
        """
        Failures' actual, expected and diff files and index.html (default
        SEGMENT_RENDER_ARTIFACTS, else snapshot-artifacts/).
        """)
    static let allowRecordOnCI = Flag("--allow-record-on-ci", "With --record, record even when CI is set (it is refused otherwise).")
    static let shard = Option<SnapshotShard>("--shard", [], "I/N", "Check only shard I of N (I from 1).") { text in
        do { return try SnapshotShard(text) } catch {
            throw OptionValueError(expected: "I/N with 1 ≤ I ≤ N ≤ \(SnapshotShard.maximumCount), in digits (for example 2/4)")
        }
    }
    static let results = Option.outputFile(
        "--results", [], "FILE",
        """
        Write the results as JSON (for snapshot merge, or your own tools); its folder
        is made when missing.
        """, standardOutput: false)
    static let junit = Option.outputFile(
        "--junit", [], "FILE",
        """
        Also write the results as JUnit XML (one test case per entry, a failure with its
        attribution and artifacts' paths), for a CI system's test view.
        """, standardOutput: false)
    static let summary = Option.outputFile(
        "--summary", [], "FILE",
        """
        Also write a Markdown summary (counts, each failure's attribution, the accept
        command), for $GITHUB_STEP_SUMMARY.
        """, standardOutput: false)
    static let cache = Option.outputFolder(
        "--cache", [], "DIR",
        """
        Skip entries whose inputs (config, images, fonts, state, scale, environment,
        golden) already passed; keep DIR in a CI cache.
        """)
    static let goldenCompression = Option<PNGCompression>.choice(
        "--png-compression", "MODE",
        "How recorded goldens are compressed: small (default), default or fast.")

    static let prune = Flag(
        "--prune", "List the golden files in the goldens folder that no entry claims (on any shard or platform); check nothing.")
    static let yes = Flag("--yes", "With --prune, delete the files it lists.")

    static let spec = CommandSpec(
        name: "snapshot", summary: "Check configs and presets against goldens from a manifest",
        // Each form names every option it takes: any other is refused (checkOptions), and help
        // shows each form with its own.
        usage: [
            [
                .positional("MANIFEST"), .optional(record), .optional(allowRecordOnCI), .optional(shard), .optional(cache),
                .optional(CommonOptions.jobs), .optional(goldenCompression), .optional(artifacts), .optional(results),
                .optional(junit), .optional(summary),
            ] + CommonOptions.rendering.map { .optional([.option($0.spec)]) },
            [
                .positional("MANIFEST"), .option(prune), .optional(yes), .optional(CommonOptions.appearance), .optional(CommonOptions.direction),
                .optional(CommonOptions.contentSize), .optional(CommonOptions.locale),
            ],
            [.positional("merge"), .positional("RESULTS…"), .optional(artifacts), .optional(results), .optional(junit), .optional(summary)],
            [.positional("prune"), .positional("CLAIMS…"), .optional(yes)],
            [
                .positional("accept"), .positional("MANIFEST"), .positional("NAME|GLOB…"), .optional(results), .optional(list),
                .optional(allowRecordOnCI), .optional(CommonOptions.jobs),
            ],
            [
                .positional("review"), .optional([.positional("MANIFEST"), .option(results)]), .optional(artifacts), .optional(PreviewCommand.port),
                .optional(PreviewCommand.open), .optional(allowRecordOnCI),
            ],
        ],
        discussion: """
            Renders every config and preset the manifest lists, in the states and at the scales it names,
            and compares each with its golden as decoded pixels (or, for "kind": "layout", its layout JSON
            as text). The report (index.html in the artifacts folder) is rewritten on every run.

            MANIFEST (segment-render schema manifest prints its schema):
              {"goldens": "goldens", "pathTemplate": "{platform}/{name}.png", "fonts": "fonts/",
               "entries": [{"config": "tabs.json", "states": "all", "scales": [2, 3]},
                           {"preset": "hx", "states": [0, "none"], "tolerance": {"maxChannelDelta": 1}},
                           {"config": "tabs.json", "kind": "layout", "name": "tabs-geometry"}]}
            Golden names: <config or preset name>-<state>@<scale>x.png (an entry's "name" overrides).

            Sharding: run "snapshot M --shard I/N --results shard-I.json" on N machines (entries are
            split by a hash of their names, so adding one moves no other), then
            "snapshot merge shard-*.json --artifacts DIR" for one report and one exit status.

            Stale goldens: "snapshot M --prune" lists the golden files no entry claims (--yes deletes
            them). For assertGolden's __Goldens__ folders, run the whole suite with
            SEGMENT_RENDER_CLAIMS=FILE set, then "snapshot prune FILE" (--yes deletes).

            Accepting failures one by one: "snapshot accept M NAME|GLOB…" records the named goldens that
            fail now and nothing else (the golden, its sidecar, its hash-store line); with --results FILE
            (repeatable) only that run's failures; --list prints what would be accepted.

            Reviewing them on a page: "snapshot review M --results FILE" serves, on 127.0.0.1, each failure
            of that run (or, with no MANIFEST, each failure assertGolden and assertLayout left in
            --artifacts DIR during swift test) in turn — what changed, expected / actual / diff with a wipe and an onion skin, or
            a layout's text diff — to accept (a), reject (r) or skip (s); an accept writes what "snapshot
            accept" would. Ctrl-C stops it and prints the choices and the equivalent accept command.
            """,
        options: [
            record, artifacts, allowRecordOnCI, shard, results, junit, summary, cache, CommonOptions.jobs, goldenCompression, prune, yes, list,
            PreviewCommand.port, PreviewCommand.open,
        ] + CommonOptions.rendering,
        run: run)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let paths = try arguments.positionals(max: Int.max, names: "one MANIFEST (or merge RESULTS…)")
        // Paths from the command line are the working folder's, resolved once, as the kernel would.
        let artifacts = URL(fileURLWithPath: FilePaths.canonical(try arguments.value(self.artifacts) ?? GoldenCheck.defaultArtifacts.path), isDirectory: true)
        if paths.first == "merge" {
            try spec.checkOptions(arguments, form: 2, formName: "snapshot merge")
            return try merge(Array(paths.dropFirst()), artifacts: artifacts, arguments: arguments)
        }
        if paths.first == "prune" {
            try spec.checkOptions(arguments, form: 3, formName: "snapshot prune")
            return try pruneClaimed(Array(paths.dropFirst()), delete: arguments.isSet(yes))
        }
        if paths.first == "accept" {
            try spec.checkOptions(arguments, form: 4, formName: "snapshot accept")
            return try accept(Array(paths.dropFirst()), arguments: arguments)
        }
        if paths.first == "review" {
            try spec.checkOptions(arguments, form: 5, formName: "snapshot review")
            return try review(Array(paths.dropFirst()), arguments: arguments)
        }
        if arguments.isSet(yes) && !arguments.isSet(prune) { throw Arguments.UsageError(description: "--yes goes with --prune") }
        try spec.checkOptions(arguments, form: arguments.isSet(prune) ? 1 : 0, formName: arguments.isSet(prune) ? "snapshot --prune" : "snapshot")
        guard paths.count <= 1 else { throw Arguments.UsageError(description: "snapshot takes one MANIFEST (or: snapshot merge RESULTS…)") }
        guard let path = paths.first else { throw Arguments.UsageError(description: "snapshot needs a MANIFEST (a JSON file)") }
        if arguments.isSet(prune) { return try runPrune(path, arguments: arguments) }
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(explicit: try arguments.value(record), allowOnCI: arguments.isSet(allowRecordOnCI))
        } catch let error as RecordModeError {
            throw Arguments.UsageError(description: error.description)
        }
        let shard = try arguments.value(self.shard)
        let resultsFile = try arguments.value(results).map(FilePaths.canonical)
        let junitFile = try arguments.value(junit).map(FilePaths.canonical)
        let summaryFile = try arguments.value(summary).map(FilePaths.canonical)
        let cacheFolder = try arguments.value(cache).map(FilePaths.canonical)
        let jobs = try CommonOptions.jobCount(arguments)
        let manifest = try SnapshotManifest.load(path)
        try checkOutputs(results: resultsFile, artifacts: artifacts.path, cache: cacheFolder, manifest: manifest)
        try checkOutputs(results: junitFile, artifacts: artifacts.path, cache: nil, manifest: manifest, option: "--junit")
        try checkOutputs(results: summaryFile, artifacts: artifacts.path, cache: nil, manifest: manifest, option: "--summary")
        try checkDistinct(results: resultsFile, junit: junitFile, summary: summaryFile)
        for file in [resultsFile, junitFile, summaryFile].compactMap({ $0 }) {
            // Shards write into folders of their own (out/shard-2.json): make the folder.
            try Output.makeFolder(FilePaths.folder(of: file))
            try Output.checkWritable(file)
        }
        if let fonts = manifest.fonts, FontLibrary.shared.pinnedFolder == nil {
            try FontLibrary.shared.pinFonts(to: fonts.path)
        }
        let results: SnapshotResults
        do {
            results = try SnapshotRun(
                manifest: manifest, mode: mode, artifacts: artifacts, jobs: jobs, overrides: try CommonOptions.overrides(arguments),
                shard: shard, cache: cacheFolder.map { URL(fileURLWithPath: $0, isDirectory: true) },
                goldenCompression: try arguments.value(goldenCompression) ?? .small
            ).run()
            if let resultsFile {
                var relative = results
                let folder = FilePaths.folder(of: resultsFile)
                relative.entries = relative.entries.map { relocate($0, from: artifacts.path, to: folder) }
                relative.artifacts = relativePath(from: folder, to: artifacts.path)
                try relative.write(to: URL(fileURLWithPath: resultsFile))
            }
            if let junitFile { try writeJUnit(results, artifacts: artifacts.path, to: junitFile) }
            if let summaryFile { try Output.writeAtomically(Array(results.markdownSummary().utf8), to: summaryFile) }
        } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        return report(results, artifacts: artifacts, title: "snapshot (record \(mode.rawValue)\(shard.map { ", shard \($0)" } ?? ""))", resultsFile: resultsFile)
    }

    /// `snapshot prune CLAIMS…`: the golden files in the folders `assertGolden` and `assertLayout`
    /// used during a run with `SEGMENT_RENDER_CLAIMS` that no call claimed.
    static func pruneClaimed(_ files: [String], delete: Bool) throws -> Int32 {
        guard !files.isEmpty else {
            throw Arguments.UsageError(description: "snapshot prune needs the claims file a test run wrote (SEGMENT_RENDER_CLAIMS=FILE swift test)")
        }
        let stale: [String]
        do { stale = try GoldenClaims.stale(try files.flatMap { try GoldenClaims.read(FilePaths.canonical($0)) }) } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        return try prune(stale, delete: delete, shown: { $0 }, where: "the goldens folders the claims name")
    }

    /// Lists or deletes `files` (absolute paths), showing each as `shown` makes it: a golden with
    /// its sidecar counts once and goes with it, a sidecar without its golden is named as one.
    static func prune(_ files: [String], delete: Bool, shown: (String) -> String, where folder: String) throws -> Int32 {
        let stale = StaleGolden.grouped(files)
        var removed = 0
        for golden in stale {
            let what = shown(golden.path) + (golden.sidecar != nil ? " (and its sidecar)" : golden.isOrphanedSidecar ? " (a sidecar without its golden)" : "")
            if delete {
                for file in [golden.path] + (golden.sidecar.map { [$0] } ?? []) {
                    guard FilePaths.kind(of: file) == .file, unlink(file) == 0 else {
                        throw InputError(description: "cannot delete '\(file)': \(String(cString: strerror(errno)))")
                    }
                }
                removed += 1
                Output.say("deleted   \(what)")
            } else {
                Output.say("stale     \(what)")
            }
        }
        let count = { (n: Int) in "\(n) stale golden\(n == 1 ? "" : "s")" }
        if stale.isEmpty {
            Output.say("prune: no stale goldens in \(folder)")
        } else if delete {
            Output.say("prune: deleted \(count(removed)) from \(folder)")
        } else {
            Output.say("prune: \(count(stale.count)) in \(folder); delete them with --yes")
        }
        return 0
    }

    /// `--prune`: lists (and with `--yes` deletes) the golden files no entry claims. Only files the
    /// listing names are ever removed, and each is looked at once more just before.
    static func runPrune(_ path: String, arguments: Arguments) throws -> Int32 {
        let manifest = try SnapshotManifest.load(path)
        let run = SnapshotRun(
            manifest: manifest, mode: .never, artifacts: GoldenCheck.defaultArtifacts, jobs: 1, overrides: try CommonOptions.overrides(arguments),
            shard: nil, cache: nil, goldenCompression: .small)
        let stale: [String]
        do { stale = try run.staleGoldens() } catch let error as SnapshotError { throw InputError(description: error.description) }
        let root = manifest.goldens.standardized.path
        if manifest.store == .hash {
            // Lines of the store, not files: listed as such, and removed from the store in one rewrite.
            for path in stale { Output.say((arguments.isSet(yes) ? "deleted   " : "stale     ") + "\(HashStore.fileName): \(path)") }
            if arguments.isSet(yes) {
                do { try HashStore.merge([:], removing: Set(stale), into: manifest.hashStoreURL) } catch let error as SnapshotError {
                    throw InputError(description: error.description)
                }
            }
            let count = "\(stale.count) stale golden\(stale.count == 1 ? "" : "s")"
            Output.say(
                stale.isEmpty
                    ? "prune: no stale goldens in \(manifest.hashStoreURL.path)"
                    : arguments.isSet(yes)
                        ? "prune: deleted \(count) from \(manifest.hashStoreURL.path)" : "prune: \(count) in \(manifest.hashStoreURL.path); delete them with --yes")
            return 0
        }
        return try prune(stale.map { root + "/" + $0 }, delete: arguments.isSet(yes), shown: { String($0.dropFirst(root.count + 1)) }, where: root)
    }

    /// No output may be an input: `--results` is never the manifest, a config or a file in the
    /// goldens or fonts folder, and neither the artifacts nor the cache folder lies in the goldens folder.
    static func checkOutputs(results: String?, artifacts: String, cache: String?, manifest: SnapshotManifest, option: String = "--results") throws {
        let goldens = manifest.goldens.path
        if let results {
            var inputs = [(FilePaths.canonical(manifest.path), "the manifest")]
            for entry in manifest.entries {
                if case let .config(file) = entry.source { inputs.append((FilePaths.canonical(file), "the config of entries[\(entry.index)]")) }
            }
            if let (_, what) = inputs.first(where: { $0.0 == results }) {
                throw InputError(description: "\(option) '\(results)' is \(what); give another file")
            }
            if FilePaths.isInside(results, goldens) { throw InputError(description: "\(option) '\(results)' is inside the goldens folder '\(goldens)'; give another file") }
            if let fonts = manifest.fonts?.path, FilePaths.isInside(results, fonts) {
                throw InputError(description: "\(option) '\(results)' is inside the fonts folder '\(fonts)'; give another file")
            }
        }
        for (option, folder) in [("--artifacts", artifacts), ("--cache", cache)] {
            guard let folder, FilePaths.isInside(folder, goldens) else { continue }
            throw InputError(description: "\(option) '\(folder)' is the goldens folder or inside it ('\(goldens)'); give another folder")
        }
    }

    /// Artifact paths in the results file are relative to the results file's folder (both
    /// folders canonical, so `..` in either counts as the file system has it).
    static func relocate(_ entry: SnapshotResults.Entry, from artifacts: String, to folder: String) -> SnapshotResults.Entry {
        var entry = entry
        for keyPath in [\SnapshotResults.Entry.expected, \.actual, \.diff] {
            guard let relative = entry[keyPath: keyPath] else { continue }
            entry[keyPath: keyPath] = relativePath(from: folder, to: FilePaths.join(artifacts, relative))
        }
        return entry
    }

    /// `path` as seen from `folder`, both made canonical: `../art/x.png`.
    static func relativePath(from folder: String, to path: String) -> String {
        let base = FilePaths.canonical(folder).split(separator: "/"), target = FilePaths.canonical(path).split(separator: "/")
        let common = zip(base, target).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func merge(_ files: [String], artifacts: URL, arguments: Arguments) throws -> Int32 {
        guard !files.isEmpty else { throw Arguments.UsageError(description: "snapshot merge needs the results files of every shard") }
        let merged: SnapshotResults
        do {
            merged = try SnapshotMerge.merge(files.map { URL(fileURLWithPath: FilePaths.canonical($0)) }, artifacts: artifacts)
            let resultsFile = try arguments.value(results).map(FilePaths.canonical), junitFile = try arguments.value(junit).map(FilePaths.canonical)
            let summaryFile = try arguments.value(summary).map(FilePaths.canonical)
            try checkDistinct(results: resultsFile, junit: junitFile, summary: summaryFile)
            if let resultsFile {
                // As a run's results: artifact paths relative to the results file's folder.
                var relative = merged
                let folder = FilePaths.folder(of: resultsFile)
                relative.entries = relative.entries.map { relocate($0, from: artifacts.path, to: folder) }
                relative.artifacts = relativePath(from: folder, to: artifacts.path)
                try relative.write(to: URL(fileURLWithPath: resultsFile))
            }
            if let junitFile {
                try Output.makeFolder(FilePaths.folder(of: junitFile))
                try writeJUnit(merged, artifacts: artifacts.path, to: junitFile)
            }
            if let summaryFile {
                try Output.makeFolder(FilePaths.folder(of: summaryFile))
                try Output.writeAtomically(Array(merged.markdownSummary().utf8), to: summaryFile)
            }
        } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        return report(merged, artifacts: artifacts, title: "snapshot merge of \(files.count) shard\(files.count == 1 ? "" : "s")")
    }

    /// `--results`, `--junit` and `--summary` each name a file of their own.
    static func checkDistinct(results: String?, junit: String?, summary: String?) throws {
        let named = [("--results", results), ("--junit", junit), ("--summary", summary)].compactMap { option, file in file.map { (option, $0) } }
        for (i, a) in named.enumerated() {
            if let b = named[(i + 1)...].first(where: { $0.1 == a.1 }) {
                throw Arguments.UsageError(description: "\(a.0) and \(b.0) name the same file")
            }
        }
    }

    /// The results as JUnit XML at `file`, artifact paths relative to its folder.
    static func writeJUnit(_ results: SnapshotResults, artifacts: String, to file: String) throws {
        var relative = results
        let folder = FilePaths.folder(of: file)
        relative.entries = results.entries.map { entry in
            var entry = relocate(entry, from: artifacts, to: folder)
            if entry.golden.hasPrefix("/") { entry.golden = relativePath(from: folder, to: entry.golden) }
            return entry
        }
        try Output.writeAtomically(Array(relative.junitXML().utf8), to: file)
    }

    /// Prints one line per entry and a summary; the exit status.
    static func report(_ results: SnapshotResults, artifacts: URL, title: String, resultsFile: String? = nil) -> Int32 {
        for entry in results.entries {
            switch entry.status {
            case .passed:
                Output.say("pass      \(entry.name)" + (entry.cached == true ? " (cached)" : "") + (entry.summary.map { " (\($0))" } ?? ""))
            case .recorded:
                Output.say("recorded  \(entry.name) -> \(entry.golden)\(entry.summary == "re-recorded" ? " (replaced)" : "")")
            case .missing:
                Output.say("missing   \(entry.name): no golden at \(entry.golden) (record with --record missing)")
            case .failed:
                Output.say("FAIL      \(entry.name): \(entry.summary ?? "")")
                for line in entry.attribution ?? [] { Output.say("            " + line) }
                for file in [entry.expected, entry.actual, entry.diff].compactMap({ $0 }) {
                    Output.say("            " + (file.hasPrefix("/") ? file : artifacts.appendingPathComponent(file).path))
                }
            }
        }
        for audit in results.audits ?? [] {
            let errors = audit.errors, warnings = audit.findings.count - errors
            Output.say(
                "\(errors > 0 ? "AUDIT" : "audit")     \(audit.entry) \(audit.variant): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            for finding in audit.findings where finding.severity == AuditSeverity.error.rawValue {
                Output.say("            \(finding.rule): \(finding.message)")
            }
        }
        for line in results.environment?.split(separator: "\n") ?? [] { Output.say(String(line)) }
        let failed = results.count(.failed), missing = results.count(.missing), recorded = results.count(.recorded)
        var summary = "\(title): \(results.count(.passed)) passed, \(failed) failed"
        if missing > 0 { summary += ", \(missing) missing" }
        if recorded > 0 { summary += ", \(recorded) recorded — look at them, then run again" }
        if let audits = results.audits {
            summary += "; audit: \(results.auditErrors) error\(results.auditErrors == 1 ? "" : "s") in \(audits.count) variant\(audits.count == 1 ? "" : "s")"
        }
        Output.say(summary)
        if let stale = results.staleGoldens, stale > 0 {
            Output.say("\(stale) golden\(stale == 1 ? "" : "s") no entry claims: segment-render snapshot \(results.manifest) --prune lists \(stale == 1 ? "it" : "them")")
        }
        Output.say("report: \(artifacts.appendingPathComponent(SnapshotReport.fileName).path)")
        if failed > 0 {
            // Reviewing on a page needs the run's results: named when this run wrote them.
            let review = resultsFile.map { "segment-render snapshot review \(results.manifest) --results \(ReviewSession.shellQuoted($0))" }
            Output.say("review them one by one: " + (review ?? "segment-render snapshot review \(results.manifest) --results FILE (a run with --results FILE writes it)"))
            Output.say("accept one at a time: segment-render snapshot accept \(results.manifest) NAME|GLOB… (--list shows what matches)")
            Output.say("accept the changes: \(results.acceptCommand)")
        } else if missing > 0 {
            Output.say("record the missing goldens: segment-render snapshot \(results.manifest) --record missing")
        }
        return results.passed ? 0 : 1
    }
}
