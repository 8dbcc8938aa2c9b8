import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Dividers, borders and hairlines are drawn on whole device pixels (docs/layout-rules.md,
/// "Strokes on device pixels"): a 1 pt line at 1x is one solid column, not a two-pixel smear.
final class StrokeSnappingTests: XCTestCase {
    func testTheRuleWorkedByHand() {
        // 1 pt centred on 200 at 1x: x 199.5 … 200.5 → pixel 200 (the half rounds up).
        XCTAssertEqual(Rect(x: 199.5, y: 6.5, width: 1, height: 16).snappedToPixels(scale: 1), Rect(x: 200, y: 7, width: 1, height: 16))
        // At 2x it already covers columns 399 and 400: unchanged.
        XCTAssertEqual(Rect(x: 199.5, y: 6, width: 1, height: 16).snappedToPixels(scale: 2), Rect(x: 199.5, y: 6, width: 1, height: 16))
        // Segmentio's separator at x 92.75 at 2x (185.5 … 187.5 px): centre 186.5 px, 2 px → 186 … 188.
        XCTAssertEqual(Rect(x: 92.75, y: 1, width: 1, height: 48).snappedToPixels(scale: 2), Rect(x: 93, y: 1, width: 1, height: 48))
        // A 0.5 pt hairline at 1x is still one pixel; at 3x 1.5 px rounds to 2. Centre 39.75 pt = 119.25 px.
        XCTAssertEqual(Rect(x: 0, y: 39.5, width: 10, height: 0.5).snappedToPixels(scale: 1), Rect(x: 0, y: 39, width: 10, height: 1))
        let three = Rect(x: 0, y: 39.5, width: 10, height: 0.5).snappedToPixels(scale: 3)
        XCTAssertEqual(three.y * 3, 118, accuracy: 1e-9)
        XCTAssertEqual(three.height * 3, 2, accuracy: 1e-9)
        // Material's 1 dp divider at 2.625: 2.625 px rounds to 3; its top at 47 dp = 123.375 px,
        // centre 124.6875 px → 123 … 126.
        let m = Rect(x: 0, y: 47, width: 360, height: 1).snappedToPixels(scale: 2.625)
        XCTAssertEqual(m.y * 2.625, 123, accuracy: 1e-9)
        XCTAssertEqual(m.height * 2.625, 3, accuracy: 1e-9)
        XCTAssertEqual(m.width * 2.625, 945, accuracy: 1e-9)
        // Nothing to draw stays nothing.
        XCTAssertEqual(Rect(x: 5, y: 5, width: 1, height: 0).snappedToPixels(scale: 2), Rect(x: 5, y: 5, width: 1, height: 0))
    }

    /// The issue's case: uikit13 at 1x, 400 pt wide, two segments — the divider on x = 200 is one
    /// solid column of the divider colour with untouched track on either side.
    func testIOS13sDividerAt1xIsOneSolidColumn() throws {
        let control = try ConfigLoader.load(
            json: Data(##"{"style": "uikit13", "width": 400, "height": 32, "scale": 1, "selectedSegmentIndex": 0, "sectionTitles": ["A", "B", "C"], "backgroundColor": "#FFFFFF"}"##.utf8),
            name: "t", baseDirectory: "/")
        let frame = control.render()
        // Three 133.33-pt slots: the visible divider is between B and C (not beside the thumb), at
        // x = 266.17 … 267.17 → centre 266.67, pixel 266 (floor(266.67 − 0.5 + 0.5)), which covers
        // 266 … 267.
        let y = 16
        let track = frame[250, y]
        let column = frame[265, y], divider = frame[266, y], after = frame[267, y]
        XCTAssertEqual(column, track, "the column before the divider is track")
        XCTAssertEqual(after, track, "the column after the divider is track")
        XCTAssertNotEqual(divider, track, "the divider column is painted")
        // Solid: the divider column equals the divider colour over the track, not a blend of it.
        let lighter = frame[266, 9]
        XCTAssertEqual(lighter, divider, "one colour down the divider's 16 pt")
        XCTAssertEqual(frame[266, 7], track, "the divider starts at y = 8 ((32 − 16) / 2)")
    }
}
