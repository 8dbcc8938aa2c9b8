import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// The JX item layout, worked out by hand.
final class JXLayoutTests: XCTestCase {
    func layout(_ extra: String, widths: [Double], selection: Int? = 0, width: Double = 375) throws -> ControlLayout {
        let titles = widths.indices.map { "\"t\($0)\"" }.joined(separator: ", ")
        let config = try ConfigLoader.decode(json: Data(#"{"width": \#(width), "height": 40, "layout": "jx", "sectionTitles": [\#(titles)]\#(extra)}"#.utf8), name: "t")
        let contents = widths.map { SegmentContent(title: TitleMeasure(width: $0, height: 20, advance: $0, ascent: 15), imageSize: nil) }
        return ControlLayout(config: config, selection: selection, segments: contents)
    }

    func testSpareRoomIsSpreadIntoSpacingAndAutomaticInsets() throws {
        // 180 of items in 375: 195 over 4 gaps and 2 automatic insets = 32.5 each.
        let l = try layout("", widths: [30, 30, 60, 30, 30])
        XCTAssertEqual(l.segments.map(\.frame.x), [32.5, 95, 157.5, 250, 312.5])
        XCTAssertEqual(l.contentWidth, 375)
        // A fixed left inset of 10 is not spread: 185 over 5 slots = 37.
        XCTAssertEqual(try layout(#", "contentEdgeInsetLeft": 10"#, widths: [30, 30, 60, 30, 30]).segments.map(\.frame.x), [10, 77, 144, 241, 308])
    }

    func testTheSelectedItemGrowsWithCellWidthZoom() throws {
        // Item 0 is 45 wide; 195 of items: 180 over 6 slots = 30.
        let l = try layout(#", "cellWidthZoomScale": 1.5"#, widths: [30, 30, 60, 30, 30])
        XCTAssertEqual(l.segments.map(\.frame.x), [30, 105, 165, 255, 315])
        XCTAssertEqual(l.segments[0].frame.width, 45)
    }

    func testAlignmentWhenSpacingIsNotSpread() throws {
        // 20 + 180 + 4 × 20 + 20 = 300 in 375.
        let off = #", "isItemSpacingAverageEnabled": false"#
        XCTAssertEqual(try layout(off, widths: [30, 30, 60, 30, 30]).segments[0].frame.x, 20)
        XCTAssertEqual(try layout(off + #", "contentAlignment": "center""#, widths: [30, 30, 60, 30, 30]).segments[0].frame.x, 57.5)
        XCTAssertEqual(try layout(off + #", "contentAlignment": "right""#, widths: [30, 30, 60, 30, 30]).segments[0].frame.x, 95)
        XCTAssertEqual(try layout(off + #", "itemWidth": 50, "itemWidthIncrement": 4"#, widths: [30, 30]).segments.map(\.frame.width), [54, 54])
    }

    func testWideContentScrollsToCentreTheSelection() throws {
        // Items 100 wide with 20 spacing in 150: content 20 + 500 + 80 + 20 = 620.
        let l = try layout("", widths: [100, 100, 100, 100, 100], selection: 2, width: 150)
        XCTAssertEqual(l.contentWidth, 620)
        XCTAssertEqual(l.segments[2].frame.x, 260)
        XCTAssertEqual(l.scrollOffset, 260 + 50 - 75)
        XCTAssertEqual(try layout("", widths: [100, 100, 100, 100, 100], selection: 4, width: 150).scrollOffset, 620 - 150)
    }

    func testTitlesAreCentredOnTheFullHeight() throws {
        let l = try layout("", widths: [30, 30])
        // Line height 20 (the measure's height) centred in 40; x centred on the item.
        XCTAssertEqual(l.segments[0].titleFrame, Rect(x: l.segments[0].frame.x, y: 10, width: 30, height: 20))
    }
}
