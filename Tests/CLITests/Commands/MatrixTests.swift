import Foundation
import Raster
import XCTest

/// A matrix entry expands into every named variant; defaults stay out of the names.
final class MatrixTests: CLITestCase {
    func testSnapshotExpandsAMatrixEntry() throws {
        let manifest = try write(
            #"{"goldens": "g", "entries": [{"preset": "uikit13", "states": [0], "appearance": ["light", "dark"], "direction": ["ltr", "rtl"], "contentSize": ["L", "AX3"], "scales": [2]}]}"#,
            to: "m.json")
        let first = try run("snapshot", manifest, "--record", "missing")
        XCTAssertEqual(first.status, 1, "recording exits 1")
        let names = try FileManager.default.contentsOfDirectory(atPath: path("g")).sorted()
        XCTAssertEqual(
            names.filter { $0.hasSuffix(".png") || $0 == "environment.json" },
            [
                "environment.json", "uikit13-0@2x.png", "uikit13-AX3-0@2x.png", "uikit13-dark-0@2x.png", "uikit13-dark-AX3-0@2x.png",
                "uikit13-dark-rtl-0@2x.png", "uikit13-dark-rtl-AX3-0@2x.png", "uikit13-rtl-0@2x.png", "uikit13-rtl-AX3-0@2x.png",
            ])
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
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted(),
            ["hx-0@2x.png", "hx-1@2x.png", "hx-dark-0@2x.png", "hx-dark-1@2x.png", "hx-dark-none@2x.png", "hx-none@2x.png"])
        let bad = try run("render", "--preset", "hx", "--matrix", "apperance", "-o", "out")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("did you mean 'appearance'?"), bad.stderr)
    }
}
