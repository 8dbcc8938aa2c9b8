import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Decorations: what each style's selection keys produce, each kind's interpolation rule worked
/// out by hand, and where they land in the paint order.
final class DecorationTests: XCTestCase {
    func config(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "t") }
    let red = RGBA8(r: 255, g: 0, b: 0)

    func texts(_ widths: [Double]) -> [SegmentContent] {
        widths.map { SegmentContent(title: TitleMeasure(width: $0, height: 20, advance: $0, ascent: 15), imageSize: nil) }
    }

    func testHMSelectionStylesAreAShorthandForDecorations() throws {
        let box = try config(
            #"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "selectionStyle": "box", "selectionIndicatorLocation": "bottom", "selectionIndicatorHeight": 4}"#)
        let layout = ControlLayout(config: box, selection: 1, segments: texts([20, 20, 20]))
        XCTAssertEqual(layout.decorations.map(\.name), ["box", "stripe"])
        XCTAssertEqual(layout.decorations.map(\.layer), [.underContent, .overContent])
        // Box: the whole slot; stripe: the slot at the bottom, 4 pt high.
        XCTAssertEqual(
            layout.decorations[0],
            .box(
                SelectionBox(
                    frame: Rect(x: 100, y: 0, width: 100, height: 40),
                    color: RGBA8(r: 0x34, g: 0xB5, b: 0xE5), opacity: 0.2)))
        XCTAssertEqual(layout.decorations[1].frame, Rect(x: 100, y: 36, width: 100, height: 4))

        let arrow = try config(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "selectionStyle": "arrow"}"#)
        let arrowLayout = ControlLayout(config: arrow, selection: 2, segments: texts([20, 20, 20]))
        // Top arrow, apex down at the slot's centre 250, h = 5: (250, 5), (255, 0), (245, 0).
        XCTAssertEqual(
            arrowLayout.decorations,
            [
                .arrow(
                    Arrow(
                        points: [Point(x: 250, y: 5), Point(x: 255, y: 0), Point(x: 245, y: 0)],
                        color: RGBA8(r: 0x34, g: 0xB5, b: 0xE5)))
            ])
        var none = arrow
        none.selectionIndicatorLocation = .none
        XCTAssertEqual(ControlLayout(config: none, selection: 2, segments: texts([20, 20, 20])).decorations, [])
        XCTAssertEqual(ControlLayout(config: arrow, selection: nil, segments: texts([20, 20, 20])).decorations, [])
    }

    func testUIKitStylesMakeAThumbOrAFill() throws {
        let thumb = ControlLayout(
            config: try config(#"{"width": 300, "height": 32, "style": "uikit13", "sectionTitles": ["a", "b", "c"]}"#),
            selection: 1, segments: texts([10, 10, 10]))
        // The slot (100, 0, 100, 32) inset by 2 pt; radius 8 − 2.
        XCTAssertEqual(thumb.decorations, [.thumb(Thumb(frame: Rect(x: 102, y: 2, width: 96, height: 28), cornerRadius: 6, color: .white, shadow: Thumb.uikit13Shadow))])
        let fill = ControlLayout(
            config: try config(#"{"width": 300, "height": 32, "style": "uikit7", "sectionTitles": ["a", "b", "c"]}"#),
            selection: 2, segments: texts([10, 10, 10]))
        XCTAssertEqual(
            fill.decorations,
            [
                .segmentFill(
                    SegmentFill(
                        frame: Rect(x: 200, y: 0, width: 100, height: 32), cornerRadius: 4,
                        color: RGBA8(r: 0, g: 122, b: 255)))
            ])
        XCTAssertEqual(fill.indicator.box, Rect(x: 200, y: 0, width: 100, height: 32))
    }

    func testEachKindInterpolatesByItsRule() {
        let a = Stripe(frame: Rect(x: 0, y: 36, width: 10, height: 4), color: red)
        let b = Stripe(frame: Rect(x: 100, y: 36, width: 30, height: 4), color: RGBA8(r: 0, g: 0, b: 255))
        // A quarter of the way: x 25, width 15; colour 255 → 191 (191.25) red, 0 → 64 (63.75) blue.
        XCTAssertEqual(a.interpolated(to: b, 0.25), Stripe(frame: Rect(x: 25, y: 36, width: 15, height: 4), color: RGBA8(r: 191, g: 0, b: 64)))
        let p = Arrow(points: [Point(x: 0, y: 0), Point(x: 4, y: 4)], color: red)
        let q = Arrow(points: [Point(x: 8, y: 0), Point(x: 12, y: 8)], color: red)
        XCTAssertEqual(p.interpolated(to: q, 0.5).points, [Point(x: 4, y: 0), Point(x: 8, y: 6)])
        XCTAssertEqual(p.interpolated(to: Arrow(points: [], color: red), 0.5), p, "corner lists that differ keep the start")
        let box = SelectionBox(frame: Rect(x: 0, y: 0, width: 50, height: 40), color: red, opacity: 0.2)
        let box2 = SelectionBox(frame: Rect(x: 50, y: 0, width: 70, height: 40), color: red, opacity: 0.6)
        XCTAssertEqual(box.interpolated(to: box2, 0.5), SelectionBox(frame: Rect(x: 25, y: 0, width: 60, height: 40), color: red, opacity: 0.4))
    }

    func testListsPairDecorationsByKind() {
        let s1 = Decoration.stripe(Stripe(frame: Rect(x: 0, y: 0, width: 10, height: 2), color: red))
        let s2 = Decoration.stripe(Stripe(frame: Rect(x: 20, y: 0, width: 10, height: 2), color: red))
        let box = Decoration.box(SelectionBox(frame: Rect(x: 0, y: 0, width: 10, height: 10), color: red, opacity: 1))
        let arrow = Decoration.arrow(Arrow(points: [Point(x: 1, y: 1)], color: red))
        // The stripe pairs with the stripe even though the box comes first in one list.
        XCTAssertEqual(
            [box, s1].interpolated(to: [s2], 0.5).map(\.frame),
            [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 2)])
        // Present in one state only: taken as it is, the end's extras after the start's.
        XCTAssertEqual([s1].interpolated(to: [s2, arrow], 0.5).map(\.name), ["stripe", "arrow"])
        XCTAssertEqual([s1].interpolated(to: [s2], 0), [s1])
        XCTAssertEqual([s1].interpolated(to: [s2], 1), [s2])
    }

    /// Under-content decorations draw before the titles, over-content ones after.
    func testPaintOrder() throws {
        let control = try Control(
            config: try config(#"{"width": 300, "height": 40, "scale": 1, "sectionTitles": ["a", "b"], "selectionStyle": "box"}"#),
            source: "t", baseDirectory: "/")
        let kinds = control.displayList(selection: .index(0)).commands.map { command -> String in
            switch command {
            case .layer: "box"
            case .text: "text"
            case .fillRect(_, let c) where c == RGBA8(r: 0x34, g: 0xB5, b: 0xE5): "stripe"
            case .fillRect: "background"
            default: "other"
            }
        }
        XCTAssertEqual(kinds, ["background", "box", "text", "text", "stripe"])
    }
}
