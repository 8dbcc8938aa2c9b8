import Foundation
import Raster
import SegmentRender
import XCTest

/// First, middle and last frames of selection changes, and scroll-progress states.
final class AnimationGoldenTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples").standardized

    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "test", baseDirectory: Self.examples.path)
    }

    /// Records frames 0, (n − 1) / 2 and n − 1 of `from → to` at 20 fps on the config's own curve.
    func assertFrames(_ control: Control, from: Int?, to: Int?, named name: String, line: UInt = #line) throws {
        let plan = AnimationPlan(
            endpoints: .selection(from: from, to: to), duration: control.config.effectiveAnimationDuration,
            fps: 20, curve: control.config.animationCurve)
        let n = plan.frameCount
        for (label, k) in [("first", 0), ("middle", (n - 1) / 2), ("last", n - 1)] {
            try assertGolden(control.render(control.frameState(plan, frame: k)), named: "animate-\(name)-\(label)@2x", line: line)
        }
    }

    static let trio = #""width": 375, "height": 44, "sectionTitles": ["Trending", "News", "Library"], "selectionIndicatorHeight": 4, "animationDuration": 0.3"#

    func testHMLinearStripeBoxAndArrow() throws {
        for style in ["textWidthStripe", "box", "arrow"] {
            let json = "{\(Self.trio), \"selectionStyle\": \"\(style)\", \"selectionIndicatorLocation\": \"bottom\"}"
            try assertFrames(control(json), from: 0, to: 2, named: "hm-\(style)")
        }
    }

    func testScrollingControl() throws {
        let e2 = try ConfigLoader.load(file: Self.examples.appendingPathComponent("hm-e2.json").path)
        var slow = e2
        slow = try slow.reconfigured { $0.animationDuration = 0.3 }
        try assertFrames(slow, from: 1, to: 6, named: "hm-e2-scroll")
    }

    func testHXPresetEaseInEaseOut() throws {
        try assertFrames(Presets.load("hx"), from: 0, to: 1, named: "hx")
    }

    func testTitleWidthBar() throws {
        try assertFrames(Presets.load("title-bar"), from: 0, to: 4, named: "title-bar")
    }

    func testCrossfade() throws {
        let json =
            ##"{\##(Self.trio), "selectionStyle": "fullWidthStripe", "selectionIndicatorLocation": "bottom", "titleTransition": "crossfade", "titleTextAttributes": {"color": "#8E8E93"}, "selectedTitleTextAttributes": {"color": "#FF2D55"}}"##
        try assertFrames(control(json), from: 0, to: 2, named: "crossfade")
        try assertFrames(Presets.load("uikit7"), from: 0, to: 2, named: "uikit7")
    }

    func testProgressStates() throws {
        let bar = try Presets.load("title-bar")
        try assertGolden(bar.render(bar.progressState(0.5)), named: "progress-title-bar-0.5@2x")
        try assertGolden(bar.render(bar.progressState(7)), named: "progress-title-bar-clamped@2x")
        let hx = try Presets.load("hx")
        try assertGolden(hx.render(hx.progressState(0.5)), named: "progress-hx-0.5@2x")
    }
}
