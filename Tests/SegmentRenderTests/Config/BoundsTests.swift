import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Every bounded number key of the top level, at each bound (accepted) and a step past it (refused
/// with the key path), read from the schema the declarations generate.
final class BoundsTests: XCTestCase {
    func testEveryTopLevelNumberAtAndPastItsBounds() throws {
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ConfigSchema.document.rendered().utf8)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: [String: Any]])
        var checked = 0
        for (key, property) in properties.sorted(by: { $0.key < $1.key }) where !["width", "height"].contains(key) {
            // A plain number, or a number-or-null.
            let number =
                (property["type"] as? String) == "number"
                ? property
                : ((property["oneOf"] as? [[String: Any]])?.first { ($0["type"] as? String) == "number" })
            guard let number else { continue }
            // A key of one style, orientation or layout is checked with that setting (its scope's
            // schema names it), as anywhere else it is refused.
            var setting = ["orientation": "horizontal", "layout": "hm"]
            if let scope = ControlConfig.spec.keys.first(where: { $0.name == key })?.scope, case let .object(rules) = scope.schema,
                case let .object(properties)? = rules.first(where: { $0.0 == "properties" })?.1
            {
                for case let (name, .object(body)) in properties { if case let .string(value)? = body.first(where: { $0.0 == "const" })?.1 { setting[name] = value } }
            }
            let base = #"{"width": 100, "height": 40, "scale": 1, "# + setting.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\", " }.joined()
            func decode(_ value: Double) throws -> ControlConfig {
                try ConfigLoader.decode(json: Data((base + "\"\(key)\": \(value)}").utf8), name: "b.json")
            }
            // drag's maximum is the width and bsc's thumbInset under half the shorter side (beyond
            // the schema: DragTests and BSC's tests check them).
            if let max = number["maximum"] as? Double, key != "drag", key != "thumbInset" {
                XCTAssertNoThrow(try decode(max), "\(key) at its maximum \(max)")
                XCTAssertThrowsError(try decode(max + Swift.max(1, abs(max)) * 1e-6), key) { XCTAssertEqual(($0 as? ConfigError)?.keyPath, key) }
                checked += 1
            }
            if let min = number["minimum"] as? Double {
                XCTAssertNoThrow(try decode(min), "\(key) at its minimum \(min)")
                XCTAssertThrowsError(try decode(min - Swift.max(1, abs(min)) * 1e-6), key) { XCTAssertEqual(($0 as? ConfigError)?.keyPath, key) }
                checked += 1
            }
            if let low = number["exclusiveMinimum"] as? Double {
                XCTAssertThrowsError(try decode(low), key) { XCTAssertEqual(($0 as? ConfigError)?.keyPath, key) }
                XCTAssertNoThrow(try decode(low + 1e-3), "\(key) just above \(low)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// Quoted input is cut, and did-you-mean does bounded work, whatever the length.
    func testHugeNamesGiveShortMessages() throws {
        let key = String(repeating: "x", count: 4_190_000)
        XCTAssertThrowsError(try ConfigLoader.decode(json: Data(#"{"width": 100, "height": 40, "\#(key)": 1}"#.utf8), name: "c.json")) { error in
            XCTAssertLessThan("\(error)".utf8.count, 400)
            XCTAssertTrue("\(error)".contains("… (4190000 bytes)"), "\(error)")
        }
        XCTAssertNil(closest(to: String(repeating: "colr", count: 250_000), in: ["color", "colors"]))
        XCTAssertEqual(closest(to: "colr", in: ["color", "scale", String(repeating: "c", count: 10_000)]), "color")
        XCTAssertThrowsError(
            try ConfigLoader.load(
                json: Data(#"{"width": 100, "height": 40, "sectionTitles": ["a"], "titleTextAttributes": {"font": "\#(String(repeating: "F", count: 4000))"}}"#.utf8),
                name: "c.json", baseDirectory: "/")
        ) { error in
            XCTAssertLessThan("\(error)".utf8.count, 300, "\(error)")
        }
    }

    /// Every string key has a bound, the dock's avatar title among them.
    func testStringKeysAreBounded() throws {
        let long = String(repeating: "a", count: 1_001)
        for json in [
            #"{"width": 100, "height": 400, "orientation": "vertical", "sectionTitles": ["a"], "dock": {"avatarTitle": "\#(long)"}}"#,
            #"{"width": 100, "height": 40, "sectionTitles": ["\#(long)"]}"#,
            #"{"width": 100, "height": 40, "badgeNumberFormat": "\#(String(repeating: "9", count: 21))"}"#,
        ] {
            XCTAssertThrowsError(try ConfigLoader.decode(json: Data(json.utf8), name: "c.json")) { error in
                XCTAssertTrue("\(error)".contains("expected a string of"), "\(error)")
            }
        }
    }
}
