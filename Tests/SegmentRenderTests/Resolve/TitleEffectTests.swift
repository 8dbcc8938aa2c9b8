import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Title effects: the mask cut exactly by the indicator's coverage, zoom and stroke with the weight.
final class TitleEffectTests: XCTestCase {
    func control(_ extra: String) throws -> Control {
        let json =
            ##"{"width": 200, "height": 40, "scale": 2, "layout": "jx", "sectionTitles": ["Mask", "Two"], "titleTextAttributes": {"fontSize": 15, "color": "#000000"}, "selectedTitleTextAttributes": {"color": "#FFFFFF"}, \##(extra)}"##
        return try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/")
    }

    func rasterize(_ commands: [DrawCommand]) -> Framebuffer {
        var list = DisplayList(width: 200, height: 40)
        list.commands = commands
        return list.rasterize(scale: 2)
    }

    /// Inside the indicator the selected colour, outside the normal one, split exactly by the
    /// indicator's own anti-aliased coverage: a one-pixel drift fails.
    func testTitleMaskBoundaryIsTheIndicatorsCoverage() throws {
        // A narrow pill that cuts through the first title, so its edges cross glyphs.
        let c = try control(
            ##""titleMask": true, "indicators": [{"kind": "background", "color": "#FF0000", "widthMode": "fixed", "width": 19.3, "widthIncrement": 0, "height": 13.7}]"##)
        let state = c.restState(0)
        let context = DecorationContext(
            dx: -state.layout.scrollOffset, segments: state.layout.segments, weights: state.weights,
            contentWidth: state.layout.contentWidth, height: 40)
        let indicator = state.layout.decorations[0]
        let coverage = rasterize(indicator.mask(context)), drawn = rasterize(indicator.commands(context))
        XCTAssertEqual(
            coverage.straightRGBA().enumerated().filter { $0.offset % 4 == 3 }.map(\.element),
            drawn.straightRGBA().enumerated().filter { $0.offset % 4 == 3 }.map(\.element),
            "the mask is the indicator's own coverage")

        let masked = try XCTUnwrap(
            c.displayList(state).commands.compactMap { command -> ([DrawCommand], [DrawCommand])? in
                if case let .masked(content, mask) = command { return (content, mask) }
                return nil
            }.first)
        XCTAssertEqual(masked.1, indicator.mask(context))
        let cut = rasterize([.masked(masked.0, by: masked.1)]), whole = rasterize(masked.0)
        var edges = 0
        for i in stride(from: 0, to: cut.pixels.count, by: 4) {
            let a = UInt32(coverage.pixels[i + 3])
            for k in 0..<4 {
                XCTAssertEqual(UInt32(cut.pixels[i + k]), div255(UInt32(whole.pixels[i + k]) * a), "pixel \(i / 4) channel \(k)")
            }
            if a > 0 && a < 255 && whole.pixels[i + 3] > 0 { edges += 1 }
        }
        XCTAssertGreaterThan(edges, 10, "the cut crosses glyphs on anti-aliased edges")
    }

    func testZoomAndStrokeFollowTheSelection() throws {
        let c = try control(#""titleZoomScale": 1.2, "titleSelectedStrokeWidth": -2, "indicators": [{"kind": "line"}]"#)
        func texts(_ state: FrameState) -> [(size: Double, stroke: Double)] {
            c.displayList(state).commands.compactMap {
                switch $0 {
                case let .text(_, size, _, _): (size, 0)
                case let .strokedText(_, size, _, _, stroke): (size, stroke)
                default: nil
                }
            }
        }
        // At rest: 15 × 1.2 = 18 pt, thickened by 2 % of 18 = 0.36 pt; the other title plain 15 pt.
        let rest = texts(c.restState(0))
        XCTAssertEqual(rest.map(\.size), [18, 15])
        XCTAssertEqual(rest[0].stroke, 0.36, accuracy: 1e-12)
        XCTAssertEqual(rest[1].stroke, 0)
        // Halfway: both at weight 0.5, 16.5 pt, thickened by 2 % of 16.5 × 0.5.
        let half = texts(c.progressState(0.5))
        XCTAssertEqual(half.map(\.size), [16.5, 16.5])
        XCTAssertEqual(half[0].stroke, 0.02 * 16.5 * 0.5, accuracy: 1e-12)
        // Widths stay unzoomed: the selected item is as wide as at zoom 1.
        let plain = try control(#""indicators": [{"kind": "line"}]"#)
        XCTAssertEqual(c.layout(selection: .index(0)).segments.map(\.frame), plain.layout(selection: .index(0)).segments.map(\.frame))
    }

    /// No frame shows two titles in the full selected style: with crossfade the selected font goes
    /// to the title more than half selected, and at exactly half way to the destination.
    func testACrossfadeNeverShowsTwoSelectedTitles() throws {
        let json =
            ##"{"width": 200, "height": 40, "layout": "jx", "sectionTitles": ["Mask", "Two"], "titleTransition": "crossfade", "titleTextAttributes": {"fontSize": 15, "color": "#000000"}, "selectedTitleTextAttributes": {"color": "#FF0000", "fontWeight": "semibold"}, "indicators": [{"kind": "line"}]}"##
        let c = try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/")
        XCTAssertNotEqual(c.selectedStyle.chain, c.normalStyle.chain)
        func selectedFonts(_ state: FrameState) -> [Int] { state.segments.indices.filter { state.segments[$0].style.chain == c.selectedStyle.chain } }
        XCTAssertEqual(selectedFonts(c.progressState(0.49)), [0])
        XCTAssertEqual(selectedFonts(c.progressState(0.5)), [1], "half way: the destination, round(0.5) = 1")
        XCTAssertEqual(selectedFonts(c.progressState(0.51)), [1])
        // A selection change from 1 to 0, half way: the destination again; colours are half-blended for both.
        let half = c.transitionState(from: 1, to: 0, progress: 0.5, titlesOf: 0)
        XCTAssertEqual(selectedFonts(half), [0])
        XCTAssertEqual(half.segments.map(\.style.color), [RGBA8(r: 128, g: 0, b: 0), RGBA8(r: 128, g: 0, b: 0)])
        for p in stride(from: 0.0, through: 1.0, by: 0.01) {
            XCTAssertLessThanOrEqual(selectedFonts(c.progressState(p)).count, 1, "at \(p)")
        }
    }

    func testGradientTitlesFillTheSelectedTitle() throws {
        let c = try control(##""titleGradient": {"colors": ["#FF0000", "#0000FF"]}"##)
        let commands = c.displayList(c.restState(0)).commands
        XCTAssertEqual(commands.filter { if case .masked = $0 { return true } else { return false } }.count, 1)
        let image = c.render(c.restState(0))
        // Left of the selected title reddish, right of it bluish (straight colours of covered pixels).
        let frame = try XCTUnwrap(c.layout(selection: .index(0)).segments[0].titleFrame)
        let rgba = image.straightRGBA(), w = image.width
        func average(_ x0: Double, _ x1: Double) -> (r: Double, b: Double) {
            var r = 0.0, b = 0.0, n = 0.0
            for y in Int(frame.y * 2)..<Int(frame.maxY * 2) {
                for x in Int(x0 * 2)..<Int(x1 * 2) where rgba[(y * w + x) * 4 + 3] == 255 && rgba[(y * w + x) * 4] != rgba[(y * w + x) * 4 + 2] {
                    r += Double(rgba[(y * w + x) * 4])
                    b += Double(rgba[(y * w + x) * 4 + 2])
                    n += 1
                }
            }
            return (r / max(n, 1), b / max(n, 1))
        }
        let left = average(frame.x, frame.midX - 4), right = average(frame.midX + 4, frame.maxX)
        XCTAssertGreaterThan(left.r, left.b)
        XCTAssertGreaterThan(right.b, right.r)
    }

    func testMultiLineTitlesStackCentredAndCut() throws {
        let c = try ConfigLoader.load(
            json: Data(#"{"width": 300, "height": 60, "layout": "jx", "sectionTitles": ["Top\nStories", "One\nTwo\nThree"], "titleNumberOfLines": 2}"#.utf8),
            name: "t", baseDirectory: "/")
        XCTAssertEqual(c.config.titleLines("One\nTwo\nThree"), ["One", "Two…"])
        XCTAssertEqual(try c.reconfigured { $0.titleNumberOfLines = 0 }.config.titleLines("One\nTwo\nThree"), ["One", "Two", "Three"])
        let one = TitleMeasure(ShapedText("Top", chain: c.selectedStyle.chain), size: 19)
        let two = TitleMeasure(ShapedText("Stories", chain: c.selectedStyle.chain), size: 19)
        let both = try XCTUnwrap(c.segmentContent(0, selected: true, in: c.titleFaceTable.made).title)
        // As wide as the wider line, two line heights high, the frame centred on the full height.
        XCTAssertEqual(both.advance, max(one.advance, two.advance))
        XCTAssertEqual(both.lineHeight, 2 * one.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(c.layout(selection: .index(0)).segments[0].titleFrame?.y ?? 0, (60 - 2 * one.lineHeight) / 2, accuracy: 1e-9)
        // Drawn as a group of two lines, the second one line height lower, each centred on the wider.
        guard case let .group(lines)? = c.displayList(c.restState(0)).commands.first(where: { if case .group = $0 { return true } else { return false } }),
            case let .text(_, _, first, _) = lines[0], case let .text(_, _, second, _) = lines[1]
        else { return XCTFail("no group") }
        XCTAssertEqual(second.y - first.y, one.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(first.x + one.advance / 2, second.x + two.advance / 2, accuracy: 1e-9)
    }

    func testGradientSpanningTheContentShowsTheIndicatorsSlice() throws {
        let c = try control(##""indicators": [{"kind": "line", "gradientSpan": "content", "gradient": {"colors": ["#FF0000", "#0000FF"]}}]"##)
        let state = c.restState(1)
        let commands = c.displayList(state).commands
        let gradient = try XCTUnwrap(
            commands.compactMap { command -> LinearGradient? in
                if case let .masked(content, _) = command, case let .gradient(g)? = content.first { return g }
                return nil
            }.first)
        // Across the whole content (0 to its width, less the scroll), not the line's own frame.
        XCTAssertEqual(gradient.start, Point(x: -state.layout.scrollOffset, y: 20))
        XCTAssertEqual(gradient.end, Point(x: state.layout.contentWidth - state.layout.scrollOffset, y: 20))
    }
}
