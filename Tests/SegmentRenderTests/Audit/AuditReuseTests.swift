import Foundation
import XCTest

@testable import SegmentRender

/// The audit draws each window once and reuses a measurement wherever a frame draws the same there
/// as a frame already measured (``Control/DrawnFrame/changes(from:)``). Held here to the audit that
/// measures every title of every frame from scratch, on presets that stress the reuse: a pill
/// sliding under the titles, a scrolling bar, a thumb that reveals titles, a backdrop filter (a
/// list that reads its canvas), a magnifying lens, a vertical control, and a failing bar.
final class AuditReuseTests: XCTestCase {
    static let presets = ["hm-default", "jx-pill-line", "m3-scrollable", "bsc", "tabman-blur", "uikit26-pressed", "qq-dock-portrait"]

    /// Text contrast and overlap as the audit found them before any reuse: every rest state, then
    /// every in-between frame, each drawn whole and each title measured in it.
    func titleFindingsFromScratch(_ control: Control) -> [AuditFinding] {
        control.prepareToDraw()
        let rules: Set<AuditRule> = [.textContrast, .overlap]
        var rest: [AuditFinding] = [], moving: [AuditFinding] = []
        let states: [Int?] = [nil] + (0..<control.config.segmentCount).map { $0 }
        for state in states { rest += control.titleFindings(control.drawn(control.restState(state)), moment: .rest(state), rules: rules).findings }
        for a in 0..<max(0, control.config.segmentCount - 1) {
            let start = control.restState(a), end = control.restState(a + 1)
            for p in Control.auditTransitionSamples {
                let frame = control.drawn(control.transitionState(from: a, start, to: a + 1, end, progress: p, titlesOf: a + 1))
                moving += control.titleFindings(frame, moment: .transition(from: a, to: a + 1, progress: p), rules: rules).findings
            }
        }
        return AuditRule.allCases.flatMap { rule in (rest + moving).filter { $0.rule == rule } }
    }

    /// Clipping with every state looked at whole (no reference state).
    func clippingFromScratch(_ control: Control) -> [AuditFinding] {
        control.prepareToDraw()
        var audit = Control.ClippingAudit(control: control)
        for state in [nil] + (0..<control.config.segmentCount).map({ Optional($0) }) {
            audit.check(control.drawn(control.restState(state)), state: state, reference: nil)
        }
        return audit.findings
    }

    func testReusedMeasurementsGiveTheFindingsOfMeasuringEveryFrame() throws {
        var checked = 0
        for name in Self.presets {
            for overrides in [ConfigOverrides.none] + (name == "jx-pill-line" ? [ConfigOverrides(appearance: .dark, direction: .forceRightToLeft)] : []) {
                let control = try Presets.load(name, overrides: overrides)
                XCTAssertEqual(control.audit(rules: [.textContrast, .overlap]), titleFindingsFromScratch(control), name)
                XCTAssertEqual(control.audit(rules: [.clipping]), clippingFromScratch(control), name)
                checked += 1
            }
        }
        // A bar whose every title fails in every frame.
        let tight = try ConfigLoader.load(
            json: Data(
                ##"{"width": 150, "height": 30, "sectionTitles": ["Overflowing", "Crowded", "Titles", "Here"], "titleTextAttributes": {"fontSize": 17, "color": "#BBBBBB"}, "selectionStyle": "box"}"##
                    .utf8), name: "tight.json", baseDirectory: "/")
        let found = tight.audit(rules: [.textContrast, .overlap, .clipping])
        XCTAssertEqual(found.filter { $0.rule != .clipping }, titleFindingsFromScratch(tight))
        XCTAssertEqual(found.filter { $0.rule == .clipping }, clippingFromScratch(tight))
        XCTAssertGreaterThan(found.filter { $0.rule == .textContrast }.count, 10, "the bar fails in every frame")
        XCTAssertEqual(checked, Self.presets.count + 1)
    }

