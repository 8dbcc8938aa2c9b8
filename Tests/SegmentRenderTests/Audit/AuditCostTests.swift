import Foundation
import XCTest

@testable import SegmentRender

/// An audit's frames are counted before any is drawn, and an audit past either bound is refused
/// in one line: segments looked at across the frames, and titles the scroll moves in them.
final class AuditCostTests: XCTestCase {
    func bar(_ n: Int, width: Double, titles: (Int) -> String = { "T\($0)" }) throws -> Control {
        let list = (0..<n).map { "\"\(titles($0))\"" }.joined(separator: ", ")
        return try ConfigLoader.load(
            json: Data(##"{"width": \##(width), "height": 44, "scale": 1, "segmentWidthStyle": "dynamic", "sectionTitles": [\##(list)]}"##.utf8),
            name: "bar.json", baseDirectory: "/")
    }

    func testFramesAndMovedTitlesAreCountedFromTheLayout() throws {
        // 1 state with nothing selected, 40 rest states, 3 frames between each of the 39 neighbours.
        let fits = try bar(40, width: 4_000)
        XCTAssertEqual(fits.auditFrameCost().frames, 1 + 40 + 3 * 39)
        XCTAssertEqual(fits.auditFrameCost().movedTitles, 0, "the content fits: nothing moves")
        XCTAssertEqual(fits.auditFrameCost().characters, 0)
        XCTAssertEqual(fits.auditFrameCost(AuditPolicy(rules: [.clipping])).frames, 41, "rest states only")
        XCTAssertEqual(fits.auditFrameCost(AuditPolicy(rules: [.targetSize, .truncation, .textSize])).frames, 0, "no rule looks at frames")
        // "T0"…"T39" need 35–43 pt each: on a 1,000-pt bar 25 or so show, and the content scrolls.
        let scrolls = try bar(40, width: 1_000)
        let layout = scrolls.layout(selection: .none)
        let shown = layout.segments.filter { $0.frame.maxX - layout.scrollOffset > 0 && $0.frame.minX - layout.scrollOffset < 1_000 }.count
        XCTAssertGreaterThan(layout.contentWidth, 1_000)
        XCTAssertEqual(scrolls.auditFrameCost().movedTitles, shown)
        // "T0"…"T9" are 2 characters, "T10"… 3.
        let shownCharacters = layout.segments.filter { $0.frame.maxX - layout.scrollOffset > 0 && $0.frame.minX - layout.scrollOffset < 1_000 }.map { $0.index < 10 ? 2 : 3 }
        XCTAssertEqual(scrolls.auditFrameCost().characters, shownCharacters.reduce(0, +))
        XCTAssertTrue((20...30).contains(shown), "\(shown)")
        XCTAssertEqual(scrolls.auditFrameCost(AuditPolicy(rules: [.nonTextContrast])).movedTitles, 0, "the selection rule measures no title")
        XCTAssertNoThrow(try scrolls.checkAuditCost())
    }

    /// The non-text contrast rule draws each indicator's box three times a state with whatever
    /// else reaches it: eight full-canvas shadowed pills on a 1,024-pixel square, two states, are
    /// within (5 s); nine are refused before anything is drawn (an audit of eight such pills on a
    /// 4,096-pixel square took 57 s).
    func testIndicatorPaintIsCountedFromTheLayout() throws {
        func pills(_ count: Int) throws -> Control {
            let pill = #"{"kind": "background", "widthMode": "fixed", "width": 1024, "height": 1024, "shadow": {"radius": 50}}"#
            return try ConfigLoader.load(
                json: Data(#"{"width": 1024, "height": 1024, "scale": 1, "sectionTitles": ["A", "B"], "indicators": [\#(Array(repeating: pill, count: count).joined(separator: ", "))]}"#.utf8),
                name: "pills.json", baseDirectory: "/")
        }
        // Each pill's box is the image: 1,048,576 pixels of shadow a pill, and the largest box.
        let eight = try pills(8).auditIndicatorPaint()
        XCTAssertEqual(eight.states, 2)
        XCTAssertEqual(eight.decorations, 8)
        let box = 1_048_576.0
        XCTAssertEqual(eight.units, 48 * (8 * box + 0.8 * box), accuracy: 1e-3, "2 states × 3 × 8 pills × (8 shadows + 0.1 × 8 pills' fills)")
        XCTAssertNoThrow(try pills(8).checkAuditCost())
        XCTAssertThrowsError(try pills(9).checkAuditCost()) { error in
            XCTAssertEqual(
                "\(error)",
                "its audit would paint about 560,568,730 units judging 9 indicators' contrast in each of 2 states (a unit about a pixel of a gradient); at most 536,870,912: "
                    + "fewer or smaller indicators, shadows or gradients, a smaller image, or leave out non-text-contrast (--rules)")
        }
        XCTAssertNoThrow(try pills(9).checkAuditCost(AuditPolicy(rules: [.textContrast, .clipping])), "the rule left out paints nothing")
        XCTAssertEqual(try pills(9).auditIndicatorPaint(AuditPolicy(rules: [.textContrast])).units, 0)
        // A phone-wide bar's stripe: two decorations at most, far under.
        XCTAssertLessThan(try bar(40, width: 4_000).auditIndicatorPaint().units, 1e7)
    }

    /// A backdrop filter reads the canvas, so each frame of its audit is drawn whole: a quarter
    /// unit a pixel a frame. tabman-blur as it is: far under; on a 4,096-pixel square with 60
    /// titles (238 frames; 12 s before) refused in one line.
    func testFramesDrawnWholeUnderABackdropFilterAreCounted() throws {
        let preset = try XCTUnwrap(Presets.named("tabman-blur")).json
        let small = try Presets.load("tabman-blur")
        XCTAssertLessThan(small.auditIndicatorPaint().units, 5e7)
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(preset.utf8)) as? [String: Any])
        object["width"] = 4096
        object["height"] = 4096
        object["scale"] = 1
        object["sectionTitles"] = (0..<60).map { "T\($0)" }
        let big = try ConfigLoader.load(json: try JSONSerialization.data(withJSONObject: object), name: "blur.json", baseDirectory: "/")
        let paint = big.auditIndicatorPaint()
        XCTAssertEqual(paint.wholeFrames, 1 + 60 + 3 * 59)
        XCTAssertGreaterThanOrEqual(paint.units, 238 * 0.25 * 16_777_216)
        XCTAssertThrowsError(try big.checkAuditCost()) { error in
            XCTAssertTrue("\(error)".contains("and drawing 238 frames whole under its backdrop filter (a unit about a pixel of a gradient); at most 536,870,912"), "\(error)")
        }
        XCTAssertEqual(big.auditIndicatorPaint(AuditPolicy(rules: [.targetSize])).units, 0, "no rule draws a frame")
    }

