import Foundation
import XCTest

@testable import SegmentRender

/// The audit's rules on configs built for each, with the numbers worked out by hand.
final class AuditTests: XCTestCase {
    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "a.json", baseDirectory: "/")
    }

    /// HMSegmentedControl on white, every title in one grey, no stripe near the titles.
    func greys(_ color: String, size: Double = 15, weight: String = "regular", extra: String = "") -> String {
        ##"{"width": 300, "height": 44, "scale": 2, "sectionTitles": ["Week", "Month", "Year"], "backgroundColor": "#FFFFFF", "selectionIndicatorHeight": 2, "titleTextAttributes": {"fontSize": \##(size), "color": "\##(color)", "fontWeight": "\##(weight)"}, "selectedTitleTextAttributes": {"color": "\##(color)"}\##(extra)}"##
    }

    /// WCAG's formula by hand: #767676 has luminance ((118/255 + 0.055)/1.055)^2.4 = 0.18116, so
    /// 1.05 / 0.23116 = 4.5423 against white; #777777 (119) gives 0.18448 and 4.4781.
    func testTheWCAGFormulaAtTheThreshold() {
        let white = RGBA8(r: 255, g: 255, b: 255)
        XCTAssertEqual(Contrast.ratio(RGBA8(r: 0x76, g: 0x76, b: 0x76), white), 4.5423, accuracy: 0.0001)
        XCTAssertEqual(Contrast.ratio(RGBA8(r: 0x77, g: 0x77, b: 0x77), white), 4.4781, accuracy: 0.0001)
        XCTAssertEqual(Contrast.ratio(RGBA8(r: 0, g: 0, b: 0), white), 21, accuracy: 1e-12)
        XCTAssertEqual(Contrast.ratio(RGBA8(r: 255, g: 0, b: 0), white), 1.05 / 0.2626, accuracy: 1e-9)
        XCTAssertEqual(Control.twoDecimals(4.4781), "4.48")
        XCTAssertEqual(Control.twoDecimals(4.5423), "4.54")
    }

    /// A title's ratio is one rank of its pixels' ratios, found by selection instead of a sort:
    /// the value `sorted()[k]` has, for lists with many ties, for sorted and reversed ones, and for
    /// ones whose partitions shrink slowly enough to reach the sorting fallback.
    func testARankIsTheValueTheSortedListHasThere() {
        var random = SplitMix64(seed: 46)
        var lists: [[Double]] = [[7], [2, 1], [3, 3, 3, 3]]
        for n in [5, 20, 101, 1000, 4099] {
            lists.append((0..<n).map { _ in Double(Int.random(in: 0..<8, using: &random)) })  // ties
            lists.append((0..<n).map { _ in Double.random(in: 1...21, using: &random) })
            lists.append((0..<n).map(Double.init))
            lists.append((0..<n).reversed().map(Double.init))
            // Organ pipe: small at both ends, so a middle pivot cuts off little each time.
            lists.append((0..<n).map { Double(min($0, n - 1 - $0)) })
        }
        for list in lists {
            let sorted = list.sorted()
            for k in Set([0, (list.count - 1) / 20, list.count / 2, list.count - 1]) {
                var copy = list
                XCTAssertEqual(Contrast.ranked(&copy, k), sorted[k], "rank \(k) of \(list.count)")
                XCTAssertEqual(copy.sorted(), sorted)
            }
        }
    }

    /// The ratio is measured on the rendered glyphs: a title in #767676 passes at exactly the
    /// colour's ratio, one in #777777 fails at 4.48 in every state.
    func testATitleAtTheThresholdPassesAndOneBelowFails() throws {
        let passing = try control(greys("#767676"))
        XCTAssertEqual(try XCTUnwrap(passing.titleContrast(passing.restState(1), segment: 0)), 4.5423, accuracy: 0.0001)
        XCTAssertEqual(passing.audit(rules: [.textContrast]), [])
        let failing = try control(greys("#777777")).audit(rules: [.textContrast])
        XCTAssertEqual(failing.count, 3 * 4 + 3 * 6, "three titles in four states, and in three samples of each of two selection changes")
        XCTAssertEqual(Set(failing.compactMap(\.ratio).map(Control.twoDecimals)), ["4.48"])
        XCTAssertEqual(
            failing.first?.message,
            #"segment 0 title "Week" (15 pt) is 4.48:1 against what is behind it with nothing selected; needs 4.5:1"#)
    }

    /// Large text needs 3:1: #8A8A8A (3.45:1) fails at 15 pt, passes at 24 pt and at 19 pt bold.
    func testLargeTextNeedsThreeToOne() throws {
        XCTAssertFalse(try control(greys("#8A8A8A")).audit(rules: [.textContrast]).isEmpty)
        XCTAssertEqual(try control(greys("#8A8A8A", size: 24)).audit(rules: [.textContrast]), [])
        XCTAssertEqual(try control(greys("#8A8A8A", size: 19, weight: "bold")).audit(rules: [.textContrast]), [])
        XCTAssertFalse(try control(greys("#8A8A8A", size: 18)).audit(rules: [.textContrast]).isEmpty, "18 pt regular is not large")
    }

    /// A title over a gradient pill is measured against the pixels under its glyphs: black on a
    /// white-to-black pill is not 21:1 (the pill's first colour) but far below 3:1 where the pill is dark.
    func testATitleOverAGradientIsMeasuredAgainstThePixelsUnderIt() throws {
        let jx =
            ##"{"width": 300, "height": 50, "scale": 2, "layout": "jx", "sectionTitles": ["Gradient", "B"], "titleTextAttributes": {"fontSize": 15, "color": "#000000"}, "selectedTitleTextAttributes": {"color": "#000000"}, "indicators": [{"kind": "background", "widthMode": "title", "gradient": {"colors": ["#FFFFFF", "#000000"]}}]}"##
        let control = try control(jx)
        let ratio = try XCTUnwrap(control.titleContrast(control.restState(0), segment: 0))
        XCTAssertLessThan(ratio, 3, "the darker half of the pill is under a tenth of the glyphs at least")
        XCTAssertEqual(try XCTUnwrap(control.titleContrast(control.restState(1), segment: 0)), 21, accuracy: 0.001, "on the white page alone")
    }

    /// Disabled segments are exempt from contrast, as WCAG exempts inactive controls, and from target size.
    func testDisabledSegmentsAreExempt() throws {
        let findings = try control(greys("#777777", extra: #", "disabledSegments": [1]"#)).audit()
        XCTAssertFalse(findings.contains { $0.segment == 1 }, "\(findings)")
        XCTAssertTrue(findings.contains { $0.segment == 0 && $0.rule == .textContrast })
    }

    /// Hit areas: HMSegmentedControl makes one-letter segments 22 pt wide (the title and 5 pt each
    /// side), so 20 pt tall ones fail WCAG's 24 × 24. enlargeEdgeInset grows every hit area across
    /// the bar (30 × 20 becomes 30 × 28, short only of the HIG's 44) but not along it: hit-testing
    /// gives a tap left of the first segment or right of the last to none. 100 × 32
    /// (UISegmentedControl's height) is only short of the HIG's 44.
    func testTargetSizes() throws {
        let small = try control(#"{"width": 60, "height": 20, "sectionTitles": ["a", "b", "c"]}"#).audit(rules: [.targetSize])
        XCTAssertEqual(small.map(\.severity), [.error, .error, .error])
        XCTAssertEqual(small.first?.message, "segment 0's hit area is 22 × 20 pt; WCAG 2.5.8 needs at least 24 × 24")
        let fixed = #"{"width": 90, "height": 20, "segmentWidthStyle": "fixed", "sectionTitles": ["a", "b", "c"]"#
        XCTAssertEqual(try control(fixed + "}").audit(rules: [.targetSize]).map(\.severity), [.error, .error, .error])
        let grown = try control(fixed + #", "enlargeEdgeInset": {"top": 4, "left": 10, "bottom": 4, "right": 10}}"#).audit(rules: [.targetSize])
        XCTAssertEqual(grown.map(\.severity), [.warning, .warning, .warning], "30 × 28 each; the left and right insets reach no segment")
        XCTAssertEqual(grown[0].message, "segment 0's hit area is 30 × 28 pt; Apple's HIG asks for 44 × 44")
        let uikit = try Presets.load("uikit13").audit(rules: [.targetSize])
        XCTAssertEqual(uikit.map(\.severity), [.warning, .warning, .warning])
        XCTAssertTrue(uikit[0].message.hasSuffix("Apple's HIG asks for 44 × 44"), uikit[0].message)
    }

    func testTitlesUnderElevenPointsAreFlagged() throws {
        let findings = try control(greys("#000000", size: 10)).audit(rules: [.textSize])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings.first?.message, "segment 0's title is 10 pt; Apple's HIG asks for at least 11 pt")
        XCTAssertEqual(try control(greys("#000000", size: 11)).audit(rules: [.textSize]), [])
    }

    /// A badge moved onto a title hides its glyphs: an overlap finding naming the badge, in every
    /// state; at its own place (the title's corner) it hides none.
    func testABadgeOverATitleIsAnOverlap() throws {
        let jx = #"{"width": 300, "height": 50, "layout": "jx", "sectionTitles": ["Weekly", "Month"], "badges": [{"text": "NEW"}]"#
        let moved = try control(jx + #", "badgeOffset": {"x": -25, "y": 12}}"#).audit(rules: [.overlap])
        XCTAssertEqual(
            moved.map(\.state),
            [.rest(nil), .rest(0), .rest(1)] + [0.25, 0.5, 0.75].map { .transition(from: 0, to: 1, progress: $0) },
            "at rest in every state and on the way from one to the other")
        XCTAssertTrue(moved.allSatisfy { $0.message.hasPrefix("badge on segment 0 hides ") && $0.segment == 0 }, "\(moved)")
        let movedControl = try control(jx + #", "badgeOffset": {"x": -25, "y": 12}}"#), placed = try control(jx + "}")
        let hidden = try XCTUnwrap(movedControl.measureTitles(movedControl.restState(nil))[0])
        XCTAssertGreaterThan(hidden.covered, 0.3)
        XCTAssertEqual(hidden.coveredBy, "badge on segment 0")
        // At the title's top-right corner the pill touches a few glyph pixels at most.
        XCTAssertLessThan(try XCTUnwrap(placed.measureTitles(placed.restState(nil))[0]).covered, 0.02)
        XCTAssertEqual(placed.audit(rules: [.overlap]), [])
    }

    /// White selected titles on a dark pill pass at rest, but a title that turns white before the
    /// pill has slid under it is white on white part of the way: findings at those samples only.
    func testATitleThatPassesAtRestCanFailOnTheWay() throws {
        let jx =
            ##"{"width": 300, "height": 50, "layout": "jx", "sectionTitles": ["Week", "Month", "Year"], "titleTextAttributes": {"fontSize": 15, "color": "#000000"}, "selectedTitleTextAttributes": {"color": "#FFFFFF"}, "indicators": [{"kind": "background", "color": "#333333", "widthMode": "title"}]}"##
        let findings = try control(jx).audit(rules: [.textContrast])
        XCTAssertFalse(findings.contains { if case .rest = $0.state { return true } else { return false } }, "every rest state passes")
        XCTAssertTrue(findings.contains { $0.state == .transition(from: 0, to: 1, progress: 0.5) && $0.segment == 1 && $0.ratio! < 1.5 }, "\(findings)")
        XCTAssertEqual(
            findings.first { $0.segment == 1 && $0.state == .transition(from: 0, to: 1, progress: 0.5) }?.message,
            #"segment 1 title "Month" (15 pt) is 1.00:1 against what is behind it 50% of the way from segment 0 to 1; needs 4.5:1"#)
    }
}
