import Foundation
import SegmentRender
import Raster
import SegmentRenderSnapshot
import XCTest

@testable import SegmentRenderTesting

/// A failed image golden says which elements changed and how, in their own terms, counts the
/// differing pixels by element, outlines them, and names the environment when nothing changed.
final class AttributionTests: ScratchTestCase {

    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "tabs.json", baseDirectory: scratch.path)
    }

    /// Records `before` as a golden (with its sidecar), checks `after` against it, and returns the
    /// failure message as `assertGolden` would report it, and the outcome.
    func message(before: String, after: String, selection: Selection = .configured, function: String = #function) throws -> (String, GoldenCheck.Outcome) {
        let name = String(function.prefix { $0 != "(" })
        let goldens = scratch.appendingPathComponent("goldens")
        let golden = goldens.appendingPathComponent(name + ".png")
        let check = GoldenCheck(mode: .all, artifacts: scratch)
        let old = try control(before)
        let oldState = old.restState(selection: selection)
        _ = try check.check(DecodedImage(old.render(oldState)), golden: golden, name: name, subject: .control(old, oldState))
        let new = try control(after)
        let newState = new.restState(selection: selection)
        let outcome = try GoldenCheck(mode: .never, artifacts: scratch).check(
            DecodedImage(new.render(newState)), golden: golden, name: name, subject: .control(new, newState))
        return (GoldenFailure.message(for: outcome, name: name, environment: [:]) ?? "passed", outcome)
    }

    static let hm = #"""
        {"width": 300, "height": 44, "scale": 2, "sectionTitles": ["One", "Two", "Three"], "selectedSegmentIndex": 1,
         "selectionStyle": "fullWidthStripe", "selectionIndicatorHeight": 2, "selectionIndicatorColor": "#FF0000",
         "verticalDividerEnabled": true, "verticalDividerWidth": 1, "verticalDividerColor": "#C8C8C8",
         "titleTextAttributes": {"fontSize": 15, "color": "#000000"}}
        """#

    func testAnIndicatorsHeightIsNamedWithItsRoleAndKind() throws {
        let (text, outcome) = try message(before: Self.hm, after: Self.hm.replacingOccurrences(of: #""selectionIndicatorHeight": 2"#, with: #""selectionIndicatorHeight": 5"#))
        // The stripe is at the top (HMSegmentedControl's default), so only its height changes; titles
        // move down by half the difference plus HM's rounding, and dividers keep clear of the stripe.
        XCTAssertTrue(text.contains("\n  indicator (stripe): height 2 → 5 pt\n"), text)
        XCTAssertTrue(text.contains("\n  divider 0: y 4 → 10 pt, height 36 → 24 pt\n"), text)
        // Every differing pixel is counted, and the stripe's are the stripe's.
        guard case let .failed(match, files) = outcome, let attribution = files.attribution else { return XCTFail("\(outcome)") }
        XCTAssertEqual(attribution.pixels.reduce(0) { $0 + $1.pixels }, match.comparison?.differingPixels)
        XCTAssertEqual(attribution.pixels.first { $0.element == "indicator (stripe)" }?.pixels, 200 * 6, "3 pt more of a 100 pt stripe: 6 rows of 200 pixels at 2x")
        XCTAssertTrue(text.contains("px differ: "), text)
        XCTAssertFalse(attribution.outlines.isEmpty)
    }

    func testATitlesColourIsNamed() throws {
        let (text, _) = try message(before: Self.hm, after: Self.hm.replacingOccurrences(of: ##""color": "#000000""##, with: ##""color": "#0000FF""##))
        XCTAssertTrue(text.contains("segment 0 title: colour #000000 → #0000FF"), text)
        XCTAssertTrue(text.contains("segment 2 title: colour #000000 → #0000FF"), text)
        XCTAssertTrue(text.contains("segment 1 title: colour #000000 → #0000FF"), "the selected title takes the normal colour when it has none: \(text)")
        XCTAssertFalse(text.contains("indicator"), text)
    }

    func testADividersWidthIsNamed() throws {
        let (text, _) = try message(before: Self.hm, after: Self.hm.replacingOccurrences(of: #""verticalDividerWidth": 1"#, with: #""verticalDividerWidth": 3"#))
        XCTAssertTrue(text.contains("divider 0: x 99.5 → 98.5 pt, width 1 → 3 pt"), text)
        XCTAssertTrue(text.contains("divider 1: x 199.5 → 198.5 pt, width 1 → 3 pt"), text)
    }

    func testABadgesTextIsNamed() throws {
        let jx = #"{"width": 300, "height": 50, "layout": "jx", "sectionTitles": ["A", "B", "C", "D"], "badges": [null, null, null, {"number": 9}]}"#
        let (text, outcome) = try message(before: jx, after: jx.replacingOccurrences(of: #"{"number": 9}"#, with: #"{"number": 10}"#))
        XCTAssertTrue(text.contains(#"badge on segment 3: "#), text)
        XCTAssertTrue(text.contains(#"text "9" → "10""#), text)
        guard case let .failed(_, files) = outcome, let attribution = files.attribution else { return XCTFail("\(outcome)") }
        XCTAssertEqual(Set(attribution.pixels.map(\.element)), ["badge on segment 3"], "only the badge's pixels differ")
        XCTAssertTrue(attribution.changes.contains(Attribution.Change(element: "badge on segment 3", field: "text", from: .text("9"), to: .text("10"))))
    }

    func testTheScrollOffsetIsNamedOnceOnTheControl() throws {
        let scrolling =
            #"{"width": 200, "height": 40, "segmentWidthStyle": "dynamic", "sectionTitles": ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"], "contentOffset": 40}"#
        let (text, _) = try message(before: scrolling, after: scrolling.replacingOccurrences(of: #""contentOffset": 40"#, with: #""contentOffset": 60"#))
        XCTAssertTrue(text.contains("control: scroll offset 40 → 60 pt"), text)
        XCTAssertFalse(text.contains("title: x"), "titles keep their content coordinates: \(text)")
    }

    /// The same elements with different pixels: the environment drew them differently.
    func testEqualSidecarsWithDifferentPixelsNameTheEnvironment() throws {
        let golden = scratch.appendingPathComponent("env.png")
        let control = try control(Self.hm)
        let state = control.restState()
        let check = GoldenCheck(mode: .all, artifacts: scratch)
        let image = DecodedImage(control.render(state))
        _ = try check.check(image, golden: golden, name: "env", subject: .control(control, state))
        // Another machine's rasterizer: the same picture, a few pixels off.
        var other = image
        for i in stride(from: 0, to: 400, by: 4) { other.rgba[i] ^= 0x10 }
        let outcome = try GoldenCheck(mode: .never, artifacts: scratch).check(other, golden: golden, name: "env", subject: .control(control, state))
        let text = GoldenFailure.message(for: outcome, name: "env", environment: [:]) ?? ""
        XCTAssertTrue(text.contains("every element has the same frame, text, font, size and colour as in the golden's sidecar"), text)
        XCTAssertTrue(text.contains("(fonts, FreeType, HarfBuzz)"), text)
    }

    /// A golden without a sidecar still fails with the pixel shares and says how to get the rest.
    func testAGoldenWithoutASidecarSaysHowToGetOne() throws {
        let (_, _) = try message(before: Self.hm, after: Self.hm)
        let golden = scratch.appendingPathComponent("goldens/testAGoldenWithoutASidecarSaysHowToGetOne.png")
        try FileManager.default.removeItem(at: ElementSidecar.url(for: golden))
        let new = try control(Self.hm.replacingOccurrences(of: ##""selectionIndicatorColor": "#FF0000""##, with: ##""selectionIndicatorColor": "#00FF00""##))
        let state = new.restState()
        let outcome = try GoldenCheck(mode: .never, artifacts: scratch).check(DecodedImage(new.render(state)), golden: golden, name: "x", subject: .control(new, state))
        let text = GoldenFailure.message(for: outcome, name: "x", environment: [:]) ?? ""
        XCTAssertTrue(text.contains("800 px differ: 800 in indicator (stripe)"), "the stripe's 200 × 4 pixels: \(text)")
        XCTAssertTrue(text.contains("no sidecar at testAGoldenWithoutASidecarSaysHowToGetOne.elements.json"), text)
    }

    /// Sidecars read back as written; what is not one is named with its file.
    func testASidecarRoundTripsAndABadOneIsNamed() throws {
        let control = try control(Self.hm)
        let (sidecar, _) = try ElementSidecar.describe(control, control.restState())
        let decoded = try ElementSidecar.decode(sidecar.encoded(), path: "x.elements.json")
        XCTAssertEqual(decoded.elements, sidecar.elements)
        XCTAssertEqual(decoded.provenance, sidecar.provenance)
        XCTAssertThrowsError(try ElementSidecar.decode(Array(#"{"format": 1, "provenance": {}}"#.utf8), path: "x.elements.json")) { error in
            XCTAssertEqual("\(error)", "x.elements.json: not an element sidecar: provenance.renderer: expected a string")
        }
    }

    /// `assertLayout`'s message carries the same lines, from the two layouts alone.
    func testAssertLayoutNamesTheChangedElements() throws {
        let goldens = scratch.appendingPathComponent("layouts")
        let old = try control(Self.hm)
        _ = try GoldenCheck(mode: .all, artifacts: scratch).checkText(
            old.layout().jsonString() + "\n", golden: goldens.appendingPathComponent("geometry.layout.json"), name: "geometry")
        let new = try control(Self.hm.replacingOccurrences(of: #""verticalDividerWidth": 1"#, with: #""verticalDividerWidth": 3"#))
        let (_, messages) = try GoldenFailure.capturingReports {
            try assertLayout(new, named: "geometry", goldens: goldens, record: .never, artifacts: scratch)
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("\n  divider 0: x 99.5 → 98.5 pt, width 1 → 3 pt\n  divider 1: x 199.5 → 198.5 pt, width 1 → 3 pt\n"), messages[0])
    }

    /// An animation's failure names what changed at its ends and whose pixels differ in its first differing frame.
    func testAMotionFailureNamesTheChangedIndicator() throws {
        let jx = #"{"width": 300, "height": 50, "layout": "jx", "sectionTitles": ["A", "B", "C"], "indicators": [{"kind": "line", "height": 3}]}"#
        let golden = scratch.appendingPathComponent("motion.png")
        func check(_ json: String, _ mode: RecordMode) throws -> GoldenCheck.Outcome {
            let control = try control(json)
            let plan = AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: 0.2, fps: 30, curve: .linear)
            return try GoldenCheck(mode: mode, artifacts: scratch).checkAnimation(
                control.animationFrames(plan), fps: 30, golden: golden, name: "motion", subject: .animation(control, plan))
        }
        _ = try check(jx, .all)
        XCTAssertTrue(FileManager.default.fileExists(atPath: ElementSidecar.url(for: golden).path), "the ends' sidecar is recorded")
        let outcome = try check(jx.replacingOccurrences(of: #""height": 3"#, with: #""height": 5"#), .never)
        let text = GoldenFailure.message(for: outcome, name: "motion", environment: [:]) ?? ""
        XCTAssertTrue(text.contains("\n  frame 0: "), text)
        XCTAssertTrue(text.contains(" in indicator (line)"), text)
        XCTAssertTrue(text.contains("\n  from: indicator (line): y 47 → 45 pt, height 3 → 5 pt"), text)
        XCTAssertTrue(text.contains("\n  to: indicator (line): y 47 → 45 pt, height 3 → 5 pt"), text)
    }

    /// A layout golden is a file anyone can edit: numbers past any Int name elements, never trap.
    func testAHostileLayoutGoldenIsReadWithoutTrapping() throws {
        let hostile =
            #"{"segments": [{"index": 1e300, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}], "decorations": [{"kind": "badge", "segment": -1e300, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
        let actual = try control(Self.hm).layout().jsonString()
        let attribution = try XCTUnwrap(Attribution.layout(expected: hostile, actual: actual))
        // The far-off segment is one the actual layout lacks: gone, under its saturated index.
        let far = "segment \(Int(saturating: 1e300))"
        XCTAssertTrue(attribution.changes.contains { $0.element == far && $0.field == "element" && $0.to == nil }, "\(attribution.changes)")
        XCTAssertTrue(attribution.changes.contains { $0.element.hasPrefix("badge on segment -") && $0.field == "element" && $0.to == nil }, "\(attribution.changes)")
    }

    /// The claim map gives each pixel the first box holding it, as scanning the boxes in order
    /// does: overlapping, nested, off-canvas, inverted and empty boxes on a 23×17 canvas.
    func testTheFirstHolderOfEachPixelIsTheFirstBoxInOrder() {
        var rng = SplitMix64(seed: 46)
        for _ in 0..<50 {
            let boxes = (0..<12).map { _ in
                PixelBox(
                    x0: Int(rng.next() % 40) - 8, y0: Int(rng.next() % 30) - 6, x1: Int(rng.next() % 40) - 8, y1: Int(rng.next() % 30) - 6)
            }
            let holder = Attribution.firstHolder(of: boxes, width: 23, height: 17)
            for y in 0..<17 {
                for x in 0..<23 {
                    XCTAssertEqual(Int(holder[y * 23 + x]), boxes.firstIndex { $0.contains(x, y) } ?? -1, "(\(x), \(y)) \(boxes)")
                }
            }
        }
    }
}
