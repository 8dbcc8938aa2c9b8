import Foundation
import XCTest

@testable import Raster
@testable import SegmentRender

/// Right to left: the mirror of left to right, frame by frame and pixel by pixel.
final class RightToLeftTests: XCTestCase {
    func control(_ json: String, rtl: Bool) throws -> Control {
        try ConfigLoader.load(
            json: Data(json.utf8), name: "t", baseDirectory: "/",
            overrides: ConfigOverrides(direction: rtl ? .forceRightToLeft : .forceLeftToRight))
    }

    func flipped(_ image: Framebuffer) -> [UInt8] {
        let rgba = image.straightRGBA(), w = image.width
        var out = rgba
        for y in 0..<image.height {
            for x in 0..<w {
                for k in 0..<4 { out[(y * w + x) * 4 + k] = rgba[(y * w + (w - 1 - x)) * 4 + k] }
            }
        }
        return out
    }

    /// Titles whose glyphs are symmetric render as the exact mirror image: pixels equal after a
    /// horizontal flip, at rest and mid-animation. "I" is a plain stem in Inter (744 units of 2816
    /// wide): at 88 pt and 2x every pen position lands on the quarter-pixel grid, so nothing rounds
    /// differently on the two sides. (A curved glyph such as "O" mirrors to within three levels:
    /// FreeType's coverage of curves is not bit-for-bit symmetric.)
    func testSymmetricTitlesRenderAsTheMirrorImage() throws {
        let json =
            #"{"width": 300, "height": 120, "sectionTitles": ["I", "II", "III"], "titleTextAttributes": {"fontSize": 88}, "selectionIndicatorLocation": "bottom", "borderType": ["left"], "verticalDividerEnabled": true, "selectedSegmentIndex": 1}"#
        let ltr = try control(json, rtl: false), rtl = try control(json, rtl: true)
        XCTAssertTrue(rtl.render().straightRGBA() == flipped(ltr.render()), "at rest")
        XCTAssertTrue(rtl.render(rtl.progressState(0.4)).straightRGBA() == flipped(ltr.render(ltr.progressState(0.4))), "mid-way")
        XCTAssertFalse(ltr.render().straightRGBA() == flipped(ltr.render()), "the picture is not symmetric by itself")

        let round = #"{"width": 300, "height": 64, "sectionTitles": ["O", "OO", "OOO"], "titleTextAttributes": {"fontSize": 44}, "selectedSegmentIndex": 1}"#
        let a = flipped(try control(round, rtl: false).render()), b = try control(round, rtl: true).render().straightRGBA()
        XCTAssertLessThanOrEqual(zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0, 3)
    }

    func testFramesMirrorAndTheContentScrollsFromTheRight() throws {
        let json = #"{"width": 100, "height": 40, "segmentWidthStyle": "dynamic", "sectionTitles": ["Alpha", "Beta", "Gamma", "Delta"], "selectedSegmentIndex": 0}"#
        let ltr = try control(json, rtl: false).layout(), rtl = try control(json, rtl: true).layout()
        let content = ltr.contentWidth
        XCTAssertGreaterThan(content, 100)
        for (a, b) in zip(ltr.segments, rtl.segments) {
            XCTAssertEqual(b.frame, Rect(x: content - a.frame.x - a.frame.width, y: a.frame.y, width: a.frame.width, height: a.frame.height))
        }
        XCTAssertEqual(rtl.scrollOffset, content - 100 - ltr.scrollOffset)
        XCTAssertEqual(ltr.scrollOffset, 0, "segment 0 at the left end")
        XCTAssertEqual(rtl.decorations[0].frame.x, content - ltr.decorations[0].frame.maxX)
    }

    func testHitTestingFollowsTheMirror() throws {
        let json = #"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "enlargeEdgeInset": {"left": 10}}"#
        let rtl = try control(json, rtl: true).layout()
        XCTAssertEqual(rtl.segmentIndex(at: Point(x: 290, y: 10)), 0)
        XCTAssertEqual(rtl.segmentIndex(at: Point(x: 10, y: 10)), 2)
        // A boundary belongs to the segment that owns it in left to right, mirrored: here x 200 is
        // LTR's 100, the start of segment 1.
        XCTAssertEqual(rtl.segmentIndex(at: Point(x: 200, y: 10)), 1)
        // enlargeEdgeInset is a UIEdgeInsets: its left is the control's left in either direction.
        XCTAssertEqual(rtl.touchInsets, EdgeInsets(left: 10))
        XCTAssertEqual(rtl.segmentIndex(at: Point(x: -5, y: 10)), nil, "inside the enlarged area, but past the content's end")
        XCTAssertEqual(rtl.segmentIndex(at: Point(x: 305, y: 10)), nil, "outside the area: no inset on the right")
    }

    func testBidiTextShapesRightToLeftAndReordersMixedTitles() throws {
        let chain = try FontChain.standard()
        // Hebrew alone: one right-to-left run. Latin + Arabic: two runs, the Arabic drawn second.
        let hebrew = ShapedText("עברית", chain: chain)
        XCTAssertEqual(hebrew.runs.count, 1)
        let mixed = ShapedText("iPhone هاتف", chain: chain)
        XCTAssertEqual(mixed.runs.map(\.face.familyName).last, "DejaVu Sans")
        let arabicFirst = ShapedText("هاتف iPhone", chain: chain)
        XCTAssertEqual(arabicFirst.runs.first?.face.familyName, "Inter", "a right-to-left paragraph draws its Latin word first (on the left)")
        XCTAssertEqual(Bidi.visualOrder([0, 1, 1, 0]), [0, 2, 1, 3])
        XCTAssertEqual(Bidi.visualOrder([1, 1, 2, 1]), [3, 2, 1, 0])
        XCTAssertEqual(Bidi.levels(of: "abc"), [0, 0, 0])
    }
}