    /// An audit's cost follows what shows, not the whole bar: an in-between frame of a scrolling
    /// 500-segment bar holds about as many commands as a 50-segment one's (the segments scrolled
    /// off the canvas are left out), and the memo keeps at most its budget of pixels.
    func testInBetweenFramesOfALongBarHoldOnlyWhatShows() throws {
        func bar(_ n: Int) throws -> Control {
            let titles = (0..<n).map { "\"Item \($0)\"" }.joined(separator: ", ")
            return try ConfigLoader.load(
                json: Data(
                    ##"{"width": 375, "height": 44, "segmentWidthStyle": "dynamic", "titleTextAttributes": {"color": "#AAAAAA"}, "sectionTitles": [\##(titles)]}"##
                        .utf8), name: "t",
                baseDirectory: "/")
        }
        func inBetween(_ control: Control, at a: Int) -> Int {
            control.prepareToDraw()
            let state = control.transitionState(from: a, control.restState(a), to: a + 1, control.restState(a + 1), progress: 0.5, titlesOf: a + 1)
            return control.drawn(state, culled: true).list.commands.count
        }
        let short = try bar(50), long = try bar(500)
        let few = inBetween(short, at: 25), many = inBetween(long, at: 250)
        XCTAssertLessThanOrEqual(many, few + 8, "commands in an in-between frame: 50 segments \(few), 500 segments \(many)")
        XCTAssertGreaterThan(long.drawn(long.restState(250)).list.commands.count, 10 * few, "drawn unculled, a rest state holds every segment")
        // A memo kept small starts over as it fills, and measures the same.
        let small = Control.AuditMemo(maxUnderPixels: 40_000, maxTitles: 30), roomy = Control.AuditMemo()
        var found: [[AuditFinding]] = [[], []]
        for a in 0..<60 {
            let frame = long.drawn(long.transitionState(from: a, long.restState(a), to: a + 1, long.restState(a + 1), progress: 0.5, titlesOf: a + 1), culled: true)
            for (k, memo) in [small, roomy].enumerated() {
                found[k] += long.titleFindings(frame, moment: .transition(from: a, to: a + 1, progress: 0.5), rules: [.textContrast, .overlap], memo: memo).findings
            }
            XCTAssertLessThanOrEqual(small.under.values.reduce(0) { $0 + $1.width * $1.height }, 40_000)
            XCTAssertLessThanOrEqual(small.titles.count, 30)
            XCTAssertLessThanOrEqual(small.placedTitles.count, 30)
            XCTAssertLessThanOrEqual(small.placedInks.count, 30)
        }
        XCTAssertGreaterThan(roomy.placedTitles.count, 30, "the roomy memo holds more than the small one may")
        XCTAssertFalse(found[1].isEmpty, "grey titles on white fail text contrast")
        XCTAssertEqual(found[0], found[1])
    }

    /// The audit draws rest states culled to the canvas and the band past it the clipping rule
    /// looks at: on a scrolling bar whose titles overflow the bounds and run into each other, the
    /// same clipping findings as checking every rest state drawn whole (``clippingFindings()``),
    /// while a rest state lists a few segments, not all of them.
    func testCulledRestStatesFindTheClippingOfWholeOnes() throws {
        let titles = (0..<60).map { "\"Item \($0)\"" }.joined(separator: ", ")
        let control = try ConfigLoader.load(
            json: Data(
                ##"{"width": 375, "height": 18, "segmentWidthStyle": "dynamic", "segmentEdgeInset": {"top": 0, "left": -6, "bottom": 0, "right": -6}, "titleTextAttributes": {"fontSize": 22}, "sectionTitles": [\##(titles)]}"##
                    .utf8), name: "t", baseDirectory: "/")
        let whole = control.clippingFindings(), audited = control.audit(rules: [.clipping])
        XCTAssertGreaterThan(whole.filter { $0.message.contains("cut by the control's bounds") }.count, 5, "the tall titles are cut at the top and bottom")
        XCTAssertGreaterThan(whole.filter { $0.message.contains("runs into") }.count, 5, "the negative insets make titles touch")
        XCTAssertEqual(audited, whole)
        control.prepareToDraw()
        let margin = Control.ClippingAudit.margin(Control.ClippingAudit(control: control).canvas)
        let culled = control.drawn(control.restState(30), culled: true, margin: margin).spans.count
        XCTAssertLessThan(culled * 3, control.drawn(control.restState(30)).spans.count, "a rest state lists what can reach the canvas and the band past it")
    }

