import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Material 3's badges, placed by hand from Compose's `BadgedBox` and `Badge` in device pixels
/// (docs/style-material3.md, "Badges").
final class MaterialBadgeTests: XCTestCase {
    /// Three tabs at 2x with the given label advances (ascent 13, descent 3.5) and badges.
    func badges(_ badges: [BadgeContent?], advances: [Double] = [40, 40, 40], height: Double = 48, extra: String = "") throws -> [Badge] {
        let config = try ConfigLoader.decode(
            json: Data(#"{"style": "material3", "width": 360, "height": \#(height), "sectionTitles": ["a", "b", "c"]\#(extra)}"#.utf8), name: "t")
        let contents = zip(advances, badges).map { advance, badge in
            var content = SegmentContent(
                title: TitleMeasure(width: advance, height: 17, advance: advance, ascent: 13, lineHeight: 16.5, descent: 3.5), imageSize: nil)
            content.badge = badge
            return content
        }
        return ControlLayout(config: config, selection: 0, segments: contents).decorations.compactMap {
            if case .badge(let b) = $0 { return b }
            return nil
        }
    }

    /// A label badge with a measured label: advance, ascent and line height at 11 pt.
    func label(_ text: String, advance: Double) -> BadgeContent {
        var b = BadgeContent(label: text)
        b.advance = advance
        b.ascent = 10.2
        b.lineHeight = 12.9
        return b
    }

    func testADotSitsInTheAnchorsTopRightCorner() throws {
        // Tab 0's label: 80 px from 80 px, its 40 px line box from 28 px. The dot: 12 px, its right edge on 160, its top on 28.
        let b = try badges([.dot, nil, nil])
        XCTAssertEqual(b.map(\.frame), [Rect(x: 74, y: 14, width: 6, height: 6)])
        XCTAssertEqual(b[0].color, MaterialColors.baseline(.light).error)
    }

    func testALabelledBadgeOverlapsTheAnchorsCorner() throws {
        // "3": 6.2 pt → 13 px; 16 dp = 32 px high, max(32, 13 + 2 × 8) = 32 wide; left 12 dp in from 160: 136; top 28 − 32 + 28 = 24.
        var b = try badges([label("3", advance: 6.2), nil, nil])
        XCTAssertEqual(b[0].frame, Rect(x: 68, y: 12, width: 16, height: 16))
        // The label: ascent ceil(20.4) = 21, descent ceil(5.4) = 6 in the 32 px line box, 2 px above: baseline 23 px;
        // across, 8 + round((32 − 16 − 13) / 2) = 10 px.
        XCTAssertEqual(b[0].textOffset, Point(x: 5, y: 11.5))
        XCTAssertEqual(b[0].textColor, MaterialColors.baseline(.light).onError)
        // "999+": 24.4 pt → 49 px, 49 + 16 = 65 px wide.
        b = try badges([label("999+", advance: 24.4), nil, nil])
        XCTAssertEqual(b[0].frame, Rect(x: 68, y: 12, width: 32.5, height: 16))
    }

    func testABadgeStaysInsideItsTab() throws {
        // A 200 pt label in tab 2 (480–720 px) reaches 800 px: the badge's 776 px is pulled back to 720 − 32 = 688.
        var b = try badges([nil, nil, label("3", advance: 6.2)], advances: [40, 40, 200])
        XCTAssertEqual(b[0].frame.minX, 344)
        // In a 20 pt row the line box starts at 0, so the badge's top (−4 px) is pulled down to 0.
        b = try badges([label("3", advance: 6.2), nil, nil], height: 20)
        XCTAssertEqual(b[0].frame.minY, 0)
    }

    func testBadgesOnIconsAndRightToLeft() throws {
        // m3-primary-icons: the icon of tab 0 at 48…72 pt across, 3…27 down; a dot's right on 72, its top on 3.
        let control = try Presets.load("m3-primary-icons").reconfigured { $0.badges = [.dot] }
        guard case .badge(let dot)? = control.layout().decorations.last else { return XCTFail("no badge") }
        XCTAssertEqual(dot.frame, Rect(x: 66, y: 3, width: 6, height: 6))
        // Right to left the pill mirrors, and its label keeps its place inside: 32 − 10 − 6.2 × 2 = 9.6 px from its left.
        let b = try badges([label("3", advance: 6.2), nil, nil], extra: #", "semanticContentAttribute": "forceRightToLeft""#)
        XCTAssertEqual(b[0].frame, Rect(x: 360 - 84, y: 12, width: 16, height: 16))
        XCTAssertEqual(b[0].textOffset?.x ?? 0, 16 - 5 - 6.2, accuracy: 1e-9)
    }
}
