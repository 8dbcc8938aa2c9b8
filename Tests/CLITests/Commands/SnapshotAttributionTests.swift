import Foundation
import Raster
import XCTest

/// `snapshot`'s failures name the changed elements on stdout, in the report (with outlines on the
/// diff panel) and in `--results` as data.
final class SnapshotAttributionTests: CLITestCase {
    func testAFailureNamesWhatChangedEverywhereItIsReported() throws {
        let config = ##"{"width": 300, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectedSegmentIndex": 1, "selectionIndicatorColor": "#FF0000"}"##
        _ = try write(config, to: "tabs.json")
        _ = try write(
            #"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [1]}, {"config": "tabs.json", "kind": "layout", "name": "geometry", "states": [1]}]}"#,
            to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        _ = try write(config.replacingOccurrences(of: "#FF0000", with: "#00FF00").replacingOccurrences(of: "\"Two\"", with: "\"Twos\""), to: "tabs.json")
        let failed = try run("snapshot", "m.json", "--artifacts", "art", "--results", "r.json")
        XCTAssertEqual(failed.status, 1)
        // Segments are 100 pt wide; the title is centred in its slot, the stripe as wide as the title.
        XCTAssertTrue(failed.stdout.contains(#"            segment 1 title: x 131 → 126 pt, width 38 → 48 pt, text "Two" → "Twos""#), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("            indicator (stripe): x 131 → 126 pt, width 38 → 48 pt, colour #FF0000 → #00FF00\n"), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("            made with: config "), failed.stdout)
        // The layout golden names the same title in the same words, without colours.
        XCTAssertTrue(failed.stdout.contains("            segment 1 title: x 131 → 126 pt, width 38 → 48 pt\n"), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("            indicator (stripe): x 131 → 126 pt, width 38 → 48 pt\n"), failed.stdout)

        let results = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("r.json")))) as? [String: Any])
        let entries = try XCTUnwrap(results["entries"] as? [[String: Any]])
        let image = try XCTUnwrap(entries.first { $0["name"] as? String == "tabs-1@2x" })
        let changes = try XCTUnwrap(image["changes"] as? [[String: Any]])
        XCTAssertTrue(
            changes.contains {
                $0["element"] as? String == "indicator (stripe)" && $0["field"] as? String == "colour"
                    && $0["from"] as? String == "#FF0000" && $0["to"] as? String == "#00FF00"
            }, "\(changes)")
        XCTAssertTrue(
            changes.contains {
                $0["element"] as? String == "segment 1 title" && $0["field"] as? String == "width"
                    && $0["from"] as? Double == 38 && $0["to"] as? Double == 48
            }, "\(changes)")
        let shares = try XCTUnwrap(image["pixelsByElement"] as? [[String: Any]])
        XCTAssertEqual(Set(shares.compactMap { $0["element"] as? String }), ["indicator (stripe)", "segment 1 title"])
        XCTAssertEqual(shares.compactMap { $0["pixels"] as? Int }.reduce(0, +), 2216, "every differing pixel, once")

        let html = try String(contentsOfFile: path("art/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<ul class="attribution"><li>"#), html)
        XCTAssertTrue(html.contains("<li>indicator (stripe): x 131 → 126 pt, width 38 → 48 pt, colour #FF0000 → #00FF00</li>"), html)
        // The diff panel outlines the changed elements in blue.
        let diff = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("art/tabs-1@2x.diff.png")))))
        var blue = 0
        for i in stride(from: 0, to: diff.rgba.count, by: 4) where diff.rgba[i] == 0 && diff.rgba[i + 1] == 122 && diff.rgba[i + 2] == 255 { blue += 1 }
        XCTAssertGreaterThan(blue, 100, "outlines drawn")
    }
}
