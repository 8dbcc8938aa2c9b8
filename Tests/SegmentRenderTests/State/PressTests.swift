import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// The press looks, worked out by hand from their numbers: uikit13's title fading to 30 % over
/// 0.35 s and its thumb shrinking to 95 %; uikit7's 20 % tint; no look on hm, the dock or a
/// disabled segment; the key's range checks.
final class PressTests: XCTestCase {
    func control(_ preset: String, press: PressConfig?) throws -> Control {
        try Presets.load(preset, overrides: ConfigOverrides(press: press))
    }

    func testUIKit13DimsAPressedTitle() throws {
        let rest = try control("uikit13", press: nil).restState(1)
        let a = Double(rest.segments[2].style.color.a)
        // ease-in-ease-out is symmetric: half the fade at half its 0.35 s, so 1 − 0.7 × 0.5 = 0.65.
        for (time, alpha) in [(0.0, 1.0), (0.175, 0.65), (0.35, 0.3), (5, 0.3)] {
            let pressed = try control("uikit13", press: PressConfig(segment: 2, time: time)).restState(1)
            XCTAssertEqual(pressed.segments[2].style.color.a, UInt8((a * alpha).rounded()), "at \(time) s")
            XCTAssertEqual(pressed.segments[0].style.color, rest.segments[0].style.color, "only the pressed title")
            XCTAssertEqual(pressed.layout.decorations, rest.layout.decorations, "the thumb stays")
        }
    }

    func testUIKit13ShrinksAPressedThumbAndItsTitle() throws {
        let rest = try control("uikit13", press: nil).restState(0)
        let pressed = try control("uikit13", press: PressConfig(segment: 0, time: 10)).restState(0)
        guard case .thumb(let before) = rest.layout.decorations.first(where: { $0.name == "thumb" }),
            case .thumb(let after) = pressed.layout.decorations.first(where: { $0.name == "thumb" })
        else { return XCTFail("no thumb") }
        // 95 % about the centre: each side moves in by 2.5 % of the width or height.
        XCTAssertEqual(after.frame.width, before.frame.width * 0.95, accuracy: 1e-6)
        XCTAssertEqual(after.frame.height, before.frame.height * 0.95, accuracy: 1e-6)
        XCTAssertEqual(after.frame.x, before.frame.x + before.frame.width * 0.025, accuracy: 1e-6)
        XCTAssertEqual(after.frame.midY, before.frame.midY, accuracy: 1e-9)
        XCTAssertEqual(after.cornerRadius, before.cornerRadius * 0.95, accuracy: 1e-6)
        let title = try XCTUnwrap(rest.layout.segments[0].titleFrame), shrunk = try XCTUnwrap(pressed.layout.segments[0].titleFrame)
        XCTAssertEqual(shrunk.width, title.width * 0.95, accuracy: 1e-6)
        XCTAssertEqual(shrunk.midX, title.midX, accuracy: 1e-9)
        XCTAssertEqual(pressed.segments[0].style.fontSize, rest.segments[0].style.fontSize * 0.95, accuracy: 1e-9)
        // On touch-down nothing has moved yet.
        let now = try control("uikit13", press: PressConfig(segment: 0, time: 0)).restState(0)
        XCTAssertEqual(now.layout.decorations, rest.layout.decorations)
    }

    func testUIKit7TintsAPressedSegment() throws {
        let config = try control("uikit7", press: nil).config
        let pressed = try control("uikit7", press: PressConfig(segment: 2)).restState(0)
        guard case .pressHighlight(let highlight) = pressed.layout.decorations.first else { return XCTFail("no highlight: \(pressed.layout.decorations)") }
        XCTAssertEqual(highlight.frame, pressed.layout.segments[2].frame)
        XCTAssertEqual(highlight.color, config.tintColor)
        XCTAssertEqual(highlight.tint.alpha, 0.2 * Double(config.tintColor.a) / 255, accuracy: 1e-12)
        XCTAssertTrue(pressed.layout.jsonString().contains(#""kind" : "pressHighlight""#))
        let selected = try control("uikit7", press: PressConfig(segment: 0)).restState(0)
        XCTAssertFalse(selected.layout.decorations.contains { $0.name == "pressHighlight" }, "the selected segment is filled already")
    }

    func testStylesWithoutALookAndDisabledSegmentsAreUnchanged() throws {
        for preset in ["hm-default", "jx-line-lengthen", "qq-dock-portrait"] {
            let plain = try control(preset, press: nil), pressed = try control(preset, press: PressConfig(segment: 1, time: 0.2))
            XCTAssertEqual(plain.displayList(selection: .index(0)), pressed.displayList(selection: .index(0)), preset)
        }
        let json = #"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["A", "B", "C"], "disabledSegments": [2], "press": {"segment": 2}}"#
        let disabled = try ConfigLoader.load(json: Data(json.utf8), name: "d.json", baseDirectory: "/")
        var unpressed = disabled.config
        unpressed.press = nil
        XCTAssertEqual(disabled.restState(0).segments[2].style.color, try Control(config: unpressed, source: "d.json", baseDirectory: "/").restState(0).segments[2].style.color)
    }

    func testThePressKeyIsChecked() throws {
        func problem(_ press: String) -> String {
            let json = #"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["A", "B"], "press": \#(press)}"#
            do {
                _ = try ConfigLoader.load(json: Data(json.utf8), name: "p.json", baseDirectory: "/")
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem(#"{"segment": 1, "x": 200, "y": 16, "time": 0.1}"#), "accepted")
        XCTAssertTrue(problem(#"{"segment": 2}"#).contains("press.segment: segment 2 is out of range (the control has 2 segments)"), problem(#"{"segment": 2}"#))
        XCTAssertTrue(problem(#"{"segment": 1, "time": 61}"#).contains("press.time"), problem(#"{"segment": 1, "time": 61}"#))
        XCTAssertTrue(problem(#"{"segment": 1, "time": -1}"#).contains("press.time"))
        XCTAssertTrue(problem(#"{"segment": 1, "release": -1}"#).contains("press.release"), problem(#"{"segment": 1, "release": -1}"#))
        XCTAssertTrue(problem(#"{"segmnt": 1}"#).contains("did you mean 'segment'"), problem(#"{"segmnt": 1}"#))
    }
}
