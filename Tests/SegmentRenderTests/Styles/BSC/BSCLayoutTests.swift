import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// BetterSegmentedControl's layout worked out by hand from its numbers (docs/style-bsc.md):
/// element frames `(inset + i·w, inset, w, H − 2·inset)` with
/// `w = (W − 2·inset)/N`, the thumb on the selected one with the control's radius less the inset,
/// nearest-centre taps, and the selected titles revealed through the thumb.
final class BSCLayoutTests: XCTestCase {
    func config(_ extra: String = "", titles: Int = 4, width: Double = 300) throws -> ControlConfig {
        let names = (0..<titles).map { "\"t\($0)\"" }.joined(separator: ", ")
        return try ConfigLoader.decode(
            json: Data(#"{"style": "bsc", "width": \#(width), "height": 32, "sectionTitles": [\#(names)]\#(extra)}"#.utf8), name: "t")
    }

    func layout(_ config: ControlConfig, selection: Int?, advance: Double = 20) -> ControlLayout {
        let contents = (0..<config.segmentCount).map { _ in
            SegmentContent(title: TitleMeasure(width: advance.rounded(.up), height: 16, advance: advance, ascent: 12, lineHeight: 16), imageSize: nil)
        }
        return ControlLayout(config: config, selection: selection, segments: contents)
    }

    func thumb(_ layout: ControlLayout) -> Thumb? {
        layout.decorations.compactMap { if case .thumb(let t) = $0 { t } else { nil } }.first
    }

    func testElementFramesShareTheWidthBetweenTheInsets() throws {
        // W 300, inset 2, N 4: w = 296 / 4 = 74, at 2, 76, 150, 224; 28 high from y 2.
        let l = layout(try config(#", "cornerRadius": 8"#), selection: 1)
        XCTAssertEqual(l.segments.map(\.frame), [2.0, 76, 150, 224].map { Rect(x: $0, y: 2, width: 74, height: 28) })
        // The thumb takes the selected element's frame; its corners 8 − 2 = 6; it covers the titles.
        let t = try XCTUnwrap(thumb(l))
        XCTAssertEqual(t.frame, Rect(x: 76, y: 2, width: 74, height: 28))
        XCTAssertEqual(t.cornerRadius, 6)
        XCTAssertEqual(t.color, .white)
        XCTAssertNil(t.shadow)
        XCTAssertEqual(l.decorations.first?.layer, .overContent)
        // A 20 pt title centred in its element: 76 + (74 − 20) / 2 = 103; its line centred in 32.
        XCTAssertEqual(l.segments[1].titleFrame, Rect(x: 103, y: 8, width: 20, height: 16))
        XCTAssertEqual(l.segments[1].titleBaseline, Point(x: 103, y: 20))
    }

    func testAnotherInsetAndTheLibraryDefaults() throws {
        // W 200, inset 5, N 3: w = 190 / 3; element 2 at 5 + 2 × 190 / 3.
        let l = layout(try config(#", "thumbInset": 5"#, titles: 3, width: 200), selection: 2)
        let w = 190.0 / 3
        XCTAssertEqual(l.segments[2].frame, Rect(x: 5 + 2 * w, y: 5, width: w, height: 22))
        // The library's own corner radius is 0: 0 − 5 is clamped to square corners.
        XCTAssertEqual(thumb(l)?.cornerRadius, 0)
        let c = try config()
        XCTAssertEqual(c.backgroundColor, RGBA8(r: 238, g: 238, b: 238))
        XCTAssertEqual(c.selectedSegmentTintColor, .white)
        XCTAssertEqual(c.thumbInset, 2)
        // Labels are cut to their element: (300 − 4) / 4.
        XCTAssertEqual(c.titleWidthLimit, 74)
        // 0.3 s at damping 0.75: the spring settles within 0.1 % in 0.3 s.
        XCTAssertEqual(c.animationCurve, .spring(damping: 0.75, response: 0.2356))
        XCTAssertEqual(c.effectiveAnimationDuration, 0.3, accuracy: 0.002)
        // Dark mode changes none of the library's colours (they are not dynamic).
        let dark = try ConfigLoader.decode(
            json: Data(#"{"style": "bsc", "width": 100, "height": 32, "sectionTitles": ["a"]}"#.utf8), name: "t", overrides: ConfigOverrides(appearance: .dark))
        XCTAssertEqual(dark.backgroundColor, RGBA8(r: 238, g: 238, b: 238))
        XCTAssertEqual(dark.selectedSegmentTintColor, .white)
    }

    func testRightToLeftPutsTheFirstElementOnTheRight() throws {
        // Element i sits at lastIndex − i: selection 1 of 4 at 2 + 2 × 74 = 150.
        let l = layout(try config(#", "semanticContentAttribute": "forceRightToLeft""#), selection: 1)
        XCTAssertEqual(thumb(l)?.frame, Rect(x: 150, y: 2, width: 74, height: 28))
        XCTAssertEqual(l.segments.map(\.frame.x), [224, 150, 76, 2])
    }

    func testATapSelectsTheNearestCentreAnywhereInTheBounds() throws {
        let l = layout(try config(), selection: 0)
        // Centres 39, 113, 187, 261. The inset margin still hits; 76 is 37 from both 39 and 113: the first.
        XCTAssertEqual(l.segmentIndex(at: Point(x: 0.5, y: 1)), 0)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 76, y: 16)), 0)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 76.01, y: 16)), 1)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 299.5, y: 31)), 3)
        XCTAssertNil(l.segmentIndex(at: Point(x: 301, y: 16)))
    }

    func testTheDraggedThumbFollowsTheFingerBetweenTheInsets() throws {
        let control = try Presets.load("bsc")
        func thumbX(_ x: Double) -> Double? { thumb(control.dragState(x, from: 1).layout)?.frame.x }
        // 74 wide, centred under the finger: 130 − 37 = 93; clamped to [2, 300 − 2 − 74 = 224].
        XCTAssertEqual(thumbX(130), 93)
        XCTAssertEqual(thumbX(10), 2)
        XCTAssertEqual(thumbX(299), 224)
        // The selection does not change while dragging.
        XCTAssertEqual(control.dragState(250, from: 1).layout.selectedSegmentIndex, 1)
        // On release, the segment whose centre is nearest the thumb's: 130 → 113 (Week), 151 → 150 + 1 … 187.
        XCTAssertEqual(control.releaseSelection(130, from: 1), 1)
        XCTAssertEqual(control.releaseSelection(151, from: 1), 2)
        XCTAssertEqual(control.releaseSelection(0, from: 3), 0)
        // A drag in the config is what render draws.
        let dragged = try Presets.load("bsc-dragging")
        XCTAssertEqual(dragged.config.drag, 130)
        XCTAssertEqual(thumb(dragged.restState(selection: .configured).layout)?.frame.x, 93)
    }

    func testSelectedTitlesShowOnlyInsideTheThumb() throws {
        // Normal titles black, selected red: with the thumb between One and Two, red ink lies only
        // inside the thumb (93…167 pt) and black only outside it.
        let json = #"""
            {"style": "bsc", "width": 300, "height": 32, "sectionTitles": ["Day", "Week", "Month", "Year"], "selectedSegmentIndex": 1,
             "selectedTitleTextAttributes": {"color": "#FF0000"}, "drag": 130, "scale": 1}
            """#
        let control = try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/")
        let image = control.render()
        var red = 0, black = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y].straight
                if p.r > 200 && p.g < 60 && p.b < 60 {
                    red += 1
                    XCTAssert(x >= 93 && x < 167, "red ink at \(x), outside the thumb")
                }
                if p.r < 40 && p.g < 40 && p.b < 40 && p.a > 200 {
                    black += 1
                    XCTAssert(x < 93 || x >= 167, "black ink at \(x), inside the thumb")
                }
            }
        }
        XCTAssertGreaterThan(red, 20)
        XCTAssertGreaterThan(black, 20)
    }
}
