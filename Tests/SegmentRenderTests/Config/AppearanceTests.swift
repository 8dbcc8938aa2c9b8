import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Dark mode, Dynamic Type and disabled segments: what each resolves to, and bad input.
final class AppearanceTests: XCTestCase {
    func decode(_ json: String, _ overrides: ConfigOverrides = .none) throws -> ControlConfig {
        try ConfigLoader.decode(json: Data(json.utf8), name: "t", overrides: overrides)
    }

    func testColourPairsPickTheirSide() throws {
        let json = ##"{"width": 100, "height": 30, "backgroundColor": {"light": "#FFFFFF", "dark": {"white": 0.1}}, "appearance": "dark"}"##
        XCTAssertEqual(try decode(json).backgroundColor, RGBA8(r: 26, g: 26, b: 26))
        // The command line's appearance wins over the config's.
        XCTAssertEqual(try decode(json, ConfigOverrides(appearance: .light)).backgroundColor, .white)
        XCTAssertEqual(try decode(json, ConfigOverrides(appearance: .light)).appearance, .light)
    }

    func testStylesCarryDarkPalettes() throws {
        let dark = ConfigOverrides(appearance: .dark)
        let uikit13 = try decode(#"{"width": 100, "height": 30, "style": "uikit13"}"#, dark)
        XCTAssertEqual(uikit13.backgroundColor, RGBA8(r: 118, g: 118, b: 128, a: 61), "0.24 × 255 = 61.2")
        XCTAssertEqual(uikit13.selectedSegmentTintColor, RGBA8(r: 0x63, g: 0x63, b: 0x66))
        let control = try Control(config: uikit13, source: "t", baseDirectory: "/")
        XCTAssertEqual(control.normalStyle.color, .white)
        let hm = try decode(#"{"width": 100, "height": 30}"#, dark)
        XCTAssertEqual(hm.backgroundColor, .black)
        XCTAssertEqual(try Control(config: hm, source: "t", baseDirectory: "/").normalStyle.color, .white)
        // Light stays as it was.
        XCTAssertEqual(try decode(#"{"width": 100, "height": 30, "style": "uikit13"}"#).backgroundColor, RGBA8(r: 118, g: 118, b: 128, a: 31))
    }

    func testDynamicTypeScalesTitlesByTheBodySize() throws {
        // 13 pt × 53 / 17 at AX5; 13 × 14 / 17 at XS; nothing without adjusting.
        let ax5 = try Control(
            config: try decode(#"{"width": 300, "height": 30, "style": "uikit13", "sectionTitles": ["a"]}"#, ConfigOverrides(contentSize: .AX5)),
            source: "t", baseDirectory: "/")
        XCTAssertEqual(ax5.normalStyle.fontSize, 13 * 53 / 17, accuracy: 1e-12)
        let xs = try decode(#"{"width": 300, "height": 30, "adjustsFontForContentSizeCategory": true, "contentSizeCategory": "XS"}"#)
        XCTAssertEqual(xs.fontScale, 14.0 / 17)
        XCTAssertEqual(try decode(#"{"width": 300, "height": 30, "contentSizeCategory": "AX3"}"#).fontScale, 1)
        XCTAssertEqual(ContentSizeCategory.allCases.map(\.bodySize), [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        // The control keeps its size; segments widen as titles do.
        let big = try Control(
            config: try decode(#"{"width": 300, "height": 30, "sectionTitles": ["Trending", "News"], "segmentWidthStyle": "dynamic"}"#, ConfigOverrides(contentSize: .AX2)),
            source: "t", baseDirectory: "/")
        let normal = try Control(
            config: try decode(#"{"width": 300, "height": 30, "sectionTitles": ["Trending", "News"], "segmentWidthStyle": "dynamic"}"#),
            source: "t", baseDirectory: "/")
        XCTAssertEqual(big.config.width, 300)
        XCTAssertGreaterThan(big.layout().segments[0].frame.width, normal.layout().segments[0].frame.width * 1.5)
    }

    func testDisabledSegmentsFadeAndHitTestSaysSo() throws {
        let c = try Control(
            config: try decode(#"{"width": 300, "height": 30, "style": "uikit13", "sectionTitles": ["a", "b", "c"], "disabledSegments": [1]}"#),
            source: "t", baseDirectory: "/")
        XCTAssertEqual(c.disabledStyle.color, RGBA8(r: 0, g: 0, b: 0, a: 77), "black at 30 %")
        XCTAssertTrue(c.isDisabled(1))
        XCTAssertFalse(c.isDisabled(0))
        let hm = try Control(
            config: try decode(##"{"width": 300, "height": 30, "sectionTitles": ["a", "b"], "disabledSegments": [0], "disabledTitleTextAttributes": {"color": "#AAAAAA"}}"##),
            source: "t", baseDirectory: "/")
        XCTAssertEqual(hm.titleFace(0, selected: true).style.color, RGBA8(r: 0xAA, g: 0xAA, b: 0xAA))
    }

    func testBadInput() {
        for (json, path, words) in [
            (##"{"width": 1, "height": 1, "backgroundColor": {"dark": "#000"}}"##, "backgroundColor", "the key 'light' is required"),
            (#"{"width": 1, "height": 1, "contentSizeCategory": "XXXXL"}"#, "contentSizeCategory", "is not one of"),
            (#"{"width": 1, "height": 1, "appearance": "dim"}"#, "appearance", "is not one of \"light\", \"dark\""),
            (#"{"width": 1, "height": 1, "sectionTitles": ["a"], "disabledSegments": [3]}"#, "disabledSegments[0]", "out of range"),
        ] {
            XCTAssertThrowsError(try decode(json), json) { error in
                XCTAssertEqual((error as? ConfigError)?.keyPath, path, "\(error)")
                XCTAssertTrue("\(error)".contains(words), "\(error)")
            }
        }
    }
}
