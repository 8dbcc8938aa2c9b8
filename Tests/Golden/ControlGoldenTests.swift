import Foundation
import Raster
import SegmentRender
import XCTest

/// Goldens for HMSegmentedControl's text type with stripe indicators (the foundation issue).
final class ControlGoldenTests: XCTestCase {
    /// HMSegmentedControl's example E0: Trending / News / Library at 375×40, all defaults.
    static let e0 = #"{"width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"]"#

    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "test", baseDirectory: "/")
    }

    func testStripeStylesAtEveryLocationAndScale() throws {
        for style in ["textWidthStripe", "fullWidthStripe"] {
            for location in ["top", "bottom", "none"] {
                for scale in 1...3 {
                    let json = Self.e0 + #", "selectionStyle": "\#(style)", "selectionIndicatorLocation": "\#(location)", "scale": \#(scale), "selectedSegmentIndex": 1}"#
                    let name = "stripe-\(style == "textWidthStripe" ? "text" : "full")-\(location)@\(scale)x"
                    try assertGolden(try control(json).render(), named: name)
                }
            }
        }
    }

    func testNoSelection() throws {
        try assertGolden(try control(Self.e0 + #", "selectedSegmentIndex": null}"#).render(), named: "no-selection@2x")
    }

    func testChineseTitles() throws {
        let json =
            ##"{"width": 320, "height": 44, "sectionTitles": ["推荐", "热点", "视频", "小说"], "titleTextAttributes": {"fontSize": 16}, "selectedTitleTextAttributes": {"color": "#E53935"}, "selectionIndicatorLocation": "bottom", "selectionIndicatorColor": "#E53935", "selectionIndicatorHeight": 2}"##
        try assertGolden(try control(json).render(), named: "chinese-titles@2x")
    }

    func testMixedLatinAndChineseTitle() throws {
        let json =
            #"{"width": 375, "height": 44, "sectionTitles": ["Hello 世界", "News 新闻", "All"], "titleTextAttributes": {"fontSize": 16}, "selectionStyle": "fullWidthStripe", "selectionIndicatorLocation": "bottom", "selectionIndicatorHeight": 3}"#
        try assertGolden(try control(json).render(), named: "mixed-title@2x")
    }

    func testLongTitleWidensFixedSegments() throws {
        // The long title makes every fixed segment wider than W/N: the content is wider than the
        // control, shown from offset 0 (segment 0 is selected).
        let json = #"{"width": 320, "height": 40, "sectionTitles": ["One", "A much longer title", "Three"], "titleTextAttributes": {"fontSize": 15}}"#
        let control = try control(json)
        XCTAssertGreaterThan(control.layout().contentWidth, 320)
        try assertGolden(control.render(), named: "wide-titles@2x")
    }

    func testTranslucentBackground() throws {
        let json =
            Self.e0
            + ##", "backgroundColor": "#3366CC80", "titleTextAttributes": {"color": {"white": 1, "alpha": 1}}, "selectionIndicatorColor": {"red": 1, "green": 0.8, "blue": 0, "alpha": 0.75}}"##
        try assertGolden(try control(json).render(), named: "translucent-background@2x")
    }

    func testBuiltInDemoInEveryState() throws {
        let demo = try control(BuiltInDemo.json)
        try assertGolden(demo.render(), named: "demo@2x")
        try assertGolden(demo.render(selection: .index(4)), named: "demo-selected-4@2x")
        try assertGolden(demo.render(selection: .none), named: "demo-none@2x")
    }

    /// The same input gives byte-identical pixels run after run (glyph cache cold or warm).
    func testRenderingIsDeterministic() throws {
        let demo = try control(BuiltInDemo.json)
        let first = demo.render()
        for _ in 0..<3 { XCTAssertEqual(demo.render(), first) }
    }
}
