import FoundationEssentials
import Glibc
import SegmentRender

/// A snapshot run's results as data: what `--results FILE` writes, what `snapshot merge` reads
/// back from every shard, and what the HTML report is made from.
///
/// ```json
/// {"shard": "1/4", "manifest": "snapshots.json", "mode": "never",
///  "entries": [{"name": "tabs-0@2x", "status": "failed", "golden": "goldens/tabs-0@2x.png",
///               "entry": "entries[0]: config tabs.json", "summary": "1520 of 67584 pixels differ…",
///               "expected": "tabs-0@2x.expected.png", "actual": "…", "diff": "…"}]}
/// ```
/// Artifact paths are relative to the folder the results file (or report) is in.
package struct SnapshotResults: Codable, Sendable, Equatable {
    package enum Status: String, Codable, Sendable { case passed, failed, recorded, missing }

    package struct Entry: Codable, Sendable, Equatable {
        package var name: String
        package var status: Status
        /// The golden's path as the run saw it.
        package var golden: String
        /// Which manifest entry (and variant) it came from.
        package var entry: String
        /// The comparison's figures, or why it failed.
        package var summary: String?
        package var expected: String?
        package var actual: String?
        package var diff: String?
        /// True when `--cache` found the same inputs already passed and nothing was rendered.
        package var cached: Bool?
        /// A failure's attribution lines (``Attribution``): pixel shares, changed elements, the verdict.
        package var attribution: [String]?
        /// The changed fields as data: `{"element": "indicator (line)", "field": "width", "from": 24, "to": 20}`.
        package var changes: [Attribution.Change]?
        /// Differing pixels by the element that painted them: `{"element": "indicator (line)", "pixels": 290}`.
        package var pixelsByElement: [Attribution.PixelShare]?
        /// For a golden checked outside a manifest (`assertGolden`): the file, beside the artifacts,
        /// holding what recording it would write — accepting copies it (and its sidecar) over the golden.
        package var accept: String?
    }

    /// `I/N`, or nil for an unsharded run.
    package var shard: String?
    package var manifest: String
    package var mode: String
    package var entries: [Entry]
    /// What differs from the goldens' recorded environment, when something failed and it does.
    package var environment: String?
    /// The folder the run wrote its artifacts into, relative to the results file's folder: the only
    /// place `snapshot merge` reads artifacts from.
    package var artifacts: String?
    /// How many golden files in the goldens folder no entry claims (``SnapshotRun/staleGoldens()``).
    package var staleGoldens: Int?
    /// The audits of entries with `"audit"`, one per variant; nil when no entry asks for one.
    package var audits: [Audit]?

    package init(shard: String?, manifest: String, mode: String, entries: [Entry]) {
        self.shard = shard
        self.manifest = manifest
        self.mode = mode
        self.entries = entries
    }

    package func count(_ status: Status) -> Int { entries.filter { $0.status == status }.count }

    /// Every entry passed, and every audit found no error.
    package var passed: Bool { entries.allSatisfy { $0.status == .passed } && auditErrors == 0 }

    /// The command that accepts this run's failures.
    package var acceptCommand: String { "segment-render snapshot \(manifest) --record failed" }

    /// The command that accepts one failure and nothing else (golden names need no quoting).
    package func acceptCommand(_ name: String) -> String { "segment-render snapshot accept \(manifest) \(name)" }

    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Writes the results atomically.
    package func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeAtomically(try encoded(), to: url)
    }

    /// The largest results file read.
    package static let maxFileSize = 64 << 20

    package static func read(_ url: URL) throws -> SnapshotResults {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(url.path, limit: maxFileSize)
        } catch {
            throw SnapshotError.resultsUnreadable(path: url.path, missing: error == .missing, reason: error.description)
        }
        do {
            return try JSONDecoder().decode(SnapshotResults.self, from: Data(bytes))
        } catch {
            throw SnapshotError.notResults(path: url.path, reason: Quoted.cut(sentence(error), limit: 300))
        }
    }

    /// A decoding error as a person reads it: where (`entries[2].status`) and what was wrong,
    /// instead of the decoder's dump of coding keys.
    static func sentence(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return text.isEmpty ? "the file" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath.isEmpty ? "" : at(context.codingPath) + ": ") + "the key '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context):
            let expected = type == String.self ? "a string" : type == Bool.self ? "true or false" : type == Double.self || type == Int.self ? "a number" : "another type of value"
            return "\(at(context.codingPath)): expected \(expected)"
        case .valueNotFound(_, let context): return "\(at(context.codingPath)): a value is missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : "\(at(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

extension SnapshotResults.Entry {
    /// A text golden's failure (a layout's JSON): its artifacts are text, not pictures.
    package var isTextFailure: Bool {
        status == .failed && (diff?.hasSuffix(".diff.txt") == true || expected?.hasSuffix(".json") == true || actual?.hasSuffix(".json") == true)
    }

    /// An outcome as a results entry, artifact paths made relative to `folder`.
    package init(name: String, entry: String, golden: String, outcome: GoldenCheck.Outcome, relativeTo folder: URL) {
        func relative(_ path: String?) -> String? {
            guard let path else { return nil }
            let base = folder.standardized.path + "/"
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
        self.name = name
        self.entry = entry
        self.golden = golden
        switch outcome {
        case let .passed(match):
            status = .passed
            summary = match.comparison?.differingPixels ?? 0 > 0 ? "within tolerance: \(match.summary)" : nil
        case let .recorded(_, replaced):
            status = .recorded
            summary = replaced ? "re-recorded" : "recorded"
        case .missing:
            status = .missing
        case let .failed(match, files):
            status = .failed
            summary = match.summary
            expected = relative(files.expected)
            actual = relative(files.actual)
            diff = relative(files.diff)
            if let attribution = files.attribution {
                self.attribution = attribution.lines
                changes = attribution.changes.isEmpty ? nil : attribution.changes
                pixelsByElement = attribution.pixels.isEmpty ? nil : attribution.pixels
            }
        case let .textFailed(text, files), let .animationFailed(text, files), let .hashFailed(text, files):
            status = .failed
            summary = text
            expected = relative(files.expected)
            actual = relative(files.actual)
            diff = relative(files.diff)
            if let attribution = files.attribution, !attribution.lines.isEmpty {
                self.attribution = attribution.lines
                changes = attribution.changes.isEmpty ? nil : attribution.changes
                pixelsByElement = attribution.pixels.isEmpty ? nil : attribution.pixels
            }
        case let .unreadable(_, reason):
            status = .failed
            summary = "the golden cannot be read: \(reason)"
        }
    }
}
