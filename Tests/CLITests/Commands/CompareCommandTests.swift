import Foundation
import Raster
import XCTest

final class CompareCommandTests: CLITestCase {
    func image(_ name: String, width: Int = 4, height: Int = 3, fill: RGBA8 = .white, dot: (Int, Int, RGBA8)? = nil) throws -> String {
        var fb = Framebuffer(width: width, height: height, fill: fill)
        if let (x, y, c) = dot { fb.fill(box: PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1), color: RGBA8(r: c.r, g: c.g, b: c.b, a: 255)) }
        let url = scratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGCodec.encode(fb)).write(to: url)
        return url.path
    }

    func testIdenticalPixelsMatchWhateverTheBytes() throws {
        let a = try image("a.png")
        var fb = Framebuffer(width: 4, height: 3, fill: .white)
        fb.fill(RGBA8(r: 0, g: 0, b: 0, a: 0))
        let b = path("b.png")
        try Data(PNGCodec.encode(fb, compression: .fast)).write(to: URL(fileURLWithPath: b))
        let result = try run("compare", a, b)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("match"))
    }

    func testTransparentPixelsAreEqualWhateverTheirColour() throws {
        let a = try image("a.png", fill: RGBA8(r: 255, g: 0, b: 0, a: 0))
        let b = try image("b.png", fill: RGBA8(r: 0, g: 255, b: 0, a: 0))
        XCTAssertEqual(try run("compare", a, b).status, 0)
    }

    func testADifferenceIsReportedWithFiguresAndADiff() throws {
        let a = try image("a.png"), b = try image("b.png", dot: (2, 1, RGBA8(r: 250, g: 0, b: 0)))
        let result = try run("compare", a, b, "--diff", "diff.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("1 of 12 pixels differ (8.33%), largest channel difference 255, changes within x 2..<3, y 1..<2"), result.stdout)
        let diff = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("diff.png")))))
        // 8 px margins, a 22 px label row, three columns as wide as the image or its label, 17 px
        // between columns (a rule in the middle).
        XCTAssertEqual(diff.height, 8 + 22 + 3 + 8)
        let column = (diff.width - 2 * 8 - 2 * 17) / 3
        XCTAssertEqual(diff.width, 2 * 8 + 3 * column + 2 * 17)
        XCTAssertGreaterThan(column, 4, "the labels are wider than this tiny image")
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * diff.width + x) * 4
            return Array(diff.rgba[i..<(i + 4)])
        }
        XCTAssertEqual(pixel(8 + column + 17 + 2, 8 + 22 + 1), [255, 0, 0, 255], "the middle panel's changed pixel is red")
        XCTAssertEqual(pixel(8 + 2 * (column + 17) + 2, 8 + 22 + 1), [250, 0, 0, 255], "the actual panel shows the dot")
        XCTAssertEqual(pixel(8 + column + 8, 8 + 22 + 1), [199, 199, 204, 255], "a rule separates the panels")
        XCTAssertNotEqual(Set((0..<column).map { pixel(8 + $0, 8 + 10) }).count, 1, "the label row has text")
        XCTAssertEqual(try run("compare", a, b, "--max-diff-pixels", "1").status, 0)
        XCTAssertEqual(try run("compare", a, b, "--max-diff-ratio", "0.05").status, 1)
        XCTAssertEqual(try run("compare", a, b, "--max-diff-ratio", "0.1").status, 0)
        let c = try image("c.png", dot: (0, 0, RGBA8(r: 253, g: 255, b: 255)))
        XCTAssertEqual(try run("compare", a, c).status, 1)
        XCTAssertEqual(try run("compare", a, c, "--max-channel-delta", "2").status, 0)
    }

    func testDifferentSizesAreComparedOnTheCanvasHoldingBoth() throws {
        // b is a one column wider and has a dot at (1, 1): on the 5×3 union, a's new column is
        // transparent, so its 3 pixels and the dot differ.
        let wider = try image("b.png", width: 5, dot: (1, 1, RGBA8(r: 0, g: 0, b: 0)))
        let result = try run("compare", try image("a.png"), wider, "--diff", path("d.png"))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stdout,
            "differ: size changed from 4×3 to 5×3; on the 5×3 canvas holding both, 4 of 15 pixels differ (26.67%), "
                + "largest channel difference 255, changes within x 1..<5, y 0..<3\n")
        XCTAssertEqual(try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("d.png"))))).height, 8 + 8 + 22 + 3, "the diff shows the union canvas")
        // A size change never matches, however much may differ.
        XCTAssertEqual(try run("compare", try image("c.png"), try image("e.png", width: 5), "--max-diff-ratio", "1").status, 1)
    }

    func testUnreadableFilesExitTwo() throws {
        let a = try image("a.png")
        let text = try write("not a png", to: "text.png")
        let notPNG = try run("compare", a, text)
        XCTAssertEqual(notPNG.status, 2)
        XCTAssertTrue(notPNG.stderr.contains("is not a readable PNG"), notPNG.stderr)
        XCTAssertEqual(try run("compare", a, "missing.png").status, 2)
        XCTAssertEqual(try run("compare", a).status, 2)
        for ratio in ["1.5", "-0.1", "x"] {
            let bad = try run("compare", a, a, "--max-diff-ratio", ratio)
            XCTAssertEqual(bad.status, 2)
            XCTAssertTrue(bad.stderr.contains("from 0 to 1"), bad.stderr)
        }
        XCTAssertEqual(try run("compare", a, a, "--max-diff-ratio", "0.1", "--max-diff-pixels", "2").status, 2)
    }

    func testFoldersPairByRelativePath() throws {
        _ = try image("expected/x.png")
        _ = try image("actual/x.png")
        _ = try image("expected/sub/y.png")
        _ = try image("actual/sub/y.png", dot: (0, 0, RGBA8(r: 0, g: 0, b: 0)))
        _ = try image("expected/only-expected.png")
        _ = try image("actual/only-actual.png")
        let result = try run("compare", "expected", "actual")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("only-actual.png"), result.stdout)
        XCTAssertTrue(result.stdout.contains("extra"), result.stdout)
        XCTAssertTrue(result.stdout.contains("missing"), result.stdout)
        XCTAssertTrue(result.stdout.contains("sub/y.png"), result.stdout)
        XCTAssertTrue(result.stdout.contains("4 files: 1 match, 3 differ, missing or extra, 0 unreadable"), result.stdout)
        // --diff with folders writes one labelled diff per differing pair, by relative path.
        let withDiffs = try run("compare", "expected", "actual", "--diff", "diffs")
        XCTAssertEqual(withDiffs.status, 1)
        XCTAssertEqual(try listing(path("diffs")), ["sub"])
        XCTAssertEqual(try listing(path("diffs/sub")), ["y.diff.png"])
        let diff = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("diffs/sub/y.diff.png")))))
        let panel = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("expected/sub/y.png")))))
        XCTAssertGreaterThan(diff.width, panel.width * 3, "three panels and the rules between them")
        XCTAssertGreaterThan(diff.height, panel.height, "a label row above the panels")
        XCTAssertEqual(try run("compare", "expected", "actual", "--diff", "expected").status, 1, "the diff folder cannot be an input")
    }
}
