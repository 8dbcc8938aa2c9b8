import Foundation
import XCTest

@testable import SegmentRender

/// What VoiceOver knows of each segment, worked out by hand, and the overlay that draws it.
final class AccessibilityTests: XCTestCase {
    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "a.json", baseDirectory: "/")
    }

    /// Fixed widths: 300 / 3 = 100 pt a segment. enlargeEdgeInset grows every hit area 4 pt up
    /// and down; its left and right reach no segment (a tap left of the first selects nothing).
    func testElementsByHand() throws {
        let c = try control(
            #"{"width": 300, "height": 40, "segmentWidthStyle": "fixed", "selectedSegmentIndex": 1, "sectionTitles": ["Day", "Two\nlines", "Year"], "accessibilityLabels": ["", "", "Whole year"], "disabledSegments": [2], "enlargeEdgeInset": {"top": 4, "left": 10, "bottom": 4, "right": 10}}"#
        )
        let elements = c.accessibilityElements()
        XCTAssertEqual(elements.map(\.label), ["Day", "Two lines", "Whole year"])
        XCTAssertEqual(elements.map(\.traits), [["button"], ["button", "selected"], ["button", "not enabled"]])
        XCTAssertEqual(elements.map(\.value), ["1 of 3", "2 of 3", "3 of 3"])
        XCTAssertEqual(elements[1].reads, "Two lines, 2 of 3")
        XCTAssertEqual(elements.map(\.frame), [0, 100, 200].map { Rect(x: $0, y: 0, width: 100, height: 40) })
        XCTAssertEqual(
            elements.map(\.hitArea),
            [0, 100, 200].map { Rect(x: $0, y: -4, width: 100, height: 48) })
        // Hit-testing agrees with the areas: just inside and just outside their edges.
        let layout = c.layout(selection: .configured)
        XCTAssertEqual(layout.segmentIndex(at: Point(x: 150, y: -3.5)), 1)
        XCTAssertNil(layout.segmentIndex(at: Point(x: 150, y: -4.5)))
        XCTAssertEqual(layout.segmentIndex(at: Point(x: 0.5, y: 20)), 0)
        XCTAssertNil(layout.segmentIndex(at: Point(x: -0.5, y: 20)), "inside enlargeEdgeInset, but left of every segment")
        XCTAssertNil(layout.segmentIndex(at: Point(x: 300.5, y: 20)))
    }

    /// Image segments have no title: without accessibilityLabels VoiceOver reads only the position.
    func testImageSegmentsNeedLabels() throws {
        let images = try control(
            #"{"width": 200, "height": 40, "type": "images", "sectionImages": ["builtin:jx-star", "builtin:hm-circle"], "accessibilityLabels": ["Favourites"]}"#)
        XCTAssertEqual(images.accessibilityElements().map(\.label), ["Favourites", nil])
        XCTAssertEqual(images.accessibilityElements().map(\.reads), ["Favourites, 1 of 2", "2 of 2"])
        let json = images.accessibilityJSON()
        XCTAssertTrue(json.contains(#""label": null"#), json)
        XCTAssertThrowsError(try control(#"{"width": 200, "height": 40, "sectionTitles": ["a"], "accessibilityLabels": ["x", "y"]}"#)) { error in
            XCTAssertTrue("\(error)".contains("accessibilityLabels: accessibilityLabels has 2 entries, the control has 1 segments"), "\(error)")
        }
    }

    /// The overlay holds the control's own pixels, unchanged where no outline crosses them, and
    /// each hit area's outline in its colour.
    func testTheOverlayHoldsTheControlAndItsOutlines() throws {
        let c = try control(#"{"width": 300, "height": 40, "scale": 2, "segmentWidthStyle": "fixed", "sectionTitles": ["Day", "Week", "Year"]}"#)
        let overlay = c.accessibilityOverlay()
        let picture = c.render()
        // 12 pt of padding round the control; the legend's three lines below it (18 pt each) and 12 pt more.
        XCTAssertEqual(overlay.width, (12 + 300 + 12) * 2)
        XCTAssertEqual(overlay.height, (12 + 40 + 12 + 3 * 18 + 12) * 2)
        func pixel(_ f: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] { Array(f.pixels[(y * f.width + x) * 4..<(y * f.width + x) * 4 + 4]) }
        // Inside segment 1, clear of its outline and tag, the control's pixels as render draws them.
        for (x, y) in [(150, 40), (260, 60), (300, 40), (380, 70)] {
            XCTAssertEqual(pixel(overlay, x + 24, y + 24), pixel(picture, x, y), "(\(x), \(y))")
        }
        // Segment 1's outline (1.5 pt inside its 100 pt frame from x = 100) is system red.
        XCTAssertEqual(pixel(overlay, 24 + 201, 24 + 60), [255, 59, 48, 255])
        XCTAssertEqual(pixel(overlay, 24 + 60, 24 + 79), [0, 122, 255, 255], "segment 0's bottom edge, blue")
    }

    /// A control near the pixel budget: the overlay drops to a smaller scale rather than past it.
    func testTheOverlayStaysInsideThePixelBudget() throws {
        let big = try control(#"{"width": 2040, "height": 2040, "scale": 2, "segmentWidthStyle": "fixed", "sectionTitles": ["a", "b"]}"#)
        let overlay = big.accessibilityOverlay()
        XCTAssertLessThanOrEqual(overlay.width * overlay.height, ControlConfig.pixelBudget)
        XCTAssertEqual(overlay.width, 12 + 2040 + 12, "drawn at 1x")
    }
}
