import Foundation
import Raster
@testable import SegmentRender
import XCTest

/// Numbers that used to trap, hang or allocate without bound: each is now refused at decode with
/// the key path and the range, or saturates and renders. Bounds are tested just below, at and
/// just above.
final class HostileInputTests: XCTestCase {
    func decode(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "h.json") }

    func assertRefused(_ json: String, _ keyPath: String, _ words: String, line: UInt = #line) {
        XCTAssertThrowsError(try decode(json), line: line) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, keyPath, "\(error)", line: line)
            XCTAssertTrue("\(error)".contains(words), "\(error)", line: line)
        }
    }

    func testNumbersThatUsedToTrap() {
        assertRefused(#"{"width": 100, "height": 40, "sectionTitles": ["a"], "selectedSegmentIndex": 1e19}"#, "selectedSegmentIndex", "expected a segment index")
        for key in ["segmentEdgeInset", "selectionIndicatorEdgeInsets", "enlargeEdgeInset"] {
            assertRefused(#"{"width": 100, "height": 40, "\#(key)": {"left": 1e19}}"#, "\(key).left", "from -1000000 to 1000000")
        }
        assertRefused(#"{"width": 100, "height": 40, "borderWidth": 1e19}"#, "borderWidth", "from 0 to 1000000")
        assertRefused(#"{"width": 100, "height": 40, "verticalDividerWidth": -1e19}"#, "verticalDividerWidth", "from 0 to 1000000")
        assertRefused(#"{"width": 100, "height": 40, "titleTextAttributes": {"fontSize": 16000}}"#, "titleTextAttributes.fontSize", "at most 500")
        assertRefused(#"{"width": 100, "height": 40, "textImageSpacing": 1e19}"#, "textImageSpacing", "from -1000000 to 1000000")
        assertRefused(#"{"width": 100, "height": 40, "selectionIndicatorHeight": 1e300}"#, "selectionIndicatorHeight", "from 0 to 10000")
        assertRefused(#"{"width": 100, "height": 40, "orientation": "vertical", "itemHeight": 1e300}"#, "itemHeight", "at most 1000000")
        assertRefused(#"{"width": 100, "height": 40, "orientation": "vertical", "dock": {"buttonHeight": 1e308}}"#, "dock.buttonHeight", "at most 1000000")
        assertRefused(#"{"width": 1e300, "height": 1e-300}"#, "width", "at most 1000000")
    }

    func testBudgetsCannotBeBypassed() {
        // Rounded pixel sides count: 1e9 × 1e-9 at 3x would be 3e9 × 1 pixels.
        assertRefused(#"{"width": 999999, "height": 1e-9, "scale": 3}"#, "", "over the limit of 1000000 pixels a side")
        assertRefused(#"{"width": 1e-9, "height": 1e9, "scale": 1}"#, "height", "at most 1000000")
        XCTAssertNoThrow(try decode(#"{"width": 1e-9, "height": 999999, "scale": 1}"#), "1 × 999,999 pixels is within the budget")
        XCTAssertNoThrow(try decode(#"{"width": 1e-9, "height": 1e-9, "scale": 1}"#), "one pixel")
        // Just below, at and just above the picture budget of 16,777,216 pixels.
        XCTAssertNoThrow(try decode(#"{"width": 4096, "height": 4095, "scale": 1}"#))
        XCTAssertNoThrow(try decode(#"{"width": 4096, "height": 4096, "scale": 1}"#))
        assertRefused(#"{"width": 4096, "height": 4096.5, "scale": 1}"#, "", "over the budget of 16777216 pixels")
        // Font sizes: at the limit, just above.
        XCTAssertNoThrow(try decode(#"{"width": 100, "height": 40, "titleTextAttributes": {"fontSize": 500}}"#))
        assertRefused(#"{"width": 100, "height": 40, "titleTextAttributes": {"fontSize": 500.5}}"#, "titleTextAttributes.fontSize", "at most 500")
    }

    func testSegmentCountsTitleLengthsAndFileSize() throws {
        let many = Array(repeating: "\"a\"", count: ControlConfig.maxSegments + 1).joined(separator: ",")
        assertRefused(#"{"width": 100, "height": 40, "sectionTitles": [\#(many)]}"#, "sectionTitles", "at most 10000 entries")
        let long = String(repeating: "x", count: ControlConfig.maxTitleLength + 1)
        assertRefused(#"{"width": 100, "height": 40, "sectionTitles": ["\#(long)"]}"#, "sectionTitles[0]", "at most 1000 characters")
        XCTAssertNoThrow(try decode(#"{"width": 100, "height": 40, "sectionTitles": ["\#(String(repeating: "x", count: ControlConfig.maxTitleLength))"]}"#))
        let huge = Data(count: ControlConfig.maxFileSize + 1)
        XCTAssertThrowsError(try ConfigLoader.decode(json: huge, name: "big.json")) { error in
            XCTAssertTrue("\(error)".contains("over the limit of 4194304"), "\(error)")
        }
    }

    func testSpringsThatUsedToHangAreRefusedOrBounded() throws {
        let start = Date()
        assertRefused(#"{"width": 100, "height": 40, "animationCurve": "spring(0.001, 1000000)"}"#, "animationCurve", "damping ratio must be from 0.01")
        assertRefused(#"{"width": 100, "height": 40, "animationCurve": "spring(0.5, 61)"}"#, "animationCurve", "at most 60 seconds")
        // The slowest spring allowed settles in bounded time.
        let slow = try decode(#"{"width": 100, "height": 40, "animationCurve": "spring(0.01, 60)"}"#)
        XCTAssertNotNil(slow.animationCurve.settlingTime)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testHitTestingFarAwaySaturates() throws {
        let control = try ConfigLoader.load(json: Data(#"{"width": 100, "height": 40, "sectionTitles": ["a", "b"], "enlargeEdgeInset": {"right": 1000000}}"#.utf8),
                                            name: "h", baseDirectory: "/")
        var far = control.layout()
        far.touchInsets = EdgeInsets(left: 1e300, right: 1e300)
        XCTAssertNil(far.segmentIndex(at: Point(x: 1e21, y: 10)))
        XCTAssertNil(far.segmentIndex(at: Point(x: -1e21, y: 10)))
        XCTAssertEqual(Int(saturating: 1e300), Int.saturationLimit)
        XCTAssertEqual(Int(saturating: -.infinity), -Int.saturationLimit)
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: 2.5, .toNearestOrAwayFromZero), 3)
    }
}

/// Every bounded number key of the top level, at each bound (accepted) and a step past it (refused
/// with the key path), read from the schema the declarations generate.
final class BoundsTests: XCTestCase {
    func testEveryTopLevelNumberAtAndPastItsBounds() throws {
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ConfigSchema.document.rendered().utf8)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: [String: Any]])
        var checked = 0
        for (key, property) in properties.sorted(by: { $0.key < $1.key }) where !["width", "height"].contains(key) {
            // A plain number, or a number-or-null.
            let number = (property["type"] as? String) == "number" ? property
                : ((property["oneOf"] as? [[String: Any]])?.first { ($0["type"] as? String) == "number" })
            guard let number else { continue }
            let base = #"{"width": 100, "height": 40, "scale": 1, "orientation": "\#(["itemHeight", "itemIconWidthFraction"].contains(key) ? "vertical" : "horizontal")", "layout": "\#(["itemSpacing", "itemWidth", "itemWidthIncrement", "contentEdgeInsetLeft", "contentEdgeInsetRight", "cellWidthZoomScale"].contains(key) ? "jx" : "hm")", "#
            func decode(_ value: Double) throws -> ControlConfig {
                try ConfigLoader.decode(json: Data((base + "\"\(key)\": \(value)}").utf8), name: "b.json")
            }
            if let max = number["maximum"] as? Double {
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
        XCTAssertThrowsError(try ConfigLoader.load(json: Data(#"{"width": 100, "height": 40, "sectionTitles": ["a"], "titleTextAttributes": {"font": "\#(String(repeating: "F", count: 4000))"}}"#.utf8),
                                                   name: "c.json", baseDirectory: "/")) { error in
            XCTAssertLessThan("\(error)".utf8.count, 300, "\(error)")
        }
    }

    /// Every string key has a bound, the dock's avatar title among them.
    func testStringKeysAreBounded() throws {
        let long = String(repeating: "a", count: 1_001)
        for json in [#"{"width": 100, "height": 400, "orientation": "vertical", "sectionTitles": ["a"], "dock": {"avatarTitle": "\#(long)"}}"#,
                     #"{"width": 100, "height": 40, "sectionTitles": ["\#(long)"]}"#,
                     #"{"width": 100, "height": 40, "badgeNumberFormat": "\#(String(repeating: "9", count: 21))"}"#] {
            XCTAssertThrowsError(try ConfigLoader.decode(json: Data(json.utf8), name: "c.json")) { error in
                XCTAssertTrue("\(error)".contains("expected a string of"), "\(error)")
            }
        }
    }
}
