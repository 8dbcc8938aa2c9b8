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
