import Foundation
import Raster
import XCTest

/// `compare --method` and a manifest's `"tolerance": {"method": …}`: the worked example of
/// docs/comparison.md, the settings each method owns, and the cache keyed on the method.
final class ComparisonMethodTests: CLITestCase {
    /// The same three titles in `colour`, rendered to `name`.
    func titles(_ colour: String?, _ name: String) throws -> String {
        let attributes = colour.map { #", "titleTextAttributes": {"color": "\#($0)"}"# } ?? ""
        let config = try write(#"{"width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"], "selectedSegmentIndex": 0\#(attributes)}"#, to: "\(name).json")
        XCTAssertEqual(try run("render", config, "-o", path("\(name).png")).status, 0)
        return path("\(name).png")
    }

    func testTheWorkedExample() throws {
        let grey = try titles("#333333", "grey"), lighter = try titles("#383838", "lighter"), black = try titles(nil, "black")
        func verdict(_ a: String, _ b: String, _ options: String...) throws -> (Int32, String) {
            let result = try run(["compare", a, b] + options)
            return (result.status, result.stdout)
        }
        // Five levels lighter: every method but exact lets it through.
        var (status, text) = try verdict(grey, lighter)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(text.hasPrefix("differ: 3809 of 60000 pixels differ (6.35%), largest channel difference 5,"), text)
        (status, text) = try verdict(grey, lighter, "--method", "pixelmatch")
        XCTAssertEqual(text, "match: no pixel over pixelmatch's threshold 0.20 (largest channel difference 5)\n")
        (status, text) = try verdict(grey, lighter, "--method", "deltaE2000")
        XCTAssertEqual(text, "match: no pixel over ΔE2000 2.30 (largest 1.77)\n")
        XCTAssertEqual(status, 0)
        // Black to #333333: Playwright's default passes it, its stricter threshold and ΔE2000 do not.
        (status, text) = try verdict(grey, black, "--method", "pixelmatch")
        XCTAssertEqual(status, 0, text)
        (status, text) = try verdict(grey, black, "--method", "pixelmatch", "--threshold", "0.1")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(text.hasPrefix("differ: 1858 of 60000 pixels differ (3.10%) over pixelmatch's threshold 0.10 (1081 anti-aliased not counted),"), text)
        (status, text) = try verdict(grey, black, "--method", "pixelmatch", "--threshold", "0.1", "--include-anti-aliased")
        XCTAssertTrue(text.hasPrefix("differ: 2939 of 60000 pixels differ"), "anti-aliased pixels count when asked: \(text)")
        (status, text) = try verdict(grey, black, "--method", "deltaE2000")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(text.hasPrefix("differ: 3653 of 60000 pixels differ (6.09%) by more than ΔE2000 2.30 (largest 14.98),"), text)
        (status, text) = try verdict(grey, black, "--method", "deltaE2000", "--max-delta-e", "15")
        XCTAssertEqual(status, 0, text)
        // The diff image paints what pixelmatch set apart in yellow.
        XCTAssertEqual(try run("compare", grey, black, "--method", "pixelmatch", "--threshold", "0.1", "--diff", path("d.png")).status, 1)
        let diff = try PNGDecodedPixels(path("d.png"))
        XCTAssertGreaterThan(diff.count([255, 255, 0, 255]), 0)
        XCTAssertEqual(diff.count([255, 0, 0, 255]), 1858)
    }

    func testEachSettingBelongsToItsMethod() throws {
        let a = try titles(nil, "a")
        for (options, message) in [
            (["--threshold", "0.1"], "segment-render: error: --threshold belongs to --method pixelmatch, not exact (see 'segment-render compare --help')\n"),
            (
                ["--method", "pixelmatch", "--max-delta-e", "1"],
                "segment-render: error: --max-delta-e belongs to --method deltaE2000, not pixelmatch (see 'segment-render compare --help')\n"
            ),
            (
                ["--method", "deltaE2000", "--max-channel-delta", "1"],
                "segment-render: error: --max-channel-delta belongs to --method exact, not deltaE2000 (see 'segment-render compare --help')\n"
            ),
            (
                ["--method", "exact", "--include-anti-aliased"],
                "segment-render: error: --include-anti-aliased belongs to --method pixelmatch, not exact (see 'segment-render compare --help')\n"
            ),
            (
                ["--method", "pixelmach"],
                "segment-render: error: --method expects exact, pixelmatch or deltaE2000, got 'pixelmach' (did you mean 'pixelmatch'?) (see 'segment-render compare --help')\n"
            ),
            (
                ["--method", "pixelmatch", "--threshold", "1.5"],
                "segment-render: error: --threshold expects a threshold from 0 to 1, got '1.5' (see 'segment-render compare --help')\n"
            ),
            (
                ["--method", "deltaE2000", "--max-delta-e", "nan"],
                "segment-render: error: --max-delta-e expects a ΔE from 0 to 100, got 'nan' (see 'segment-render compare --help')\n"
            ),
        ] {
            let result = try run(["compare", a, a] + options)
            XCTAssertEqual(result.status, 2, "\(options)")
            XCTAssertEqual(result.stderr, message)
        }
    }

    func testAManifestToleranceTakesAMethod() throws {
        _ = try titles("#333333", "tabs")
        func manifest(_ tolerance: String) throws -> String {
            try write(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [0], "tolerance": \#(tolerance)}]}"#, to: "m.json")
        }
        XCTAssertEqual(try run("snapshot", try manifest("{}"), "--record", "missing").status, 1)
        _ = try titles("#383838", "tabs")  // the same name, five levels lighter
        let exact = try run("snapshot", try manifest("{}"), "--record", "never")
        XCTAssertEqual(exact.status, 1)
        XCTAssertTrue(exact.stdout.contains("3809 of 60000 pixels differ"), exact.stdout)
        let perceptual = try run("snapshot", try manifest(#"{"method": "deltaE2000", "maxDeltaE": 2}"#), "--record", "never", "--cache", "cache")
        XCTAssertEqual(perceptual.status, 0, perceptual.stdout + perceptual.stderr)
        XCTAssertTrue(try run("snapshot", try manifest(#"{"method": "deltaE2000", "maxDeltaE": 2}"#), "--cache", "cache").stdout.contains("(cached)"))
        // Another method or setting is another question: the cached pass does not answer it.
        let stricter = try run("snapshot", try manifest(#"{"method": "deltaE2000", "maxDeltaE": 1}"#), "--cache", "cache")
        XCTAssertEqual(stricter.status, 1)
        XCTAssertTrue(stricter.stdout.contains("by more than ΔE2000 1.00 (largest 1.77)"), stricter.stdout)
        XCTAssertEqual(try run("snapshot", try manifest(#"{"method": "pixelmatch"}"#), "--cache", "cache").status, 0)
        for (tolerance, words) in [
            (#"{"method": "ciede"}"#, #"m.json: entries[0].tolerance.method: 'ciede' is not one of "exact", "pixelmatch", "deltaE2000""#),
            (#"{"threshold": 0.1}"#, #"m.json: entries[0].tolerance.threshold: threshold belongs to "method": "pixelmatch", not "exact""#),
            (#"{"method": "pixelmatch", "maxDeltaE": 1}"#, #"m.json: entries[0].tolerance.maxDeltaE: maxDeltaE belongs to "method": "deltaE2000", not "pixelmatch""#),
            (#"{"method": "deltaE2000", "maxChannelDelta": 3}"#, #"m.json: entries[0].tolerance.maxChannelDelta: maxChannelDelta belongs to "method": "exact", not "deltaE2000""#),
            (#"{"method": "deltaE2000", "maxDeltaE": 101}"#, "m.json: entries[0].tolerance.maxDeltaE: expected a number from 0 to 100, found 101"),
            (#"{"method": "pixelmatch", "threshold": -0.1}"#, "m.json: entries[0].tolerance.threshold: expected a number from 0 to 1, found -0.1"),
        ] {
            let result = try run("snapshot", try manifest(tolerance), "--record", "never")
            XCTAssertEqual(result.status, 1, tolerance)
            XCTAssertTrue(result.stderr.hasPrefix("segment-render: error: " + path("m.json").dropLast(6)), result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix(words + "\n"), "\(tolerance): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line")
        }
    }
}

/// A PNG's decoded pixels, to count colours in.
struct PNGDecodedPixels {
    var rgba: [UInt8]
    init(_ path: String) throws {
        rgba = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path)))).rgba
    }
    func count(_ pixel: [UInt8]) -> Int {
        stride(from: 0, to: rgba.count, by: 4).filter { Array(rgba[$0..<$0 + 4]) == pixel }.count
    }
}
