import Foundation
import SegmentRender
import SegmentRenderTesting
import Testing
import XCTest

/// `assertGolden` from Swift Testing: goldens in `__Goldens__` beside this file.
@Suite struct AssertGoldenSwiftTestingTests {
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-testing-\(getpid())")

    @Test func presetMatchesItsGolden() throws {
        let outcome = try assertGolden(try Presets.load("uikit13"), selection: .index(1), named: "uikit13-1",
                                       record: .never, artifacts: artifacts)
        guard case .passed = outcome else {
            Issue.record("expected a pass, got \(outcome)")
            return
        }
    }

    @Test func aDifferentRenderRecordsAnIssueAndWritesArtifacts() throws {
        let control = try Presets.load("uikit13")
        try withKnownIssue {
            let outcome = try assertGolden(control, selection: .index(2), named: "uikit13-1", record: .never, artifacts: artifacts)
            guard case let .failed(match, files) = outcome else { return }
            #expect(match.comparison?.differingPixels ?? 0 > 0)
            #expect(FileManager.default.fileExists(atPath: files.actual))
            #expect(files.diff != nil)
        }
    }

    @Test func aMissingGoldenIsAnIssueWhenNotRecording() throws {
        try withKnownIssue {
            let outcome = try assertGolden(try Presets.load("hx"), named: "no-such-golden", record: .never, artifacts: artifacts)
            guard case .missing = outcome else { return }
        }
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/no-such-golden.png").path))
    }

    @Test func recordModeComesFromTheEnvironmentStrictly() throws {
        #expect(try RecordMode.resolve(environment: [:]) == .missing)
        #expect(try RecordMode.resolve(environment: [:], fallback: .never) == .never)
        #expect(try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(environment: ["CI": "true", "SEGMENT_RENDER_RECORD": "never"]) == .never)
        // Any other value is an error listing the valid ones; "yes" no longer means all.
        for bogus in ["bogus", "yes", "1", "ALL"] {
            #expect(throws: RecordModeError.self) { try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": bogus]) }
        }
        do {
            _ = try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": "bogus"])
        } catch {
            #expect("\(error)".contains("use one of missing, all, failed, never"))
        }
        // On CI the environment can never record; an explicit mode only with the allowance.
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(environment: ["CI": "true", "SEGMENT_RENDER_RECORD": "all"]) }
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(explicit: .all, environment: ["CI": "true"]) }
        #expect(try RecordMode.resolve(explicit: .all, allowOnCI: true, environment: ["CI": "true"]) == .all)
        #expect(GoldenFailure.acceptance(for: .missing(path: "x"), function: "testTabs()") == "\nRecord it: SEGMENT_RENDER_RECORD=missing swift test --filter testTabs")
    }
}

/// `assertGolden` from XCTest.
final class AssertGoldenXCTestTests: XCTestCase {
    func testPresetMatchesItsGolden() throws {
        let outcome = try assertGolden(try Presets.load("uikit13"), selection: .index(1), named: "uikit13-1", record: .never,
                                       artifacts: FileManager.default.temporaryDirectory)
        guard case .passed = outcome else { return XCTFail("expected a pass, got \(outcome)") }
    }

    func testRecordingWritesAtomicallyAndTouchesNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let check = GoldenCheck(mode: .missing, artifacts: folder.appendingPathComponent("artifacts"))
        let image = try Presets.load("hx").render()
        let decoded = DecodedImage(width: image.width, height: image.height, rgba: image.straightRGBA())
        guard case .recorded(_, false) = try check.check(decoded, golden: folder.appendingPathComponent("hx.png"), name: "hx") else {
            return XCTFail("expected a recording")
        }
        guard case .passed = try check.check(decoded, golden: folder.appendingPathComponent("hx.png"), name: "hx") else {
            return XCTFail("expected a pass")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["hx.png", "notes.txt"])
        // `never` does not record a missing golden; `failed` re-records only a failure.
        guard case .missing = try GoldenCheck(mode: .never, artifacts: folder).check(decoded, golden: folder.appendingPathComponent("x.png"), name: "x") else {
            return XCTFail("expected missing")
        }
        let other = try Presets.load("hx").render(selection: .index(1))
        let otherImage = DecodedImage(width: other.width, height: other.height, rgba: other.straightRGBA())
        guard case .recorded(_, true) = try GoldenCheck(mode: .failed, artifacts: folder).check(otherImage, golden: folder.appendingPathComponent("hx.png"), name: "hx") else {
            return XCTFail("expected a re-recording")
        }
    }
}
