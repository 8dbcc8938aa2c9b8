import Foundation
import Raster
import XCTest

@testable import SegmentRender

final class AnimationPlanTests: XCTestCase {
    func testFrameCountsTimesAndNames() {
        let hm = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.15, fps: 60, curve: .linear)
        XCTAssertEqual(hm.frameCount, 10)  // round(9) + 1
        XCTAssertEqual(hm.time(ofFrame: 9), 0.15)
        XCTAssertEqual(hm.progress(ofFrame: 3), 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(hm.fileName(ofFrame: 7), "frame_0007.png")
        XCTAssertEqual(AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 1, fps: 60, curve: .linear).frameCount, 61)
        XCTAssertEqual(AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.001, fps: 60, curve: .linear).frameCount, 2)
        let long = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 50, fps: 200, curve: .linear)
        XCTAssertEqual(long.frameCount, 10001)
        XCTAssertEqual(long.fileName(ofFrame: 42), "frame_00042.png")
        // A spring's last frame is exactly its rest state, settled or not.
        let spring = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.05, fps: 60, curve: .spring(damping: 0.3, response: 1))
        XCTAssertEqual(spring.progress(ofFrame: spring.frameCount - 1), 1)
    }

    /// The first and last frames are the rest states by definition: `progress(ofFrame:)` pins
    /// them, so comparing them with the rest states proves nothing. What pinning could hide is a
    /// jump: a curve that does not start at 0, or has not arrived by the last frame's time. So
    /// the curve itself is held to its ends, and the frames beside the ends to small steps.
    func testNoCurveJumpsIntoItsRestStates() throws {
        for name in ["hm-default", "uikit7", "uikit13", "qq-segmentbar", "qq-dock-portrait"] {
            let control = try Presets.load(name)
            let duration = control.config.effectiveAnimationDuration, curve = control.config.animationCurve
            let plan = AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: duration, fps: 30, curve: curve)
            let last = plan.frameCount - 1
            XCTAssertEqual(curve.progress(atTime: 0, duration: duration), 0, accuracy: 1e-9, name)
            XCTAssertEqual(curve.progress(atTime: plan.time(ofFrame: last), duration: duration), 1, accuracy: 0.005, name)
            XCTAssertLessThan(plan.progress(ofFrame: 1), 0.5, name)
            XCTAssertGreaterThan(plan.progress(ofFrame: last - 1), 0.5, name)
            // In between, the picture is neither rest state.
            let middle = control.render(control.frameState(plan, frame: plan.frameCount / 2))
            XCTAssertNotEqual(middle, control.render(selection: .index(0)), name)
            XCTAssertNotEqual(middle, control.render(selection: .index(2)), name)
        }
    }

    func testIndicatorMovesLinearlyAndPopsFromNone() throws {
        let control = try Presets.load("hm-default")
        let a = control.layout(selection: .index(0)).indicator.stripe!, b = control.layout(selection: .index(2)).indicator.stripe!
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: 0.15, fps: 60, curve: .linear)
        let mid = control.frameState(plan, frame: 3).layout.indicator.stripe!
        XCTAssertEqual(mid.x, a.x + (b.x - a.x) / 3, accuracy: 1e-9)
        XCTAssertEqual(mid.width, a.width + (b.width - a.width) / 3, accuracy: 1e-9)
        let appear = AnimationPlan(endpoints: .selection(from: nil, to: 2), duration: 0.15, fps: 60, curve: .linear)
        XCTAssertNil(control.frameState(appear, frame: 0).layout.indicator.stripe)
        XCTAssertEqual(control.frameState(appear, frame: 1).layout.indicator.stripe, b)
        let vanish = AnimationPlan(endpoints: .selection(from: 0, to: nil), duration: 0.15, fps: 60, curve: .linear)
        XCTAssertEqual(control.frameState(vanish, frame: 8).layout.indicator.stripe, a)
        XCTAssertNil(control.frameState(vanish, frame: 9).layout.indicator.stripe)
    }

    /// iOS 13 hides the dividers beside the thumb. From segment 0 to 2 of three (300 pt, slots
    /// 100): at rest 0 shows only the divider on x = 200, at rest 2 only the one on x = 100. In
    /// between they fade where they are — never one divider sliding across the titles.
    func testIOS13sDividersFadeInPlaceWhileTheThumbSlides() throws {
        let control = try ConfigLoader.load(
            json: Data(#"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["A", "B", "C"]}"#.utf8), name: "t", baseDirectory: "/")
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: 0.1, fps: 40, curve: .linear)
        let at0 = Rect(x: 99.5, y: 8, width: 1, height: 16), at1 = Rect(x: 199.5, y: 8, width: 1, height: 16)
        XCTAssertEqual(control.frameState(plan, frame: 0).layout.dividers, [at1])
        XCTAssertEqual(control.frameState(plan, frame: 0).layout.dividerOpacities, [])
        // Frame 1 of 4, linear: t = 0.25.
        let quarter = control.frameState(plan, frame: 1).layout
        XCTAssertEqual(quarter.dividers, [at0, at1])
        XCTAssertEqual(quarter.dividerOpacities, [0.25, 0.75])
        XCTAssertEqual(control.frameState(plan, frame: 4).layout.dividers, [at0])
        // Drawn at its opacity: the divider's colour with alpha × 0.25.
        let drawn = control.displayList(control.frameState(plan, frame: 1)).commands.compactMap { command -> RGBA8? in
            if case let .fillRect(rect, color) = command, rect.width == 1, rect.height == 16 { return color }
            return nil
        }
        let full = try XCTUnwrap(control.displayList(control.frameState(plan, frame: 0)).commands.compactMap { command -> RGBA8? in
            if case let .fillRect(rect, color) = command, rect.width == 1, rect.height == 16 { return color }
            return nil
        }.first)
        XCTAssertEqual(drawn.map(\.a), [UInt8((Double(full.a) * 0.25).rounded()), UInt8((Double(full.a) * 0.75).rounded())])
    }

    func testTitlesSwitchOnFrameOneOrCrossfade() throws {
        let control = try Presets.load("hx")
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.2, fps: 60, curve: .easeInEaseOut)
        XCTAssertEqual(control.frameState(plan, frame: 0).segments[1].style.color, control.normalStyle.color)
        XCTAssertEqual(control.frameState(plan, frame: 1).segments[1].style.color, control.selectedStyle.color)
        var fading = control
        fading = try fading.reconfigured { $0.titleTransition = .crossfade }
        let p = plan.progress(ofFrame: 6)
        let expected = lerp(RGBA8.black, RGBA8(r: 255, g: 0, b: 0), p)
        XCTAssertEqual(fading.frameState(plan, frame: 6).segments[1].style.color, expected)
    }

    func testScrollOffsetAnimatesToTheCentredSelection() throws {
        let e2 = try ConfigLoader.load(file: Repository.root.appendingPathComponent("examples/hm-e2.json").path)
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 7), duration: 0.3, fps: 10, curve: .linear)
        let offsets = (0..<plan.frameCount).map { e2.frameState(plan, frame: $0).layout.scrollOffset }
        XCTAssertEqual(offsets.first, 0)
        XCTAssertEqual(offsets.last, e2.layout(selection: .index(7)).scrollOffset)
        XCTAssertEqual(offsets[1], offsets.last! / 3, accuracy: 1e-9)
    }

    func testProgressStates() throws {
        let control = try Presets.load("title-bar")
        let half = control.progressState(1.5)
        let s1 = control.layout(selection: .index(1)).indicator.stripe!, s2 = control.layout(selection: .index(2)).indicator.stripe!
        XCTAssertEqual(half.layout.indicator.stripe!.midX, (s1.midX + s2.midX) / 2, accuracy: 1e-9)
        XCTAssertEqual(half.layout.selectedSegmentIndex, 2)  // round(1.5) = 2, half away from zero
        XCTAssertEqual(control.progressState(1.25).layout.selectedSegmentIndex, 1)
        XCTAssertEqual(control.render(control.progressState(-3)), control.render(selection: .index(0)))
        XCTAssertEqual(control.render(control.progressState(9)), control.render(selection: .index(4)))
        XCTAssertEqual(control.render(control.progressState(3)), control.render(selection: .index(3)))
    }
}