    /// The clipping rule keys a title's ink and cut, and whether two titles touch, by what they
    /// draw from their anchors (``Control/PlacedCommand``): on scrolling bars whose tall titles are
    /// cut at the top and bottom, run into their neighbours and are cut along the scroll, at whole
    /// and fractional offsets and three scales, it finds what keying them by their place does.
    func testClippingByWhatTitlesDrawFindsWhatTheirPlacesFind() throws {
        let titles = (0..<40).map { "\"Item \($0)\"" }.joined(separator: ", ")
        var (cut, run) = (0, 0)
        for (width, scale) in [(375, 1), (401.3, 2), (401.3, 3)] as [(Double, Int)] {
            let control = try ConfigLoader.load(
                json: Data(
                    ##"{"width": \##(width), "height": 18, "scale": \##(scale), "segmentWidthStyle": "dynamic", "segmentEdgeInset": {"top": 0, "left": -6, "bottom": 0, "right": -6}, "titleTextAttributes": {"fontSize": 22}, "sectionTitles": [\##(titles)]}"##
                        .utf8), name: "t", baseDirectory: "/")
            control.prepareToDraw()
            var (placed, placeless) = (Control.ClippingAudit(control: control), Control.ClippingAudit(control: control, placing: false))
            let none = control.drawn(control.restState(nil))
            placed.check(none, state: nil, reference: nil)
            placeless.check(none, state: nil, reference: nil)
            for state in 0..<40 {
                let frame = control.drawn(control.restState(state))
                placed.check(frame, state: state, reference: none)
                placeless.check(frame, state: state, reference: none)
            }
            XCTAssertEqual(placed.findings, placeless.findings, "width \(width), scale \(scale)")
            cut += placed.findings.filter { $0.message.contains("cut by the control's bounds at the left") || $0.message.contains("at the right") }.count
            run += placed.findings.filter { $0.message.contains("runs into") }.count
        }
        XCTAssertGreaterThan(cut, 2, "titles cut along the scroll")
        XCTAssertGreaterThan(run, 10, "titles running into their neighbours")
    }

