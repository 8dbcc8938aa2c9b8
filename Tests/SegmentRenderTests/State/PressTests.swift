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

    /// iOS 26's held thumb, worked out from its numbers: the preset's 300 × 32 control has 100 pt
    /// slots, so the thumb over slot 1 is (102, 2, 96, 28) with a 14 pt capsule radius. Held, it
    /// grows 10 pt a side and 8 pt above and below times the spring's progress — damping 0.7138,
    /// response 0.2039 s: ω₀ = 2π / 0.2039 = 30.815, ω_d = ω₀√(1 − 0.7138²) = 21.581, and
    /// p(t) = 1 − e^(−0.7138·ω₀·t)(cos ω_d t + 1.0192 sin ω_d t): p(0.025) = 0.20283,
    /// p(0.05) = 0.54367 — stopping at the control's bounds; the thumb under the titles fades as
    /// the lens over them comes in.
    func testUIKit26HeldThumbBecomesAGlassLensGrowingOnTheSpring() throws {
        func held(_ time: Double, segment: Int = 1, _ appearance: Appearance = .light) throws -> (thumb: Thumb, lens: Lens) {
            let control = try Presets.load("uikit26", overrides: ConfigOverrides(appearance: appearance, press: PressConfig(segment: segment, time: time)))
            let decorations = control.restState(segment).layout.decorations
            guard case .thumb(let thumb)? = decorations.first(where: { $0.name == "thumb" }),
                case .lens(let lens)? = decorations.first(where: { $0.name == "lens" })
            else { throw XCTSkip("no thumb and lens: \(decorations)") }
            return (thumb, lens)
        }
        let rest = try Presets.load("uikit26").restState(1)
        guard case .thumb(let thumb)? = rest.layout.decorations.first(where: { $0.name == "thumb" }) else { return XCTFail("no thumb") }
        XCTAssertEqual(thumb.frame, Rect(x: 102, y: 2, width: 96, height: 28))
        XCTAssertEqual(thumb.cornerRadius, 14)
        XCTAssertEqual(rest.layout.dividers, [], "no dividers")

        // Touch-down: the thumb as it was (its shadow now the lens's, outside it); the lens on it
        // clear, unmagnified, rimless.
        let down = try held(0)
        XCTAssertEqual(down.thumb.frame, thumb.frame)
        XCTAssertEqual(down.thumb.color, thumb.color)
        XCTAssertNil(down.thumb.shadow)
        XCTAssertEqual(down.lens.frame, thumb.frame)
        XCTAssertEqual(down.lens.zoom, 1)
        XCTAssertEqual(down.lens.rim.a, 0)
        XCTAssertEqual(down.lens.glass.a, 0)
        XCTAssertEqual(down.lens.shadow, thumb.shadow)
        // 25 ms: 2.0283 pt a side, 1.6226 pt above and below (inside the 2 pt inset still).
        let early = try held(0.025)
        XCTAssertEqual(early.lens.frame.minX, 102 - 2.0283, accuracy: 1e-3)
        XCTAssertEqual(early.lens.frame.width, 96 + 2 * 2.0283, accuracy: 1e-3)
        XCTAssertEqual(early.lens.frame.minY, 2 - 1.6226, accuracy: 1e-3)
        XCTAssertEqual(early.lens.frame.height, 28 + 2 * 1.6226, accuracy: 1e-3)
        XCTAssertEqual(early.lens.cornerRadius, early.lens.frame.height / 2, accuracy: 1e-12, "a capsule")
        XCTAssertEqual(early.lens.zoom, 1 + 0.15 * 0.20283, accuracy: 1e-5)
        XCTAssertEqual(early.thumb.frame, early.lens.frame)
        XCTAssertEqual(early.thumb.color.a, UInt8((255 * (1 - 0.20283)).rounded()))
        // 50 ms: 5.4367 pt a side; above and below it has reached the bounds (0 and 32).
        let half = try held(0.05)
        XCTAssertEqual(half.lens.frame.minX, 102 - 5.4367, accuracy: 1e-3)
        XCTAssertEqual(half.lens.frame.minY, 0)
        XCTAssertEqual(half.lens.frame.height, 32)
        XCTAssertEqual(half.lens.rim.a, UInt8((204 * 0.54367).rounded()))
        XCTAssertEqual(half.lens.glass.a, UInt8((31 * 0.54367).rounded()))
        // Held: 116 × 32 at x 92, radius 16, zoom 1.15, a 1.3 pt rim at 80 %, white glass at 31/255;
        // the thumb under it clear. The first segment's lens stops at the control's left edge.
        let settled = try held(10)
        XCTAssertEqual(settled.lens.frame, Rect(x: 92, y: 0, width: 116, height: 32))
        XCTAssertEqual(settled.lens.cornerRadius, 16)
        XCTAssertEqual(settled.lens.zoom, 1.15, accuracy: 1e-12)
        XCTAssertEqual(settled.lens.rim, RGBA8(r: 255, g: 255, b: 255, a: 204))
        XCTAssertEqual(settled.lens.rimWidth, 1.3)
        XCTAssertEqual(settled.lens.glass, RGBA8(r: 255, g: 255, b: 255, a: 31))
        XCTAssertEqual(settled.thumb.color.a, 0)
        XCTAssertEqual(try held(10, segment: 0).lens.frame, Rect(x: 0, y: 0, width: 108, height: 32))
        // Dark: a 0.5 pt hairline at 30 %, fainter glass, no shadow.
        let dark = try held(10, .dark).lens
        XCTAssertEqual(dark.rim, RGBA8(r: 255, g: 255, b: 255, a: 77))
        XCTAssertEqual(dark.rimWidth, 0.5)
        XCTAssertEqual(dark.glass.a, 15)
        XCTAssertNil(dark.shadow)
        // An unselected segment's title dims as on iOS 13; nothing becomes a lens.
        let other = try Presets.load("uikit26", overrides: ConfigOverrides(press: PressConfig(segment: 2, time: 10))).restState(1)
        XCTAssertEqual(other.segments[2].style.color.a, UInt8((Double(rest.segments[2].style.color.a) * 0.3).rounded()))
        XCTAssertFalse(other.layout.decorations.contains { $0.name == "lens" })
        XCTAssertTrue(try Presets.load("uikit26-pressed").restState(0).layout.jsonString().contains(#""kind" : "lens""#))
        // Half-way from the held first segment to the second: the clear thumb (0, 0, 108, 32)
        // and the thumb over slot 1, (102, 2, 96, 28), blend — (51, 1, 102, 30) — and the lens
        // shrinks into the second thumb, clear there: the same frame, zoom 1.075, glass at 16/255.
        let pressed = try Presets.load("uikit26", overrides: ConfigOverrides(press: PressConfig(segment: 0, time: 10)))
        let between = pressed.progressState(0.5).layout.decorations
        XCTAssertEqual(between.filter { $0.name == "thumb" }.map(\.frame), [Rect(x: 51, y: 1, width: 102, height: 30)])
        guard case .lens(let moving)? = between.first(where: { $0.name == "lens" }) else { return XCTFail("no lens: \(between)") }
        XCTAssertEqual(moving.frame, Rect(x: 51, y: 1, width: 102, height: 30))
        XCTAssertEqual(moving.zoom, 1.075, accuracy: 1e-6)
        XCTAssertEqual(moving.glass.a, 16, "31 half-way to 0: 15.5, rounded half away from zero")
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
