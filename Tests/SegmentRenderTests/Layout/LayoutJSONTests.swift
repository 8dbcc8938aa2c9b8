import Foundation
import XCTest

@testable import SegmentRender

/// `layout` writes its JSON itself, and the text must stay exactly what Foundation's
/// JSONSerialization wrote (with .prettyPrinted and .sortedKeys) when `layout` went through it,
/// or every layout golden users recorded would fail. Foundation is the oracle here.
final class LayoutJSONTests: XCTestCase {
    /// What JSONSerialization writes for the same tree.
    private func foundation(_ value: JSONValue) throws -> String {
        func any(_ value: JSONValue) -> Any {
            switch value {
            case .null: NSNull()
            case .bool(let b): b
            case .number(let n): n
            case .string(let s): s
            case .array(let items): items.map(any)
            case .object(let pairs): Dictionary(pairs.map { ($0.0, any($0.1)) }, uniquingKeysWith: { a, _ in a })
            }
        }
        let data = try JSONSerialization.data(withJSONObject: any(value), options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    func testEveryPresetAndStateWritesWhatFoundationWrote() throws {
        var compared = 0
        for preset in Presets.all {
            for overrides in [ConfigOverrides(), ConfigOverrides(direction: .forceRightToLeft)] {
                let control = try Presets.load(preset.name, overrides: overrides)
                let n = control.config.segmentCount
                var layouts = ([Selection.none] + (0..<n).map(Selection.index)).map { control.layout(selection: $0) }
                // Mid-way between segments, where coordinates are least round.
                if n > 1 { layouts.append(control.progressState(Double(n - 1) / 2 + 0.37).layout) }
                for layout in layouts {
                    XCTAssertEqual(layout.jsonString(), try foundation(layout.jsonValue), "\(preset.name) \(overrides)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }

    func testAwkwardNumbersAndStringsMatchFoundation() throws {
        let numbers: [Double] = [
            0, -0.0, 1, -2.5, 0.1, 1.0 / 3, 0.1 + 0.2, 1e-05, 1.5e-7, Double.leastNonzeroMagnitude, 1e15, 1e16, 1e21,
            123_456_789_012_345_680, 18.15340909090909, -1e-300, 2.0.squareRoot(),
        ]
        let strings = [
            "", "a/b", "\"quoted\"", "back\\slash", "line\nbreak\r\ttab", "\u{8}\u{c}", "\u{0}\u{1}\u{1f}\u{7f}",
            "全部动态", "😀 é", "\u{2028}\u{2029}", "<>&'",
        ]
        let value = JSONValue.object([
            ("numbers", .array(numbers.map(JSONValue.number))),
            ("strings", .array(strings.map(JSONValue.string))),
            ("empty", .array([])), ("emptyObject", .object([])), ("nested", .array([.array([]), .object([("k", .null)])])),
            ("Zebra", .bool(true)), ("apple", .bool(false)), ("buttons", .null), ("buttonIcons", .null), ("a", .null), ("aa", .null),
        ])
        XCTAssertEqual(value.foundationStyle(), try foundation(value))
        XCTAssertTrue(value.foundationStyle()!.contains(#""Zebra" : true"#))
    }

    func testANumberJSONCannotHoldIsAnErrorObject() {
        XCTAssertNil(JSONValue.array([.number(.nan)]).foundationStyle())
        XCTAssertNil(JSONValue.object([("x", .number(-.infinity))]).foundationStyle())
    }

    /// Geometry prints to the millionth of a point: a 375-wide JX bar whose spacing spreads the
    /// spare room sums to 375.00000000000006 in floating point and prints 375.
    func testGeometryPrintsWithoutFloatingPointNoise() throws {
        let config = try ConfigLoader.decode(json: Data(#"{"width": 375, "height": 40, "layout": "jx", "sectionTitles": ["a", "b", "c"]}"#.utf8), name: "t")
        let layout = ControlLayout(
            config: config, selection: 0,
            segments: [31.3, 47.1, 22.9].map {
                SegmentContent(title: TitleMeasure(width: $0, height: 20, advance: $0, ascent: 15), imageSize: nil)
            })
        XCTAssertEqual(layout.contentWidth, 375.00000000000006, "the arithmetic's own result")
        let json = layout.jsonString()
        XCTAssertTrue(json.contains(#""contentWidth" : 375,"#), json)
        XCTAssertFalse(json.contains("0000000"), json)
        // (375 − 101.3) / 4 = 68.425: the first item starts there, exactly as printed.
        XCTAssertTrue(json.contains(#""x" : 68.425,"#), json)
        XCTAssertEqual(ControlLayout.printed(-1e-9), 0, "no negative zero")
        XCTAssertEqual(ControlLayout.printed(1.0 / 3.0), 0.333333)
    }
}
