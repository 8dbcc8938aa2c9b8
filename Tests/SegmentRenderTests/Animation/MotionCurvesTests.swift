import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Motion curves are the states the frames are drawn from: their ends are `layout`'s rest states,
/// a linear stripe is half way at half time, titles swap style by weight, and a changed curve
/// changes both the JSON and the plot.
final class MotionCurvesTests: XCTestCase {
    func testEveryPresetsEndsAreTheRestStatesLayoutReports() throws {
        for preset in Presets.all {
            let control = try Presets.load(preset.name)
            let plan = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.2, fps: 30, curve: .linear)
            let curves = MotionCurves(control: control, plan: plan)
            XCTAssertEqual(curves.frames.count, 7, preset.name)
            for (sample, selection) in [(curves.frames[0], 0), (curves.frames[6], 1)] {
                // With a configured press, as `layout` prints it; a configured drag is a picture of its
                // own (`layout` prints it dragged), and a selection change runs between rest states.
                let rest = control.restState(selection).layout
                XCTAssertEqual(sample.decorations.map(\.frame), rest.decorations.map(\.frame), preset.name)
                XCTAssertEqual(sample.decorations.map(\.name), rest.decorations.map(\.name), preset.name)
                XCTAssertEqual(sample.scrollOffset, rest.scrollOffset, preset.name)
                XCTAssertEqual(sample.selectedIndex, selection, preset.name)
                XCTAssertEqual(sample.titles.map(\.weight), (0..<control.config.segmentCount).map { $0 == selection ? 1 : 0 }, preset.name)
            }
            XCTAssertEqual(curves.frames.map(\.time).last, 0.2, preset.name)
        }
    }

    func testALinearStripeIsHalfWayAtHalfTime() throws {
        let control = try Presets.load("hm-default")
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: 0.2, fps: 10, curve: .linear)
        let curves = MotionCurves(control: control, plan: plan)
        let start = control.layout(selection: .index(0)).decorations[0].frame, end = control.layout(selection: .index(2)).decorations[0].frame
        let middle = curves.frames[1]
        XCTAssertEqual(middle.time, 0.1)
        XCTAssertEqual(middle.progress, 0.5)
        XCTAssertEqual(middle.decorations[0].frame.x, (start.x + end.x) / 2, accuracy: 1e-9)
        XCTAssertEqual(middle.decorations[0].tint.alpha, 1)
        XCTAssertTrue(curves.jsonString().contains(#""progress": 0.5"#))
        let lines = curves.jsonString().split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains(#"{"kind": "stripe", "frame": {"x": "#) && $0.contains(##""color": "#"##) }, "a decoration is one line")
    }

    func testTranslucentBoxReportsItsOpacityAsAlpha() throws {
        let json = #"{"width": 200, "height": 40, "sectionTitles": ["A", "B"], "selectionStyle": "box", "selectionIndicatorBoxOpacity": 0.4}"#
        let control = try ConfigLoader.load(json: Data(json.utf8), name: "box.json", baseDirectory: "/")
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.1, fps: 10, curve: .linear)
        let box = try XCTUnwrap(MotionCurves(control: control, plan: plan).frames[0].decorations.first { $0.name == "box" })
        XCTAssertEqual(box.tint.alpha, 0.4, accuracy: 1e-9)
    }

    func testAChangedCurveChangesTheJSONAndThePlot() throws {
        let control = try Presets.load("uikit13")
        func curves(_ curve: TimingCurve) -> MotionCurves {
            MotionCurves(control: control, plan: AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: 0.5, fps: 30, curve: curve))
        }
        let a = curves(.spring(damping: 1, response: 0.45)), b = curves(.spring(damping: 0.6, response: 0.45))
        XCTAssertNotEqual(a.jsonString(), b.jsonString())
        XCTAssertNotEqual(a.plot(), b.plot())
        XCTAssertEqual(a.jsonString(), curves(.spring(damping: 1, response: 0.45)).jsonString(), "the same curve, the same text")
        XCTAssertTrue(b.frames.contains { $0.progress > 1 }, "an underdamped spring overshoots")
        let plot = a.plot()
        XCTAssertTrue(plot.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertEqual(plot.components(separatedBy: "<polyline").count - 1, 3, "x, width and alpha")
        XCTAssertEqual(plot.components(separatedBy: "<circle").count - 1, 3 * a.frames.count, "a point per frame per chart")
    }
}
