import Foundation
import Raster
import SegmentRender
import XCTest

/// A manifest entry of `"kind": "animation"`: one APNG golden, every frame, delay and the loop
/// count checked; failures name the frames and their times.
final class MotionGoldenTests: CLITestCase {
    func manifest(_ entry: String) throws -> String {
        try write(#"{"goldens": "goldens", "entries": [\#(entry)]}"#, to: "m.json")
    }

    static let sixtyOneFrames = #"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 2, "duration": 1, "fps": 60, "curve": "easeOut"}"#

    func testAOneFrameChangeInSixtyOneFramesIsCaughtAndNamed() throws {
        let m = try manifest(Self.sixtyOneFrames)
        let recorded = try run("snapshot", m, "--record", "missing")
        XCTAssertEqual(recorded.status, 1, "recording is never silent")
        XCTAssertTrue(recorded.stdout.contains("recorded  hm-default-0-to-2@2x ->"), recorded.stdout)
        let golden = path("goldens/hm-default-0-to-2@2x.png")
        var animation = try APNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: golden))))
        XCTAssertEqual(animation.frames.count, 61)
        XCTAssertEqual(animation.frames.map(\.delay), Array(repeating: 1.0 / 60, count: 61))
        XCTAssertNotEqual(animation.frames[1].canvas, animation.frames[59].canvas, "the indicator moves")
        XCTAssertEqual(try run("snapshot", m, "--record", "never").status, 0)

        // Frame 30 (0.5 s in) gets one pixel changed.
        var frames = animation.frames.map(\.canvas)
        frames[30].rgba[(5 * frames[30].width + 700) * 4] ^= 0xFF
        try Data(APNG.encode(frames, delayNumerator: 1, delayDenominator: 60, loops: 0)).write(to: URL(fileURLWithPath: golden))
        let failed = try run("snapshot", m, "--record", "never")
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(
            failed.stdout.contains("FAIL      hm-default-0-to-2@2x: frame 30 of 61 differs, at 0.500 s: 1 of 60000 pixels differ (<0.01%)"), failed.stdout)
        for artifact in ["actual", "expected", "diff"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("snapshot-artifacts/hm-default-0-to-2@2x.\(artifact).png")), artifact)
        }
        let actual = try APNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("snapshot-artifacts/hm-default-0-to-2@2x.actual.png")))))
        XCTAssertEqual(actual.frames.count, 61, "the actual artifact is the whole animation")
        let report = try String(contentsOfFile: path("snapshot-artifacts/index.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("frame 30 of 61 differs"), "the report says which frame")

        // Accepting re-records the whole animation.
        XCTAssertEqual(try run("snapshot", m, "--record", "failed").status, 1)
        XCTAssertEqual(try run("snapshot", m, "--record", "never").status, 0)
        animation = try APNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: golden))))
        XCTAssertNotEqual(animation.frames[30].canvas, frames[30])
    }

    func testTimingChangesAreNamed() throws {
        XCTAssertEqual(try run("snapshot", try manifest(Self.sixtyOneFrames), "--record", "missing").status, 1)
        let slower = try run("snapshot", try manifest(Self.sixtyOneFrames.replacingOccurrences(of: #""fps": 60"#, with: #""fps": 30"#)), "--record", "never")
        XCTAssertEqual(slower.status, 1)
        XCTAssertTrue(
            slower.stdout.contains("frame counts differ: expected 61, actual 31; 31 frame delays differ (frame 0: expected 0.017 s, actual 0.033 s)"),
            slower.stdout)
        // The same frames on another curve: counts and delays equal, pixels not.
        let linear = try run("snapshot", try manifest(Self.sixtyOneFrames.replacingOccurrences(of: "easeOut", with: "linear")), "--record", "never")
        XCTAssertEqual(linear.status, 1)
        XCTAssertTrue(linear.stdout.contains("frames 1–59 of 61 differ; frame 1 at 0.017 s:"), linear.stdout)
    }

    func testStalePruningKeepsAnimationGoldens() throws {
        let m = try manifest(Self.sixtyOneFrames)
        XCTAssertEqual(try run("snapshot", m, "--record", "missing").status, 1)
        try Data([1]).write(to: URL(fileURLWithPath: path("goldens/old-0@2x.png")))
        let prune = try run("snapshot", m, "--prune")
        XCTAssertTrue(prune.stdout.contains("stale     old-0@2x.png"), prune.stdout)
        XCTAssertFalse(prune.stdout.contains("hm-default-0-to-2"), prune.stdout)
    }

    /// An entry within the pixels an animation may hold but far over what it may cost (two frames
    /// of eight full-canvas shadows, each checked at the scale it is drawn at) is refused while
    /// the manifest is read: nothing renders, nothing is recorded.
    func testAnAnimationTooCostlyIsRefusedBeforeAnythingRenders() throws {
        let pill = #"{"kind": "background", "widthMode": "fixed", "width": 2048, "height": 2048, "shadow": {"radius": 25}}"#
        _ = try write(
            #"{"width": 2048, "height": 2048, "scale": 1, "sectionTitles": ["a", "b"], "indicators": [\#(Array(repeating: pill, count: 8).joined(separator: ", "))]}"#,
            to: "shadows.json")
        let within = #"{"config": "shadows.json", "name": "s", "kind": "animation", "from": 0, "to": 1, "duration": 0.01}"#
        let m = try manifest(within.replacingOccurrences(of: #""duration""#, with: #""scales": [1, 2], "duration""#))
        let start = Date()
        let result = try run("snapshot", m, "--record", "missing")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("m.json: entries[0] (s-0-to-1@2x): the animation is too large to make: 2 frames of 16777216 pixels of pictures, gradients, shadows and images painting 134217728, 2 segments would cost"),
            result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("; shorten its duration or fps, or draw it at a smaller scale\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("goldens")), "nothing recorded")
        // At 1x alone it is within: 2 × (0.25 × 4,194,304 + 33,554,432 + 8) + 0.6 × 2 × 4,194,304.
        let control = try ConfigLoader.load(file: path("shadows.json"))
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.01, fps: 60, curve: .linear)
        XCTAssertEqual(AnimationCost(control: control, plan: plan).units([.apng]), 74_239_196.8, accuracy: 0.01)
    }

    func testBadAnimationEntriesAreOneClearLine() throws {
        for (entry, words) in [
            (
                #"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 2}"#,
                #"entries[0]: an animation entry needs "duration" (it has from, to and duration; fps and curve are optional)"#
            ),
            (
                #"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 2, "duration": 1, "states": [0]}"#,
                #"entries[0].states: an animation entry runs from "from" to "to"; "states" is for image and layout entries"#
            ),
            (#"{"preset": "hm-default", "from": 0}"#, #"entries[0].from: "from" is for an entry of "kind": "animation""#),
            (
                #"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 7, "duration": 1}"#,
                #"entries[0].to: state 7 is out of range (hm-default has 3 segments: 0 to 2, or "none")"#
            ),
            (
                #"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 1, "duration": 60, "fps": 240}"#,
                "entries[0].duration: 14401 frames is over the limit of 10000 (duration × fps + 1)"
            ),
            (
                #"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 1, "duration": 30, "fps": 60}"#,
                "entries[0]: 1801 frames of 60000 pixels is over the limit of 67108864 pixels across an animation's frames; shorten its duration or fps"
            ),
            (#"{"preset": "hm-default", "kind": "animation", "from": -1, "to": 1, "duration": 1}"#, #"entries[0].from: expected a segment index or "none""#),
            (#"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 1, "duration": 0}"#, "entries[0].duration: expected a number greater than 0 and at most 60"),
            (#"{"preset": "hm-default", "kind": "animation", "from": 0, "to": 1, "duration": 1, "curve": "bouncy"}"#, "entries[0].curve:"),
        ] {
            let result = try run("snapshot", try manifest(entry), "--record", "missing")
            XCTAssertEqual(result.status, 1, entry)
            XCTAssertTrue(result.stderr.hasPrefix("segment-render: error: "), result.stderr)
            XCTAssertTrue(result.stderr.contains("m.json: " + words), "\(entry): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("goldens")), "nothing recorded for a bad manifest")
        }
    }
}
