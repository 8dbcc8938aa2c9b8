import Foundation
import XCTest

@testable import SegmentRender

/// The key declarations drive everything: each declared key is really read, undeclared keys are
/// refused, `preset` output decodes back to the same config, the schema carries the ranges and the
/// README's key tables are the generated ones.
final class SchemaTests: XCTestCase {
    func decode(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "t") }

    /// A value no key accepts: a list holding a list.
    let wrong = "[[1]]"

    func assertRejected(_ json: String, at keyPrefix: String, line: UInt = #line) {
        XCTAssertThrowsError(try decode(json), json, line: line) { error in
            let keyPath = (error as? ConfigError)?.keyPath ?? ""
            XCTAssertTrue(keyPath.hasPrefix(keyPrefix), "\(error) is not at \(keyPrefix)", line: line)
        }
    }

    func testEveryDeclaredKeyIsRead() {
        for key in ControlConfig.spec.keyNames {
            let size = ["width", "height"].filter { $0 != key }.map { #""\#($0)": 10, "# }.joined()
            assertRejected(#"{\#(size)"\#(key)": \#(wrong)}"#, at: key)
        }
        for key in TextAttributes.spec.keyNames {
            assertRejected(#"{"width": 10, "height": 10, "titleTextAttributes": {"\#(key)": \#(wrong)}}"#, at: "titleTextAttributes.\(key)")
        }
        for key in EdgeInsets.spec.keyNames {
            assertRejected(#"{"width": 10, "height": 10, "segmentEdgeInset": {"\#(key)": \#(wrong)}}"#, at: "segmentEdgeInset.\(key)")
        }
        for key in DockConfig.spec.keyNames {
            assertRejected(#"{"width": 10, "height": 10, "orientation": "vertical", "dock": {"\#(key)": \#(wrong)}}"#, at: "dock.\(key)")
        }
        for key in BackgroundImage.spec.keyNames {
            let image = key == "image" ? "" : #""image": "a.png", "#
            assertRejected(
                #"{"width": 10, "height": 10, "segmentBackgroundImages": {"middle": {"normal": {\#(image)"\#(key)": \#(wrong)}}}}"#,
                at: "segmentBackgroundImages.middle.normal.\(key)")
        }
    }

    func testKeysThatAreNotDeclaredAreRejected() {
        for (json, path) in [
            (##"{"width": 10, "height": 10, "selectionIndicatorColour": "#000"}"##, "selectionIndicatorColour"),
            (#"{"width": 10, "height": 10, "titleTextAttributes": {"kerning": 1}}"#, "titleTextAttributes.kerning"),
            (#"{"width": 10, "height": 10, "segmentEdgeInset": {"start": 1}}"#, "segmentEdgeInset.start"),
            (#"{"width": 10, "height": 10, "orientation": "vertical", "dock": {"theme": "dark"}}"#, "dock.theme"),
        ] {
            XCTAssertThrowsError(try decode(json), json) { error in
                XCTAssertEqual((error as? ConfigError)?.keyPath, path)
                XCTAssertTrue("\(error)".contains("unknown key"), "\(error)")
            }
        }
    }

    /// What `preset` prints decodes back to the same config, for every preset and example.
    func testEncodingRoundTrips() throws {
        var jsons = Presets.all.map(\.json)
        let examples = Repository.examples
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where name.hasSuffix(".json") {
            jsons.append(try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8))
        }
        XCTAssertGreaterThan(jsons.count, 10)
        for json in jsons {
            let config = try decode(json)
            let again = try decode(config.json.rendered())
            XCTAssertEqual(config, again, json)
        }
    }

    func testDefaultsComeFromTheModel() throws {
        var model = ControlConfig(width: 10, height: 10)
        model.sectionTitles = ["a"]
        XCTAssertEqual(try decode(#"{"width": 10, "height": 10, "sectionTitles": ["a"]}"#), model)
        let blank = try decode(#"{"width": 10, "height": 10}"#)
        // Context defaults: uikit13's track and centred, truncated titles.
        let uikit = try decode(#"{"width": 10, "height": 10, "style": "uikit13"}"#)
        XCTAssertEqual(uikit.backgroundColor, RGBA8(r: 118, g: 118, b: 128, a: 31))
        XCTAssertEqual(uikit.titleVerticalAlignment, .center)
        XCTAssertEqual(uikit.titleTruncation, .tail)
        XCTAssertNil(blank.selectedSegmentIndex, "no segments, no selection")
        XCTAssertEqual(try decode(#"{"width": 10, "height": 10, "sectionTitles": ["a"]}"#).selectedSegmentIndex, 0)
    }

    func testSchemaCarriesRangesAndDefaults() throws {
        let document = ConfigSchema.document.rendered()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        XCTAssertEqual(object["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        // height is required unless the style has a height of its own (an if/then rule).
        XCTAssertEqual(object["required"] as? [String], ["width"])
        let heightRule = (object["allOf"] as? [[String: Any]] ?? []).first { ($0["then"] as? [String: Any])?["required"] as? [String] == ["height"] }
        let styles = (((heightRule?["if"] as? [String: Any])?["not"] as? [String: Any])?["properties"] as? [String: Any])?["style"] as? [String: Any]
        XCTAssertTrue(Set(styles?["enum"] as? [String] ?? []).isSuperset(of: ["material3", "uikit7", "uikit13", "uikit26"]), "these styles may leave height out")
        // Exactly the styles a config decodes without a height for.
        let decodable = ControlStyle.allCases.filter { style in
            let json = #"{"style": "\#(style.rawValue)", "width": 300, "sectionTitles": ["A"]}"#
            return (try? ConfigLoader.decode(json: Data(json.utf8), name: "c.json")) != nil
        }.map(\.rawValue)
        XCTAssertEqual(styles?["enum"] as? [String], decodable)
        XCTAssertEqual(object["additionalProperties"] as? Bool, false)
        let properties = try XCTUnwrap(object["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties["width"]?["exclusiveMinimum"] as? Double, 0)
        XCTAssertEqual(properties["selectionIndicatorBoxOpacity"]?["minimum"] as? Double, 0)
        XCTAssertEqual(properties["selectionIndicatorBoxOpacity"]?["maximum"] as? Double, 1)
        XCTAssertEqual(properties["selectionIndicatorHeight"]?["minimum"] as? Double, 0)
        XCTAssertEqual(properties["selectionIndicatorHeight"]?["default"] as? Double, 5)
        XCTAssertEqual(properties["selectionStyle"]?["enum"] as? [String], ["textWidthStripe", "fullWidthStripe", "box", "arrow"])
        XCTAssertEqual(Set(properties.keys), Set(ControlConfig.spec.keyNames))
    }

    /// docs/config-keys.md is exactly what `segment-render help config --markdown` prints.
    func testTheKeyReferenceIsTheGeneratedOne() throws {
        let reference = try String(contentsOf: Repository.root.appendingPathComponent("docs/config-keys.md"), encoding: .utf8)
        XCTAssertEqual(
            reference, ConfigReference.markdown,
            "docs/config-keys.md differs from the declarations; run `swift run segment-render help config --markdown > docs/config-keys.md`")
        XCTAssertTrue(reference.contains("| `bsc` | `cornerRadius`, `thumbInset`, `thumbShadow` |"), "the keys of one style")
    }
}
