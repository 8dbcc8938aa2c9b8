import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// A finger dragging the selection on the styles without a draggable thumb, worked out by hand:
/// uikit13's pressed thumb moves to the segment under the finger, uikit7 highlights it, the paging
/// bars put the indicator's centre under the finger; and the drag's release.
final class DragTests: XCTestCase {
    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/")
    }

    func testUIKit13MovesItsPressedThumbToTheSegmentUnderTheFinger() throws {
        let c = try Presets.load("uikit13")
        // 300 / 3 = 100 pt slots: 250 is in slot 2; its thumb (202, 2, 96, 28) pressed to 95 %.
        let state = c.dragState(250, from: 0)
        XCTAssertEqual(state.layout.selectedSegmentIndex, 2)
        guard case .thumb(let thumb)? = state.layout.decorations.first(where: { $0.name == "thumb" }) else { return XCTFail("no thumb") }
        XCTAssertEqual(thumb.frame.width, 96 * 0.95, accuracy: 1e-3)
        XCTAssertEqual(thumb.frame.midX, 250, accuracy: 1e-9)
        XCTAssertEqual(c.releaseSelection(250, from: 0), 2)
        // A disabled segment under the finger keeps the thumb where it was.
        let disabled = try control(#"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["a", "b", "c"], "disabledSegments": [2]}"#)
        XCTAssertEqual(disabled.dragState(250, from: 0).layout.selectedSegmentIndex, 0)
        XCTAssertEqual(disabled.releaseSelection(250, from: 0), 0)
    }

    func testUIKit7HighlightsTheSegmentUnderTheFinger() throws {
        let c = try Presets.load("uikit7")
        let state = c.dragState(150, from: 0)
        XCTAssertEqual(state.layout.selectedSegmentIndex, 0, "the selection changes on release")
        guard case .pressHighlight(let highlight)? = state.layout.decorations.first(where: { $0.name == PressHighlight.name }) else {
            return XCTFail("no highlight")
        }
        XCTAssertEqual(highlight.frame, state.layout.segments[1].frame)
        XCTAssertEqual(c.releaseSelection(150, from: 0), 1)
    }

    func testPagingBarsPutTheIndicatorCentreUnderTheFinger() throws {
        // Three fixed 100 pt segments: centres 50, 150, 250.
        let hm = try control(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "selectionStyle": "fullWidthStripe"}"#)
        let rest = hm.restState(0).layout
        XCTAssertEqual(hm.dragProgress(100, in: rest), 0.5)
        XCTAssertEqual(hm.dragProgress(200, in: rest), 1.5)
        XCTAssertEqual(hm.dragProgress(20, in: rest), 0)
        XCTAssertEqual(hm.dragProgress(280, in: rest), 2)
        // The stripe half-way from slot 0 to 1: x = 50, its centre at the finger.
        XCTAssertEqual(hm.dragState(100, from: 0).layout.decorations.first?.frame.midX ?? -1, 100, accuracy: 1e-9)
        XCTAssertEqual(hm.releaseSelection(100, from: 0), 1, "half-way rounds away from zero")
        XCTAssertEqual(hm.releaseSelection(90, from: 0), 0)
        // Right to left the centres run 250, 150, 50: a finger at 100 is half-way from 1 to 2.
        let rtl = try control(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "semanticContentAttribute": "forceRightToLeft"}"#)
        XCTAssertEqual(rtl.dragProgress(100, in: rtl.restState(0).layout), 1.5)
        // Material's fixed tabs: 120 dp each, centres 60, 180, 300.
        let m3 = try Presets.load("m3-primary")
        XCTAssertEqual(m3.dragProgress(240, in: m3.restState(0).layout), 1.5)
    }

    func testDragKeyIsCheckedAgainstTheWidth() throws {
        func message(_ json: String) -> String? {
            do {
                _ = try ConfigLoader.decode(json: Data(json.utf8), name: "c.json")
                return nil
            } catch let error as ConfigError {
                return "\(error.keyPath): \(error.message)"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(
            message(#"{"width": 300, "height": 32, "sectionTitles": ["a"], "drag": 301}"#),
            "drag: drag 301 is outside the control: expected 0 to 300 points from its left edge")
        XCTAssertEqual(
            message(#"{"width": 300, "height": 32, "sectionTitles": ["a"], "drag": -1}"#),
            "drag: expected a number from 0 to 1000000, found -1")
        XCTAssertNil(message(#"{"width": 300, "height": 32, "sectionTitles": ["a"], "drag": 300}"#))
        XCTAssertEqual(
            message(#"{"style": "bsc", "width": 300, "height": 32, "sectionTitles": ["a"], "thumbInset": 16}"#),
            "thumbInset: thumbInset 16 leaves the thumb no room: it must be under half the control's shorter side (16)")
    }
}
