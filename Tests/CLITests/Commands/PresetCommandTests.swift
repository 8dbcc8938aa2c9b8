import Foundation
import Raster
import SegmentRender
import XCTest

final class PresetCommandTests: CLITestCase {
    func testPresetsListsEveryPresetWithASummary() throws {
        let result = try run("presets")
        XCTAssertEqual(result.status, 0)
        let names = result.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        XCTAssertEqual(names, Presets.all.map(\.name))
        XCTAssertEqual(result.stdout.split(separator: "\n").count, Presets.all.count)
        for (line, preset) in zip(result.stdout.split(separator: "\n"), Presets.all) { XCTAssertTrue(line.hasSuffix(preset.summary), String(line)) }
    }

    /// The lengthen line is wider halfway than at either end, in `layout` and in the frames `animate` writes.
    func testJXLineLengthenStretches() throws {
        func lineWidth(_ progress: String) throws -> Double {
            let result = try run("layout", "--preset", "jx-line-lengthen", "--progress", progress)
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let decorations = try XCTUnwrap(object["decorations"] as? [[String: Any]])
            XCTAssertEqual(decorations.first?["kind"] as? String, "line")
            return try XCTUnwrap((decorations.first?["frame"] as? [String: Any])?["width"] as? Double)
        }
        XCTAssertEqual(try lineWidth("0"), 20)
        XCTAssertEqual(try lineWidth("1"), 20)
        XCTAssertGreaterThan(try lineWidth("0.5"), 40)

        let animated = try run("animate", "--preset", "jx-line-lengthen", "--from", "0", "--to", "2", "--fps", "20", "-o", "frames")
        XCTAssertEqual(animated.status, 0, animated.stderr)
        /// How many columns of the bottom rows are mostly red.
        func redColumns(_ name: String) throws -> Int {
            let image = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("frames/" + name)))))
            let y = image.height - 3
            return (0..<image.width).filter { x in
                let i = (y * image.width + x) * 4
                return image.rgba[i] > 200 && image.rgba[i + 1] < 80 && image.rgba[i + 3] > 200
            }.count
        }
        let first = try redColumns("frame_0000.png"), middle = try redColumns("frame_0003.png"), last = try redColumns("frame_0005.png")
        XCTAssertGreaterThan(middle, first * 3, "the line stretches mid-way")
        XCTAssertEqual(first, last)
    }

    func testPrintedPresetRendersTheSameFromAnyFolder() throws {
        for name in ["qq-segmentbar", "jx-gradient-mask", "jx-image"] {
            let printed = try run("preset", name)
            XCTAssertEqual(printed.status, 0, printed.stderr)
            let config = try write(printed.stdout, to: "copy.json")
            XCTAssertEqual(try run("render", config, "-o", "from-file.png", "--progress", "0.5").status, 0)
            XCTAssertEqual(try run("render", "--preset", name, "-o", "from-preset.png", "--progress", "0.5").status, 0)
            let a = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("from-file.png")))))
            let b = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("from-preset.png")))))
            XCTAssertEqual(a, b, name)
        }
        XCTAssertTrue(try run("preset", "qq-segmentbar").stdout.contains("\"builtin:qq-segment-left-normal\""))
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

/// A key of another style is one clear line from the command, exit 1, nothing written; `help
/// config --style` lists what applies.
final class KeyScopeCommandTests: CLITestCase {
    func testAKeyOfAnotherStyleIsOneLineAndNothingIsWritten() throws {
        let config = #"{"width": 300, "height": 44, "sectionTitles": ["A", "B"], "tabVariant": "secondary", "thumbInset": 3, "menuItemSize": "fixed"}"#
        try Data(config.utf8).write(to: scratch.appendingPathComponent("config.json"))
        let result = try run("render", "config.json", "-o", "out.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "segment-render: error: config.json: tabVariant: applies to style material3 only; this config's style is hm\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out.png").path))
        let help = try run("help", "config", "--style", "parchment")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("\n  menuItemSize "))
        XCTAssertFalse(help.stdout.contains("\n  tabVariant "))
    }
}
