import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Geometry worked out by hand from the formulas of docs/style-hm.md.
final class LayoutTests: XCTestCase {
    func config(_ json: String) throws -> ControlConfig {
        try ConfigLoader.decode(json: Data(json.utf8), name: "t")
    }

    /// Titles with given widths and height; advance = width, ascent 20 (irrelevant to frames).
    func titles(_ widths: [Double], th: Double = 28) -> [SegmentContent] {
        widths.map { SegmentContent(title: TitleMeasure(width: $0, height: th, advance: $0, ascent: 20), imageSize: nil) }
    }

    func testE0WorkedNumbers() throws {
        let c = try config(#"{"width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"]}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: titles([76, 51, 60]))
        XCTAssertEqual(
            layout.segments.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 125, height: 40),
                Rect(x: 125, y: 0, width: 125, height: 40),
                Rect(x: 250, y: 0, width: 125, height: 40),
            ])
        XCTAssertEqual(
            layout.segments.map(\.titleFrame),
            [
                Rect(x: 25, y: 9, width: 76, height: 28),
                Rect(x: 162, y: 9, width: 51, height: 28),
                Rect(x: 283, y: 9, width: 60, height: 28),
            ])
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 24.5, y: 0, width: 76, height: 5))
        XCTAssertEqual(layout.contentWidth, 375)
        XCTAssertEqual(layout.scrollOffset, 0)
    }

    func testE0AtTheBottom() throws {
        let c = try config(#"{"width": 375, "height": 40, "sectionTitles": ["a", "b", "c"], "selectionIndicatorLocation": "bottom"}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: titles([76, 51, 60]))
        XCTAssertEqual(layout.segments[0].titleFrame?.y, 4)
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 24.5, y: 35, width: 76, height: 5))
    }

    func testLocationNoneCentresExactlyAndHasAZeroHeightStripe() throws {
        let c = try config(#"{"width": 375, "height": 50, "sectionTitles": ["a", "b", "c"], "selectionIndicatorLocation": "none"}"#)
        let layout = ControlLayout(config: c, selection: 2, segments: titles([76, 51, 60]))
        XCTAssertEqual(layout.segments[0].titleFrame?.y, 11)  // roundf(25 − 14)
        XCTAssertEqual(layout.indicator.stripe?.height, 0)
        XCTAssertEqual(layout.indicator.stripe?.y, 0)
    }

    func testE2FixedWidthsDividersAndScrolling() throws {
        let json =
            #"{"width": 375, "height": 40, "sectionTitles": ["One","Two","Three","Four","Five","Six","Seven","Eight"], "segmentEdgeInset": {"left": 10, "right": 10}, "selectionStyle": "fullWidthStripe", "selectionIndicatorLocation": "bottom", "verticalDividerEnabled": true}"#
        let c = try config(json)
        let widths: [Double] = [35, 35, 48, 40, 37, 31, 51, 47]
        for (sel, offset) in [(0, 0.0), (3, 61), (7, 193)] {
            let layout = ControlLayout(config: c, selection: sel, segments: titles(widths))
            XCTAssertEqual(layout.contentWidth, 568)
            XCTAssertEqual(layout.indicator.stripe, Rect(x: 71 * Double(sel), y: 35, width: 71, height: 5))
            XCTAssertEqual(layout.scrollOffset, offset)
            XCTAssertEqual(
                Array(layout.dividers.prefix(2)),
                [
                    Rect(x: 70.5, y: 10, width: 1, height: 20),
                    Rect(x: 141.5, y: 10, width: 1, height: 20),
                ])
            XCTAssertEqual(layout.dividers.count, 7)
        }
    }

    func testTextStripeInsetAsymmetry() throws {
        // x gains the left inset, width loses only the right one (docs/style-hm.md, "The indicator").
        let c = try config(#"{"width": 375, "height": 40, "sectionTitles": ["a", "b", "c"], "selectionIndicatorEdgeInsets": {"top": 2, "left": 3, "right": 4}}"#)
        let layout = ControlLayout(config: c, selection: 1, segments: titles([76, 51, 60]))
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 125 + 37 + 3, y: 2, width: 47, height: 5))
    }

    func testFullStripeInsetsAndClampToZero() throws {
        let c = try config(
            #"{"width": 300, "height": 40, "sectionTitles": ["a", "b"], "selectionStyle": "fullWidthStripe", "selectionIndicatorEdgeInsets": {"left": 100, "right": 100}}"#)
        let layout = ControlLayout(config: c, selection: 1, segments: titles([10, 10]))
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 250, y: 0, width: 0, height: 5))
    }

    func testNegativeSegmentInsetsCannotShrinkBelowZero() throws {
        let c = try config(#"{"width": 10, "height": 40, "sectionTitles": ["a"], "segmentEdgeInset": {"left": -50, "right": -50}}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: titles([30]))
        XCTAssertEqual(layout.segments[0].frame.width, 10)
    }

    func testDividerHeightNeverNegative() throws {
        let c = try config(#"{"width": 100, "height": 10, "sectionTitles": ["a", "b"], "verticalDividerEnabled": true, "verticalDividerWidth": 2}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: titles([10, 10]))
        XCTAssertEqual(layout.dividers, [Rect(x: 49, y: 10, width: 2, height: 0)])
    }

    func testBordersRepeatPerSegment() throws {
        let c = try config(#"{"width": 200, "height": 30, "sectionTitles": ["a", "b"], "borderType": ["left", "bottom"], "borderWidth": 2}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: titles([10, 10]))
        XCTAssertEqual(
            layout.borders,
            [
                Rect(x: 0, y: 0, width: 2, height: 30), Rect(x: 0, y: 28, width: 100, height: 2),
                Rect(x: 100, y: 0, width: 2, height: 30), Rect(x: 100, y: 28, width: 100, height: 2),
            ])
    }

    func testTitleYRoundsHalfAwayFromZero() throws {
        // (40 − 5)/2 − 27/2 + 5 = 9 exactly; with th = 28: 8.5 → 9 (roundf), not 8 (banker's).
        let c = try config(#"{"width": 100, "height": 40, "sectionTitles": ["a"]}"#)
        XCTAssertEqual(ControlLayout(config: c, selection: 0, segments: titles([10], th: 28)).segments[0].titleFrame?.y, 9)
        XCTAssertEqual(ControlLayout(config: c, selection: 0, segments: titles([10], th: 26)).segments[0].titleFrame?.y, 10)
    }

    /// The foundation issue's check: E0 with our fonts' measured `tw`.
    func testE0WithMeasuredTitles() throws {
        let control = try ConfigLoader.load(
            json: Data(#"{"width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"]}"#.utf8),
            name: "e0", baseDirectory: "/")
        let layout = control.layout()
        let chain = try FontChain.standard()
        let inter = chain.primary
        // th = ceil(lineHeight + |descender|) with Inter's hhea at 19 pt: ceil(22.99 + 4.59) = 28.
        let th = ((Double(inter.ascender - inter.descender + inter.lineGap) + Double(-inter.descender)) * 19 / Double(inter.unitsPerEm)).rounded(.up)
        XCTAssertEqual(th, 28)
        for (i, title) in ["Trending", "News", "Library"].enumerated() {
            let units = ShapedText(title, chain: chain).runs[0].advanceUnits
            let tw = (Double(units) * 19 / 2816).rounded(.up)
            XCTAssertEqual(layout.segments[i].frame.width, 125)
            XCTAssertEqual(layout.segments[i].titleFrame, Rect(x: (125 * Double(i) + (125 - tw) / 2).rounded(.up), y: 9, width: tw, height: th))
            if i == 0 { XCTAssertEqual(layout.indicator.stripe, Rect(x: (125 - tw) / 2, y: 0, width: tw, height: 5)) }
        }
    }

    func testBuiltInDemoMatchesExamplesFile() throws {
        let file = Repository.root.appendingPathComponent("examples/demo.json")
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(
            onDisk.trimmingCharacters(in: .whitespacesAndNewlines),
            BuiltInDemo.json.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func testDemoGeometry() throws {
        let demo = try ConfigLoader.load(json: Data(BuiltInDemo.json.utf8), name: "demo", baseDirectory: "/").layout()
        XCTAssertEqual(demo.indicator.stripe, Rect(x: 0, y: 41.5, width: 75, height: 2))  // H − 2.5
        XCTAssertEqual(demo.dividers.first, Rect(x: 74.5, y: 4, width: 1, height: 36))
        XCTAssertEqual(demo.borders.first, Rect(x: 0, y: 43.5, width: 75, height: 0.5))
        XCTAssertEqual(demo.contentWidth, 375)  // every title fits its 75 pt slot
    }
}
