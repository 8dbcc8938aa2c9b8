import PillTabs
import SegmentRender
import SegmentRenderTesting
import Testing
import XCTest

let titles = ["Home", "Search", "Library", "收藏"]

/// Swift Testing: one golden per state.
@Suite struct PillTabsGoldens {
    @Test(arguments: [0, 1, 3])
    func selected(_ index: Int) throws {
        try assertGolden(try PillTabs.control(titles: titles, selected: index), named: "pill-tabs-\(index)")
    }

    @Test func geometry() throws {
        let layout = try PillTabs.control(titles: titles, selected: 1).layout()
        #expect(layout.indicator.box == Rect(x: 80, y: 0, width: 80, height: 44))
        #expect(layout.indicator.stripe == Rect(x: 80, y: 41, width: 80, height: 3))
    }
}

/// XCTest: the same helper.
final class PillTabsXCTests: XCTestCase {
    func testNoSelection() throws {
        try assertGolden(try PillTabs.control(titles: titles, selected: nil), named: "pill-tabs-none")
    }

    func testPNGEncodes() throws {
        let bytes = try PillTabs.png(titles: titles, selected: 0)
        let image = try PNGCodec.decode(bytes)
        XCTAssertEqual([image.width, image.height], [640, 88])
    }
}
