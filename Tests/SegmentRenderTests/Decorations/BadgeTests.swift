import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Badges: where they sit, worked out by hand, what they say, and bad input.
final class BadgeTests: XCTestCase {
    func config(_ extra: String, style: String = "hm") throws -> ControlConfig {
        try ConfigLoader.decode(json: Data(#"{"width": 300, "height": 40, "style": "\#(style)", "sectionTitles": ["a", "b", "c"], \#(extra)}"#.utf8), name: "t")
    }

    /// Titles 40 wide and 20 high; a label 17.3 pt wide.
    func contents(badges: [BadgeContent?]) -> [SegmentContent] {
        badges.map { badge in
            var content = SegmentContent(title: TitleMeasure(width: 40, height: 20, advance: 40, ascent: 15, lineHeight: 20), imageSize: nil)
            content.badge = badge
            return content
        }
    }

    func testBadgesSitOnTheTitlesTopRightCorner() throws {
        let label = BadgeContent(label: "42")
        var number = label
        number.advance = 17.3
        let c = try config(#""selectionIndicatorLocation": "none", "titleVerticalAlignment": "center", "badges": [{"dot": true}, {"number": 42}]"#)
        let layout = ControlLayout(config: c, selection: 0, segments: contents(badges: [.dot, number, nil]))
        // Titles centred in 100-wide slots: x 30, 130; y (40 − 20) / 2 = 10. The dot (10 × 10) is
        // centred on (70, 10); the number (ceil 17.3 + 10 = 28 wide, 14 high) on (170, 10).
        let badges = layout.decorations.filter { $0.name == "badge" }
        XCTAssertEqual(badges.map(\.frame), [Rect(x: 65, y: 5, width: 10, height: 10), Rect(x: 156, y: 3, width: 28, height: 14)])
        XCTAssertEqual(badges.map(\.layer), [.overContent, .overContent])
        // Badges never change widths.
        XCTAssertEqual(layout.segments.map(\.frame), ControlLayout(config: c, selection: 0, segments: contents(badges: [nil, nil, nil])).segments.map(\.frame))
        // On UIKit styles a dot is 8 × 8 and red is #FF3B30; an offset moves it.
        let uikit = try config(#""badgeOffset": {"x": 2, "y": -1}, "badges": [{"dot": true}]"#, style: "uikit13")
        guard case let .badge(dot)? = ControlLayout(config: uikit, selection: 0, segments: contents(badges: [.dot, nil, nil])).decorations.last else {
            return XCTFail("no badge")
        }
        XCTAssertEqual(dot.frame.width, 8)
        XCTAssertEqual(dot.color, RGBA8(r: 0xFF, g: 0x3B, b: 0x30))
        let title = try XCTUnwrap(ControlLayout(config: uikit, selection: 0, segments: contents(badges: [.dot, nil, nil])).segments[0].titleFrame)
        XCTAssertEqual(dot.frame.midX, title.maxX + 2)
        XCTAssertEqual(dot.frame.midY, title.minY - 1)
    }

    /// Dynamic segments frame the whole padded slot as the title's frame; the badge still sits on
    /// the label (the run's box), not 12 pt out at the slot's edge — in both directions.
    func testOnDynamicSegmentsABadgeSitsOnTheLabelNotOnThePaddedSlot() throws {
        let c = try ConfigLoader.decode(json: Data(
            #"{"width": 100, "height": 40, "sectionTitles": ["a", "b", "c"], "selectionIndicatorLocation": "none", "segmentWidthStyle": "dynamic", "segmentEdgeInset": {"left": 12, "right": 4}, "badges": [{"dot": true}, {"dot": true}, {"dot": true}]}"#.utf8), name: "t")
        // Runs 37.4 pt (labels 38): slots 12 + 38 + 4 = 54 wide at x 0, 54, 108 (162 > 100: no
        // stretching). Each run is centred in its slot (HM's text layer): it starts at x0 + 8.3 and
        // its 38-wide label spans x0 + 8 … x0 + 46. The dot (10 × 10) is centred on (x0 + 46, 10),
        // the label's top-right corner (y: (40 − 20) / 2 = 10).
        let contents = (0..<3).map { _ -> SegmentContent in
            var content = SegmentContent(title: TitleMeasure(width: 38, height: 20, advance: 37.4, ascent: 15, lineHeight: 20), imageSize: nil)
            content.badge = .dot
            return content
        }
        let ltr = ControlLayout(config: c, selection: 0, segments: contents)
        XCTAssertEqual(ltr.segments.map(\.titleFrame?.width), [54, 54, 54], "the title frame is the padded slot")
        XCTAssertEqual(
            ltr.decorations.filter { $0.name == "badge" }.map(\.frame),
            [41, 95, 149].map { Rect(x: $0, y: 5, width: 10, height: 10) })
        // Right to left, across the 162-pt content: the label's top-leading corner, 162 − (x0 + 46).
        var rtl = c
        rtl.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(
            ControlLayout(config: rtl, selection: 0, segments: contents).decorations.filter { $0.name == "badge" }.map(\.frame),
            [111, 57, 3].map { Rect(x: $0, y: 5, width: 10, height: 10) })
        // A frame narrower than the label (nothing wider to narrow) keeps its own corner.
        let centred = try ConfigLoader.decode(json: Data(
            #"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "titleVerticalAlignment": "center", "segmentWidthStyle": "dynamic", "segmentEdgeInset": {"left": 12, "right": 12}, "badges": [{"dot": true}]}"#.utf8), name: "t")
        // Centred titles are framed at the label already: 62-wide slots, labels at x0 + 12 … x0 + 50.
        XCTAssertEqual(
            ControlLayout(config: centred, selection: 0, segments: contents).decorations.filter { $0.name == "badge" }.map(\.frame.midX),
            [50, 112, 174])
    }

    func testLabelsAndTheOverflowFormat() throws {
        let control = try ConfigLoader.load(
            json: Data(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c", "d"], "badges": [{"number": 99}, {"number": 100}, {"text": "NEW"}, {"dot": true}]}"#.utf8),
            name: "t", baseDirectory: "/")
        XCTAssertEqual((0..<4).map { control.badgeContent($0)?.label }, ["99", "99+", "NEW", nil])
        let custom = try control.reconfigured {
            $0.badgeMaxNumber = 9
            $0.badgeNumberFormat = "{max}⁺"
        }
        XCTAssertEqual(custom.badgeContent(1)?.label, "9⁺")
        let json = control.layout().jsonString()
        XCTAssertTrue(json.contains(#""text" : "99+""#), json)
        XCTAssertTrue(json.contains(#""kind" : "badge""#))
    }

    func testBadBadges() {
        for (json, path, words) in [
            (#""badges": [null, null, null, {"dot": true}]"#, "badges", "badges has 4 entries, the control has 3 segments"),
            (#""badges": [{"number": -1}]"#, "badges[0].number", "from 0"),
            (#""badges": [{"number": 1, "text": "x"}]"#, "badges[0]", "not number and text"),
            (#""badges": [{"dot": false}]"#, "badges[0].dot", "expected true"),
            (#""badges": [{"count": 3}]"#, "badges[0].count", "unknown key"),
        ] {
            XCTAssertThrowsError(try config(json), json) { error in
                XCTAssertEqual((error as? ConfigError)?.keyPath, path, "\(error)")
                XCTAssertTrue("\(error)".contains(words), "\(error)")
            }
        }
    }
}
