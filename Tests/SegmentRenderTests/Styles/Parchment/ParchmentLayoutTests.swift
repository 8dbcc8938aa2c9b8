import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Parchment's menu layout worked out by hand from its numbers (docs/style-parchment.md):
/// sizeToFit's 150 pt items, stretched when they all fit; the selection centred
/// where the content allows, or always (the wheel); the indicator 8 pt in from the menu's ends; the
/// border line under everything.
final class ParchmentLayoutTests: XCTestCase {
    func layout(_ extra: String = "", count: Int, width: Double = 375, height: Double = 40, selection: Int?, titleWidth: Double = 60) throws -> ControlLayout {
        let titles = (0..<count).map { "\"t\($0)\"" }.joined(separator: ", ")
        let config = try ConfigLoader.decode(
            json: Data(#"{"style": "parchment", "width": \#(width), "height": \#(height), "sectionTitles": [\#(titles)]\#(extra)}"#.utf8), name: "t")
        let contents = (0..<count).map { _ in
            SegmentContent(title: TitleMeasure(width: titleWidth, height: 18, advance: titleWidth, ascent: 14, lineHeight: 18), imageSize: nil)
        }
        return ControlLayout(config: config, selection: selection, segments: contents)
    }

    func testSizeToFitWidthsAtTwoThreeAndEightItems() throws {
        // 2 × 150 = 300 < 375: the two share the width, 187.5 each.
        XCTAssertEqual(try layout(count: 2, selection: 0).segments.map(\.frame.width), [187.5, 187.5])
        // 3 × 150 = 450 ≥ 375: 150 each, and the menu scrolls.
        let three = try layout(count: 3, selection: 0)
        XCTAssertEqual(three.segments.map(\.frame.width), [150, 150, 150])
        XCTAssertEqual(three.contentWidth, 450)
        let eight = try layout(count: 8, selection: 0)
        XCTAssertEqual(eight.segments.map(\.frame.x), [0, 150, 300, 450, 600, 750, 900, 1050])
        // With a 10 pt gap, two items: (375 − 10) / 2.
        XCTAssertEqual(try layout(#", "menuItemSpacing": 10"#, count: 2, selection: 0).segments.map(\.frame.x), [0, 192.5])
        // selfSizing: the title + 2 × 20.
        XCTAssertEqual(try layout(#", "menuItemSize": "selfSizing""#, count: 2, selection: 0).segments.map(\.frame.width), [100, 100])
        // A label is cut to its item less the label spacing: 187.5 − 40 with two items, 150 − 40 with eight.
        XCTAssertEqual(
            try ConfigLoader.decode(json: Data(#"{"style": "parchment", "width": 375, "height": 40, "sectionTitles": ["a", "b"]}"#.utf8), name: "t").titleWidthLimit, 147.5)
    }

    func testTheSelectionIsCentredWhereTheContentAllows() throws {
        // Item 2's centre 375, less half the width: 187.5. Item 0 clamps to 0; item 7 to 1200 − 375.
        XCTAssertEqual(try layout(count: 8, selection: 2).scrollOffset, 187.5)
        XCTAssertEqual(try layout(count: 8, selection: 0).scrollOffset, 0)
        XCTAssertEqual(try layout(count: 8, selection: 7).scrollOffset, 825)
    }

    func testTheIndicatorAndTheBorder() throws {
        // 4 pt on the bottom of 40; 8 pt in from the menu's first and last ends only.
        XCTAssertEqual(try layout(count: 8, selection: 0).decorations.map(\.frame), [Rect(x: 8, y: 36, width: 142, height: 4)])
        XCTAssertEqual(try layout(count: 8, selection: 3).decorations.map(\.frame), [Rect(x: 450, y: 36, width: 150, height: 4)])
        XCTAssertEqual(try layout(count: 8, selection: 7).decorations.map(\.frame), [Rect(x: 1050, y: 36, width: 142, height: 4)])
        XCTAssertEqual(try layout(count: 8, selection: 0).decorations.first?.name, "stripe")
        // The line: 1 pt under the whole content, 8 pt in from both ends; white 0.9.
        let l = try layout(count: 8, selection: 0)
        XCTAssertEqual(l.dividers, [Rect(x: 8, y: 39, width: 1184, height: 1)])
        let config = try ConfigLoader.decode(json: Data(#"{"style": "parchment", "width": 375, "height": 40}"#.utf8), name: "t")
        XCTAssertEqual(config.borderColor, RGBA8(r: 230, g: 230, b: 230))
        XCTAssertEqual(config.selectionIndicatorColor, RGBA8(r: 3, g: 125, b: 233))
        XCTAssertEqual(config.selectionIndicatorHeight, 4)
        XCTAssertEqual(config.titleTransition, .crossfade)
    }

    func testTheWheelKeepsTheSelectionCentred() throws {
        let wheel = #", "menuItemSize": "fixed", "menuItemWidth": 100, "selectedScrollPosition": "center""#
        // Room before the first item: 187.5 − 50 = 137.5; after the last the same.
        let a = try layout(wheel, count: 7, height: 60, selection: 0), b = try layout(wheel, count: 7, height: 60, selection: 1)
        XCTAssertEqual(a.segments.map(\.frame.x), [137.5, 237.5, 337.5, 437.5, 537.5, 637.5, 737.5])
        XCTAssertEqual(a.contentWidth, 700 + 2 * 137.5)
        XCTAssertEqual(a.scrollOffset, 0)
        XCTAssertEqual(try layout(wheel, count: 7, height: 60, selection: 6).scrollOffset, 600)
        // Half-way from item 0 to item 1 the point between their centres is at the menu's centre.
        let half = ControlLayout.interpolating(a, b, 0.5)
        XCTAssertEqual(half.scrollOffset, 50)
        XCTAssertEqual((half.segments[0].frame.midX + half.segments[1].frame.midX) / 2 - half.scrollOffset, 187.5)
    }
}
