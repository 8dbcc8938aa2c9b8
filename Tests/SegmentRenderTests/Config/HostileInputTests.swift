import Foundation
import Raster
import XCTest

@testable import SegmentRender

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

    /// A frame's shadows and gradients paint at most 2²⁷ pixels, each its shape's box within the
    /// image, a shadow's grown by its blur and offset: eight pills with shadows or gradients as
    /// large as a 4,096-pixel square image are within; one more is refused in one line; small ones
    /// never come near it.
    func testShadowsAndGradientsAreBudgeted() throws {
        func pills(_ n: Int, height: Int = 4096, scale: Int = 1, side: Int = 4096, paint: String = #""shadow": {"radius": 50}"#, more: String = "") -> String {
            let pill = #"{"kind": "background", "widthMode": "fixed", "width": \#(side), "height": \#(height), \#(paint)}"#
            let list = (Array(repeating: pill, count: n) + (more.isEmpty ? [] : [more])).joined(separator: ", ")
            return #"{"width": \#(side), "height": \#(side), "scale": \#(scale), "sectionTitles": ["A"], "indicators": [\#(list)]}"#
        }
        XCTAssertNoThrow(try decode(pills(8)), "8 × 4,096² = 2²⁷")
        assertRefused(
            pills(9), "",
            "its 9 shadows and 0 gradients would paint up to 150994944 pixels a frame (each its shape's box within the image, a shadow's grown by its blur), over the budget of 134217728: fewer shadows or gradients, or smaller shapes under them"
        )
        let gradient = ##""gradient": {"colors": ["#FF0000", "#0000FF"]}"##
        XCTAssertNoThrow(try decode(pills(8, paint: gradient)))
        assertRefused(pills(9, paint: gradient), "", "its 0 shadows and 9 gradients would paint up to 150994944 pixels a frame")
        // A gradient's box is its shape's plus a pixel of anti-aliasing, within the image: a pill
        // of fixed width 100 (and a background's 20 more) and height 100 paints 122 × 102.
        let one = try decode(pills(1, height: 100, side: 100, paint: gradient))
        XCTAssertEqual(one.framePaint(atScale: 1, canvas: (4096, 4096)).pixels, 122 * 102)
        XCTAssertEqual(one.framePaint(atScale: 1, canvas: (100, 100)).pixels, 100 * 100)
        // Shadows and gradients share the budget; the selected title's gradient counts the image.
        let shadowed = #"{"kind": "background", "widthMode": "fixed", "width": 4096, "height": 4096, "shadow": {"radius": 50}, "#  + gradient + "}"
        assertRefused(pills(7, more: shadowed), "", "its 8 shadows and 1 gradient would paint up to 150994944 pixels")
        let titled = pills(8).replacingOccurrences(of: #""sectionTitles""#, with: ##""titleGradient": {"colors": ["#FF0000", "#0000FF"]}, "sectionTitles""##)
        assertRefused(titled, "", "its 8 shadows and 1 gradient would paint up to 150994944 pixels")
        // 32 pills 26 pt tall with 3-pt shadows: each 4,096 × (26 + 2 × (7 + 2 + 2)) = 196,608 pixels.
        let small = #"{"kind": "background", "shadow": {}}"#
        let config = try decode(
            #"{"width": 4096, "height": 4096, "scale": 1, "sectionTitles": ["A"], "indicators": [\#(Array(repeating: small, count: 32).joined(separator: ", "))]}"#)
        XCTAssertEqual(Framebuffer.blurReach(sigma: 3), 7)
        XCTAssertEqual(config.framePaint(atScale: 1, canvas: (4096, 4096)).pixels, 32 * 196_608)
        XCTAssertNil(config.paintBudgetProblem(atScale: 1, canvas: (4096, 4096)))
        XCTAssertNotNil(config.paintBudgetProblem(atScale: 1, canvas: (4096 * 700, 4096)), "the same pills on a canvas 700 times as wide: 32 × 48 × 2,867,200")
        // At 3x a config within the budget at 1x can be over it (9 × 4,095²): the scale's check says so.
        let third = try decode(pills(9, height: 1365, side: 1365))
        XCTAssertNil(third.pixelBudgetProblem(atScale: 1))
        XCTAssertEqual(
            third.pixelBudgetProblem(atScale: 3)?.hasPrefix("its 9 shadows and 0 gradients would paint up to 150921225 pixels"), true, "\(third.pixelBudgetProblem(atScale: 3) ?? "")")
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
        let control = try ConfigLoader.load(
            json: Data(#"{"width": 100, "height": 40, "sectionTitles": ["a", "b"], "enlargeEdgeInset": {"right": 1000000}}"#.utf8),
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
