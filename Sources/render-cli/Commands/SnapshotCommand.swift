import Foundation
import SegmentRender

/// `segment-render snapshot MANIFEST`: goldens for users' controls. Exit 0 when everything
/// matched; 1 when anything failed, was missing or was recorded (recording is never silent).
enum SnapshotCommand {
    static let spec = CommandSpec(
        name: "snapshot", summary: "Check configs and presets against goldens from a manifest",
        usage: ["MANIFEST [--record missing|all|failed|never] [--artifacts DIR] [--jobs N]"],
        discussion: """
        Renders every config and preset the manifest lists, in the states and at the scales it names,
        and compares each with its golden as decoded pixels.

        MANIFEST (segment-render schema manifest prints its schema):
          {"goldens": "goldens",
           "entries": [{"config": "tabs.json", "states": "all", "scales": [2, 3]},
                       {"preset": "hx", "states": [0, "none"], "tolerance": {"maxChannelDelta": 1}}]}
        Golden names: <config or preset name>-<state>@<scale>x.png (an entry's "name" overrides).
        """,
        options: [
            .value("--record", [], "MODE", """
                missing: record only absent goldens; all: re-record; failed: re-record
                failures; never: compare only. Default: SEGMENT_RENDER_RECORD, else never
                when CI is set, else missing. A run that recorded anything exits 1.
                """),
            .value("--artifacts", [], "DIR", """
                Failures' actual, expected and diff PNGs and index.html (default
                SEGMENT_RENDER_ARTIFACTS, else snapshot-artifacts/).
                """),
            .flag("--allow-record-on-ci", "With --record, record even when CI is set (it is refused otherwise)."),
            CommonOptions.jobs,
        ] + CommonOptions.variants,
        run: run)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let paths = try arguments.positionals(max: 1, names: "one MANIFEST")
        guard let path = paths.first else { throw Arguments.UsageError(description: "snapshot needs a MANIFEST (a JSON file)") }
        var explicit: RecordMode?
        if let text = try arguments.value("--record") {
            guard let given = RecordMode(rawValue: text) else {
                throw Arguments.UsageError(description: "--record expects one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
            }
            explicit = given
        }
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(explicit: explicit, allowOnCI: arguments.flag("--allow-record-on-ci"))
        } catch let error as RecordModeError {
            throw Arguments.UsageError(description: error.description)
        }
        let artifacts = try arguments.value("--artifacts").map { URL(fileURLWithPath: $0) } ?? GoldenCheck.defaultArtifacts
        let jobs = try arguments.integer("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let manifest = try SnapshotManifest.load(path)
        let results: [SnapshotRun.Result]
        do {
            results = try SnapshotRun(manifest: manifest, mode: mode, artifacts: artifacts, jobs: jobs,
                                      overrides: try CommonOptions.overrides(arguments)).run()
        } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        var passed = 0, failed = 0, recorded = 0, missing = 0
        for result in results {
            switch result.outcome {
            case let .passed(match):
                passed += 1
                print("pass      \(result.name)" + (match.comparison?.differingPixels ?? 0 > 0 ? " (within tolerance: \(match.summary))" : ""))
            case let .recorded(path, replaced):
                recorded += 1
                print("recorded  \(result.name) -> \(path)\(replaced ? " (replaced)" : "")")
            case let .missing(path):
                missing += 1
                print("missing   \(result.name): no golden at \(path) (record with --record missing)")
            case let .failed(match, files):
                failed += 1
                print("FAIL      \(result.name): \(match.summary)")
                for file in [files.expected, files.actual, files.diff].compactMap({ $0 }) { print("            \(file)") }
            case let .unreadable(path, reason):
                failed += 1
                print("FAIL      \(result.name): the golden \(path) cannot be read: \(reason)")
            }
        }
        var summary = "snapshot (record \(mode.rawValue)): \(passed) passed, \(failed) failed"
        if missing > 0 { summary += ", \(missing) missing" }
        if recorded > 0 { summary += ", \(recorded) recorded — look at them, then run again" }
        print(summary)
        if failed > 0 {
            print("report: \(artifacts.appendingPathComponent("index.html").path)")
            print("accept the changes: segment-render snapshot \(path) --record failed")
        } else if missing > 0 {
            print("record the missing goldens: segment-render snapshot \(path) --record missing")
        }
        return failed + missing + recorded == 0 ? 0 : 1
    }
}
