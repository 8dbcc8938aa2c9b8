import Foundation
import Raster
import XCTest

/// `--press N[@X,Y]` and `--press-time S` on the command line: the same picture as the config's
/// `press`, checked against the control, one line for bad input.
final class PressCommandTests: CLITestCase {
    func testTheFlagsDrawWhatTheConfigKeyDraws() throws {
        let base = #"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["One", "Two", "Three"]"#
        _ = try write(base + "}", to: "plain.json")
        _ = try write(base + #", "press": {"segment": 2, "time": 0.175}}"#, to: "pressed.json")
        XCTAssertEqual(try run("render", "plain.json", "--press", "2@250,16", "--press-time", "0.175", "-o", "flags.png").status, 0)
        XCTAssertEqual(try run("render", "pressed.json", "-o", "key.png").status, 0)
        XCTAssertEqual(try run("render", "plain.json", "-o", "plain.png").status, 0)
        func pixels(_ name: String) throws -> DecodedImage { try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))) }
        XCTAssertEqual(try pixels("flags.png"), try pixels("key.png"))
        XCTAssertNotEqual(try pixels("flags.png"), try pixels("plain.png"))
        XCTAssertTrue(try run("layout", "--preset", "uikit7", "--press", "1").stdout.contains(#""kind" : "pressHighlight""#))
    }

    func testAManifestEntryHoldsASegmentDown() throws {
        let manifest = #"{"goldens": "g", "entries": [{"preset": "uikit7", "name": "uikit7-pressed", "states": [0], "press": {"segment": 2}}]}"#
        _ = try write(manifest, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        XCTAssertEqual(try run("render", "--preset", "uikit7", "--selected", "0", "--press", "2", "-o", "pressed.png").status, 0)
        let golden = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("g/uikit7-pressed-0@2x.png")))))
        XCTAssertEqual(golden, try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("pressed.png"))))))
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "never").status, 0)
        _ = try write(manifest.replacingOccurrences(of: #""segment": 2"#, with: #""segment": 3"#), to: "m.json")
        let bad = try run("snapshot", "m.json", "--record", "never")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("m.json: entries[0].press.segment: segment 3 is out of range (uikit7-pressed has 3 segments)"), bad.stderr)
    }

    func testAManifestEntryHoversAMaterialTab() throws {
        // The entry's press takes an interaction like the config's; its golden is what render draws with --interaction.
        _ = try write(
            #"{"goldens": "g", "entries": [{"preset": "m3-primary", "name": "m3-hovered", "states": [0], "press": {"segment": 1, "interaction": "hovered"}}]}"#,
            to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        XCTAssertEqual(try run("render", "--preset", "m3-primary", "--press", "1", "--interaction", "hovered", "-o", "hovered.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "m3-primary", "-o", "rest.png").status, 0)
        func pixels(_ name: String) throws -> DecodedImage { try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))) }
        XCTAssertEqual(try pixels("g/m3-hovered-0@2x.png"), try pixels("hovered.png"))
        XCTAssertNotEqual(try pixels("hovered.png"), try pixels("rest.png"))
        XCTAssertTrue(try run("layout", "--preset", "m3-primary", "--press", "1", "--interaction", "focused").stdout.contains(#""kind" : "stateLayer""#))
    }

    func testBadPressesAreOneLine() throws {
        let cases: [([String], String, Int32)] = [
            (["--press", "3"], "--press 3 is out of range (the control has 3 segments)", 1),
            (["--press", "x"], "--press", 2),
            (["--press", "1@2"], "--press", 2),
            (["--press", "1@a,b"], "--press", 2),
            (["--press-time", "0.1"], "--press-time needs --press N", 2),
            (["--press", "1", "--press-time", "61"], "--press-time", 2),
            (["--interaction", "hovered"], "--interaction needs --press N", 2),
            (["--press-release", "0.1"], "--press-release needs --press N", 2),
            (["--press", "1", "--press-release", "-1"], "--press-release expects seconds from 0 to 60", 2),
            (["--press", "1", "--interaction", "hover"], "did you mean 'hovered'?", 2),
        ]
        for (extra, expected, status) in cases {
            let result = try run(["render", "--preset", "uikit13", "-o", "bad.png"] + extra)
            XCTAssertEqual(result.status, status, "\(extra): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(extra): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(extra)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("bad.png")))
    }
}
