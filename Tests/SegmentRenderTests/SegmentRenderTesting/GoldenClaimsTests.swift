import Foundation
import SegmentRender
import SegmentRenderTesting
import XCTest

@testable import SegmentRenderSnapshot

/// With `SEGMENT_RENDER_CLAIMS` set, `assertGolden` and `assertLayout` write down what they
/// checked, and the golden files in their folders that nothing checked are the stale ones.
/// XCTest runs these one at a time, so setting the variable here races with no other test.
final class GoldenClaimsTests: ScratchTestCase {
    override func tearDownWithError() throws {
        unsetenv(GoldenClaims.environmentVariable)
        try super.tearDownWithError()
    }

    func testWhatTheCallsCheckedIsClaimedAndTheRestIsStale() throws {
        let goldens = scratch.appendingPathComponent("__Goldens__")
        let platform = GoldenPathTemplate.Platform.current.name
        let here = goldens.appendingPathComponent(platform)
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        let golden = Repository.root.appendingPathComponent("Tests/SegmentRenderTests/SegmentRenderTesting/__Goldens__/uikit13-1.png")
        for name in ["tabs.png", "renamed.png"] { try FileManager.default.copyItem(at: golden, to: here.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("another-os"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: golden, to: goldens.appendingPathComponent("another-os/tabs.png"))
        try Data("notes".utf8).write(to: goldens.appendingPathComponent("README.md"))

        let claims = scratch.appendingPathComponent("claims.jsonl").path
        setenv(GoldenClaims.environmentVariable, claims, 1)
        let control = try Presets.load("uikit13")
        let outcome = try assertGolden(
            control, selection: .index(1), named: "tabs", goldens: goldens, pathTemplate: "{platform}/{name}.png",
            record: .never, artifacts: scratch)
        guard case .passed = outcome else { return XCTFail("expected a pass, got \(outcome)") }
        unsetenv(GoldenClaims.environmentVariable)

        let read = try GoldenClaims.read(claims)
        XCTAssertEqual(read, [GoldenClaims.Claim(goldens: goldens.standardized.path, template: "{platform}/{name}.png", name: "tabs", suffix: ".png")])
        // Another platform's baseline of a claimed name stays; the renamed one and nothing else is stale.
        XCTAssertEqual(try GoldenClaims.stale(read), [goldens.standardized.path + "/\(platform)/renamed.png"])
        // A layout golden of the claimed name is another golden: stale unless a layout claim names it.
        try Data("{}".utf8).write(to: here.appendingPathComponent("tabs.layout.json"))
        XCTAssertEqual(try GoldenClaims.stale(read).map { URL(fileURLWithPath: $0).lastPathComponent }, ["renamed.png", "tabs.layout.json"])
        var layout = read[0]
        layout.suffix = ".layout.json"
        XCTAssertEqual(try GoldenClaims.stale(read + [layout]).map { URL(fileURLWithPath: $0).lastPathComponent }, ["renamed.png"])
    }

    func testNothingIsRecordedWithoutTheVariable() throws {
        let file = scratch.appendingPathComponent("claims").path
        try GoldenClaims.record(GoldenClaims.Claim(goldens: "/g", template: "{name}.png", name: "a", suffix: ".png"), environment: [:])
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
        try GoldenClaims.record(
            GoldenClaims.Claim(goldens: "/g", template: "{name}.png", name: "a", suffix: ".png"),
            environment: [GoldenClaims.environmentVariable: file])
        XCTAssertEqual(try GoldenClaims.read(file).map(\.name), ["a"])
    }

    func testABadLineIsNamed() throws {
        let file = scratch.appendingPathComponent("claims").path
        try Data(#"{"goldens": "/g", "template": "{name}.png", "name": "a", "suffix": ".png"}\#n{"goldens": "g"}\#n"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try GoldenClaims.read(file)) {
            XCTAssertEqual($0 as? SnapshotError, .badClaim(path: file, line: 2))
        }
    }
}
