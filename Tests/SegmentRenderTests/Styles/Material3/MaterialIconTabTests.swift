import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Material 3's icon tabs, worked out by hand in device pixels from Compose's `Tab` and
/// `LeadingIconTab` (docs/style-material3.md, "Icons").
final class MaterialIconTabTests: XCTestCase {
    /// Three tabs with 40 pt labels (Roboto-like metrics: ascent 13, descent 3.5) and 24 × 24 icons, at 2x.
    func layout(_ extra: String, type: String = "textImages", height: Double = 64, width: Double = 360) throws -> ControlLayout {
        let config = try ConfigLoader.decode(
            json: Data(
                #"{"style": "material3", "width": \#(width), "height": \#(height), "type": "\#(type)", "sectionTitles": ["a", "b", "c"], "sectionImages": ["builtin:m3-flight", "builtin:m3-luggage", "builtin:m3-explore"]\#(extra)}"#
                    .utf8), name: "t")
        let title = TitleMeasure(width: 40, height: 17, advance: 40, ascent: 13, lineHeight: 16.5, descent: 3.5)
        let contents = (0..<3).map { _ in SegmentContent(title: type == "images" ? nil : title, imageSize: Size(width: 24, height: 24)) }
        return ControlLayout(config: config, selection: 0, segments: contents)
    }

    func indicator(_ l: ControlLayout) throws -> Rect {
        guard case .tabIndicator(let bar)? = l.decorations.first else { throw XCTSkip("no indicator: \(l.decorations)") }
        return bar.frame
    }

    func testAnIconAboveTheLabelFollowsComposesBaselines() throws {
        // 64 dp = 128 px: the line box 40 px, the icon 48 px, 128 ≥ 48 + 40 + 40, so the layout is 128 px at 0.
        // Baseline 128 − 14 dp − 3 dp = 128 − 28 − 6 = 94 px; the icon's bottom 20 sp (40 px) above it: 6…54 px.
        // Across: the layout max(80 + 64, 48) = 144 px at round((240 − 144) / 2) = 48; the label at 48 + 32, the icon at 48 + 48.
        var l = try layout("")
        XCTAssertEqual(l.segments[0].titleBaseline, Point(x: 40, y: 47))
        XCTAssertEqual(l.segments[0].imageFrame, Rect(x: 48, y: 3, width: 24, height: 24))
        // The indicator spans the content: min(144, 240) − 64 = 80 px, the label's width.
        XCTAssertEqual(try indicator(l), Rect(x: 40, y: 61, width: 40, height: 3))
        // Compose's own 72 dp in a 72 dp row: baseline 144 − 34 = 110 px, the icon from 22 px.
        l = try layout(#", "iconTabHeight": 72"#, height: 72)
        XCTAssertEqual(l.segments[0].titleBaseline?.y, 55)
        XCTAssertEqual(l.segments[0].imageFrame?.minY, 11)
        // 72 dp in a 64 dp row: the 144 px layout centred at round(−8) = −8 px: baseline 102 px, icon from 14 px.
        l = try layout(#", "iconTabHeight": 72"#)
        XCTAssertEqual(l.segments[0].titleBaseline?.y, 51)
        XCTAssertEqual(l.segments[0].imageFrame?.minY, 7)
    }

    func testALeadingIconSitsBeforeTheLabel() throws {
        // The row's content 48 + 16 + 80 = 144 px centred between the 32 px paddings: 32 + round((240 − 64 − 144) / 2) = 48.
        let l = try layout(#", "imagePosition": "leftOfText""#, height: 48)
        XCTAssertEqual(l.segments[0].imageFrame, Rect(x: 24, y: 12, width: 24, height: 24))
        XCTAssertEqual(l.segments[0].titleFrame?.minX, 56)
        // The indicator spans icon, gap and label: (64 + 144) − 64 = 144 px at floor((240 − 144) / 2) = 48.
        XCTAssertEqual(try indicator(l), Rect(x: 24, y: 45, width: 72, height: 3))
    }

    func testAnIconAloneIsCentredWithTheMinimumIndicator() throws {
        // The layout max(48 dp, 24 dp + 20 sp) = 96 px; the icon at floor((96 − 48) / 2) = 24 px, round((240 − 48) / 2) = 96 px.
        let l = try layout("", type: "images", height: 48)
        XCTAssertEqual(l.segments[0].imageFrame, Rect(x: 48, y: 12, width: 24, height: 24))
        XCTAssertNil(l.segments[0].titleFrame)
        // Content 48 − 64 < 24 dp: the indicator is 24 dp, centred.
        XCTAssertEqual(try indicator(l), Rect(x: 48, y: 45, width: 24, height: 3))
    }

    func testScrollableIconTabsAreAsWideAsTheirContent() throws {
        // Above: max(90 dp, max(80 + 64, 48) px) = 180 px; leading: 64 + 48 + 16 + 80 = 208 px.
        XCTAssertEqual(try layout(#", "tabMode": "scrollable""#).segments.map(\.frame.width), [90, 90, 90])
        XCTAssertEqual(try layout(#", "tabMode": "scrollable", "imagePosition": "leftOfText""#).segments.map(\.frame.width), [104, 104, 104])
    }

    func testIconsAreTintedLikeTheirLabels() throws {
        let control = try Presets.load("m3-primary-icons")
        let state = control.restState()
        let picture = control.render(state)
        let scheme = MaterialColors.baseline(.light)
        // The aeroplane's fuselage (x 10.75–13.25, y 2–20 of 24) in primary; the suitcase's body (4–20, 7–21) in onSurfaceVariant.
        let flight = try XCTUnwrap(state.layout.segments[0].imageFrame), luggage = try XCTUnwrap(state.layout.segments[1].imageFrame)
        XCTAssertEqual(picture[Int(flight.minX + 12) * 2, Int(flight.minY + 10) * 2], scheme.primary.premultiplied)
        XCTAssertEqual(picture[Int(luggage.minX + 12) * 2, Int(luggage.minY + 14) * 2], scheme.onSurfaceVariant.premultiplied)
    }

    func testBadIconInput() {
        func problem(_ json: String) -> String {
            do {
                _ = try ConfigLoader.decode(json: Data(json.utf8), name: "m.json")
                return "no error"
            } catch { return "\(error)" }
        }
        let base = #"{"style": "material3", "width": 360, "height": 64, "type": "textImages", "sectionTitles": ["a"], "sectionImages": ["builtin:m3-flight"]"#
        XCTAssertEqual(
            problem(base + #", "imagePosition": "belowText"}"#),
            "m.json: imagePosition: material3 tabs place an icon aboveText (a tab with an icon) or leftOfText (a leading-icon tab)")
        XCTAssertTrue(problem(base + #", "iconTabHeight": 0}"#).hasPrefix("m.json: iconTabHeight: expected"), problem(base + #", "iconTabHeight": 0}"#))
        XCTAssertEqual(
            problem(base + #", "tabVariant": "segmentedButtons"}"#), #"m.json: type: material3 segmented buttons show titles only ("text")"#)
    }
}
