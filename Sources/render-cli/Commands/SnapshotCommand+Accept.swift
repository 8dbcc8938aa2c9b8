import FoundationEssentials
import Glibc
import SegmentRender
import SegmentRenderSnapshot

/// `snapshot accept MANIFEST NAME|GLOB…`: records the named goldens that fail, and only those —
/// exactly what `--record failed` would write for each (the golden, its sidecar, its line of a
/// hash store), never another. With `--results`, only failures of that run can be accepted.
extension SnapshotCommand {
    static let list = Flag("--list", "With accept: print what would be accepted and write nothing.")

    static func accept(_ operands: [String], arguments: Arguments) throws -> Int32 {
        guard let path = operands.first, operands.count >= 2 else {
            throw Arguments.UsageError(description: "snapshot accept needs a MANIFEST and the names (or globs, like 'tabs-*@2x') of the goldens to accept")
        }
        let patterns = Array(operands.dropFirst())
        for pattern in patterns where pattern.isEmpty || pattern.contains("/") {
            throw Arguments.UsageError(description: "'\(Quoted.cut(pattern))' is not a golden name or glob (names have no '/')")
        }
        let listing = arguments.isSet(list)
        if !listing {
            do { _ = try RecordMode.resolve(explicit: .failed, allowOnCI: arguments.isSet(allowRecordOnCI)) } catch let error as RecordModeError {
                throw Arguments.UsageError(description: error.description)
            }
        }
        let manifest = try SnapshotManifest.load(path)
        // What the run reviewed failed: only those may be accepted.
        var allowed: Set<String>?
        for file in try arguments.values(results).map(FilePaths.canonical) {
            do {
                let run = try SnapshotResults.read(URL(fileURLWithPath: file))
                allowed = (allowed ?? []).union(run.entries.filter { $0.status == .failed || $0.status == .missing }.map(\.name))
            } catch let error as SnapshotError {
                throw InputError(description: error.description)
            }
        }
        if let fonts = manifest.fonts, FontLibrary.shared.pinnedFolder == nil { try FontLibrary.shared.pinFonts(to: fonts.path) }
        // Its report goes to a scratch folder: the last run's artifacts stay as they were.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-accept-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let matches = { @Sendable (name: String) in patterns.contains { Glob.matches($0, name) } }
        var run = SnapshotRun(
            manifest: manifest, mode: .never, artifacts: scratch, jobs: try CommonOptions.jobCount(arguments), overrides: try CommonOptions.overrides(arguments))
        let reviewed = allowed
        run.only = { name in matches(name) && (reviewed?.contains(name) ?? true) }
        let failing: [SnapshotResults.Entry]
        do { failing = try run.run().entries.filter { $0.status == .failed || $0.status == .missing } } catch let error as SnapshotError {
            throw InputError(description: error.description)
        }
        // Every name given must name a failure: a typo accepts nothing rather than something else.
        for pattern in patterns where !failing.contains(where: { Glob.matches(pattern, $0.name) }) {
            let why = allowed == nil ? "no golden of \(path) that fails now" : "no failure of the results given that fails now"
            throw InputError(description: "'\(Quoted.cut(pattern))' matches \(why); nothing was accepted")
        }
        if listing {
            for entry in failing { Output.say("would accept  \(entry.name)  (\(entry.status.rawValue): \(entry.golden))") }
            Output.say("accept: \(failing.count) golden\(failing.count == 1 ? "" : "s") would be accepted; run again without --list to write them")
            return 0
        }
        let names = Set(failing.map(\.name))
        run.mode = .failed
        run.only = { names.contains($0) }
        let recorded: [SnapshotResults.Entry]
        do { recorded = try run.run().entries } catch let error as SnapshotError { throw InputError(description: error.description) }
        for entry in recorded where entry.status == .recorded { Output.say("accepted  \(entry.name)  → \(entry.golden)") }
        // A golden that now passes changed on disk since the check above: it is left as it is.
        for entry in recorded where entry.status != .recorded { Output.say("left      \(entry.name)  (\(entry.status.rawValue) now: not overwritten)") }
        Output.say("accept: \(recorded.filter { $0.status == .recorded }.count) of \(names.count) accepted")
        return 0
    }
}

/// Shell-style globs over golden names: `*` any run of characters, `?` one, anything else itself.
enum Glob {
    static func matches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern), n = Array(name)
        // Linear-time wildcard matching: remember the last `*` and retry from one character further.
        var i = 0, j = 0, star = -1, mark = 0
        while j < n.count {
            if i < p.count, p[i] == "?" || p[i] == n[j] {
                i += 1
                j += 1
            } else if i < p.count, p[i] == "*" {
                star = i
                mark = j
                i += 1
            } else if star >= 0 {
                i = star + 1
                mark += 1
                j = mark
            } else {
                return false
            }
        }
        while i < p.count, p[i] == "*" { i += 1 }
        return i == p.count
    }
}