    /// A bar whose selection leaves the scroll where it is draws each frame only where it differs
    /// from the frame with nothing selected (``Control/RegionCulling``): the findings of every rule
    /// that looks at frames are those of drawing and measuring every frame whole, on bars that stress
    /// it — titles failing in every frame, a box and an arrow over them, a stripe across the top,
    /// dividers, borders, badges, gradient and zoomed titles, titles running into their neighbours (one
    /// re-measured with a neighbour in its window that no change reaches: it must be drawn too),
    /// disabled segments, a pressed segment — while a rest state lists a few segments, not all.
    func testFramesDrawnWhereTheyDifferFindWhatWholeFramesFind() throws {
        let titles = (0..<10).map { "\"T\($0)\"" }.joined(separator: ", ")
        let bars = [
            ##""titleTextAttributes": {"color": "#BBBBBB"}, "selectedTitleTextAttributes": {"color": "#999999"}"##,
            ##""selectionStyle": "box", "selectionIndicatorBoxColor": "#FF0000", "selectionIndicatorBoxOpacity": 0.9, "titleTextAttributes": {"color": "#777777"}"##,
            ##""selectionStyle": "fullWidthStripe", "selectionIndicatorLocation": "top", "verticalDividerEnabled": true, "verticalDividerColor": "#CCCCCC", "verticalDividerWidth": 3"##,
            ##""selectionStyle": "arrow", "borderType": ["top", "bottom"], "borderColor": "#333333", "borderWidth": 2, "titleTextAttributes": {"color": "#8A8A8A"}"##,
            ##""badges": [{"dot": true}, {"number": 3}, {"text": "NEW"}, {"number": 120}], "titleTextAttributes": {"color": "#999999"}"##,
            ##""titleGradient": {"colors": ["#FF0000", "#0000FF"]}, "titleZoomScale": 1.4, "titleSelectedStrokeWidth": -3, "titleTransition": "crossfade""##,
            ##""sectionTitles": ["Widest 0", "Widest 1", "Widest 2", "Widest 3", "Widest 4", "Widest 5", "Widest 6", "Widest 7", "Widest 8", "Widest 9"], "segmentEdgeInset": {"top": 0, "left": -14, "bottom": 0, "right": -14}, "titleTextAttributes": {"fontSize": 17, "color": "#888888"}"##,
            // Titles so wide that one re-measured has, in its window, a neighbour no change reaches.
            ##""sectionTitles": ["Overlapping title 0", "Overlapping title 1", "Overlapping title 2", "Overlapping title 3", "Overlapping title 4", "Overlapping title 5", "Overlapping title 6", "Overlapping title 7", "Overlapping title 8", "Overlapping title 9"], "segmentEdgeInset": {"top": 0, "left": -20, "bottom": 0, "right": -20}, "titleTextAttributes": {"fontSize": 8, "color": "#888888"}, "selectedTitleTextAttributes": {"color": "#000000"}"##,
            ##""disabledSegments": [1, 5, 6], "selectionIndicatorColor": "#EEEEEE", "press": {"segment": 3}"##,
        ]
        var fewer = 0
        for extra in bars {
            let control = try ConfigLoader.load(
                json: Data(##"{"width": 600, "height": 44, \##(extra.contains("sectionTitles") ? "" : "\"sectionTitles\": [\(titles)], ")\##(extra)}"##.utf8), name: "bar.json",
                baseDirectory: "/")
            control.prepareToDraw()
            let none = control.drawn(control.restState(nil), culled: true)
            let region = try XCTUnwrap(Control.RegionCulling(control: control, base: none), extra)
            let culled = try XCTUnwrap(region.drawn(control.restState(5), margin: 0), extra)
            func titleCount(_ frame: Control.DrawnFrame) -> Int { frame.spans.filter { if case .title = $0.element { true } else { false } }.count }
            XCTAssertLessThan(titleCount(culled), titleCount(none), "a rest state draws the segments around the selection: \(extra)")
            XCTAssertEqual(control.audit(rules: [.textContrast, .overlap]), titleFindingsFromScratch(control), extra)
            XCTAssertEqual(control.audit(rules: [.clipping]), clippingFromScratch(control), extra)
            XCTAssertEqual(control.audit(rules: [.nonTextContrast]), control.selectionFindings(), extra)
            if titleCount(culled) * 2 <= titleCount(none) { fewer += 1 }
        }
        XCTAssertGreaterThanOrEqual(fewer, 5, "most bars draw half the segments or fewer: those around the selection")
        // Where a segment's drawing depends on more than its own paint, frames are drawn whole.
        let twoTone = try ConfigLoader.load(
            json: Data(##"{"width": 600, "height": 44, "sectionTitles": [\##(titles)], "titleMask": true}"##.utf8), name: "bar.json", baseDirectory: "/")
        twoTone.prepareToDraw()
        XCTAssertNil(Control.RegionCulling(control: twoTone, base: twoTone.drawn(twoTone.restState(nil), culled: true)))
    }

    /// A title is measured in the box of its glyph pixels, not the whole reach of its commands (its
    /// face box and an em each way): the same values in every rest state and in-between frame, on
    /// presets whose titles sit over images, gradients, masks, a shadowed lens (which keeps the
    /// larger window: a shadow's blur depends on it) and at AX5 sizes.
    func testGlyphBoxesMeasureWhatTheWholeReachMeasures() throws {
        var measured = 0
        for name in ["qq-dock-landscape", "jx-gradient-mask", "uikit26-pressed", "tabman-line"] {
            for overrides in [ConfigOverrides.none, ConfigOverrides(contentSize: .AX5, locale: .enXA)] {
                let control = try Presets.load(name, overrides: overrides)
                control.prepareToDraw()
                let n = control.config.segmentCount
                var frames = ([nil] + (0..<n).map { Optional($0) }).map { control.drawn(control.restState($0)) }
                frames += (0..<max(0, n - 1)).map { a in
                    control.drawn(control.transitionState(from: a, control.restState(a), to: a + 1, control.restState(a + 1), progress: 0.5, titlesOf: a + 1))
                }
                for (k, frame) in frames.enumerated() {
                    let inBox = control.titleValues(frame).bySpan, inReach = control.titleValues(frame, shrinking: false).bySpan
                    XCTAssertEqual(inBox, inReach, "\(name) \(overrides) frame \(k)")
                    measured += inBox.compactMap { $0 }.count
                }
            }
        }
        XCTAssertGreaterThan(measured, 150)
    }

    /// On a bar that scrolls, a title moves by a fraction of a pixel from frame to frame; it is
    /// measured by what it draws from a whole pixel (``Control/PlacedCommand``), so each of its few
    /// quarter-pixel patterns is measured once. Held, value for value, to measuring each frame on
    /// its own, over every rest state and in-between frame of bars whose titles the canvas's edges
    /// cut as they scroll (a title cut to a sliver fails where it passes whole), at whole and
    /// fractional offsets and two scales; and the measurements kept are far fewer than asked for.
    func testTitlesThatOnlyMovedAreMeasuredByWhatTheyDraw() throws {
        let titles = (0..<20).map { "\"T\($0)\"" }.joined(separator: ", ")
        var (asked, kept, failing) = (0, 0, 0)
        for (width, scale) in [(470, 1), (563.7, 1), (470, 2)] as [(Double, Int)] {
            do {
                let control = try ConfigLoader.load(
                    json: Data(
                        ##"{"width": \##(width), "height": 44, "scale": \##(scale), "segmentWidthStyle": "dynamic", "sectionTitles": [\##(titles)]}"##.utf8),
                    name: "bar.json", baseDirectory: "/")
                control.prepareToDraw()
                var states = [control.restState(nil)] + (0..<20).map { control.restState($0) }
                for a in 0..<19 {
                    states += Control.auditTransitionSamples.map {
                        control.transitionState(from: a, control.restState(a), to: a + 1, control.restState(a + 1), progress: $0, titlesOf: a + 1)
                    }
                }
                let memo = Control.AuditMemo()
                for (n, state) in states.enumerated() {
                    let frame = control.drawn(state, culled: true)
                    let alone = control.titleValues(frame).bySpan, reused = control.titleValues(frame, memo: memo).bySpan
                    XCTAssertEqual(reused, alone, "width \(width), scale \(scale), frame \(n)")
                    asked += alone.compactMap { $0 }.count
                    failing += alone.compactMap { $0?.contrast }.filter { $0 < 4.5 }.count
                }
                kept += memo.placedTitles.count
            }
        }
        XCTAssertGreaterThan(failing, 0, "a title cut to a sliver by an edge fails")
        XCTAssertLessThan(kept * 3, asked, "measured \(kept) of \(asked)")
    }

    /// A title's glyph pixels are keyed by its commands with colours reduced to their alpha: what
    /// those draw has, pixel for pixel, the alpha the commands in colour have.
    func testInkOnlyCommandsDrawTheSameAlpha() throws {
        let control = try Presets.load("jx-gradient-mask")
        control.prepareToDraw()
        let list = control.drawn(control.transitionState(from: 0, control.restState(0), to: 1, control.restState(1), progress: 0.5, titlesOf: 1)).list
        for alpha in [255, 128, 3] as [UInt8] {
            var colored = list, inkOnly = list
            colored.commands = list.commands.map { command in
                if case let .text(text, size, origin, c) = command { return .text(text, size: size, origin: origin, RGBA8(r: c.r, g: 200, b: 40, a: alpha)) }
                return command
            }
            inkOnly.commands = colored.commands.map(\.inkOnly)
            XCTAssertNotEqual(colored.commands, inkOnly.commands)
            let a = colored.rasterize(scale: 2).pixels, b = inkOnly.rasterize(scale: 2).pixels
            XCTAssertEqual(a.count, b.count)
            XCTAssertTrue(stride(from: 3, to: a.count, by: 4).allSatisfy { a[$0] == b[$0] }, "alpha \(alpha)")
            XCTAssertNotEqual(a, b, "the colours differ")
        }
    }
}
