import Foundation
import Raster
import XCTest

/// --appearance, --direction and --content-size override the config on every command that renders.
final class VariantOptionTests: CLITestCase {
    func testOverridesChangeWhatIsRendered() throws {
        XCTAssertEqual(try run("render", "--preset", "uikit13", "--appearance", "dark", "-o", "dark.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "uikit13", "-o", "light.png").status, 0)
        let dark = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("dark.png")))))
        let light = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("light.png")))))
        XCTAssertNotEqual(dark, light)
        let layout = try run("layout", "--preset", "uikit13", "--content-size", "AX3")
        XCTAssertEqual(layout.status, 0, layout.stderr)
        let plain = try run("layout", "--preset", "uikit13")
        XCTAssertNotEqual(layout.stdout, plain.stdout, "bigger titles, bigger title frames")
        let hit = try run("hit-test", "--preset", "uikit13", "10", "10", "--appearance", "dark")
        XCTAssertEqual(hit.stdout.trimmingCharacters(in: .whitespacesAndNewlines), #"{"index": 0}"#)
    }

    func testBadValuesAreUsageErrors() throws {
        for (option, value, words) in [
            ("--appearance", "dim", "expects light or dark"), ("--direction", "up", "expects ltr or rtl"),
            ("--content-size", "HUGE", "expects XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4 or AX5, got 'HUGE'"),
        ] {
            let result = try run("render", "--preset", "hx", option, value, "-o", "x.png")
            XCTAssertEqual(result.status, 2, option)
            XCTAssertTrue(result.stderr.contains(words), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
        }
    }
}
