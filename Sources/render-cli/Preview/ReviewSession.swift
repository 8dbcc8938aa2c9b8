import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

/// What `snapshot review` serves: the failures of a run's results, and the choices made on them.
/// Accepting runs the entry's check again and records it exactly as `--record failed` would (the
/// golden, its sidecar, its hash-store line) — and only when the golden is still the one the
/// review started with.
final class ReviewSession: @unchecked Sendable {
    enum Choice: String, Sendable { case accept, reject, skip }

    struct Failure: Sendable {
        var entry: SnapshotResults.Entry
        /// The folder the entry's artifact paths are relative to.
        var folder: String
        /// The golden's bytes when the review started (nil: no file, as for a missing golden).
        var golden: [UInt8]?
        /// A motion golden's failure: its expected and actual pictures are APNGs, shown frame by frame.
        var motion = false
        /// The audit findings of its manifest entry, when the entry asks for an audit.
        var audit: [String] = []
    }

    let failures: [Failure]
    /// The manifest a run's failures are checked again from; nil for `assertGolden`'s failures,
    /// which carry what accepting writes (``SnapshotResults/Entry/accept``).
    let manifest: SnapshotManifest?
    let manifestPath: String?
    let resultsFiles: [String]
    /// The per-run secret every change must carry (the page is served with it).
    let token: String
    private let overrides: ConfigOverrides
    private let lock = Lock()
    private var choices: [String: (choice: Choice, outcome: String)] = [:]

    /// The largest artifact served (a run's pictures are far smaller).
    static let maxArtifactBytes = 64 << 20

    /// A snapshot run's failures, from its results files.
    convenience init(manifest: SnapshotManifest, manifestPath: String, resultsFiles: [String], overrides: ConfigOverrides) throws {
        try self.init(manifest: manifest, manifestPath: manifestPath, files: resultsFiles, overrides: overrides)
    }

