import Foundation
import Raster
import XCTest

/// `--backdrop FILE|COLOR` and a manifest entry's `backdrop`: the picture the config key draws,
/// paths relative to where they are given, one line for an image that cannot be read.
final class BackdropCommandTests: CLITestCase {
    func pixels(_ name: String) throws -> DecodedImage { try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))) }

    func testTheFlagDrawsWhatTheConfigKeyDraws() throws {
        let base = #"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["One", "Two", "Three"]"#
        _ = try write(base + "}", to: "plain.json")
        _ = try write(base + #", "backdrop": "builtin:backdrop-dusk"}"#, to: "key.json")
        XCTAssertEqual(try run("render", "plain.json", "--backdrop", "builtin:backdrop-dusk", "-o", "flag.png").status, 0)
        XCTAssertEqual(try run("render", "key.json", "-o", "key.png").status, 0)
        XCTAssertEqual(try run("render", "plain.json", "-o", "plain.png").status, 0)
        XCTAssertEqual(try pixels("flag.png"), try pixels("key.png"))
        XCTAssertNotEqual(try pixels("flag.png"), try pixels("plain.png"))
        // A file path on the command line is relative to the working folder, as every CLI path is.
        XCTAssertEqual(try run("render", "plain.json", "--backdrop", "key.png", "-o", "over-png.png").status, 0)
        XCTAssertEqual(try run("render", "plain.json", "--backdrop", "#FF0000", "-o", "red.png").status, 0)
        XCTAssertEqual(Array(try pixels("red.png").rgba[0..<4]), [255, 0, 0, 255])
    }

    func testAManifestEntryDrawsOverItsBackdrop() throws {
        try FileManager.default.createDirectory(atPath: path("m"), withIntermediateDirectories: true)
        XCTAssertEqual(try run("render", "--preset", "uikit7", "--selected", "0", "-o", "m/wall.png").status, 0)
        _ = try write(#"{"goldens": "g", "entries": [{"preset": "uikit13", "name": "over-wall", "states": [0], "backdrop": "wall.png"}]}"#, to: "m/m.json")
        XCTAssertEqual(try run("snapshot", "m/m.json", "--record", "missing").status, 1)
        XCTAssertEqual(try run("render", "--preset", "uikit13", "--selected", "0", "--backdrop", "m/wall.png", "-o", "wall-flag.png").status, 0)
        XCTAssertEqual(try pixels("m/g/over-wall-0@2x.png"), try pixels("wall-flag.png"))
        XCTAssertEqual(try run("snapshot", "m/m.json", "--record", "never").status, 0)
    }

    func testABackdropThatIsNotAnImageIsOneLine() throws {
        _ = try write("not a picture", to: "junk.png")
        for (arguments, expected, status) in [
            (["--backdrop", "junk.png"], "backdrop: the image 'junk.png' cannot be used: not a PNG file", Int32(1)),
            (["--backdrop", "missing.png"], "backdrop: the image", 1),
            (["--backdrop", "builtin:nope"], "backdrop:", 1),
            (["--backdrop", "#12"], "--backdrop expects a colour", 2),
        ] {
            let result = try run(["render", "--preset", "bsc", "-o", "bad.png"] + arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("bad.png")))
    }
}
