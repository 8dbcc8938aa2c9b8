import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// JX indicators: each kind's geometry at progress 0, 0.25, 0.5, 0.75 and 1, worked out by hand.
///
/// The control: 400 × 44, the jx layout with spacing 20 and no averaging, items 40, 60 and 80 wide,
/// so item 0 is (20, 40), item 1 (80, 60) and item 2 (160, 80).
final class JXIndicatorTests: XCTestCase {
    func config(_ indicator: String, extra: String = "") throws -> ControlConfig {
        try ConfigLoader.decode(
            json: Data(
                #"{"width": 400, "height": 44, "layout": "jx", "isItemSpacingAverageEnabled": false, "sectionTitles": ["a", "b", "c"], "indicators": [\#(indicator)]\#(extra)}"#
                    .utf8), name: "t")
    }

    let contents = [40.0, 60, 80].map { SegmentContent(title: TitleMeasure(width: $0, height: 20, advance: $0, ascent: 15), imageSize: nil) }

    /// The first decoration's frame at `t` of the way from item `a` to item `b`.
    func frames(_ config: ControlConfig, from a: Int = 0, to b: Int = 1, at ts: [Double]) -> [Rect] {
        let start = ControlLayout(config: config, selection: a, segments: contents)
        let end = ControlLayout(config: config, selection: b, segments: contents)
        return ts.map { ControlLayout.interpolating(start, end, $0).decorations[0].frame }
    }

    let quarters = [0, 0.25, 0.5, 0.75, 1]

