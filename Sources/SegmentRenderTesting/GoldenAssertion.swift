import Foundation
import SegmentRender

/// What `assertGolden` and `assertLayout` share: claim the golden's name for this call site,
/// resolve the record mode, check with artifacts in the test's own folder, write the environment
/// record beside new image goldens, and report any failure with the command that accepts it.
struct GoldenAssertion {
    var name: String?
    var goldens: URL?
    var template: GoldenPathTemplate
    /// `.png`, or `.layout.json` for text goldens.
    var suffix: String
    var record: RecordMode?
    var artifacts: URL?
    /// Image goldens depend on fonts and libraries (`GoldenEnvironment`); layout goldens do not.
    var tracksEnvironment: Bool
    var fileID: String
    var filePath: StaticString
    var function: String
    var line: UInt
    var column: UInt

    func run(_ compare: (GoldenCheck, GoldenLocation) throws -> GoldenCheck.Outcome) throws -> GoldenCheck.Outcome {
        let site = CallSite(fileID: fileID, filePath: "\(filePath)", function: function, line: line)
        let golden = try GoldenRegistry.shared.claim(name: name, site: site, goldens: goldens, template: template, suffix: suffix)
        let mode: RecordMode
        do {
            mode = try record ?? RecordMode.resolve()
        } catch let error as RecordModeError {
            GoldenFailure.report(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
            return .unreadable(path: golden.file.path, reason: error.description)
        }
        let folder = (artifacts ?? GoldenCheck.defaultArtifacts).appendingPathComponent(site.testFile).appendingPathComponent(site.testName)
        let outcome = try compare(GoldenCheck(mode: mode, artifacts: folder), golden)
        try ReviewRecord.update(folder: folder, golden: golden, suffix: suffix, test: "\(site.testFile)/\(site.testName)", outcome: outcome) { pending in
            // What recording would write, recorded by the same check into the artifacts folder.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-accept-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            _ = try compare(GoldenCheck(mode: .all, artifacts: scratch), pending)
        }
        let goldenFolder = golden.file.deletingLastPathComponent()
        if tracksEnvironment, case .recorded = outcome {
            try GoldenEnvironment.noteRecording(in: goldenFolder, mode: mode)
        }
        if var message = GoldenFailure.message(for: outcome, name: golden.name) {
            if tracksEnvironment, outcome.isFailure, let mismatch = GoldenEnvironment.mismatch(in: goldenFolder) {
                message += "\n" + mismatch
            }
            // A call that sets its own mode ignores SEGMENT_RENDER_RECORD: say so instead of a command that would not work.
            var advice = GoldenFailure.acceptance(for: outcome, filter: site.filter)
            if record != nil, !advice.isEmpty {
                let fix = if case .missing = outcome { "missing" } else { "failed" }
                advice = "\nThis call passes record: .\(mode.rawValue), so \(RecordMode.environmentVariable) does not apply; record: .\(fix) records it."
            }
            GoldenFailure.report(
                message + advice,
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return outcome
    }
}
