import Foundation
import XCTest

@testable import SegmentRender

/// A key declared for one style (or vertical controls, or the jx layout) is refused anywhere else
/// with one line naming the key, where it applies and what the config has; under its own setting
/// it is read. Worked through every scoped key from the declarations.
final class KeyScopeTests: XCTestCase {
    func decode(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "config.json") }

    func testKeysOfThreeOtherStylesOnAnHMControlAreRefusedAtTheFirst() throws {
        let json = #"{"width": 300, "height": 44, "sectionTitles": ["A", "B"], "tabVariant": "secondary", "thumbInset": 3, "menuItemSize": "fixed"}"#
        XCTAssertThrowsError(try decode(json)) { error in
            XCTAssertEqual("\(error)", "config.json: tabVariant: applies to style material3 only; this config's style is hm")
            XCTAssertEqual((error as? ConfigError)?.keyPath, "tabVariant")
        }
        XCTAssertThrowsError(try decode(#"{"width": 300, "height": 44, "style": "tabman", "thumbInset": 3}"#)) { error in
            XCTAssertEqual("\(error)", "config.json: thumbInset: applies to style bsc only; this config's style is tabman")
        }
        XCTAssertThrowsError(try decode(#"{"width": 300, "height": 44, "itemSpacing": 8}"#)) { error in
            XCTAssertEqual("\(error)", #"config.json: itemSpacing: applies to the jx layout ("layout": "jx") only; this config's layout is hm"#)
        }
        XCTAssertThrowsError(try decode(#"{"width": 300, "height": 44, "itemHeight": 40}"#)) { error in
            XCTAssertEqual("\(error)", #"config.json: itemHeight: applies to vertical controls ("orientation": "vertical") only; this config's orientation is horizontal"#)
        }
        // Under their own style the same keys are read.
        XCTAssertEqual(try decode(#"{"width": 300, "height": 44, "style": "bsc", "thumbInset": 3}"#).thumbInset, 3)
        XCTAssertEqual(try decode(#"{"width": 300, "style": "material3", "tabVariant": "secondary"}"#).tabVariant, .secondary)
    }

    /// `titleMask` cuts titles by JX's indicator kinds: every style that takes `indicators` takes
    /// it, and Tabman, whose own indicator is one of those kinds; Material 3 does not.
    func testTitleMaskAppliesWhereIndicatorKindsAreDrawn() throws {
        for style in ControlStyle.allCases where style.traits.sharedIndicators {
            XCTAssertTrue(style.traits.cutsTitlesByIndicators, "\(style) takes indicators, so a mask can cut its titles")
        }
        XCTAssertTrue(try decode(#"{"width": 300, "height": 44, "style": "tabman", "titleMask": true}"#).titleMask)
        XCTAssertThrowsError(try decode(#"{"width": 300, "style": "material3", "titleMask": true}"#)) { error in
            XCTAssertEqual(
                "\(error)",
                "config.json: titleMask: applies to styles hm, uikit7, uikit13, uikit26, bsc, parchment, tabman and segmentio only; this config's style is material3")
        }
    }

    func testEveryScopedKeyIsRefusedElsewhereAndReadUnderItsSetting() throws {
        let blank = ControlConfig.spec.blank()
        var checked = 0
        for key in ControlConfig.spec.keys {
            guard let scope = key.scope, let value = key.defaultValue(blank), value != .null else { continue }
            // The setting the scope's schema requires (style, orientation or layout).
            guard case let .object(rules) = scope.schema, case let .object(properties)? = rules.first(where: { $0.0 == "properties" })?.1 else {
                return XCTFail("\(key.name): a scope states its setting in the schema")
            }
            var setting: [(String, JSONValue)] = []
            // One value (`const`), or the first of several styles (`enum`).
            for case let (name, .object(body)) in properties {
                if let constant = body.first(where: { $0.0 == "const" })?.1 {
                    setting.append((name, constant))
                } else if case .array(let values)? = body.first(where: { $0.0 == "enum" })?.1, let first = values.first {
                    setting.append((name, first))
                }
            }
            XCTAssertEqual(setting.count, 1, key.name)
            var base: [(String, JSONValue)] = [("width", .number(300)), ("height", .number(44)), ("sectionTitles", .array([.string("A"), .string("B")]))]
            // A scope that takes the defaults (hm, horizontal, the hm layout) is left by another style.
            if scope.applies(blank), let other = ControlStyle.allCases.first(where: { !scope.styles.contains($0.rawValue) }) {
                base.append(("style", .string(other.rawValue)))
            }
            let elsewhere = JSONValue.object(base + [(key.name, value)]).rendered()
            XCTAssertThrowsError(try decode(elsewhere), key.name) { error in
                XCTAssertEqual((error as? ConfigError)?.keyPath, key.name)
                XCTAssertTrue("\(error)".contains("applies to \(scope.name) only"), "\(error)")
            }
            let own = JSONValue.object(base.filter { $0.0 != "style" } + setting + [(key.name, value)]).rendered()
            XCTAssertNoThrow(try decode(own), "\(key.name) under \(setting)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 35)
    }

    /// `preset` writes only what applies, so every preset reads back; the reference lists per style.
    func testPresetsReadBackAndTheReferenceListsEachStylesKeys() throws {
        for preset in Presets.all {
            let control = try Presets.load(preset.name)
            let written = ControlConfig.spec.write(control.config).rendered()
            XCTAssertNoThrow(try decode(written), preset.name)
        }
        let bsc = ConfigReference.text(style: .bsc), hm = ConfigReference.text(style: .hm), all = ConfigReference.text
        XCTAssertTrue(bsc.contains("\n  thumbInset "), bsc)
        XCTAssertFalse(bsc.contains("\n  tabVariant "))
        XCTAssertFalse(bsc.contains("\n  itemSpacing "))
        XCTAssertTrue(hm.contains("\n  itemSpacing ") && hm.contains("\n  itemHeight "))
        XCTAssertFalse(hm.contains("\n  thumbInset "))
        XCTAssertTrue(all.contains("\n  thumbInset ") && all.contains("\n  tabVariant "))
        // Objects held only by another style's keys go too (materialColors).
        XCTAssertTrue(all.contains("MATERIAL COLOURS (MATERIALCOLORS)"))
        XCTAssertFalse(bsc.contains("MATERIAL COLOURS"))
        XCTAssertTrue(ConfigReference.text(style: .material3).contains("MATERIAL COLOURS (MATERIALCOLORS)"))
    }
}
