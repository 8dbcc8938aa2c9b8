import Foundation
import Raster
import SegmentRender
import XCTest

/// `render --svg`: every preset's SVG drawn by two other renderers — rsvg-convert and headless
/// Chromium — looks like our PNG of the same state (SSIM ≥ 0.98 at 2x); outlines mean no `<text>`;
/// many states into a folder; bad input refused before anything is written.
final class RenderSVGTests: CLITestCase {
    func testEveryPresetDrawsInTwoOtherRenderersLikeOurPNG() throws {
        _ = try referencePython()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else {
            return XCTFail("rsvg-convert is missing (Debian's librsvg2-bin; scripts/setup.sh --tests installs it)")
        }
        let folder = path("svg")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var names: [String] = []
        for preset in Presets.all {
            let result = try run(["render", "--preset", preset.name, "--scale", "2", "-o", "svg/\(preset.name).png", "--svg", "svg/\(preset.name).svg"])
            XCTAssertEqual(result.status, 0, "\(preset.name): \(result.stderr)")
            let svg = try String(contentsOfFile: path("svg/\(preset.name).svg"), encoding: .utf8)
            XCTAssertFalse(svg.contains("<text"), "\(preset.name): text as outlines has no <text>")
            // The dock presets draw icons, not titles.
            if !preset.name.hasPrefix("qq-dock") { XCTAssertTrue(svg.contains("<use "), "\(preset.name): its titles are placed outlines") }
            names.append(preset.name)
        }
        let lines = try referenceCompare(["svg", folder])
        XCTAssertEqual(lines.map { String($0.split(separator: " ")[0]) }, names.sorted())
        var worst = (name: "", rsvg: 1.0, chromium: 1.0)
        for line in lines {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let rsvg = Double(fields[1]), let chromium = Double(fields[2]) else { return XCTFail("unreadable line: \(line)") }
            XCTAssertGreaterThanOrEqual(rsvg, 0.98, "\(fields[0]) in rsvg-convert")
            XCTAssertGreaterThanOrEqual(chromium, 0.98, "\(fields[0]) in Chromium")
            if min(rsvg, chromium) < min(worst.rsvg, worst.chromium) { worst = (String(fields[0]), rsvg, chromium) }
        }
        print("SVG against PNG, every preset at 2x: lowest SSIM \(worst.name), rsvg-convert \(worst.rsvg), Chromium \(worst.chromium)")
    }

    func testLiveTextStatesAndMatrixIntoFolders() throws {
        let live = try runData(["render", "--preset", "uikit13", "--svg", "-", "--svg-text", "live"])
        XCTAssertEqual(live.status, 0, live.stderr)
        let text = String(decoding: live.stdout, as: UTF8.self)
        XCTAssertTrue(text.contains(#"font-weight="700""#) && text.contains(">全部</text>"), text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("uikit13.png")), "--svg alone writes no PNG")

        let states = try run(["render", "--preset", "hx", "--all-states", "--svg", "states", "-o", "pngs"])
        XCTAssertEqual(states.status, 0, states.stderr)
        let svgs = try FileManager.default.contentsOfDirectory(atPath: path("states")).sorted()
        XCTAssertEqual(svgs, ["state-0.svg", "state-1.svg", "state-none.svg"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("pngs")).sorted(), ["state-0.png", "state-1.png", "state-none.png"])
        let one = try String(contentsOfFile: path("states/state-1.svg"), encoding: .utf8)
        let alone = try runData(["render", "--preset", "hx", "--selected", "1", "--svg", "-"])
        XCTAssertEqual(String(decoding: alone.stdout, as: UTF8.self), one, "the same state, the same SVG")

        let matrix = try run(["render", "--preset", "hx", "--matrix", "appearance,state=0", "--svg", "m"])
        XCTAssertEqual(matrix.status, 0, matrix.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("m")).sorted(), ["hx-0@2x.svg", "hx-dark-0@2x.svg"])
    }

    func testBadInputIsOneLineAndWritesNothing() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("kept.svg")))
        // Usage errors exit 2, files that cannot be written 1.
        let cases: [([String], String, Int32)] = [
            (["--svg-text", "live"], "--svg-text needs --svg PATH", 2),
            (["--svg", "x.svg", "--svg-text", "paths"], "--svg-text", 2),
            (["--svg", "-", "-o", "-"], "cannot all be standard output", 2),
            (["--all-states", "--svg", "-"], "--svg cannot be standard output", 2),
            (["--all-states"], "needs -o DIR (PNGs) or --svg DIR (SVGs)", 2),
            (["--svg", "missing-folder/x.svg"], "the folder 'missing-folder' does not exist", 1),
            (["--svg", "kept.svg", "-o", "kept.svg"], "'kept.svg' is an input; give another output", 1),
        ]
        for (extra, expected, status) in cases {
            let result = try run(["render", "--preset", "hx"] + extra)
            XCTAssertEqual(result.status, status, "\(extra): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(extra): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(extra): \(result.stderr)")
        }
        XCTAssertEqual(try String(contentsOfFile: path("kept.svg"), encoding: .utf8), "old")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.svg")))
    }

    /// Titles holding U+FFFE, U+FFFF and the C0 controls gave an SVG that was not well-formed XML:
    /// every preset's live-text SVG, and a title of every such character, parse with expat.
    func testEveryLiveTextSVGIsWellFormedXML() throws {
        var titles = (0..<0x20).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }.map { String(format: "\\u%04X", $0) }
        titles += ["\\uFFFE", "\\uFFFF", "\\uFDD0", "a\\uFFFEb", "<&>\\\"'", "\\uD83D\\uDE00"]
        _ = try write(#"{"width": 2000, "height": 40, "sectionTitles": ["\#(titles.joined(separator: "\", \""))"]}"#, to: "odd.json")
        try FileManager.default.createDirectory(atPath: path("svg"), withIntermediateDirectories: true)
        var files = ["svg/odd.svg"]
        let odd = try run("render", "odd.json", "--svg", "svg/odd.svg", "--svg-text", "live")
        XCTAssertEqual(odd.status, 0, odd.stderr)
        for name in try run("presets").stdout.split(separator: "\n").map({ String($0.split(separator: " ")[0]) }) {
            let result = try run("render", "--preset", name, "--svg", "svg/\(name).svg", "--svg-text", "live")
            XCTAssertEqual(result.status, 0, result.stderr)
            files.append("svg/\(name).svg")
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import sys, xml.dom.minidom\nfor f in sys.argv[1:]:\n    try: xml.dom.minidom.parse(f)\n    except Exception as e: print(f, e)"] + files.map(path)
        let (status, problems) = try Self.merged(check)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(problems, "", "SVGs that are not well-formed XML")
        XCTAssertGreaterThan(files.count, 30)
    }

    /// material3 at 2.625 (361 × 48.3 pt) wrote a 948×127 PNG and declared its SVG 947.625×126.7875:
    /// the SVG's canvas is the PNG's pixel size, its view box that over the scale.
    func testTheSVGsCanvasIsThePNGsPixelSizeAtFractionalDensities() throws {
        _ = try write(#"{"style": "material3", "width": 361, "height": 48.3, "scale": 2.625, "sectionTitles": ["One", "Two"]}"#, to: "m3.json")
        let result = try run("render", "m3.json", "-o", "m3.png", "--svg", "m3.svg")
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("m3.png")))))
        XCTAssertEqual([png.width, png.height], [948, 127])
        let svg = try String(contentsOfFile: path("m3.svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="948" height="127" viewBox="0 0 361.142857 48.380952">"#), String(svg.prefix(200)))
    }
}
