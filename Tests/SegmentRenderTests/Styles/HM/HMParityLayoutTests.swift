import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Section 4's worked numbers and the deliberate fixes, worked out by hand.
final class HMParityLayoutTests: XCTestCase {
    func config(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "t") }

    func text(_ widths: [Double], th: Double = 28) -> [SegmentContent] {
        widths.map { SegmentContent(title: TitleMeasure(width: $0, height: th, advance: $0, ascent: 20), imageSize: nil) }
    }

    static let e0 = #""width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"]"#

    func testE0BoxAndArrowVariants() throws {
        let boxTop = try config("{\(Self.e0), \"selectionStyle\": \"box\"}")
        XCTAssertEqual(ControlLayout(config: boxTop, selection: 0, segments: text([76, 51, 60])).segments[0].titleFrame?.y, 11)
        let boxBottom = try config("{\(Self.e0), \"selectionStyle\": \"box\", \"selectionIndicatorLocation\": \"bottom\"}")
        XCTAssertEqual(ControlLayout(config: boxBottom, selection: 0, segments: text([76, 51, 60])).segments[0].titleFrame?.y, 6)
        // Arrow at sel = 1: frame (182.5, 0, 10, 5), pointing down from the top edge, apex first.
        let arrow = try config("{\(Self.e0), \"selectionStyle\": \"arrow\"}")
        let layout = ControlLayout(config: arrow, selection: 1, segments: text([76, 51, 60]))
        XCTAssertEqual(layout.indicator.arrow, [Point(x: 187.5, y: 5), Point(x: 192.5, y: 0), Point(x: 182.5, y: 0)])
        XCTAssertNil(layout.indicator.stripe)
        XCTAssertNil(layout.indicator.box)
        let bottom = try config("{\(Self.e0), \"selectionStyle\": \"arrow\", \"selectionIndicatorLocation\": \"bottom\"}")
        XCTAssertEqual(
            ControlLayout(config: bottom, selection: 1, segments: text([76, 51, 60])).indicator.arrow,
            [Point(x: 187.5, y: 35), Point(x: 182.5, y: 40), Point(x: 192.5, y: 40)])
        let none = try config("{\(Self.e0), \"selectionStyle\": \"arrow\", \"selectionIndicatorLocation\": \"none\"}")
        XCTAssertNil(ControlLayout(config: none, selection: 1, segments: text([76, 51, 60])).indicator.arrow)
    }

    func testE3TextImagesDynamicLeftOfText() throws {
        let c = try config(
            #"{"width": 375, "height": 50, "type": "textImages", "sectionTitles": ["1","2","3","4"], "sectionImages": ["a","b","c","d"], "imagePosition": "leftOfText", "selectionIndicatorHeight": 4, "selectionIndicatorLocation": "bottom", "segmentWidthStyle": "dynamic"}"#
        )
        let segments = (0..<4).map { _ in
            SegmentContent(title: TitleMeasure(width: 11, height: 28, advance: 11, ascent: 20), imageSize: Size(width: 70, height: 44))
        }
        let layout = ControlLayout(config: c, selection: 0, segments: segments)
        XCTAssertEqual(layout.contentWidth, 364)  // 91 × 4, left-aligned in 375
        for i in 0..<4 {
            let x = 91 * Double(i)
            XCTAssertEqual(layout.segments[i].frame, Rect(x: x, y: 0, width: 91, height: 50))
            XCTAssertEqual(layout.segments[i].imageFrame, Rect(x: x, y: 3, width: 70, height: 44))
            XCTAssertEqual(layout.segments[i].titleFrame, Rect(x: x + 70, y: 11, width: 11, height: 28))
        }
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 5, y: 46, width: 81, height: 4))
        XCTAssertTrue(layout.dividers.isEmpty)
    }

    func testE3WithMeasuredTitles() throws {
        let examples = Repository.examples
        let control = try ConfigLoader.load(file: examples.appendingPathComponent("hm-e3.json").path)
        let layout = control.layout()
        let chain = try FontChain.standard()
        var x = 0.0
        for (i, title) in ["1", "2", "3", "4"].enumerated() {
            let tw = ShapedText(title, chain: chain).layoutWidth(atSize: 19)
            let w = 70 + 5 + tw + 5
            XCTAssertEqual(layout.segments[i].frame, Rect(x: x, y: 0, width: w, height: 50))
            XCTAssertEqual(layout.segments[i].imageFrame, Rect(x: x, y: 3, width: 70, height: 44))
            XCTAssertEqual(layout.segments[i].titleFrame, Rect(x: x + 70, y: 11, width: tw, height: 28))
            if i == 0 { XCTAssertEqual(layout.indicator.stripe, Rect(x: 5, y: 46, width: w - 10, height: 4)) }
            x += w
        }
        XCTAssertEqual(layout.contentWidth, x)
    }

    func testE4BoxAfterTap() throws {
        let c = try config(
            #"{"width": 375, "height": 50, "sectionTitles": ["One","Two","Three","4","Five"], "selectionIndicatorHeight": 4, "selectionStyle": "box", "selectedSegmentIndex": null, "selectionIndicatorLocation": "bottom"}"#
        )
        let none = ControlLayout(config: c, selection: nil, segments: text([35, 35, 48, 11, 37]))
        XCTAssertEqual(none.decorations, [])
        XCTAssertEqual(none.segments[0].titleFrame?.y, 11)  // roundf(25 − 14): the box style ignores h
        let tapped = ControlLayout(config: c, selection: 2, segments: text([35, 35, 48, 11, 37]))
        XCTAssertEqual(tapped.indicator.box, Rect(x: 150, y: 0, width: 75, height: 50))
        XCTAssertEqual(tapped.indicator.stripe, Rect(x: 150, y: 46, width: 75, height: 4))
    }

    func testE5BoxAtTheTop() throws {
        let c = try config(#"{"width": 375, "height": 50, "sectionTitles": ["Worldwide","Local","Headlines"], "selectedSegmentIndex": 1, "selectionStyle": "box"}"#)
        let layout = ControlLayout(config: c, selection: 1, segments: text([90, 50, 86]))
        XCTAssertEqual(layout.indicator.box, Rect(x: 125, y: 0, width: 125, height: 50))
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 125, y: 0, width: 125, height: 5))
        XCTAssertEqual(layout.segments[0].titleFrame?.y, 16)  // roundf(25 − 14 + 5)
    }

    func testImagesTypeRoundsOnlyHeightMinusIndicator() throws {
        // y = roundf(H − h)/2 − ih/2 + h = 47/2 − 22 + 3 = 4.5: fractional, as HMSegmentedControl leaves it.
        let c = try config(#"{"width": 300, "height": 50, "type": "images", "sectionImages": ["a", "b"], "selectionIndicatorHeight": 3}"#)
        let images = [
            SegmentContent(title: nil, imageSize: Size(width: 70, height: 44)),
            SegmentContent(title: nil, imageSize: Size(width: 30, height: 44)),
        ]
        let layout = ControlLayout(config: c, selection: 1, segments: images)
        XCTAssertEqual(layout.segments[0].imageFrame, Rect(x: 40, y: 4.5, width: 70, height: 44))
        XCTAssertEqual(layout.segments[1].imageFrame, Rect(x: 210, y: 4.5, width: 30, height: 44))
        XCTAssertNil(layout.segments[0].titleFrame)
        // Text-width stripe uses the image width: (150 + 75 − 15, 0, 30, 3).
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 210, y: 0, width: 30, height: 3))
    }

    func testImagesTypeIgnoresDynamic() throws {
        let c = try config(#"{"width": 300, "height": 50, "type": "images", "sectionImages": ["a", "b"], "segmentWidthStyle": "dynamic"}"#)
        XCTAssertEqual(c.effectiveWidthStyle, .fixed)
        let layout = ControlLayout(
            config: c, selection: 0,
            segments: [
                SegmentContent(title: nil, imageSize: Size(width: 10, height: 10)),
                SegmentContent(title: nil, imageSize: Size(width: 20, height: 10)),
            ])
        XCTAssertEqual(layout.segments.map(\.frame.width), [150, 150])
    }

    func testDynamicStripesUseHeightPlusBottomInset() throws {
        let c = try config(
            #"{"width": 300, "height": 40, "sectionTitles": ["a", "b"], "segmentWidthStyle": "dynamic", "selectionIndicatorLocation": "bottom", "selectionIndicatorEdgeInsets": {"left": 2, "right": 3, "bottom": 1}}"#
        )
        let layout = ControlLayout(config: c, selection: 1, segments: text([20, 30]))
        // w = [30, 40]; text-width stripe: (30 + 2 + 5, 40 − 5 + 1, 40 − 3 − 5 − 5, 5 + 1).
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 37, y: 36, width: 27, height: 6))
    }

    func testStretchSpreadsTheLeftoverWidth() throws {
        let c = try config(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "segmentWidthStyle": "dynamic", "stretchSegmentsToScreenSize": true}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: text([20, 50, 80]))
        // widths 30, 60, 90 (sum 180) each grow by 40.
        XCTAssertEqual(
            layout.segments.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 70, height: 40), Rect(x: 70, y: 0, width: 100, height: 40),
                Rect(x: 170, y: 0, width: 130, height: 40),
            ])
        XCTAssertEqual(layout.segments[1].titleFrame, Rect(x: 70, y: 9, width: 100, height: 28))
    }

    func testFix1ArrowFollowsDynamicSegments() throws {
        let c = try config(
            #"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "segmentWidthStyle": "dynamic", "selectionStyle": "arrow", "selectionIndicatorLocation": "bottom"}"#)
        let layout = ControlLayout(config: c, selection: 2, segments: text([20, 50, 80]))
        // Segment 2 spans 90…180, so the apex is at 135 (HMSegmentedControl would use 300/3 × 2.5 = 250).
        XCTAssertEqual(layout.indicator.arrow?.first, Point(x: 135, y: 35))
    }

    func testFix2TextImagesDynamicUsesEachImagesWidth() throws {
        let c = try config(
            #"{"width": 300, "height": 40, "type": "textImages", "sectionTitles": ["a", "b"], "sectionImages": ["x", "y"], "segmentWidthStyle": "dynamic", "imagePosition": "leftOfText", "textImageSpacing": 2}"#
        )
        let segments = [
            SegmentContent(title: TitleMeasure(width: 10, height: 28, advance: 10, ascent: 20), imageSize: Size(width: 20, height: 20)),
            SegmentContent(title: TitleMeasure(width: 10, height: 28, advance: 10, ascent: 20), imageSize: Size(width: 40, height: 20)),
        ]
        let layout = ControlLayout(config: c, selection: 0, segments: segments)
        let expected: [Double] = [42, 62]  // image + left inset + title + right inset + spacing
        XCTAssertEqual(layout.segments.map(\.frame.width), expected)
    }

    func testScrollCentresAndClampsAndContentOffsetOverrides() throws {
        let json = #""width": 200, "height": 40, "sectionTitles": ["a","b","c","d","e"], "segmentEdgeInset": {"left": 30, "right": 30}"#
        let c = try config("{\(json)}")
        let widths = [20.0, 20, 20, 20, 20]  // sw = 80, content 400
        XCTAssertEqual(ControlLayout(config: c, selection: 0, segments: text(widths)).scrollOffset, 0)
        XCTAssertEqual(ControlLayout(config: c, selection: 2, segments: text(widths)).scrollOffset, 100)  // 200 − 100
        XCTAssertEqual(ControlLayout(config: c, selection: 4, segments: text(widths)).scrollOffset, 200)  // clamped
        XCTAssertEqual(ControlLayout(config: try config("{\(json), \"contentOffset\": 50}"), selection: 4, segments: text(widths)).scrollOffset, 50)
        XCTAssertEqual(ControlLayout(config: try config("{\(json), \"contentOffset\": 900}"), selection: 0, segments: text(widths)).scrollOffset, 200)
        XCTAssertEqual(ControlLayout(config: try config("{\(json), \"contentOffset\": -5}"), selection: 0, segments: text(widths)).scrollOffset, 0)
    }

    func testBordersOfImageSegmentsWrapTheImage() throws {
        let c = try config(
            #"{"width": 200, "height": 50, "type": "images", "sectionImages": ["a", "b"], "borderType": ["top"], "borderWidth": 1, "selectionIndicatorLocation": "none"}"#)
        let layout = ControlLayout(
            config: c, selection: 0,
            segments: [
                SegmentContent(title: nil, imageSize: Size(width: 20, height: 10)),
                SegmentContent(title: nil, imageSize: Size(width: 20, height: 10)),
            ])
        XCTAssertEqual(layout.borders, [Rect(x: 40, y: 20, width: 20, height: 1), Rect(x: 140, y: 20, width: 20, height: 1)])
    }
}
