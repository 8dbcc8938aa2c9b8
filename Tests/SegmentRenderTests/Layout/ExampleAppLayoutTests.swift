import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// The example app's configs laid out with this machine's fonts, against the formulas of docs/layout-rules.md.
final class ExampleAppLayoutTests: XCTestCase {
    static let examples = Repository.examples

    func control(_ name: String) throws -> Control {
        try ConfigLoader.load(file: Self.examples.appendingPathComponent(name).path)
    }

    func testE2() throws {
        let e2 = try control("hm-e2.json")
        let chain = try FontChain.standard()
        let tw = e2.config.sectionTitles.map { ShapedText($0, chain: chain).layoutWidth(atSize: 19) }
        let sw = max(375.0 / 8, tw.max()! + 20)
        for sel in [0, 3, 7] {
            let layout = e2.layout(selection: .index(sel))
            XCTAssertEqual(layout.contentWidth, sw * 8, accuracy: 0.01)
            XCTAssertEqual(layout.indicator.stripe, Rect(x: sw * Double(sel), y: 35, width: sw, height: 5))
            XCTAssertEqual(layout.dividers.first, Rect(x: sw - 0.5, y: 10, width: 1, height: 20))
            let expected = min(max(sw * Double(sel) + sw / 2 - 187.5, 0), sw * 8 - 375)
            XCTAssertEqual(layout.scrollOffset, expected, accuracy: 0.01)
            for (i, segment) in layout.segments.enumerated() {
                XCTAssertEqual(segment.titleFrame, Rect(x: (sw * Double(i) + (sw - tw[i]) / 2).rounded(.up), y: 4, width: tw[i], height: 28))
            }
        }
    }

    func testE4AndE5() throws {
        let e4 = try control("hm-e4.json").layout()
        XCTAssertNil(e4.selectedSegmentIndex)
        XCTAssertEqual(e4.decorations, [])
        XCTAssertEqual(e4.segments.map(\.frame.width), [75, 75, 75, 75, 75])
        XCTAssertEqual(Set(e4.segments.compactMap(\.titleFrame?.y)), [11])
        let tapped = try control("hm-e4.json").layout(selection: .index(2))
        XCTAssertEqual(tapped.indicator.box, Rect(x: 150, y: 0, width: 75, height: 50))
        XCTAssertEqual(tapped.indicator.stripe, Rect(x: 150, y: 46, width: 75, height: 4))
        let e5 = try control("hm-e5.json").layout()
        XCTAssertEqual(e5.indicator.box, Rect(x: 125, y: 0, width: 125, height: 50))
        XCTAssertEqual(e5.indicator.stripe, Rect(x: 125, y: 0, width: 125, height: 5))
        XCTAssertEqual(Set(e5.segments.compactMap(\.titleFrame?.y)), [16])
    }
}
