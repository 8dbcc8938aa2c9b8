import Foundation
import XCTest

final class HitTestCommandTests: CLITestCase {
    func testPrintsTheIndexOrNullAndExitsZero() throws {
        let config = try write(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "enlargeEdgeInset": {"top": 10}}"#, to: "c.json")
        for (x, y, expected) in [
            ("100", "5", "{\"index\": 1}"), ("99.5", "5", "{\"index\": 0}"), ("-3", "5", "{\"index\": null}"),
            ("150", "-8", "{\"index\": 1}"), ("150", "-11", "{\"index\": null}"), ("300", "5", "{\"index\": null}"),
        ] {
            let result = try run("hit-test", config, x, y)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), expected, "(\(x), \(y))")
        }
    }

    func testSelectionScrollsTheContentUnderThePoint() throws {
        let config = try write(#"{"width": 200, "height": 40, "sectionTitles": ["a","b","c","d","e"], "segmentEdgeInset": {"left": 30, "right": 30}}"#, to: "c.json")
        XCTAssertEqual(try run("hit-test", config, "10", "10").stdout, "{\"index\": 0}\n")
        XCTAssertEqual(try run("hit-test", config, "10", "10", "--selected", "4").stdout, "{\"index\": 2}\n")
        XCTAssertEqual(try run("hit-test", config, "10", "10", "--selected", "none").stdout, "{\"index\": 0}\n")
    }

    func testJXItemsAreHitByTheirFramesAsLayoutPrintsThem() throws {
        // jx-line-lengthen: items at x 20, 70, 120, 200, 250, 300, 350, 400 (widths 30, 30, 60, 30, …), spacing 20.
        XCTAssertEqual(try run("hit-test", "--preset", "jx-line-lengthen", "90", "25").stdout, "{\"index\": 1}\n")
        XCTAssertEqual(try run("hit-test", "--preset", "jx-line-lengthen", "300", "25").stdout, "{\"index\": 5}\n")
        XCTAssertEqual(try run("hit-test", "--preset", "jx-line-lengthen", "60", "25").stdout, "{\"index\": null}\n", "between items")
    }

    func testUsageErrors() throws {
        let config = try write(#"{"width": 300, "height": 40, "sectionTitles": ["a"]}"#, to: "c.json")
        XCTAssertEqual(try run("hit-test", config, "1").status, 2)
        XCTAssertEqual(try run("hit-test", config, "x", "1").status, 2)
        XCTAssertEqual(try run("hit-test", "missing.json", "1", "1").status, 1)
    }
}