    func testLineNormalMovesBothEdges() throws {
        XCTAssertEqual(
            frames(try config(#"{"kind": "line"}"#), at: quarters).map { [$0.x, $0.width] },
            [[20, 40], [35, 45], [50, 50], [65, 55], [80, 60]])
        XCTAssertEqual(frames(try config(#"{"kind": "line"}"#), at: [0])[0], Rect(x: 20, y: 41, width: 40, height: 3))
    }

    func testLineLengthenStretchesThenCatchesUp() throws {
        // The longest line reaches from item 0's left to item 1's right: 80 − 20 + 60 = 120.
        XCTAssertEqual(
            frames(try config(#"{"kind": "line", "lineStyle": "lengthen"}"#), at: quarters).map { [$0.x, $0.width] },
            [[20, 40], [20, 80], [20, 120], [50, 90], [80, 60]])
        // Leftwards, the same shapes in reverse.
        XCTAssertEqual(
            frames(try config(#"{"kind": "line", "lineStyle": "lengthen"}"#), from: 1, to: 0, at: [0.25, 0.75]).map { [$0.x, $0.width] },
            [[50, 90], [20, 80]])
    }

    func testLineLengthenOffsetDrifts() throws {
        // The left edge drifts 10 pt; the longest line is 120 − 2 × 10.
        XCTAssertEqual(
            frames(try config(#"{"kind": "line", "lineStyle": "lengthenOffset"}"#), at: quarters).map { [$0.x, $0.width] },
            [[20, 40], [25, 70], [30, 100], [55, 80], [80, 60]])
    }

    func testDotLineStretchesBetweenDots() throws {
        // Dots 10 wide centred on the items: x 35 and 105; the 50 pt line at the midpoint starts at
        // 35 + (105 − 35 − 50) / 2 = 45.
        XCTAssertEqual(
            frames(try config(#"{"kind": "dotLine"}"#), at: quarters).map { [$0.x, $0.y, $0.width, $0.height] },
            [[35, 34, 10, 10], [40, 34, 30, 10], [45, 34, 50, 10], [75, 34, 30, 10], [105, 34, 10, 10]])
    }

    func testDoubleLineShrinksOneAndGrowsTheOther() throws {
        let c = try config(#"{"kind": "doubleLine"}"#)
        let start = ControlLayout(config: c, selection: 0, segments: contents), end = ControlLayout(config: c, selection: 1, segments: contents)
        guard case let .doubleLine(d) = ControlLayout.interpolating(start, end, 0.25).decorations[0] else { return XCTFail() }
        // Incoming: from 20 % of 60 to 60, a quarter of the way: 24 wide about x 110, at 25 %.
        XCTAssertEqual(d.frame, Rect(x: 98, y: 41, width: 24, height: 3))
        XCTAssertEqual(d.paint.opacity, 0.25)
        // Outgoing: from 40 to 8, a quarter of the way: 32 wide about x 40, at 75 %.
        XCTAssertEqual(d.fading, Rect(x: 24, y: 41, width: 32, height: 3))
        XCTAssertEqual(d.fadingOpacity, 0.75)
    }

    func testBackgroundTriangleAndRainbow() throws {
        // Background: item + 20 wide, 26 high, centred: (10, 9, 60, 26) → (70, 9, 80, 26).
        XCTAssertEqual(
            frames(try config(#"{"kind": "background"}"#), at: [0, 0.5, 1]),
            [Rect(x: 10, y: 9, width: 60, height: 26), Rect(x: 40, y: 9, width: 70, height: 26), Rect(x: 70, y: 9, width: 80, height: 26)])
        // Triangle: 14 × 10 at the bottom, centred: x 33 → 103.
        XCTAssertEqual(frames(try config(#"{"kind": "triangle"}"#), at: [0, 0.25, 1]).map(\.x), [33, 50.5, 103])
        let rainbow = try config(##"{"kind": "rainbowLine", "colors": ["#FF0000", "#0000FF", "#00FF00"]}"##)
        let start = ControlLayout(config: rainbow, selection: 0, segments: contents)
        let end = ControlLayout(config: rainbow, selection: 1, segments: contents)
        guard case let .line(line) = ControlLayout.interpolating(start, end, 0.25).decorations[0] else { return XCTFail() }
        XCTAssertEqual(line.paint.color, RGBA8(r: 191, g: 0, b: 64), "255 → 0 and 0 → 255 a quarter of the way, per channel")
        XCTAssertEqual(ControlLayout.interpolating(start, end, 0.25).decorations[0].name, "rainbowLine")
    }

    func testImageSizeIsTheBoxTheImageFits() throws {
        let image = try config(#"{"kind": "image", "image": "builtin:jx-star", "imageSize": {"width": 24, "height": 12}}"#)
        // Centred on item 0 (20, 40), at the bottom: (28, 32, 24, 12).
        let star = RasterImage(pixels: Framebuffer(width: 40, height: 40), scale: 2, name: "star")
        let layout = ControlLayout(config: image, selection: 0, segments: contents, indicatorImages: [0: star])
        XCTAssertEqual(layout.decorations[0].frame, Rect(x: 28, y: 32, width: 24, height: 12))
        guard case let .image(indicator) = layout.decorations[0] else { return XCTFail() }
        // A 20 × 20 pt image aspect-fit into 24 × 12: 12 × 12, centred.
        XCTAssertEqual(indicator.drawnRect(dx: 0), Rect(x: 34, y: 32, width: 12, height: 12))
    }

    func testWidthModesAndPositions() throws {
        let title = try config(#"{"kind": "line", "widthMode": "fixed", "width": 16, "widthIncrement": 4, "position": "top", "verticalOffset": 2, "height": 4}"#)
        XCTAssertEqual(frames(title, at: [0])[0], Rect(x: 30, y: 2, width: 20, height: 4))
        let centred = try config(#"{"kind": "line", "position": "center", "verticalOffset": 5}"#)
        XCTAssertEqual(frames(centred, at: [0])[0].y, (44 - 3) / 2 + 5)
    }

    func testIndicatorsStackInOrderAndReplaceTheShorthand() throws {
        let both = try config(#"{"kind": "background"}, {"kind": "line"}"#)
        let layout = ControlLayout(config: both, selection: 2, segments: contents)
        XCTAssertEqual(layout.decorations.map(\.name), ["background", "line"])
        XCTAssertEqual(layout.decorations.map(\.layer), [.underContent, .overContent])
        let hm = try ConfigLoader.decode(json: Data(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "indicators": [{"kind": "triangle"}]}"#.utf8), name: "t")
        XCTAssertEqual(ControlLayout(config: hm, selection: 0, segments: contents).decorations.map(\.name), ["triangle"])
    }
}
