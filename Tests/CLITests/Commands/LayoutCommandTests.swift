import Foundation
import XCTest

final class LayoutCommandTests: CLITestCase {
    func json(_ result: Result) throws -> [String: Any] {
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func testHMSegmentedControlFirstExample() throws {
        let config = try write(#"{"width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"]}"#, to: "e0.json")
        let layout = try json(run("layout", config))
        XCTAssertEqual(layout["contentWidth"] as? Double, 375)
        XCTAssertEqual(layout["selectedSegmentIndex"] as? Int, 0)
        let segments = try XCTUnwrap(layout["segments"] as? [[String: Any]])
        XCTAssertEqual(segments.count, 3)
        let first = try XCTUnwrap(segments[0]["titleFrame"] as? [String: Double])
        let tw = try XCTUnwrap(first["width"])
        for (i, segment) in segments.enumerated() {
            XCTAssertEqual(segment["index"] as? Int, i)
            XCTAssertEqual(segment["frame"] as? [String: Double], ["x": 125 * Double(i), "y": 0, "width": 125, "height": 40])
            let title = try XCTUnwrap(segment["titleFrame"] as? [String: Double])
            XCTAssertEqual(title["x"], (125 * Double(i) + (125 - title["width"]!) / 2).rounded(.up))
            XCTAssertEqual(title["y"], 9)
            XCTAssertTrue(segment["imageFrame"] is NSNull)
        }
        let indicator = try XCTUnwrap(layout["indicator"] as? [String: Any])
        XCTAssertEqual(indicator["stripe"] as? [String: Double], ["x": (125 - tw) / 2, "y": 0, "width": tw, "height": 5])
        XCTAssertTrue(indicator["box"] is NSNull)
        XCTAssertTrue(indicator["arrow"] is NSNull)
        XCTAssertEqual((layout["dividers"] as? [Any])?.count, 0)
    }

    func testSelectedNoneHasNoStripe() throws {
        let layout = try json(run("layout", "--selected", "none"))
        XCTAssertTrue(layout["selectedSegmentIndex"] is NSNull)
        XCTAssertTrue((layout["indicator"] as? [String: Any])?["stripe"] is NSNull)
    }
}
