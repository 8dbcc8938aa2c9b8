import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Tabman's bar worked out by hand from its numbers (docs/style-tabman.md): buttons as
/// wide as their titles 16 pt apart or sharing the width, the indicator's band under them (line
/// weights 2 / 4 / 8, chevrons 10 × 8 / 14 × 12 / 20 × 16, dots 6 / 8 / 12), overscroll past the
/// ends, the edge fade's stops, tab items' 30 × 30 images.
final class TabmanLayoutTests: XCTestCase {
    func config(_ extra: String = "", count: Int = 4, width: Double = 375, height: Double = 56) throws -> ControlConfig {
        let titles = (0..<count).map { "\"t\($0)\"" }.joined(separator: ", ")
        return try ConfigLoader.decode(
            json: Data(#"{"style": "tabman", "width": \#(width), "height": \#(height), "sectionTitles": [\#(titles)]\#(extra)}"#.utf8), name: "t")
    }

    /// Every title 60 pt wide, 18 pt high.
    func contents(_ count: Int, image: Bool = false) -> [SegmentContent] {
        (0..<count).map { _ in
            SegmentContent(
                title: TitleMeasure(width: 60, height: 18, advance: 60, ascent: 14, lineHeight: 18), imageSize: image ? Size(width: 24, height: 24) : nil)
        }
    }

    func layout(_ extra: String = "", count: Int = 4, selection: Int? = 1, image: Bool = false) throws -> ControlLayout {
        ControlLayout(config: try config(extra, count: count), selection: selection, segments: contents(count, image: image))
    }

    /// Fitted, 8 pt in on both sides: each button (375 − 16 − 3 × 16) / 4 = 77.75 wide, button 1
    /// at 8 + 77.75 + 16 = 101.75 (centre 140.625).
    let fit = #", "barContentMode": "fit", "barContentInset": {"top": 0, "left": 8, "bottom": 0, "right": 8}"#

    func testIntrinsicButtonsAreTheirTitles16ptApartAndTheSelectionIsCentred() throws {
        let l = try layout(#", "barContentInset": {"top": 0, "left": 16, "bottom": 4, "right": 16}"#, count: 8, selection: 5)
        XCTAssertEqual(l.segments.map(\.frame.x), [16, 92, 168, 244, 320, 396, 472, 548])
        XCTAssertEqual(l.segments.map(\.frame.width), Array(repeating: 60, count: 8))
        // The row: 56 − 4 (inset) − 4 (the medium line) = 48 high; titles centred in it.
        XCTAssertEqual(l.segments[0].frame.height, 48)
        XCTAssertEqual(l.segments[0].titleFrame?.y, 15)
        XCTAssertEqual(l.contentWidth, 548 + 60 + 16)
        // Button 5's centre 426 − 187.5.
        XCTAssertEqual(l.scrollOffset, 238.5)
        // Clamped at the ends: the first button leaves the content at 0; the last at 624 − 375.
        XCTAssertEqual(try layout(count: 8, selection: 0).scrollOffset, 0)
        XCTAssertEqual(try layout(#", "barContentInset": {"left": 16, "right": 16}"#, count: 8, selection: 7).scrollOffset, 249)
    }

    func testLineWeightsAndCorners() throws {
        for (weight, h) in [("light", 2.0), ("medium", 4), ("heavy", 8)] {
            let l = try layout(#", "indicatorWeight": "\#(weight)", "indicatorCornerStyle": "rounded""#)
            guard case .line(let line)? = l.decorations.first else { return XCTFail("no line") }
            // Under button 1 (x 76), as wide as it, in the band at the bottom.
            XCTAssertEqual(line.frame, Rect(x: 76, y: 56 - h, width: 60, height: h))
            XCTAssertEqual(line.paint.cornerRadius, h / 4)
        }
        guard case .line(let square)? = try layout().decorations.first, case .line(let round)? = try layout(#", "indicatorCornerStyle": "elliptical""#).decorations.first
        else { return XCTFail("no line") }
        XCTAssertEqual(square.paint.cornerRadius, 0)
        XCTAssertEqual(round.paint.cornerRadius, 2)
        XCTAssertEqual(Decoration.line(square).name, "line")
    }

    func testChevronSizesCentredUnderTheButton() throws {
        for (size, w, h) in [("small", 10.0, 8.0), ("medium", 14, 12), ("large", 20, 16)] {
            let l = try layout(fit + #", "barIndicator": "chevron", "indicatorSize": "\#(size)""#)
            XCTAssertEqual(l.segments[1].frame, Rect(x: 101.75, y: 0, width: 77.75, height: 56 - h))
            guard case .triangle(let chevron)? = l.decorations.first else { return XCTFail("no chevron") }
            XCTAssertEqual(chevron.frame, Rect(x: 140.625 - w / 2, y: 56 - h, width: w, height: h))
            XCTAssertEqual(chevron.direction, .up)
            XCTAssertEqual(Decoration.triangle(chevron).name, "chevron")
        }
    }

    func testDotSizes() throws {
        for (size, d) in [("small", 6.0), ("medium", 8), ("large", 12)] {
            guard case .line(let dot)? = try layout(fit + #", "barIndicator": "dot", "indicatorSize": "\#(size)""#).decorations.first else {
                return XCTFail("no dot")
            }
            XCTAssertEqual(dot.frame, Rect(x: 140.625 - d / 2, y: 56 - d, width: d, height: d))
            XCTAssertEqual(dot.paint.cornerRadius, d / 2)
            XCTAssertEqual(Decoration.line(dot).name, "dot")
        }
        XCTAssertTrue(try layout(#", "barIndicator": "none""#).decorations.isEmpty)
    }

    func testOverscrollBouncesCompressesOrStays() throws {
        func indicator(_ extra: String, progress: Double, rtl: Bool = false) throws -> Rect {
            let rtlKey = rtl ? #", "semanticContentAttribute": "forceRightToLeft""# : ""
            let control = try Control(config: try config(fit + extra + rtlKey), source: "t", baseDirectory: "/")
            let state = control.progressState(progress)
            return try XCTUnwrap(state.layout.decorations.first { $0.isIndicator }).frame
        }
        // Bounce before the start: the focus (button 0, x 8, 77.75 wide) moves 0.4 × 77.75 left.
        XCTAssertEqual(try indicator("", progress: -0.4).x, 8 - 0.4 * 77.75, accuracy: 1e-9)
        // A chevron follows the moved focus's centre: 8 − 31.1 + 38.875 − 7.
        XCTAssertEqual(try indicator(#", "barIndicator": "chevron""#, progress: -0.4).x, 8 - 31.1 + 38.875 - 7, accuracy: 1e-9)
        // Compress past the end (3.5: half a page): the last button (x 289.25) loses half its width
        // from its near edge.
        let compressed = try indicator(#", "indicatorOverscroll": "compress""#, progress: 3.5)
        XCTAssertEqual(compressed.x, 289.25 + 38.875, accuracy: 1e-9)
        XCTAssertEqual(compressed.width, 38.875, accuracy: 1e-9)
        // Compress before the start: the far edge comes in.
        let start = try indicator(#", "indicatorOverscroll": "compress""#, progress: -0.5)
        XCTAssertEqual(start.x, 8)
        XCTAssertEqual(start.width, 38.875, accuracy: 1e-9)
        // None: it stays on the end button; past −1 or N the overscroll is clamped to one page.
        XCTAssertEqual(try indicator(#", "indicatorOverscroll": "none""#, progress: 5).x, 289.25)
        XCTAssertEqual(try indicator("", progress: -7).x, 8 - 77.75, accuracy: 1e-9)
        // Right to left the last button is on the left (375 − 289.25 − 77.75 = 8) and a bounce
        // past the end moves the indicator further left.
        XCTAssertEqual(try indicator("", progress: 3.5, rtl: true).x, 8 - 0.5 * 77.75, accuracy: 1e-9)
    }

    func testEdgeFadeStopsScaleWithWhatIsHiddenOnEachSide() throws {
        var l = ControlLayout(
            width: 300, height: 40, scale: 2, contentWidth: 700, scrollOffset: 100, selectedSegmentIndex: nil, segments: [], dividers: [],
            borders: [], decorations: [], hitRule: .itemFrames)
        XCTAssertNil(l.edgeFade)
        l.fadesEdges = true
        // Half the scrollable width is 200: 100 hidden on the left is half a fade (2 % and 5 % of
        // 300, halved); 300 hidden on the right is more than a whole one.
        func stops(_ fade: EdgeFade?) throws -> [Double] {
            let fade = try XCTUnwrap(fade)
            return [fade.leading.lowerBound, fade.leading.upperBound, fade.trailing.lowerBound, fade.trailing.upperBound]
        }
        for (got, want) in zip(try stops(l.edgeFade), [3.0, 7.5, 285, 294]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        l.scrollOffset = 0
        for (got, want) in zip(try stops(l.edgeFade), [0.0, 0, 285, 294]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        l.contentWidth = 300
        XCTAssertNil(l.edgeFade)
    }

    func testTheFadeClearsTheContentAtTheEdge() throws {
        // tabman-line is scrolled 71 pt of 316 scrollable: the leading fade starts at
        // 0.02 × 71/158 × 375 ≈ 3.4 pt, so the first 6 device pixels show only the white
        // background, where without the fade the "ed" of "Featured" has ink.
        func leftColumns(fade: Bool) throws -> Set<[UInt8]> {
            let json = try XCTUnwrap(Presets.all.first { $0.name == "tabman-line" }?.json)
                .replacingOccurrences(of: #""fadesContentEdges": true"#, with: #""fadesContentEdges": \#(fade)"#)
            let frame = try Control(config: try ConfigLoader.decode(json: Data(json.utf8), name: "t"), source: "t", baseDirectory: "/").render()
            var colours = Set<[UInt8]>()
            for y in 0..<frame.height { for x in 0..<6 { colours.insert(Array(frame.pixels[(y * frame.width + x) * 4..<(y * frame.width + x) * 4 + 4])) } }
            return colours
        }
        XCTAssertEqual(try leftColumns(fade: true), [[255, 255, 255, 255]])
        XCTAssertGreaterThan(try leftColumns(fade: false).count, 1)
    }

    func testTabItemsShareTheWidthWithTheirImageOverTheTitle() throws {
        func items(_ n: Int) -> String {
            let images = Array(repeating: #""builtin:m3-explore""#, count: n).joined(separator: ", ")
            return #", "type": "textImages", "sectionImages": [\#(images)], "barIndicator": "none", "barContentInset": {"left": 8, "right": 8}"#
        }
        let l = try layout(items(3), count: 3, selection: 0, image: true)
        // (375 − 16) / 3 each, no spacing.
        let share = 359.0 / 3
        XCTAssertEqual(l.segments.map(\.frame.x), [8, 8 + share, 8 + 2 * share])
        let title = try XCTUnwrap(l.segments[0].titleFrame)
        // The title on the button's bottom (56 − 18), centred.
        XCTAssertEqual(title, Rect(x: 8 + 359.0 / 6 - 30, y: 38, width: 60, height: 18))
        // The selected image 30 × 30 ending 6 pt above the title; an unselected one 27 × 27 about
        // the same centre (y 17).
        XCTAssertEqual(l.segments[0].imageFrame, Rect(x: 8 + 359.0 / 6 - 15, y: 2, width: 30, height: 30))
        let other = try XCTUnwrap(l.segments[1].imageFrame)
        XCTAssertEqual(other.width, 27)
        XCTAssertEqual(other.midY, 17)
        // Seven items: five share the width, the rest scroll.
        XCTAssertEqual(try layout(items(7), count: 7, selection: 0, image: true).segments[1].frame.width, 359.0 / 5)
    }

    func testUnknownBlurStyleAndOverscrollModeAreRefused() throws {
        XCTAssertThrowsError(try config(#", "blurStyle": "frosted""#)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("blurStyle"), text)
            XCTAssertTrue(text.contains(#""extraLight", "light", "dark", "regular", "prominent""#), text)
        }
        XCTAssertThrowsError(try config(#", "indicatorOverscroll": "stretch""#)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("indicatorOverscroll"), text)
            XCTAssertTrue(text.contains(#""bounce", "compress", "none""#), text)
        }
    }
}
