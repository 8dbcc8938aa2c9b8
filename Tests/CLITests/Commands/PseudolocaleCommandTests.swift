import Foundation
import Raster
import XCTest

/// `--locale`, the `locale` matrix axis and the manifest's `"locale"`: golden names gain the
/// locale after the other axes, and the audit sees what the stretched titles do.
final class PseudolocaleCommandTests: CLITestCase {
    func testSnapshotNamesGoldensByLocale() throws {
        let manifest = try write(
            #"{"goldens": "g", "entries": [{"preset": "hm-default", "states": [0], "appearance": ["light", "dark"], "locale": ["none", "en-XA", "ar-XB"]}]}"#,
            to: "m.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1, "recording exits 1")
        let names = try FileManager.default.contentsOfDirectory(atPath: path("g")).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(
            names,
            [
                "hm-default-0@2x.png", "hm-default-ar-XB-0@2x.png", "hm-default-dark-0@2x.png", "hm-default-dark-ar-XB-0@2x.png",
                "hm-default-dark-en-XA-0@2x.png", "hm-default-en-XA-0@2x.png",
            ])
        // The en-XA golden is render --locale en-XA's picture.
        XCTAssertEqual(try run("render", "--preset", "hm-default", "--selected", "0", "--locale", "en-XA", "-o", "xa.png").status, 0)
        XCTAssertEqual(try decoded("g/hm-default-en-XA-0@2x.png"), try decoded("xa.png"))
        XCTAssertNotEqual(try decoded("g/hm-default-0@2x.png"), try decoded("xa.png"))
        // ar-XB mirrors: the same picture as the reversed titles drawn right to left.
        let reversed = try write(
            #"{"width": 375, "height": 40, "scale": 2, "selectedSegmentIndex": 0, "sectionTitles": ["gnidnerT", "sweN", "yrarbiL"], "semanticContentAttribute": "forceRightToLeft"}"#,
            to: "r.json")
        XCTAssertEqual(try run("render", reversed, "-o", "r.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "hm-default", "--selected", "0", "--locale", "ar-XB", "-o", "xb.png").status, 0)
        XCTAssertEqual(try decoded("xb.png"), try decoded("r.png"))

        let bad = try write(#"{"goldens": "g", "entries": [{"preset": "hm-default", "locale": "en-XB"}]}"#, to: "bad.json")
        let refused = try run("snapshot", bad)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.hasSuffix(#"bad.json: entries[0].locale: 'en-XB' is not one of "none", "en-XA", "ar-XB" (did you mean 'en-XA'?)"# + "\n"), refused.stderr)
    }

    func decoded(_ file: String) throws -> DecodedImage {
        try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path(file)))))
    }

    /// A bar whose titles fit in English but not 40 % longer: the en-XA row of the matrix says so.
    func testTheAuditMatrixFindsWhatALongerLanguageCuts() throws {
        let config = try write(
            #"{"width": 240, "height": 44, "sectionTitles": ["Day", "Week", "Month"], "titleTruncation": "tail", "style": "uikit13"}"#, to: "c.json")
        let result = try run("audit", config, "--rules", "truncation", "--matrix", "locale")
        XCTAssertEqual(result.status, 0, "truncation warns")
        let rows = result.stdout.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        XCTAssertFalse(rows.isEmpty, result.stdout)
        XCTAssertEqual(Set(rows), ["en-XA"], "only the padded titles are cut: \(result.stdout)")
        let strict = try run("audit", config, "--rules", "truncation", "--strict", "truncation", "--locale", "en-XA")
        XCTAssertEqual(strict.status, 1, strict.stdout)
        let unknown = try run("audit", config, "--locale", "fr-XA")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr.split(separator: "\n").count, 1)
        XCTAssertTrue(unknown.stderr.contains("--locale expects none, en-XA or ar-XB, got 'fr-XA'"), unknown.stderr)
    }
}
