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
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * diff.width + x) * 4; return Array(diff.rgba[i..<(i + 4)]) }
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

    func testDifferentSizesAreAClearFailure() throws {
        let result = try run("compare", try image("a.png"), try image("b.png", width: 5))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("sizes differ: expected 4×3, actual 5×3"), result.stdout)
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
        _ = try image("expected/x.png"); _ = try image("actual/x.png")
        _ = try image("expected/sub/y.png"); _ = try image("actual/sub/y.png", dot: (0, 0, RGBA8(r: 0, g: 0, b: 0)))
        _ = try image("expected/only-expected.png"); _ = try image("actual/only-actual.png")
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

final class SnapshotCommandTests: CLITestCase {
    func manifest(_ json: String) throws -> String { try write(json, to: "manifest.json") }

    func testRecordsMissingThenPassesThenFailsWithAReport() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        let manifestPath = try manifest(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": "all", "scales": [1, 2]}, {"preset": "hx", "states": [1]}]}"#)
        let first = try run("snapshot", manifestPath, "--record", "missing")
        XCTAssertEqual(first.status, 1, "recording is never silent")
        XCTAssertTrue(first.stdout.contains("7 recorded"), first.stdout)
        XCTAssertEqual(try listing(path("goldens")), ["environment.json", "hx-1@2x.png", "tabs-0@1x.png", "tabs-0@2x.png", "tabs-1@1x.png", "tabs-1@2x.png",
                                                       "tabs-none@1x.png", "tabs-none@2x.png"])
        let second = try run("snapshot", manifestPath, "--record", "never")
        XCTAssertEqual(second.status, 0, second.stdout)
        XCTAssertTrue(second.stdout.contains("7 passed, 0 failed"), second.stdout)
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        let third = try run("snapshot", manifestPath, "--record", "never", "--artifacts", "art")
        XCTAssertEqual(third.status, 1)
        XCTAssertTrue(third.stdout.contains("FAIL      tabs-0@1x"), third.stdout)
        let html = try String(contentsOfFile: path("art/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("6 failed, 0 missing, 0 recorded, 1 passed of 7"), html)
        XCTAssertTrue(html.contains(#"<img src="tabs-0@1x.diff.png""#), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/tabs-0@1x.actual.png")))
        // never leaves the goldens alone; failed re-records just the failures.
        let before = try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs-0@1x.png")))
        let fourth = try run("snapshot", manifestPath, "--record", "failed", "--artifacts", "art2")
        XCTAssertEqual(fourth.status, 1)
        XCTAssertTrue(fourth.stdout.contains("6 recorded"), fourth.stdout)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs-0@1x.png"))), before)
        XCTAssertEqual(try run("snapshot", manifestPath, "--record", "never").status, 0)
    }

    func testBadManifests() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A"]}"#, to: "tabs.json")
        for (json, words) in [
            (#"{"goldens": "g", "entries": [{"config": "tabs.json"}], "extra": 1}"#, "manifest.json: extra: unknown key 'extra'"),
            (#"{"goldens": "g", "entries": [{"confg": "tabs.json"}]}"#, "entries[0].confg: unknown key 'confg' (did you mean 'config'?)"),
            (#"{"goldens": "g", "entries": [{"config": "nope.json"}]}"#, "entries[0].config: no such file 'nope.json'"),
            (#"{"goldens": "g", "entries": [{"preset": "hx"}, {"preset": "hx"}]}"#, "entries[1]: its goldens would be named 'hx-…', as entries[0]'s are"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0, "all"]}]}"#, "entries[0].states[1]"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "scales": [4]}]}"#, "entries[0].scales"),
            (#"{"entries": [{"preset": "hx"}]}"#, "goldens"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "tolerance": {"maxDiffRatio": 2}}]}"#, "tolerance.maxDiffRatio"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0, 9]}]}"#,
             #"manifest.json: entries[0].states[1]: state 9 is out of range (hx has 2 segments: 0 to 1, or "none")"#),
        ] {
            let result = try run("snapshot", try manifest(json), "--record", "never")
            XCTAssertEqual(result.status, 1, json)
            XCTAssertTrue(result.stderr.contains(words), "\(json): \(result.stderr)")
        }
        XCTAssertEqual(try run("snapshot", "missing.json").status, 1)
        XCTAssertEqual(try run("snapshot", try manifest(#"{"goldens": "g", "entries": [{"preset": "hx"}]}"#), "--record", "sometimes").status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g")), "nothing recorded for a bad manifest")
    }

    func testUnwritableArtifactsFolder() throws {
        _ = try write("a file", to: "blocker")
        let result = try run("snapshot", try manifest(#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0]}]}"#),
                             "--record", "never", "--artifacts", "blocker/art")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("the artifacts folder"), result.stderr)
    }

    func testSchemaPrintsADraft2020Schema() throws {
        let result = try run("schema")
        XCTAssertEqual(result.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let properties = try XCTUnwrap(object["properties"] as? [String: Any])
        XCTAssertNotNil(properties["selectionStyle"])
        // A config may name the schema; the decoder ignores the key.
        let config = try write(#"{"$schema": "./schema.json", "width": 100, "height": 30}"#, to: "c.json")
        XCTAssertEqual(try run("render", config).status, 0)
    }
}

/// A matrix entry expands into every named variant; defaults stay out of the names.
final class MatrixTests: CLITestCase {
    func testSnapshotExpandsAMatrixEntry() throws {
        let manifest = try write(#"{"goldens": "g", "entries": [{"preset": "uikit13", "states": [0], "appearance": ["light", "dark"], "direction": ["ltr", "rtl"], "contentSize": ["L", "AX3"], "scales": [2]}]}"#,
                                 to: "m.json")
        let first = try run("snapshot", manifest, "--record", "missing")
        XCTAssertEqual(first.status, 1, "recording exits 1")
        let names = try FileManager.default.contentsOfDirectory(atPath: path("g")).sorted()
        XCTAssertEqual(names, ["environment.json", "uikit13-0@2x.png", "uikit13-AX3-0@2x.png", "uikit13-dark-0@2x.png", "uikit13-dark-AX3-0@2x.png",
                               "uikit13-dark-rtl-0@2x.png", "uikit13-dark-rtl-AX3-0@2x.png", "uikit13-rtl-0@2x.png", "uikit13-rtl-AX3-0@2x.png"])
        let second = try run("snapshot", manifest, "--record", "never")
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        XCTAssertTrue(second.stdout.contains("8 passed"), second.stdout)
        // The dark one is the dark render.
        let dark = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("g/uikit13-dark-0@2x.png")))))
        XCTAssertEqual(try run("render", "--preset", "uikit13", "--appearance", "dark", "-o", "d.png").status, 0)
        XCTAssertEqual(dark, try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("d.png"))))))
    }

    func testRenderMatrixWritesEveryVariant() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        let result = try run("render", "--preset", "hx", "--matrix", "appearance,state", "-o", "out")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted(),
                       ["hx-0@2x.png", "hx-1@2x.png", "hx-dark-0@2x.png", "hx-dark-1@2x.png", "hx-dark-none@2x.png", "hx-none@2x.png"])
        let bad = try run("render", "--preset", "hx", "--matrix", "apperance", "-o", "out")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("did you mean 'appearance'?"), bad.stderr)
    }
}

/// Record modes are strict, recording on CI is refused, and failures say how to accept them.
final class RecordModeCommandTests: CLITestCase {
    func testRecordModesOnAndOffCI() throws {
        let manifest = try write(#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0]}]}"#, to: "m.json")
        let bogus = try run(["snapshot", manifest], environment: ["SEGMENT_RENDER_RECORD": "bogus"])
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(bogus.stderr.contains("SEGMENT_RENDER_RECORD=bogus is not a record mode; use one of missing, all, failed, never"), bogus.stderr)
        let ci = try run(["snapshot", manifest], environment: ["CI": "true", "SEGMENT_RENDER_RECORD": "all"])
        XCTAssertEqual(ci.status, 2)
        XCTAssertTrue(ci.stderr.contains("refused on CI"), ci.stderr)
        let explicit = try run(["snapshot", manifest, "--record", "all"], environment: ["CI": "true"])
        XCTAssertEqual(explicit.status, 2)
        XCTAssertTrue(explicit.stderr.contains("--allow-record-on-ci"), explicit.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g")), "nothing recorded")
        let allowed = try run(["snapshot", manifest, "--record", "all", "--allow-record-on-ci"], environment: ["CI": "true"])
        XCTAssertEqual(allowed.status, 1, "recording exits 1")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("g/hx-0@2x.png")))
        // A failure ends with the command that accepts it.
        try PNGCodec.encode(Framebuffer(width: 360, height: 80, fill: .black)).withUnsafeBufferPointer {
            try Data(buffer: $0).write(to: URL(fileURLWithPath: path("g/hx-0@2x.png")))
        }
        let failed = try run(["snapshot", manifest, "--record", "never"], environment: ["CI": "true"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.hasSuffix("accept the changes: segment-render snapshot \(manifest) --record failed\n"), failed.stdout)
    }
}
