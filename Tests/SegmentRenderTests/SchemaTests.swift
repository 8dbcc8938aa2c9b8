import Foundation
@testable import SegmentRender
import XCTest

/// The schema and the decoder agree: every key the decoder accepts is in the schema with the
/// default the decoder uses, and no other key is.
final class SchemaTests: XCTestCase {
    func decode(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "t") }

    /// A value each key accepts (its default where it has one).
    func sample(_ spec: KeySpec) -> String {
        switch spec.name {
        case "segmentBackgroundImages": return #"{"middle": {"normal": {"image": "builtin:qq-segment-middle-normal", "leftCapWidth": 10, "topCapHeight": 16}}}"#
        case "dock": return #"{"layout": "portrait"}"#
        case "$schema": return #""https://example.invalid/schema.json""#
        case "width", "height": return "10"
        default: return spec.defaultValue?.rendered() ?? "null"
        }
    }

    func testEverySchemaKeyIsAcceptedByTheDecoder() throws {
        for spec in ConfigSchema.control where !["width", "height"].contains(spec.name) {
            var vertical = ["dock", "itemHeight", "itemIconWidthFraction", "itemContent"].contains(spec.name) ? #", "orientation": "vertical""# : ""
            if spec.name == "selectedSegmentIndex" { vertical = #", "sectionTitles": ["a"]"# }
            XCTAssertNoThrow(try decode(#"{"width": 10, "height": 10\#(vertical), "\#(spec.name)": \#(sample(spec))}"#), spec.name)
        }
        for spec in ConfigSchema.textAttributes {
            let value = spec.name == "fontSize" ? "12" : spec.name == "fontWeight" ? #""bold""# : spec.name == "color" ? ##""#123""## : #""DejaVu Sans""#
            XCTAssertNoThrow(try decode(#"{"width": 10, "height": 10, "titleTextAttributes": {"\#(spec.name)": \#(value)}}"#), spec.name)
        }
        for spec in ConfigSchema.insets {
            XCTAssertNoThrow(try decode(#"{"width": 10, "height": 10, "segmentEdgeInset": {"\#(spec.name)": 3}}"#), spec.name)
        }
        for spec in ConfigSchema.dock {
            XCTAssertNoThrow(try decode(#"{"width": 10, "height": 10, "orientation": "vertical", "dock": {"\#(spec.name)": \#(spec.defaultValue?.rendered() ?? #""builtin:qq-dock-avatar""#)}}"#), spec.name)
        }
    }

    func testKeysOutsideTheSchemaAreRejected() {
        for json in [##"{"width": 10, "height": 10, "selectionIndicatorColour": "#000"}"##,
                     #"{"width": 10, "height": 10, "titleTextAttributes": {"kerning": 1}}"#,
                     #"{"width": 10, "height": 10, "segmentEdgeInset": {"start": 1}}"#,
                     #"{"width": 10, "height": 10, "orientation": "vertical", "dock": {"theme": "dark"}}"#] {
            XCTAssertThrowsError(try decode(json), json)
        }
        XCTAssertEqual(Set(ControlConfig.keys), Set(ConfigSchema.control.map(\.name)).subtracting(["$schema"]))
    }

    func testDefaultsInTheSchemaAreTheDecodersDefaults() throws {
        // The index defaults to 0 — or null when there are no segments, as with no titles here.
        XCTAssertEqual(try decode(#"{"width": 10, "height": 10, "sectionTitles": ["a"]}"#).selectedSegmentIndex, 0)
        for json in [#"{"width": 10, "height": 10}"#, #"{"width": 10, "height": 10, "orientation": "vertical", "dock": {}}"#] {
            guard case let .object(encoded) = try decode(json).json else { return XCTFail("not an object") }
            let specs = Dictionary(uniqueKeysWithValues: ConfigSchema.control.map { ($0.name, $0) })
            for (key, value) in encoded {
                let spec = try XCTUnwrap(specs[key], "the encoder writes '\(key)', which the schema lacks")
                if ["width", "height", "segmentBackgroundImages", "dock", "selectedSegmentIndex", "orientation"].contains(key) { continue }
                XCTAssertEqual(value.rendered(), spec.defaultValue?.rendered(), key)
            }
            if case let .object(dock) = encoded.first(where: { $0.0 == "dock" })?.1 {
                let dockSpecs = Dictionary(uniqueKeysWithValues: ConfigSchema.dock.map { ($0.name, $0) })
                for (key, value) in dock { XCTAssertEqual(value.rendered(), dockSpecs[key]?.defaultValue?.rendered(), "dock.\(key)") }
            }
        }
    }

    func testSchemaEnumsListEveryCase() throws {
        let document = ConfigSchema.document.rendered()
        for name in SelectionStyle.allCases.map(\.rawValue) + ControlStyle.allCases.map(\.rawValue) + ImagePosition.allCases.map(\.rawValue) {
            XCTAssertTrue(document.contains("\"\(name)\""), name)
        }
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        XCTAssertEqual(object["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(object["required"] as? [String], ["width", "height"])
        XCTAssertEqual(object["additionalProperties"] as? Bool, false)
    }
}
