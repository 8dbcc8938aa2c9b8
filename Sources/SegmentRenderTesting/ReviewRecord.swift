import Foundation
import SegmentRenderSnapshot

/// What `segment-render snapshot review --artifacts DIR` needs to review a failure of
/// `assertGolden` or `assertLayout`: each test's artifacts folder keeps a `review.json` (its
/// failures, as a snapshot run's results list them) and, for each failure, what recording it
/// would write (`<name>.accept.png` and its sidecar, or `<name>.accept.layout.json`), made by the
/// same check in recording mode. Accepting copies those over the golden.
enum ReviewRecord {
    static let fileName = "review.json"

    /// Brings the folder's record up to date with `outcome`: a failure is listed (and `record` makes
    /// its accept file at the location it is given); anything else drops the name's old entry.
    static func update(
        folder: URL, golden: GoldenLocation, suffix: String, test: String, outcome: GoldenCheck.Outcome, record: (GoldenLocation) throws -> Void
    ) throws {
        let file = folder.appendingPathComponent(fileName)
        // A pass with nothing recorded before (the usual call) touches nothing.
        if !outcome.isFailure, !FileManager.default.fileExists(atPath: file.path) { return }
        var results = (try? SnapshotResults.read(file)) ?? SnapshotResults(shard: nil, manifest: "", mode: "never", entries: [])
        let acceptName = golden.artifactName + ".accept" + suffix
        let pending = GoldenLocation(name: golden.name, file: folder.appendingPathComponent(acceptName))
        for old in [pending.file, ElementSidecar.url(for: pending.file)] { try? FileManager.default.removeItem(at: old) }
        let before = results.entries.count
        results.entries.removeAll { $0.name == golden.name }
        guard outcome.isFailure else {
            if results.entries.isEmpty, before > 0 { try? FileManager.default.removeItem(at: file) } else if results.entries.count != before { try results.write(to: file) }
            return
        }
        try record(pending)
        var entry = SnapshotResults.Entry(name: golden.name, entry: test, golden: golden.file.path, outcome: outcome, relativeTo: folder)
        entry.accept = acceptName
        results.entries.append(entry)
        try results.write(to: file)
    }
}
