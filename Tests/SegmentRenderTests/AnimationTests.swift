import Foundation
import Raster
@testable import SegmentRender
import XCTest

final class TimingCurveTests: XCTestCase {
    func testNamedCurvesMatchCAMediaTimingFunction() throws {
        XCTAssertEqual(TimingCurve.linear.progress(atTime: 0.3, duration: 1), 0.3, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.easeInEaseOut.progress(atTime: 0.5, duration: 1), 0.5, accuracy: 1e-6)
        // Known values of CSS/CA ease-in and ease-out at half time.
        XCTAssertEqual(TimingCurve.easeIn.progress(atTime: 0.5, duration: 1), 0.3153, accuracy: 1e-4)
        XCTAssertEqual(TimingCurve.easeOut.progress(atTime: 0.5, duration: 1), 0.6847, accuracy: 1e-4)
        XCTAssertEqual(TimingCurve.default.progress(atTime: 0.5, duration: 1), 0.8024, accuracy: 1e-4)
        XCTAssertEqual(TimingCurve.easeIn.progress(atTime: 0, duration: 1), 0)
        XCTAssertEqual(TimingCurve.easeIn.progress(atTime: 2, duration: 1), 1)
    }

    func testBezierIsSolvedToBetterThan1e4() {
        // Solve at many x, then check the curve's own x at the solved t lands back on it.
        for (x1, y1, x2, y2) in [(0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.9, -0.5, 0.1, 1.5), (0, 0, 1, 1)] {
            for k in 0...100 {
                let x = Double(k) / 100
                let y = TimingCurve.solveBezier(x: x, x1, y1, x2, y2)
                // Find t by dense search and compare y.
                var best = (t: 0.0, error: Double.infinity)
                for j in 0...20000 {
                    let t = Double(j) / 20000, u = 1 - t
                    let bx = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t
                    if abs(bx - x) < best.error { best = (t, abs(bx - x)) }
                }
                let u = 1 - best.t
                let expected = 3 * u * u * best.t * y1 + 3 * u * best.t * best.t * y2 + best.t * best.t * best.t
                XCTAssertEqual(y, expected, accuracy: 1e-3, "(\(x1),\(y1),\(x2),\(y2)) at \(x)")
            }
        }
    }

    func testCriticallyDampedSpringSettlesInClosedForm() throws {
        let spring = try TimingCurve.parse("spring(1, 0.45)")
        // (1 + x) e^(−x) = 0.001 at x ≈ 9.2335, so t = x / ω₀ = 9.2335 × 0.45 / 2π ≈ 0.6613 s.
        XCTAssertEqual(try XCTUnwrap(spring.settlingTime), 9.2335 * 0.45 / (2 * .pi), accuracy: 1e-3)
        XCTAssertEqual(spring.progress(atTime: 0, duration: 1), 0)
        XCTAssertLessThan(spring.progress(atTime: 0.1, duration: 1), 1)
    }

    func testUnderdampedSpringOvershootsThenSettles() throws {
        let spring = try TimingCurve.parse("spring(0.5,0.5)")
        let settle = try XCTUnwrap(spring.settlingTime)
        let samples = stride(from: 0.0, through: 3, by: 0.001).map { spring.progress(atTime: $0, duration: 1) }
        XCTAssertGreaterThan(samples.max()!, 1.1)  // overshoot
        for t in stride(from: settle, through: settle + 2, by: 0.0005) {
            XCTAssertLessThan(abs(1 - spring.progress(atTime: t, duration: 1)), 0.001, "t = \(t)")
        }
        XCTAssertGreaterThanOrEqual(abs(1 - spring.progress(atTime: settle - 0.002, duration: 1)), 0.0009)
    }

    func testParsingAndErrors() throws {
        XCTAssertEqual(try TimingCurve.parse("easeInEaseOut"), .easeInEaseOut)
        XCTAssertEqual(try TimingCurve.parse("cubic(0.1, 0.2, 0.3, 0.4)"), .cubic(0.1, 0.2, 0.3, 0.4))
        XCTAssertEqual(TimingCurve.cubic(0.1, 0.2, 0.3, 0.4).description, "cubic(0.1,0.2,0.3,0.4)")
        for (text, words) in [("bounce", "curves: linear, easeIn"), ("easeinout", "did you mean"), ("cubic(2,0,1,1)", "x values"),
                              ("cubic(1,2)", "takes 4 numbers"), ("spring(0,1)", "damping ratio"), ("spring(1.5,1)", "damping ratio"),
                              ("spring(1,0)", "response")] {
            XCTAssertThrowsError(try TimingCurve.parse(text)) { error in
                XCTAssertTrue("\(error)".contains(words), "\(text): \(error)")
            }
        }
    }
}

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

    func testFirstAndLastFramesAreTheRestStates() throws {
        for name in ["hm-default", "uikit7", "uikit13", "qq-segmentbar", "qq-dock-portrait"] {
            let control = try Presets.load(name)
            let plan = AnimationPlan(endpoints: .selection(from: 0, to: 2), duration: control.config.effectiveAnimationDuration,
                                     fps: 30, curve: control.config.animationCurve)
            XCTAssertEqual(control.render(control.frameState(plan, frame: 0)), control.render(selection: .index(0)), name)
            XCTAssertEqual(control.render(control.frameState(plan, frame: plan.frameCount - 1)), control.render(selection: .index(2)), name)
            XCTAssertNotEqual(control.render(control.frameState(plan, frame: plan.frameCount / 2)), control.render(selection: .index(2)), name)
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
        let e2 = try ConfigLoader.load(file: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/hm-e2.json").standardized.path)
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
