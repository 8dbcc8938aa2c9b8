import Foundation
import SegmentRender
import SegmentRenderTesting
import Testing
import XCTest

/// `assertGolden` from XCTest.
final class AssertGoldenXCTestTests: ScratchTestCase {

    func testPresetMatchesItsGolden() throws {
        let outcome = try assertGolden(
            try Presets.load("uikit13"), selection: .index(1), named: "uikit13-1", record: .never,
            artifacts: scratch)
        guard case .passed = outcome else { return XCTFail("expected a pass, got \(outcome)") }
    }

    /// XCTest's accept command names this test method alone in its module.
    func testAFailureNamesTheOneTestToAccept() throws {
        let goldens = scratch.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/uikit13-1.png"),
            to: goldens.appendingPathComponent("tabs.png"))
        let (_, messages) = try GoldenFailure.capturingReports {
            try assertGolden(try Presets.load("uikit13"), selection: .index(2), named: "tabs", goldens: goldens, artifacts: scratch)
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix(#"--filter '^SegmentRenderTests\..*/testAFailureNamesTheOneTestToAccept$'"#) == true, "\(messages)")
        // A call that sets its own mode is told the variable does not reach it.
        let (_, fixed) = try GoldenFailure.capturingReports {
            try assertGolden(try Presets.load("uikit13"), selection: .index(2), named: "tabs-fixed", goldens: goldens, record: .never, artifacts: scratch)
        }
        XCTAssertEqual(fixed.count, 1)
        XCTAssertTrue(fixed.first?.hasPrefix("no golden at \(goldens.path)/tabs-fixed.png") == true, "\(fixed)")
        XCTAssertTrue(
            fixed.first?.hasSuffix("\nThis call passes record: .never, so SEGMENT_RENDER_RECORD does not apply; record: .missing records it.") == true,
            "\(fixed)")
    }

    /// A failure leaves in its test's artifacts folder what `snapshot review --artifacts` needs:
    /// `review.json` listing it, and what recording it would write (the golden and its sidecar,
    /// byte for byte what `record: .failed` writes). Once it passes, its entry and files go.
    func testAFailureLeavesWhatAcceptingItWouldWrite() throws {
        let old = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/uikit13-1.png")
        let goldens = scratch.appendingPathComponent("goldens"), twins = scratch.appendingPathComponent("twins")
        for folder in [goldens, twins] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(at: old, to: goldens.appendingPathComponent("tabs.png"))
        try FileManager.default.copyItem(at: old, to: twins.appendingPathComponent("twin.png"))
        let artifacts = scratch.appendingPathComponent("art")
        let folder = artifacts.appendingPathComponent("AssertGoldenXCTestTests").appendingPathComponent("testAFailureLeavesWhatAcceptingItWouldWrite")
        for pass in 0..<2 {
            if pass == 1 {
                // Accepted as review does it: the pending files over the golden.
                try FileManager.default.removeItem(at: goldens.appendingPathComponent("tabs.png"))
                try FileManager.default.copyItem(at: folder.appendingPathComponent("tabs.accept.png"), to: goldens.appendingPathComponent("tabs.png"))
            }
            let (outcome, _) = try GoldenFailure.capturingReports {
                try assertGolden(try Presets.load("uikit13"), selection: .index(2), named: "tabs", goldens: goldens, record: .never, artifacts: artifacts)
            }
            if pass == 0 {
                XCTAssertTrue(outcome.isFailure, "\(outcome)")
                let review = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("review.json"))) as? [String: Any]
                let entries = review?["entries"] as? [[String: Any]]
                XCTAssertEqual(entries?.count, 1)
                XCTAssertEqual(entries?.first?["name"] as? String, "tabs")
                XCTAssertEqual(entries?.first?["golden"] as? String, goldens.appendingPathComponent("tabs.png").path)
                XCTAssertEqual(entries?.first?["accept"] as? String, "tabs.accept.png")
                XCTAssertEqual(entries?.first?["actual"] as? String, "tabs.actual.png")
                let (recorded, _) = try GoldenFailure.capturingReports {
                    try assertGolden(try Presets.load("uikit13"), selection: .index(2), named: "twin", goldens: twins, record: .failed, artifacts: artifacts)
                }
                guard case .recorded = recorded else { return XCTFail("the twin records: \(recorded)") }
                for (pending, written) in [("tabs.accept.png", "twin.png"), ("tabs.accept.elements.json", "twin.elements.json")] {
                    XCTAssertEqual(
                        try Data(contentsOf: folder.appendingPathComponent(pending)), try Data(contentsOf: twins.appendingPathComponent(written)),
                        "\(pending) is what recording writes")
                }
            } else {
                guard case .passed = outcome else { return XCTFail("the accepted golden passes: \(outcome)") }
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("review.json").path), "no failure left to review")
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tabs.accept.png").path))
            }
        }
    }

    /// From XCTest as from Swift Testing: a second test file giving the same explicit name is an
    /// error that names the first; the first passes.
    func testTheSameNameFromTwoTestFilesIsAnError() throws {
        let goldens = scratch.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/uikit13-1.png"),
            to: goldens.appendingPathComponent("tabs.png"))
        let control = try Presets.load("uikit13")
        let first = try assertGolden(
            control, selection: .index(1), named: "tabs", goldens: goldens, record: .never,
            artifacts: scratch, filePath: "/app/TabsTests.swift", function: "testTabs()", line: 5)
        guard case .passed = first else { return XCTFail("expected a pass, got \(first)") }
        XCTAssertThrowsError(
            try assertGolden(
                control, selection: .index(1), named: "tabs", goldens: goldens, record: .never,
                artifacts: scratch,
                filePath: "/app/OtherTabsTests.swift", function: "testOtherTabs()", line: 9)
        ) { error in
            XCTAssertTrue("\(error)".contains("duplicate golden name 'tabs'"), "\(error)")
            XCTAssertTrue("\(error)".contains("TabsTests.swift:5 in testTabs()"), "\(error)")
        }
    }

    func testRecordingWritesAtomicallyAndTouchesNothingElse() throws {
        let folder = scratch.appendingPathComponent("record")
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