    /// `assertGolden`'s and `assertLayout`'s failures: every `review.json` under `artifacts` (one a
    /// test), each named by its test (`TabsTests/testTabs/tabs`).
    convenience init(artifacts: String) throws {
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: artifacts)) ?? []
        let files = found.filter { FilePaths.lastComponent(of: $0) == "review.json" }.map { FilePaths.join(artifacts, $0) }.filter { FilePaths.kind(of: $0) == .file }
        try self.init(manifest: nil, manifestPath: nil, files: files.sorted(), overrides: ConfigOverrides())
    }

    private init(manifest: SnapshotManifest?, manifestPath: String?, files resultsFiles: [String], overrides: ConfigOverrides) throws {
        var failures: [Failure] = []
        for file in resultsFiles {
            let run: SnapshotResults
            do { run = try SnapshotResults.read(URL(fileURLWithPath: file)) } catch let error as SnapshotError { throw InputError(description: error.description) }
            let folder = FilePaths.folder(of: file)
            for var entry in run.entries where entry.status == .failed || entry.status == .missing {
                if manifest == nil { entry.name = entry.entry + "/" + entry.name }
                guard !failures.contains(where: { $0.entry.name == entry.name }) else { continue }
                let golden = FilePaths.join(manifestPath.map(FilePaths.folder(of:)) ?? ".", entry.golden)
                var failure = Failure(
                    entry: entry, folder: folder,
                    golden: FilePaths.kind(of: golden) == .file ? try? FileBytes.read(golden, limit: Self.maxArtifactBytes, followLinks: false) : nil)
                if let expected = entry.expected, expected.hasSuffix(".png"),
                    let bytes = try? ConfinedFile.read(FilePaths.join(folder, expected), inside: folder, limit: Self.maxArtifactBytes)
                {
                    failure.motion = APNG.isAnimated(bytes)
                }
                failure.audit = (run.audits ?? []).filter { $0.entry == entry.entry }.flatMap { audit in
                    audit.findings.map { "\(audit.variant): \($0.severity) \($0.rule): \($0.message)" }
                }
                failures.append(failure)
            }
        }
        self.failures = failures
        self.manifest = manifest
        self.manifestPath = manifestPath
        self.resultsFiles = resultsFiles
        self.overrides = overrides
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
    }

    func failure(_ name: String) -> Failure? { failures.first { $0.entry.name == name } }

    /// The bytes of one of `name`'s artifacts (`expected`, `actual` or `diff`), read only as a
    /// regular file inside the results' folder.
    func artifact(_ name: String, _ which: String) -> (bytes: [UInt8], type: String)? {
        guard let failure = failure(name) else { return nil }
        let relative: String?
        switch which {
        case "expected": relative = failure.entry.expected
        case "actual": relative = failure.entry.actual
        case "diff": relative = failure.entry.diff
        default: return nil
        }
        guard let relative else { return nil }
        let path = FilePaths.join(failure.folder, relative)
        guard let bytes = try? ConfinedFile.read(path, inside: failure.folder, limit: Self.maxArtifactBytes) else { return nil }
        let type = path.hasSuffix(".png") ? "image/png" : "text/plain; charset=utf-8"
        return (bytes, type)
    }

    /// A motion golden's frames: how many the expected and actual animations have, and the first
    /// whose pictures differ (nil: none within the shorter). Read two canvases at a time.
    func frames(_ name: String) -> (expected: Int, actual: Int, firstDiffering: Int?)? {
        guard let failure = failure(name), failure.motion, let expected = artifact(name, "expected")?.bytes, let actual = artifact(name, "actual")?.bytes,
            var a = try? APNG.FrameReader(expected), var b = try? APNG.FrameReader(actual)
        else { return nil }
        var counts = (0, 0), first: Int?
        // A frame that cannot be read ends its animation there (the run checked it already).
        while true {
            let x = try? a.next(), y = try? b.next()
            if x != nil { counts.0 += 1 }
            if y != nil { counts.1 += 1 }
            if first == nil, let p = x?.canvas, let q = y?.canvas, p != q { first = counts.0 - 1 }
            if x == nil, y == nil { break }
        }
        return (counts.0, counts.1, first)
    }

    /// Frame `index` of a motion golden's expected or actual animation, as a PNG.
    func frame(_ name: String, _ which: String, _ index: Int) -> [UInt8]? {
        guard failure(name)?.motion == true, which == "expected" || which == "actual", let bytes = artifact(name, which)?.bytes,
            var reader = try? APNG.FrameReader(bytes)
        else { return nil }
        var k = 0
        while let frame = try? reader.next() {
            if k == index { return try? PNGCodec.encode(frame.canvas, compression: .fast) }
            k += 1
        }
        return nil
    }

    /// Records `choice` for `name`; an accept writes the golden first. What happened, for the page.
    func decide(_ name: String, _ choice: Choice) -> String {
        lock.lock()
        defer { lock.unlock() }
        var outcome: String
        switch choice {
        case .accept: outcome = accept(name)
        case .reject: outcome = "rejected: the golden is left as it is"
        case .skip: outcome = "skipped"
        }
        choices[name] = (choice, outcome)
        return outcome
    }

    /// Runs `name`'s check again in record-failed mode, for that entry alone.
    private func accept(_ name: String) -> String {
        guard let failure = failure(name) else { return "not a failure of this run" }
        if choices[name]?.choice == .accept, choices[name]?.outcome.hasPrefix("accepted") == true { return choices[name]!.outcome }
        let golden = FilePaths.join(manifestPath.map(FilePaths.folder(of:)) ?? ".", failure.entry.golden)
        let now = FilePaths.kind(of: golden) == .file ? try? FileBytes.read(golden, limit: Self.maxArtifactBytes, followLinks: false) : nil
        guard now == failure.golden else { return "left: \(failure.entry.golden) changed on disk since the review started; not overwritten" }
        if let now, !matchesRun(now, failure) { return "left: \(failure.entry.golden) changed on disk since the run; not overwritten" }
        guard let manifest else { return copyPending(failure, golden: golden) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-review-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var run = SnapshotRun(manifest: manifest, mode: .failed, artifacts: scratch, jobs: 1, overrides: overrides)
        run.only = { $0 == name }
        do {
            guard let entry = try run.run().entries.first(where: { $0.name == name }) else { return "left: no entry of the manifest is named \(name) now" }
            return entry.status == .recorded ? "accepted: \(entry.golden)" : "left: it \(entry.status == .passed ? "passes" : entry.status.rawValue) now; not overwritten"
        } catch let error as SnapshotError {
            return "left: \(error.description)"
        } catch {
            return "left: \(error)"
        }
    }

    /// A golden's path as the page shows it: from the manifest's folder when it is inside it.
    private func shown(_ golden: String) -> String {
        let base = FilePaths.canonical(manifestPath.map(FilePaths.folder(of:)) ?? ".") + "/"
        return golden.hasPrefix(base) ? String(golden.dropFirst(base.count)) : golden
    }

    /// Accepts an `assertGolden` failure: what recording it would write (kept beside its artifacts)
    /// over the golden and its sidecar, atomically — only for a golden inside the folder the review
    /// runs in, the files read as regular files inside the test's artifacts folder.
    private func copyPending(_ failure: Failure, golden: String) -> String {
        guard let pending = failure.entry.accept, !pending.contains("/") else { return "left: the test left nothing to accept with" }
        let here = FilePaths.canonical(".") + "/"
        guard FilePaths.canonical(golden).hasPrefix(here), ConfinedFile.escape(golden, from: FilePaths.canonical(".")) == nil else {
            return "left: \(golden) is outside the folder the review runs in; not written"
        }
        let source = FilePaths.join(failure.folder, pending)
        let sidecar = ElementSidecar.url(for: URL(fileURLWithPath: source)).path
        do {
            let bytes = try ConfinedFile.read(source, inside: failure.folder, limit: Self.maxArtifactBytes)
            let sidecarBytes = FilePaths.kind(of: sidecar) == .file ? try ConfinedFile.read(sidecar, inside: failure.folder, limit: Self.maxArtifactBytes) : nil
            try AtomicFile.write(bytes, to: golden)
            if let sidecarBytes { try AtomicFile.write(sidecarBytes, to: ElementSidecar.url(for: URL(fileURLWithPath: golden)).path) }
            if golden.hasSuffix(".png") { try GoldenEnvironment.noteRecording(in: URL(fileURLWithPath: golden).deletingLastPathComponent(), mode: .failed) }
            return "accepted: \(golden)"
        } catch {
            return "left: \(error)"
        }
    }

    /// Whether `golden` (its bytes now) is what the run compared: the run's expected artifact is
    /// the golden's text for a layout or curves golden, a copy for a motion golden, and the
    /// golden's pixels for a picture. True when the run kept nothing to tell by.
    private func matchesRun(_ golden: [UInt8], _ failure: Failure) -> Bool {
        guard let expected = artifact(failure.entry.name, "expected")?.bytes else { return true }
        if expected == golden { return true }
        guard failure.entry.expected?.hasSuffix(".png") == true, !failure.motion,
            let was = try? PNGCodec.decode(expected), let now = try? PNGCodec.decode(golden)
        else { return false }
        return was == now
    }

    /// Every failure with what the page shows of it, and the choices so far.
    var failuresJSON: JSONValue {
        lock.lock()
        defer { lock.unlock() }
        return .array(
            failures.map { f in
                let e = f.entry
                let kind = e.isTextFailure ? "text" : e.status == .missing ? "missing" : f.motion ? "motion" : "image"
                func artifact(_ key: String, _ path: String?) -> (String, JSONValue) { (key, path == nil ? .null : .string("/artifact?name=\(Self.query(e.name))&file=\(key)")) }
                return .object([
                    ("name", .string(e.name)), ("status", .string(e.status.rawValue)), ("kind", .string(kind)), ("golden", .string(shown(e.golden))),
                    ("entry", .string(e.entry)), ("summary", e.summary.map(JSONValue.string) ?? .null),
                    ("attribution", .array((e.attribution ?? []).map(JSONValue.string))), ("audit", .array(f.audit.map(JSONValue.string))),
                    artifact("expected", e.expected), artifact("actual", e.actual), artifact("diff", e.diff),
                    ("choice", choices[e.name].map { .string($0.choice.rawValue) } ?? .null), ("outcome", choices[e.name].map { .string($0.outcome) } ?? .null),
                ])
            })
    }

    /// The counts of each choice and the command that makes the same accepts from a script.
    var summary: (accepted: [String], rejected: [String], skipped: [String], command: String?) {
        lock.lock()
        defer { lock.unlock() }
        let names = failures.map(\.entry.name)
        func chosen(_ choice: Choice) -> [String] { names.filter { choices[$0]?.choice == choice } }
        let accepted = names.filter { choices[$0]?.choice == .accept && choices[$0]?.outcome.hasPrefix("accepted") == true }
        let results = resultsFiles.map { " --results " + Self.shellQuoted($0) }.joined()
        let command =
            accepted.isEmpty
            ? nil
            : manifestPath.map { path in
                "segment-render snapshot accept \(Self.shellQuoted(path)) " + accepted.map(Self.shellQuoted).joined(separator: " ") + results
            }
        return (accepted, chosen(.reject), chosen(.skip), command)
    }

    var summaryJSON: JSONValue {
        let s = summary
        return .object([
            ("accepted", .array(s.accepted.map(JSONValue.string))), ("rejected", .array(s.rejected.map(JSONValue.string))),
            ("skipped", .array(s.skipped.map(JSONValue.string))), ("command", s.command.map(JSONValue.string) ?? .null),
        ])
    }

    /// A word as a shell reads it back: quoted when it holds anything but safe characters.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || Array("@%+=:,./_-".utf8).contains(b)
        }
        return safe && !word.isEmpty ? word : "'" + word.replacing("'", with: #"'\''"#) + "'"
    }

    /// A query value, percent-encoded but for unreserved characters.
    static func query(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF")
        return String(
            text.utf8.flatMap { b -> [Character] in
                let unreserved = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || Array("-._~".utf8).contains(b)
                return unreserved ? [Character(UnicodeScalar(b))] : ["%", hex[Int(b >> 4)], hex[Int(b & 15)]]
            })
    }
}
