import Foundation
import Raster
import XCTest

final class PresetCommandTests: CLITestCase {
    func testPresetsListsEveryPresetWithASummary() throws {
        let result = try run("presets")
        XCTAssertEqual(result.status, 0)
        let names = result.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        XCTAssertEqual(names, ["hm-default", "hx", "title-bar", "qq-segmentbar", "uikit7", "uikit13", "qq-dock-landscape", "qq-dock-portrait"])
    }

    func testPrintedPresetRendersTheSameFromAnyFolder() throws {
        let printed = try run("preset", "qq-segmentbar")
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertTrue(printed.stdout.contains("\"builtin:qq-segment-left-normal\""))
        let config = try write(printed.stdout, to: "copy.json")
        XCTAssertEqual(try run("render", config, "-o", "from-file.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "qq-segmentbar", "-o", "from-preset.png").status, 0)
        let a = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("from-file.png")))))
        let b = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("from-preset.png")))))
        XCTAssertEqual(a, b)
    }

    func testRenderPresetDefaultsToItsName() throws {
        XCTAssertEqual(try run("render", "--preset", "uikit13", "--selected", "2").status, 0)
        XCTAssertTrue(try listing().contains("uikit13.png"))
    }

    func testUnknownPresetAndConflicts() throws {
        let unknown = try run("render", "--preset", "uikit8")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("there is no preset 'uikit8'"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("presets: hm-default"), unknown.stderr)
        let config = try write(#"{"width": 10, "height": 10}"#, to: "c.json")
        XCTAssertEqual(try run("render", config, "--preset", "hx").status, 2)
        XCTAssertEqual(try run("preset").status, 2)
        XCTAssertEqual(try run("preset", "nope").status, 1)
    }

    func testAssetsListBuiltInNames() throws {
        let result = try run("assets")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("builtin:qq-segment-left-normal"))
        XCTAssertTrue(result.stdout.contains("builtin:qq-dock-avatar"))
    }

    func testLayoutAndHitTestTakePresets() throws {
        let layout = try run("layout", "--preset", "qq-dock-portrait")
        XCTAssertEqual(layout.status, 0, layout.stderr)
        XCTAssertTrue(layout.stdout.contains("\"dock\""))
        XCTAssertEqual(try run("hit-test", "--preset", "qq-dock-portrait", "35", "400").stdout, "{\"index\": 0}\n")
        XCTAssertEqual(try run("hit-test", "--preset", "qq-dock-portrait", "35", "10").stdout, "{\"index\": null}\n")
    }
}
