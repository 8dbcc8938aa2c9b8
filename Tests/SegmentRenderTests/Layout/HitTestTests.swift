import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Section 2.10's hit-test arithmetic.
final class HitTestTests: XCTestCase {
    func layout(_ json: String, selection: Int? = 0, widths: [Double]) throws -> ControlLayout {
        let c = try ConfigLoader.decode(json: Data(json.utf8), name: "t")
        return ControlLayout(
            config: c, selection: selection,
            segments: widths.map {
                SegmentContent(title: TitleMeasure(width: $0, height: 28, advance: $0, ascent: 20), imageSize: nil)
            })
    }

    func testFixedBoundaryBelongsToTheRightHandSegment() throws {
        let l = try layout(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"]}"#, widths: [10, 10, 10])
        XCTAssertEqual(l.segmentIndex(at: Point(x: 0, y: 0)), 0)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 99.99, y: 20)), 0)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 100, y: 20)), 1)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 299.9, y: 39.9)), 2)
        XCTAssertNil(l.segmentIndex(at: Point(x: 300, y: 20)))
        XCTAssertNil(l.segmentIndex(at: Point(x: 10, y: 40)))
        XCTAssertNil(l.segmentIndex(at: Point(x: -1, y: 20)))
    }

    func testDynamicBoundaryBelongsToTheLeftHandSegment() throws {
        let l = try layout(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], "segmentWidthStyle": "dynamic"}"#, widths: [20, 30, 40])
        // widths 30, 40, 50: boundaries at 30 and 70; content ends at 120.
        XCTAssertEqual(l.segmentIndex(at: Point(x: 30, y: 1)), 0)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 30.01, y: 1)), 1)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 70, y: 1)), 1)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 120, y: 1)), 2)
        XCTAssertNil(l.segmentIndex(at: Point(x: 120.5, y: 1)))
    }

    func testEnlargedAreaAndLeftOfContent() throws {
        var l = try layout(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"]}"#, widths: [10, 10, 10])
        l.touchInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 50, y: -5)), 0)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 305, y: 45)), nil)  // past the content
        XCTAssertNil(l.segmentIndex(at: Point(x: -5, y: 20)))  // fix 4: left of the content
        XCTAssertNil(l.segmentIndex(at: Point(x: 50, y: -11)))
    }

    func testScrollOffsetShiftsTheHit() throws {
        // sw = 80, content 400; selection 4 scrolls by 200.
        let l = try layout(
            #"{"width": 200, "height": 40, "sectionTitles": ["a","b","c","d","e"], "segmentEdgeInset": {"left": 30, "right": 30}}"#,
            selection: 4, widths: [20, 20, 20, 20, 20])
        XCTAssertEqual(l.segmentIndex(at: Point(x: 0, y: 1)), 2)  // X = 200
        XCTAssertEqual(l.segmentIndex(at: Point(x: 199, y: 1)), 4)
    }
    func testJXTapsHitTheItemFramesAndMissTheSpacing() throws {
        // Items 30 wide (widths given), spacing 20, no averaging: frames 20–50, 70–100, 120–150.
        let l = try layout(
            #"{"width": 375, "height": 40, "layout": "jx", "sectionTitles": ["a", "b", "c"], "isItemSpacingAverageEnabled": false}"#,
            widths: [30, 30, 30])
        XCTAssertEqual(l.segments.map(\.frame.x), [20, 70, 120])
        XCTAssertNil(l.segmentIndex(at: Point(x: 19.9, y: 20)), "the leading inset")
        XCTAssertEqual(l.segmentIndex(at: Point(x: 20, y: 20)), 0)
        XCTAssertNil(l.segmentIndex(at: Point(x: 50, y: 20)), "a frame's right edge is outside it")
        XCTAssertNil(l.segmentIndex(at: Point(x: 60, y: 20)), "the spacing between items")
        XCTAssertEqual(l.segmentIndex(at: Point(x: 90, y: 20)), 1)
        XCTAssertEqual(l.segmentIndex(at: Point(x: 149, y: 20)), 2)
        XCTAssertNil(l.segmentIndex(at: Point(x: 300, y: 20)))
    }

    /// Every preset and example, left to right and right to left, every selection (so every scroll
    /// offset the control takes): the centre and both quarter points of each segment's frame, as
    /// `layout` prints it and moved by the scroll offset, name that segment wherever they are on screen.
    func testEveryPresetAndExampleHitsTheFramesItsLayoutPrints() throws {
        var controls: [(String, Control)] = []
        for preset in Presets.all {
            for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
                controls.append(("\(preset.name) \(direction)", try Presets.load(preset.name, overrides: ConfigOverrides(direction: direction))))
            }
        }
        let examples = Repository.examples
        let files = FileManager.default.enumerator(atPath: examples.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 15)
        for file in files {
            for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
                controls.append(
                    (
                        "\(file) \(direction)",
                        try ConfigLoader.load(
                            file: examples.appendingPathComponent(file).path,
                            overrides: ConfigOverrides(direction: direction))
                    ))
            }
        }
        var checked = 0
        for (name, control) in controls {
            for selection in [Selection.none] + (0..<control.config.segmentCount).map(Selection.index) {
                let layout = control.layout(selection: selection)
                for segment in layout.segments where segment.frame.width > 0 && segment.frame.height > 0 {
                    let f = segment.frame
                    let points =
                        layout.orientation == .vertical
                        ? [0.25, 0.5, 0.75].map { Point(x: f.midX, y: f.minY + f.height * $0) }
                        : [0.25, 0.5, 0.75].map { Point(x: f.minX + f.width * $0 - layout.scrollOffset, y: f.midY) }
                    // Right to left the bounds are mirrored too: the right edge is in, the left edge out.
                    let inside = { (x: Double) in layout.isRightToLeft ? x > 0 && x <= layout.width : x >= 0 && x < layout.width }
                    for point in points where inside(point.x) && point.y >= 0 && point.y < layout.height {
                        XCTAssertEqual(layout.segmentIndex(at: point), segment.index, "\(name), selection \(selection), at \(point)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }
}
