import Foundation
import SegmentRender

/// `segment-render snapshot MANIFEST`: goldens for users' controls, on one machine or sharded over
/// many (`--shard`, `--results`, then `snapshot merge`). Exit 0 when everything matched; 1 when
/// anything failed, was missing or was recorded (recording is never silent).
enum SnapshotCommand {
    static let record = Option<RecordMode>.choice("--record", "MODE", """
        missing: record only absent goldens; all: re-record; failed: re-record
        failures; never: compare only. Default: SEGMENT_RENDER_RECORD, else never
        when CI is set, else missing. A run that recorded anything exits 1.
        """)
    static let artifacts = Option.outputFolder("--artifacts", [], "DIR", """
        Failures' actual, expected and diff files and index.html (default
        SEGMENT_RENDER_ARTIFACTS, else snapshot-artifacts/).
        """)
    static let allowRecordOnCI = Flag("--allow-record-on-ci", "With --record, record even when CI is set (it is refused otherwise).")
    static let shard = Option<SnapshotShard>("--shard", [], "I/N", "Check only shard I of N (I from 1).") { text in
        do { return try SnapshotShard(text) } catch {
            throw OptionValueError(expected: "I/N with 1 ≤ I ≤ N ≤ \(SnapshotShard.maximumCount), in digits (for example 2/4)")
        }
    }
    static let results = Option.outputFile("--results", [], "FILE", """
        Write the results as JSON (for snapshot merge, or your own tools); its folder
        is made when missing.
        """, standardOutput: false)
    static let cache = Option.outputFolder("--cache", [], "DIR", """
        Skip entries whose inputs (config, images, fonts, state, scale, environment,
        golden) already passed; keep DIR in a CI cache.
        """)
    static let goldenCompression = Option<PNGCompression>.choice("--png-compression", "MODE",
                                                                  "How recorded goldens are compressed: small (default), default or fast.")

    static let spec = CommandSpec(
        name: "snapshot", summary: "Check configs and presets against goldens from a manifest",
        usage: [[.positional("MANIFEST"), .optional(record), .optional(allowRecordOnCI), .optional(shard), .optional(cache),
                 .optional(CommonOptions.jobs), .optional(goldenCompression), .optional(CommonOptions.appearance), .optional(CommonOptions.direction),
                 .optional(CommonOptions.contentSize), .optional(CommonOptions.fonts)],
                [.positional("merge"), .positional("RESULTS…")]],
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
        """,
        options: [record, artifacts, allowRecordOnCI, shard, results, cache, CommonOptions.jobs, goldenCompression] + CommonOptions.rendering,
        run: run)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let paths = try arguments.positionals(max: Int.max, names: "one MANIFEST (or merge RESULTS…)")
        let artifacts = try arguments.value(self.artifacts).map { URL(fileURLWithPath: $0) } ?? GoldenCheck.defaultArtifacts
        if paths.first == "merge" {
            return try merge(Array(paths.dropFirst()), artifacts: artifacts, arguments: arguments)
        }
        guard paths.count <= 1 else { throw Arguments.UsageError(description: "snapshot takes one MANIFEST (or: snapshot merge RESULTS…)") }
        guard let path = paths.first else { throw Arguments.UsageError(description: "snapshot needs a MANIFEST (a JSON file)") }
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(explicit: try arguments.value(record), allowOnCI: arguments.isSet(allowRecordOnCI))
        } catch let error as RecordModeError {
            throw Arguments.UsageError(description: error.description)
        }
        let shard = try arguments.value(self.shard)
        let resultsFile = try arguments.value(results)
        if let resultsFile {
            // Shards write into folders of their own (out/shard-2.json): make the folder.
            try? FileManager.default.createDirectory(at: URL(fileURLWithPath: resultsFile).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Output.checkWritable(resultsFile)
        }
        let jobs = try CommonOptions.jobCount(arguments)
        let manifest = try SnapshotManifest.load(path)
        if let fonts = manifest.fonts, FontLibrary.shared.pinnedFolder == nil {
            try FontLibrary.shared.pinFonts(to: fonts.path)
        }
        let results: SnapshotResults
        do {
            results = try SnapshotRun(manifest: manifest, mode: mode, artifacts: artifacts, jobs: jobs, overrides: try CommonOptions.overrides(arguments),
                                      shard: shard, cache: try arguments.value(cache).map { URL(fileURLWithPath: $0) },
                                      goldenCompression: try arguments.value(goldenCompression) ?? .small).run()
            if let resultsFile {
                var relative = results
                relative.entries = relative.entries.map { relocate($0, from: artifacts, to: URL(fileURLWithPath: resultsFile).deletingLastPathComponent()) }
                try relative.write(to: URL(fileURLWithPath: resultsFile))
            }
        } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        return report(results, artifacts: artifacts, title: "snapshot (record \(mode.rawValue)\(shard.map { ", shard \($0)" } ?? ""))")
    }

    /// Artifact paths in the results file are relative to the results file's folder.
    static func relocate(_ entry: SnapshotResults.Entry, from artifacts: URL, to folder: URL) -> SnapshotResults.Entry {
        var entry = entry
        let base = folder.standardized.pathComponents
        for keyPath in [\SnapshotResults.Entry.expected, \.actual, \.diff] {
            guard let relative = entry[keyPath: keyPath] else { continue }
            let absolute = artifacts.appendingPathComponent(relative).standardized.pathComponents
            let common = zip(base, absolute).prefix { $0 == $1 }.count
            entry[keyPath: keyPath] = (Array(repeating: "..", count: base.count - common) + absolute.dropFirst(common)).joined(separator: "/")
        }
        return entry
    }

    static func merge(_ files: [String], artifacts: URL, arguments: Arguments) throws -> Int32 {
        guard !files.isEmpty else { throw Arguments.UsageError(description: "snapshot merge needs the results files of every shard") }
        let merged: SnapshotResults
        do {
            merged = try SnapshotMerge.merge(files.map { URL(fileURLWithPath: $0) }, artifacts: artifacts)
            if let resultsFile = try arguments.value(results) {
                try merged.write(to: URL(fileURLWithPath: resultsFile))
            }
        } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        return report(merged, artifacts: artifacts, title: "snapshot merge of \(files.count) shard\(files.count == 1 ? "" : "s")")
    }

    /// Prints one line per entry and a summary; the exit status.
    static func report(_ results: SnapshotResults, artifacts: URL, title: String) -> Int32 {
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
                for file in [entry.expected, entry.actual, entry.diff].compactMap({ $0 }) {
                    Output.say("            " + (file.hasPrefix("/") ? file : artifacts.appendingPathComponent(file).path))
                }
            }
        }
        if let environment = results.environment { Output.say(environment) }
        let failed = results.count(.failed), missing = results.count(.missing), recorded = results.count(.recorded)
        var summary = "\(title): \(results.count(.passed)) passed, \(failed) failed"
        if missing > 0 { summary += ", \(missing) missing" }
        if recorded > 0 { summary += ", \(recorded) recorded — look at them, then run again" }
        Output.say(summary)
        Output.say("report: \(artifacts.appendingPathComponent(SnapshotReport.fileName).path)")
        if failed > 0 {
            Output.say("accept the changes: \(results.acceptCommand)")
        } else if missing > 0 {
            Output.say("record the missing goldens: segment-render snapshot \(results.manifest) --record missing")
        }
        return results.passed ? 0 : 1
    }
}
