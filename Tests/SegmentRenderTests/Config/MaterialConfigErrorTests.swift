import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Bad Material 3 input gets one error naming the key path; good input decodes to the documented defaults.
final class MaterialConfigErrorTests: XCTestCase {
    func decode(_ json: String, appearance: Appearance? = nil) throws -> ControlConfig {
        try ConfigLoader.decode(
            json: Data(#"{"style": "material3", "width": 360, "height": 48, "sectionTitles": ["a", "b", "c"]\#(json)}"#.utf8), name: "m.json",
            overrides: ConfigOverrides(appearance: appearance))
    }

    func assertError(_ json: String, _ keyPath: String, _ words: String, line: UInt = #line) {
        XCTAssertThrowsError(try decode(json), line: line) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, keyPath, "\(error)", line: line)
            XCTAssertTrue("\(error)".contains(words), "\(error)", line: line)
            XCTAssertTrue("\(error)".hasPrefix("m.json"), "\(error)", line: line)
        }
    }

    func testBadMaterialInput() {
        assertError(#", "tabVariant": "tertiary""#, "tabVariant", #"one of "primary", "secondary""#)
        assertError(#", "tabVariant": "primay""#, "tabVariant", "did you mean 'primary'?")
        assertError(#", "tabMode": "scrolling""#, "tabMode", #"one of "fixed", "scrollable""#)
        assertError(#", "indicatorAnimation": "bounce""#, "indicatorAnimation", #"one of "linear", "elastic", "fade""#)
        assertError(#", "materialColors": {"primary": "purple"}"#, "materialColors.primary", "colour")
        assertError(##", "materialColors": {"tertiary": "#FFFFFF"}"##, "materialColors.tertiary", "unknown key")
        assertError(#", "orientation": "vertical""#, "orientation", "the material3 style is horizontal only")
        assertError(
            #", "tabVariant": "segmentedButtons", "type": "images", "sectionImages": ["builtin:m3-flight", "builtin:m3-flight", "builtin:m3-flight"]"#,
            "type", "material3 segmented buttons show titles only")
        assertError(#", "layout": "jx""#, "layout", "the jx layout is for horizontal hm-style controls")
        assertError(#", "tabVariant": "segmentedButtons", "tabMode": "scrollable""#, "tabMode", #"segmented buttons share the row's width: tabMode must be "fixed""#)
    }

    func testSegmentedButtonsMoveOnComposesTween() throws {
        // The checkmark and the label move on tween(350 ms) with FastOutSlowIn; tabs keep the spring.
        let buttons = try decode(#", "tabVariant": "segmentedButtons""#)
        XCTAssertEqual(buttons.animationCurve, .cubic(0.4, 0, 0.2, 1))
        XCTAssertEqual(buttons.animationDuration, 0.35)
        XCTAssertEqual(try decode(#", "tabVariant": "segmentedButtons", "animationDuration": 1"#).animationDuration, 1)
        XCTAssertNil(try decode("").animationDuration)
    }

    func testDefaultsFollowTheAppearance() throws {
        let light = try decode("")
        XCTAssertEqual(light.tabVariant, .primary)
        XCTAssertEqual(light.tabMode, .fixed)
        XCTAssertEqual(light.indicatorAnimation, .linear)
        XCTAssertEqual(light.materialColors, MaterialColors.baseline(.light))
        XCTAssertEqual(light.backgroundColor, RGBA8(r: 0xFE, g: 0xF7, b: 0xFF))
        XCTAssertEqual(light.titleTransition, .crossfade)
        XCTAssertEqual(light.titleTruncation, .tail)
        // Compose's default spatial spring: damping 0.9 at stiffness 700 (mass 1), response 2π/√700.
        XCTAssertEqual(light.animationCurve, .spring(damping: 0.9, response: 2 * Double.pi / 700.0.squareRoot()))
        let dark = try decode("", appearance: .dark)
        XCTAssertEqual(dark.materialColors.primary, RGBA8(r: 0xD0, g: 0xBC, b: 0xFF))
        XCTAssertEqual(dark.backgroundColor, RGBA8(r: 0x14, g: 0x12, b: 0x18))
        // One role given; the rest stay the scheme's, on each side of a {light, dark} pair.
        let custom = try decode(##", "materialColors": {"primary": {"light": "#006A6A", "dark": "#4CDADA"}}"##, appearance: .dark)
        XCTAssertEqual(custom.materialColors.primary, RGBA8(r: 0x4C, g: 0xDA, b: 0xDA))
        XCTAssertEqual(custom.materialColors.onSurface, MaterialColors.baseline(.dark).onSurface)
        // A given surface is the default background.
        XCTAssertEqual(try decode(##", "materialColors": {"surface": "#102030"}"##).backgroundColor, RGBA8(r: 0x10, g: 0x20, b: 0x30))
    }
}
