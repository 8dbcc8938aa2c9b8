import Foundation
import Raster
import XCTest

/// What goes where: data alone on standard output when an output is `-`, messages on standard
/// error, one line for every usage error, and `-` never a folder.
final class StreamsTests: CLITestCase {
    func testADiffOnStandardOutputIsThePNGAlone() throws {
        XCTAssertEqual(try run("render", "--preset", "hx", "-o", "a.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "hx", "--selected", "1", "-o", "b.png").status, 0)
        let result = try runData(["compare", "a.png", "b.png", "--diff", "-"])
        XCTAssertEqual(result.status, 1)
        let bytes = [UInt8](result.stdout)
        XCTAssertEqual(Array(bytes.suffix(8)), [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "standard output ends with IEND")
        XCTAssertNoThrow(try PNGCodec.decode(bytes))
        XCTAssertTrue(result.stderr.hasPrefix("differ: "), result.stderr)
    }

    func testARenderOnStandardOutputIsThePNGAlone() throws {
        let result = try runData(["render", "--preset", "hx", "-o", "-"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try PNGCodec.decode([UInt8](result.stdout)).width, 360, "hx: 180 pt at 2x")
        XCTAssertTrue(result.stderr.contains("wrote standard output"), result.stderr)
    }

    func testTwoOutputsOnStandardOutputAreRefused() throws {
        let result = try run("animate", "--preset", "hx", "--from", "0", "--to", "1", "--apng", "-", "--sheet", "-")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "segment-render: error: --apng and --sheet cannot all be standard output ('-'); give files (see 'segment-render animate --help')\n")
    }

    func testStandardOutputIsNeverAFolder() throws {
        for arguments in [
            ["animate", "--preset", "hx", "--from", "0", "--to", "1", "-o", "-"],
            ["snapshot", "m.json", "--artifacts", "-"], ["snapshot", "m.json", "--cache", "-"],
            ["render", "--preset", "hx", "--all-states", "-o", "-"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("-")), "\(arguments) made a folder named '-'")
        }
    }

    /// Every usage error is exactly one line on standard error, and nothing on standard output.
    func testEveryUsageErrorIsOneLine() throws {
        for arguments in [
            ["rendr"], ["render", "--ouput", "x.png"], ["render", "--scale", "7"], ["render", "-o", ""],
            ["compare", "a.png"], ["animate", "--from", "0"], ["hit-test", "c.json", "1"],
            ["render", "--matrix", "colour", "-o", "out"], ["snapshot"], ["layout", "--progress", "x"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("segment-render: error: "), "\(arguments): \(result.stderr)")
        }
    }

    func testMessagesSayWhatWasExpected() throws {
        let empty = try run("render", "--preset", "hx", "-o", "")
        XCTAssertTrue(empty.stderr.contains("--output expects a file path, or - for standard output, got ''"), empty.stderr)
        let axis = try run("render", "--preset", "hx", "--matrix", "colour", "-o", "out")
        XCTAssertTrue(axis.stderr.contains("--matrix: unknown axis 'colour' (the axes: appearance, direction, contentSize, locale, state, scale)"), axis.stderr)
        let near = try run("render", "--preset", "hx", "--matrix", "scal", "-o", "out")
        XCTAssertTrue(near.stderr.contains("did you mean 'scale'?"), near.stderr)
    }
}
