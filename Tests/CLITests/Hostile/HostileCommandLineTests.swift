import Foundation
import Raster
import XCTest

/// Every input the hardening issue listed, through the command line: exit 1 or 2 with one clear
/// line within a second and no output file, or a normal result — never a crash or a hang.
final class HostileCommandLineTests: CLITestCase {
    func assertRefused(_ config: String, _ words: String, line: UInt = #line) throws {
        let file = try write(config, to: "h.json")
        let start = Date()
        let result = try run("render", file, "-o", "out.png")
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, line: line)
        XCTAssertEqual(result.status, 1, result.stderr, line: line)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr, line: line)
        XCTAssertTrue(lines.first?.hasPrefix("segment-render: error: \(file)") == true, result.stderr, line: line)
        XCTAssertTrue(result.stderr.contains(words), result.stderr, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.png")), line: line)
    }

    func testConfigsThatUsedToTrapHangOrExhaust() throws {
        try assertRefused(#"{"width": 100, "height": 40, "sectionTitles": ["a"], "selectedSegmentIndex": 1e19}"#, "selectedSegmentIndex")
        try assertRefused(#"{"width": 100, "height": 40, "segmentEdgeInset": {"left": 1e19}}"#, "segmentEdgeInset.left")
        try assertRefused(#"{"width": 100, "height": 40, "titleTextAttributes": {"fontSize": 16000}}"#, "fontSize")
        try assertRefused(#"{"width": 1e9, "height": 1e-9, "scale": 3}"#, "width")
        try assertRefused(#"{"width": 1e-9, "height": 1e9, "scale": 1}"#, "height")
        try assertRefused(#"{"width": 100, "height": 40, "animationCurve": "spring(0.001, 1000000)"}"#, "animationCurve")
        try assertRefused(#"{"width": 100, "height": 40, "selectionIndicatorEdgeInsets": {"top": 1e308}}"#, "selectionIndicatorEdgeInsets.top")
        try assertRefused("{\"fontSize\": 12,\n \"fontSize\": -5}", "duplicate key 'fontSize' (first at line 1, column 2)")
        try assertRefused(#"{"width": 100, "height": 40,}"#, "trailing comma")
        try assertRefused("{\"width\": 100, \"height\": 40, \"backgroundColor\": \"#ＦＦＦＦＦＦ\"}", "is not a colour")
        try assertRefused("{\"width\": 1e400}", "line 1, column 11")
        try assertRefused("{\"width\": 100", "unexpected end of file")
        try assertRefused("[\"\\ud800\"]", "lone surrogate")
        let bytes: [UInt8] = Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path("h.json")))
        let result = try run("render", "h.json", "-o", "out.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("invalid UTF-8") && result.stderr.contains("line 1, column 8"), result.stderr)
    }

    func testAFiftyMegabyteTitleIsRefusedBeforeItIsRead() throws {
        let big = "{\"width\": 100, \"height\": 40, \"sectionTitles\": [\"" + String(repeating: "x", count: 50_000_000) + "\"]}"
        try assertRefused(big, "over the limit of 4194304")
    }

    func testFarAwayHitTestsAnswer() throws {
        let file = try write(#"{"width": 100, "height": 40, "sectionTitles": ["a", "b"], "enlargeEdgeInset": {"right": 1000000}}"#, to: "c.json")
        let result = try run("hit-test", file, "1e21", "10")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), #"{"index": null}"#)
    }

    /// Every preset renders the same bytes from two processes (20 renders each in one process are
    /// checked by PresetDeterminismTests), and animate writes the same bytes for any --jobs.
    func testDeterminism() throws {
        for name in try run("presets").stdout.split(separator: "\n").map({ String($0.split(separator: " ")[0]) }) {
            var first: Data?
            for k in 0..<2 {
                let out = try runData("render", "--preset", name, "-o", "-")
                XCTAssertEqual(out.status, 0)
                if k == 0 {
                    first = out.stdout
                } else if let first, out.stdout != first {
                    // Keep the evidence: both files, and whether the pixels or only the bytes differ.
                    let keep = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-determinism-\(name)")
                    try? first.write(to: keep.appendingPathExtension("1.png"))
                    try? out.stdout.write(to: keep.appendingPathExtension("2.png"))
                    let pixels = (try? PNGCodec.decode([UInt8](first))) == (try? PNGCodec.decode([UInt8](out.stdout)))
                    XCTFail(
                        "\(name): two renders differ (\(first.count) and \(out.stdout.count) bytes; pixels \(pixels ? "equal" : "differ")); kept as \(keep.path).1.png and .2.png")
                }
            }
        }
        XCTAssertEqual(try run("animate", "--preset", "jx-line-lengthen", "--from", "0", "--to", "2", "--fps", "30", "--apng", "one.png", "--jobs", "1").status, 0)
        XCTAssertEqual(try run("animate", "--preset", "jx-line-lengthen", "--from", "0", "--to", "2", "--fps", "30", "--apng", "two.png", "--jobs", "2").status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("one.png"))), try Data(contentsOf: URL(fileURLWithPath: path("two.png"))))
    }
}
