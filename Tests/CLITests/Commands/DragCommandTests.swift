import Foundation
import Raster
import XCTest

/// `--drag X` on the command line and `drag` in configs and manifests: the same picture each
/// way, frame-by-frame goldens, the drag and release animations, one line for bad input.
final class DragCommandTests: CLITestCase {
    func pixels(_ name: String) throws -> DecodedImage { try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))) }

    func testTheFlagDrawsWhatTheConfigKeyDraws() throws {
        XCTAssertEqual(try run("render", "--preset", "bsc", "--drag", "130", "-o", "flag.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "bsc-dragging", "-o", "key.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "bsc", "-o", "rest.png").status, 0)
        XCTAssertEqual(try pixels("flag.png"), try pixels("key.png"))
        XCTAssertNotEqual(try pixels("flag.png"), try pixels("rest.png"))
        // layout reports the dragged thumb: 130 − 37 = 93.
        XCTAssertTrue(try run("layout", "--preset", "bsc", "--drag", "130").stdout.contains(#""x" : 93"#))
    }

    func testAManifestEntryMakesAGoldenPerDragPoint() throws {
        let manifest = #"{"goldens": "g", "entries": [{"preset": "bsc", "states": [1], "drag": [40, 130.5]}]}"#
        _ = try write(manifest, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        for x in ["40", "130.5"] {
            XCTAssertEqual(try run("render", "--preset", "bsc", "--drag", x, "-o", "d\(x).png").status, 0)
            XCTAssertEqual(try pixels("g/bsc-drag\(x)-1@2x.png"), try pixels("d\(x).png"))
        }
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "never").status, 0)
        _ = try write(manifest.replacingOccurrences(of: "130.5", with: "300.5"), to: "m.json")
        let bad = try run("snapshot", "m.json", "--record", "never")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("m.json: entries[0].drag[1]: drag 300.5 is outside the control (bsc is 300 points wide: 0 to 300)"), bad.stderr)
    }

    func testDragAndReleaseAnimations() throws {
        // A drag from 20 to 280: its first and last frames are the drags at those points.
        XCTAssertEqual(try run("animate", "--preset", "bsc", "--drag-from", "20", "--drag-to", "280", "--duration", "0.1", "-o", "drag").status, 0)
        XCTAssertEqual(try run("render", "--preset", "bsc", "--drag", "280", "-o", "d280.png").status, 0)
        XCTAssertEqual(try pixels("drag/frame_0006.png"), try pixels("d280.png"))
        // The release starts at the drag and settles on the nearest segment (Week, at rest).
        let release = try run("animate", "--preset", "bsc-dragging", "--release", "-o", "release")
        XCTAssertEqual(release.status, 0, release.stderr)
        XCTAssertTrue(release.stderr.contains("spring(0.75,0.2356)"), release.stderr)
        XCTAssertEqual(try run("render", "--preset", "bsc-dragging", "-o", "held.png").status, 0)
        XCTAssertEqual(try pixels("release/frame_0000.png"), try pixels("held.png"))
        XCTAssertEqual(try run("render", "--preset", "bsc", "-o", "rest.png").status, 0)
        XCTAssertEqual(try pixels("release/frame_0018.png"), try pixels("rest.png"))
    }

    func testBadDragsAreOneLine() throws {
        let cases: [([String], String, Int32)] = [
            (["render", "--preset", "bsc", "--drag", "301"], "--drag 301 is outside the control: expected 0 to 300 points from its left edge", 1),
            (["render", "--preset", "bsc", "--drag", "-1"], "--drag -1 is outside the control", 1),
            (["render", "--preset", "bsc", "--drag", "x"], "--drag expects a number of points", 2),
            (["render", "--preset", "bsc", "--drag", "20", "--progress", "1"], "--progress and --drag cannot be combined", 2),
            (["animate", "--preset", "bsc", "--release", "--sheet", "bad.png"], "--release needs a drag to end", 2),
            (["animate", "--preset", "bsc", "--drag-from", "0", "--drag-to", "400", "--sheet", "bad.png"], "--drag-to 400 is outside the control", 1),
            (["animate", "--preset", "bsc", "--drag-from", "0", "--sheet", "bad.png"], "give both --drag-from and --drag-to", 2),
        ]
        for (arguments, expected, status) in cases {
            let result = try run(arguments + (arguments[0] == "render" ? ["-o", "bad.png"] : []))
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("bad.png")))
    }
}
