import Foundation
import Raster
import SegmentRender
import XCTest

/// Goldens for HMSegmentedControl parity: the example app (E0–E5), every type, width style,
/// selection style, divider, border and inset.
final class HMParityGoldenTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples").standardized

    func example(_ name: String) throws -> Control {
        try ConfigLoader.load(file: Self.examples.appendingPathComponent(name).path)
    }

    /// A config written inline; image paths resolve against `examples/`.
    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "test", baseDirectory: Self.examples.path)
    }

    static let images =
        #""sectionImages": ["images/1.png", "images/2.png", "images/3.png"], "sectionSelectedImages": ["images/1-selected.png", "images/2-selected.png", "images/3-selected.png"]"#

    func testExampleApp() throws {
        for e in 0...5 {
            try assertGolden(example("hm-e\(e).json").render(), named: "hm-e\(e)@2x")
        }
    }

    func testE2ScrollsTheSelectionIntoView() throws {
        let e2 = try example("hm-e2.json")
        for sel in [0, 3, 7] {
            try assertGolden(e2.render(selection: .index(sel)), named: "hm-e2-selected-\(sel)@2x")
        }
    }

    func testEveryImagePositionFixedAndDynamic() throws {
        for style in ["fixed", "dynamic"] {
            for position in ["behindText", "leftOfText", "rightOfText", "aboveText", "belowText"] {
                let json =
                    #"{"width": 375, "height": 90, "type": "textImages", "sectionTitles": ["One", "Two", "Three"], \#(Self.images), "imagePosition": "\#(position)", "textImageSpacing": 4, "segmentWidthStyle": "\#(style)", "selectionIndicatorLocation": "bottom", "selectionIndicatorHeight": 3, "titleTextAttributes": {"fontSize": 15}}"#
                try assertGolden(control(json).render(), named: "image-\(position)-\(style)@2x")
            }
        }
    }

    func testImagesOnlyWithSelectedImages() throws {
        let json =
            ##"{"width": 300, "height": 50, "type": "images", \##(Self.images), "selectedSegmentIndex": 1, "selectionStyle": "fullWidthStripe", "selectionIndicatorHeight": 3, "selectionIndicatorLocation": "bottom", "verticalDividerEnabled": true, "verticalDividerColor": "#C8C8C8"}"##
        try assertGolden(control(json).render(), named: "images-only@2x")
        // The 1x assets drawn at 3x: resampled bilinearly (no @3x file exists).
        let at3x = #"{"width": 300, "height": 50, "scale": 3, "type": "images", "sectionImages": ["images/1.png", "images/2.png", "images/3.png"]}"#
        try assertGolden(control(at3x).render(), named: "images-only-resampled@3x")
    }

    func testBoxAndArrowAtTopAndBottom() throws {
        for style in ["box", "arrow"] {
            for location in ["top", "bottom"] {
                let json =
                    #"{"width": 375, "height": 44, "sectionTitles": ["Trending", "News", "Library"], "selectedSegmentIndex": 1, "selectionStyle": "\#(style)", "selectionIndicatorLocation": "\#(location)", "selectionIndicatorHeight": 6}"#
                try assertGolden(control(json).render(), named: "\(style)-\(location)@2x")
            }
        }
    }

    func testDividersAtEachLocation() throws {
        for location in ["top", "bottom", "none"] {
            let json =
                ##"{"width": 375, "height": 44, "sectionTitles": ["Trending", "News", "Library"], "selectionIndicatorLocation": "\##(location)", "selectionIndicatorHeight": 3, "verticalDividerEnabled": true, "verticalDividerColor": "#FF3B30", "verticalDividerWidth": 2}"##
            try assertGolden(control(json).render(), named: "dividers-\(location)@2x")
        }
    }

    func testEachBorderSideAndAllFour() throws {
        for sides in [["top"], ["left"], ["bottom"], ["right"], ["top", "left", "bottom", "right"]] {
            let list = sides.map { "\"\($0)\"" }.joined(separator: ", ")
            let json =
                ##"{"width": 300, "height": 40, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorLocation": "none", "borderType": [\##(list)], "borderColor": "#FF9500", "borderWidth": 2}"##
            try assertGolden(control(json).render(), named: "border-\(sides.count == 4 ? "all" : sides[0])@2x")
        }
    }

    func testDynamicWithAndWithoutStretch() throws {
        for stretch in [false, true] {
            let json =
                #"{"width": 375, "height": 40, "sectionTitles": ["A", "Longer title", "Mid"], "segmentWidthStyle": "dynamic", "stretchSegmentsToScreenSize": \#(stretch), "selectionIndicatorLocation": "bottom", "selectedSegmentIndex": 1, "verticalDividerEnabled": true}"#
            try assertGolden(control(json).render(), named: "dynamic-\(stretch ? "stretch" : "no-stretch")@2x")
        }
    }

    func testIndicatorEdgeInsetsOnEachStyle() throws {
        for style in ["textWidthStripe", "fullWidthStripe", "box", "arrow"] {
            let json =
                #"{"width": 375, "height": 44, "sectionTitles": ["Trending", "News", "Library"], "selectedSegmentIndex": 1, "selectionStyle": "\#(style)", "selectionIndicatorLocation": "top", "selectionIndicatorHeight": 4, "selectionIndicatorEdgeInsets": {"top": 3, "left": 10, "bottom": 0, "right": 20}}"#
            try assertGolden(control(json).render(), named: "insets-\(style)@2x")
        }
    }

    func testContentOffsetShowsAScrolledViewport() throws {
        let json =
            #"{"width": 200, "height": 40, "sectionTitles": ["One", "Two", "Three", "Four", "Five"], "segmentEdgeInset": {"left": 20, "right": 20}, "contentOffset": 60, "borderType": ["bottom"], "verticalDividerEnabled": true}"#
        try assertGolden(control(json).render(), named: "content-offset@2x")
    }
}
