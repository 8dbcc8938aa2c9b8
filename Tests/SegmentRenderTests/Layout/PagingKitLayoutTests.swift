import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// PagingKit's two menus as the presets draw them (JX's item layout, docs/style-pagingkit.md),
/// worked out by hand from its numbers: overlay cells their title + 2 × 16 pt, the
/// focus pill inset 8 pt in its cell and 32 pt high; the underline 4 pt, as wide as the focused
/// title, its width and centre interpolated with the swipe.
final class PagingKitLayoutTests: XCTestCase {
    /// The preset's config laid out with titles `widths` points wide (as many titles as widths).
    func layout(_ preset: String, widths: [Double], selection: Int?) throws -> ControlLayout {
        var config = try Presets.load(preset).config
        config.sectionTitles = Array(config.sectionTitles.prefix(widths.count))
        let contents = widths.map { SegmentContent(title: TitleMeasure(width: $0, height: 21, advance: $0, ascent: 16), imageSize: nil) }
        return ControlLayout(config: config, selection: selection, segments: contents)
    }

    func testOverlayCellsAndThePill() throws {
        let l = try layout("pagingkit-overlay", widths: [71, 49, 42], selection: 1)
        // Cells: 71 + 32, 49 + 32, 42 + 32, side by side from 0 with no spacing; the spare room
        // to 375 is not spread (PagingKit aligns cells left).
        XCTAssertEqual(l.segments.map(\.frame.x), [0, 103, 184])
        XCTAssertEqual(l.segments.map(\.frame.width), [103, 81, 74])
        // The pill: cell 1 less 8 each side, 32 high, centred in 44, radius 16.
        XCTAssertEqual(l.decorations.map(\.frame), [Rect(x: 111, y: 6, width: 65, height: 32)])
        guard case .background(let pill)? = l.decorations.first else { return XCTFail("no pill") }
        XCTAssertEqual(pill.paint.cornerRadius, 16)
        // Half-way from 0 to 1: x from 8 to 111, width from 87 to 65.
        let start = try layout("pagingkit-overlay", widths: [71, 49, 42], selection: 0)
        let half = ControlLayout.interpolating(start, l, 0.5)
        XCTAssertEqual(half.decorations.first?.frame, Rect(x: 59.5, y: 6, width: 76, height: 32))
    }

    func testUnderlineFollowsTheTitleWidths() throws {
        // Four 93.75 pt cells; the line under title 0 (71 wide) at 46.875 − 35.5, 4 pt on the bottom.
        let a = try layout("pagingkit-underline", widths: [71, 49, 42, 50], selection: 0)
        XCTAssertEqual(a.segments.map(\.frame.width), [93.75, 93.75, 93.75, 93.75])
        XCTAssertEqual(a.decorations.first?.frame, Rect(x: 11.375, y: 40, width: 71, height: 4))
        // Half-way to title 1 (49 wide, centre 140.625): width 60, centre 93.75.
        let b = try layout("pagingkit-underline", widths: [71, 49, 42, 50], selection: 1)
        XCTAssertEqual(ControlLayout.interpolating(a, b, 0.5).decorations.first?.frame, Rect(x: 63.75, y: 40, width: 60, height: 4))
    }
}