    func testAnAuditPastEitherBoundIsOneLine() throws {
        // 2,300 segments on a phone-wide bar: 2,300 × (1 + 2,300 + 3 × 2,299) = 2,300 × 9,198.
        let long = try bar(2_300, width: 375)
        XCTAssertThrowsError(try long.checkAuditCost()) { error in
            XCTAssertEqual(
                "\(error)",
                "its audit would look at 2,300 segments in each of 9,198 frames (21,155,400); at most 20,000,000: audit fewer segments, or leave out the rules that look at frames (--rules truncation,target-size,text-size)"
            )
        }
        XCTAssertNoThrow(try long.checkAuditCost(AuditPolicy(rules: [.targetSize, .truncation, .textSize])))
        XCTAssertNoThrow(try bar(2_000, width: 375).checkAuditCost(), "2,000 × 7,998 is within")
        // 1,200 titles on a canvas a little narrower than they are: most show, and move.
        let wide = try bar(1_200, width: 48_000)
        let (frames, moved, characters) = wide.auditFrameCost()
        XCTAssertEqual(frames, 4_798)
        let measurements = (moved + characters / 12) * frames
        XCTAssertGreaterThan(measurements, Control.maxMovedTitleMeasurements)
        XCTAssertThrowsError(try wide.checkAuditCost()) { error in
            XCTAssertEqual(
                "\(error)",
                "its audit would measure \(Control.grouped(moved)) titles (\(Control.grouped(characters)) characters) moved by the scroll in each of 4,798 frames (\(Control.grouped(measurements)), a title counting 1 and a twelfth a character); at most 3,300,000: audit fewer segments or a narrower control, or leave out text-contrast, overlap and clipping (--rules)"
            )
        }
        XCTAssertNoThrow(try wide.checkAuditCost(AuditPolicy(rules: [.nonTextContrast])), "the selection rule moves no title")
        // 120 titles of 1,000 characters at 4 pt, a little wider than the bar: few titles, but
        // each counts as 84.
        let titles = (0..<120).map { "\"W\($0)\(String(repeating: "i", count: 996))\"" }.joined(separator: ", ")
        let lengthy = try ConfigLoader.load(
            json: Data(
                ##"{"width": 110000, "height": 44, "scale": 1, "segmentWidthStyle": "dynamic", "titleTextAttributes": {"fontSize": 4}, "sectionTitles": [\##(titles)]}"##.utf8),
            name: "bar.json", baseDirectory: "/")
        let cost = lengthy.auditFrameCost()
        XCTAssertEqual(cost.frames, 1 + 120 + 3 * 119)
        XCTAssertGreaterThan(cost.movedTitles, 100)
        let wideLayout = lengthy.layout(selection: .none)
        let shownTitles = wideLayout.segments.filter { $0.frame.maxX - wideLayout.scrollOffset > 0 && $0.frame.minX - wideLayout.scrollOffset < 110_000 }
        XCTAssertEqual(cost.movedTitles, shownTitles.count)
        XCTAssertEqual(cost.characters, shownTitles.map { 997 + String($0.index).count }.reduce(0, +), "\"W\", the index, 996 \"i\"")
        XCTAssertThrowsError(try lengthy.checkAuditCost())
        XCTAssertEqual(Control.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(Control.grouped(999), "999")
        XCTAssertEqual(Control.grouped(1_000), "1,000")
    }
}
