import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Segmentio's layout worked out by hand from its numbers (docs/style-segmentio.md):
/// fixed cells `W / min(4, N)`, dynamic cells measured at 17 pt plus margins, the separators, the
/// indicator's floored span, the cell paddings.
final class SegmentioLayoutTests: XCTestCase {
    func config(_ extra: String = "", count: Int = 6, height: Double = 50) throws -> ControlConfig {
        let titles = (0..<count).map { "\"t\($0)\"" }.joined(separator: ", ")
        return try ConfigLoader.decode(
            json: Data(#"{"style": "segmentio", "width": 375, "height": \#(height), "sectionTitles": [\#(titles)]\#(extra)}"#.utf8), name: "t")
    }

    /// Every title 60 pt wide at 12 pt, 18 pt high.
    func layout(_ extra: String = "", count: Int = 6, height: Double = 50, selection: Int? = 2, image: Bool = false) throws -> ControlLayout {
        let contents = (0..<count).map { _ in
            SegmentContent(
                title: TitleMeasure(width: 60, height: 18, advance: 60, ascent: 14, lineHeight: 18), imageSize: image ? Size(width: 24, height: 24) : nil)
        }
        return ControlLayout(config: try config(extra, count: count, height: height), selection: selection, segments: contents)
    }

    func testFixedCellsShareTheWidthAmongFourAtMost() throws {
        XCTAssertEqual(try layout().segments.map(\.frame.x), [0, 93.75, 187.5, 281.25, 375, 468.75])
        XCTAssertEqual(try layout(count: 3).segments.map(\.frame.width), [125, 125, 125])
        XCTAssertEqual(try layout(#", "maxVisibleItems": 2"#).segments[0].frame.width, 187.5)
        // A title may be 93.75 − 2 × (8 + 8) wide before it shrinks.
        XCTAssertEqual(try config().titleWidthLimit, 61.75)
        XCTAssertEqual(try config().titleTruncation, .shrink)
    }

    func testDynamicCellsAreTheirTitleAt17ptPlusMarginsWithLeftoverShared() throws {
        // 60 at 12 pt is 85 at 17 pt; + 32 = 117. Two fit in 375: each gains (375 − 234) / 2.
        XCTAssertEqual(try layout(#", "segmentWidthStyle": "dynamic""#, count: 2, selection: 0).segments.map(\.frame.width), [187.5, 187.5])
        // Four do not (468): each stays 117, and the row scrolls.
        let four = try layout(#", "segmentWidthStyle": "dynamic""#, count: 4, selection: 0)
        XCTAssertEqual(four.segments.map(\.frame.width), [117, 117, 117, 117])
        XCTAssertEqual(four.contentWidth, 468)
    }

    func testSeparatorsAndTheCellsBetweenThem() throws {
        let l = try layout(#", "verticalSeparatorRatio": 0.5"#)
        XCTAssertEqual(l.borders, [Rect(x: 0, y: 0, width: 375, height: 1), Rect(x: 0, y: 49, width: 375, height: 1)])
        XCTAssertEqual(l.segments[0].frame, Rect(x: 0, y: 1, width: 93.75, height: 48))
        // At each cell's right edge but the last's, half the cell's height, centred.
        XCTAssertEqual(l.dividers.count, 5)
        XCTAssertEqual(l.dividers[0], Rect(x: 92.75, y: 13, width: 1, height: 24))
        let top = try layout(#", "horizontalSeparatorType": "top""#)
        XCTAssertEqual(top.borders, [Rect(x: 0, y: 0, width: 375, height: 1)])
        XCTAssertEqual(top.segments[0].frame.height, 49)
        XCTAssertTrue(try layout(#", "horizontalSeparatorType": "none", "verticalDividerEnabled": false"#).borders.isEmpty)
    }

    func testTheIndicatorSpansTheFlooredRatioOfItsCell() throws {
        // Cell 2 (187.5, 93.75) scrolled by 234.375 − 187.5 = 46.875: on screen its centre is
        // 187.5; the span floor(93.75) = 93 runs from floor(141) to floor(234); the path is the
        // cell's width, so the line starts (93.75 − 93) / 2 in and loses 1 pt at its end.
        let l = try layout()
        XCTAssertEqual(l.scrollOffset, 46.875)
        guard case .line(let line)? = l.decorations.first else { return XCTFail("no indicator") }
        XCTAssertEqual(line.frame, Rect(x: 187.875, y: 47, width: 92, height: 2))
        XCTAssertEqual(line.layer, .underContent)
        XCTAssertEqual(line.paint.color, RGBA8(r: 255, g: 128, b: 0))
        // The last cell's path is 1 pt longer: (94.75 − 93) / 2 in.
        guard case .line(let last)? = try layout(selection: 5).decorations.first else { return XCTFail("no indicator") }
        XCTAssertEqual(last.frame.x, 468.75 + 0.875)
        // Half the width: floor(46.875) = 46, from floor(164.5) to floor(210.5); on top, rounded.
        guard case .line(let half)? = try layout(#", "indicatorRatio": 0.5, "selectionIndicatorLocation": "top", "indicatorRoundedCorners": true"#).decorations.first
        else { return XCTFail("no indicator") }
        XCTAssertEqual(half.frame, Rect(x: 187.5 + 23.875, y: 1, width: 45, height: 2))
        XCTAssertEqual(half.paint.cornerRadius, 1)
    }

    func testCellContentSitsInsideThePaddings() throws {
        // Only a title: centred between 1 + 8 and 49 − 8 − 2 (the indicator's height).
        XCTAssertEqual(try layout().segments[0].titleFrame?.y, 24 - 9)
        // Image over the title, 80 high: the title's 22 pt row ends at 79 − 10, the image centred
        // between 9 and the row's top less 8.
        let images = Array(repeating: #""builtin:m3-explore""#, count: 6).joined(separator: ", ")
        let over = try layout(#", "type": "textImages", "imagePosition": "aboveText", "sectionImages": [\#(images)]"#, height: 80, image: true)
        XCTAssertEqual(over.segments[0].titleFrame?.y, 47 + 11 - 9)
        XCTAssertEqual(over.segments[0].imageFrame, Rect(x: 46.875 - 12, y: 24 - 12, width: 24, height: 24))
        // Image before the title: 22 pt square at the padding, the title centred in what is left.
        let before = try layout(#", "type": "textImages", "imagePosition": "leftOfText", "sectionImages": [\#(images)]"#, image: true)
        XCTAssertEqual(before.segments[0].imageFrame?.midX, 8 + 11)
        XCTAssertEqual(before.segments[0].titleFrame?.midX, (8 + 22 + 8 + 93.75 - 8) / 2)
    }

    func testAPressedCellTakesTheHighlightedColours() throws {
        let json =
            ##"{"style": "segmentio", "width": 375, "height": 50, "sectionTitles": ["a", "b", "c"], "highlightedBackgroundColor": "#FFFFFF", "highlightedTitleColor": "#FF0000", "press": {"segment": 1}}"##
        let control = try Control(config: try ConfigLoader.decode(json: Data(json.utf8), name: "t"), source: "t", baseDirectory: "/")
        let state = control.restState()
        guard case .pressHighlight(let highlight)? = state.layout.decorations.first else { return XCTFail("no highlight") }
        XCTAssertEqual(highlight.frame, Rect(x: 125, y: 1, width: 125, height: 48))
        XCTAssertEqual(highlight.color, .white)
        XCTAssertEqual(state.segments[1].style.color, RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(state.segments[0].style.color, .black)
    }

    func testUnknownSeparatorTypeIsRefused() throws {
        XCTAssertThrowsError(try config(#", "horizontalSeparatorType": "middle""#)) { error in
            XCTAssertTrue("\(error)".contains(#"horizontalSeparatorType: 'middle' is not one of "none", "top", "bottom", "topAndBottom""#), "\(error)")
        }
    }
}
