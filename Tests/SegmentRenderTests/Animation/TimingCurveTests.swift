import Foundation
import Raster
import XCTest

@testable import SegmentRender

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
        for (text, words) in [
            ("bounce", "curves: linear, easeIn"), ("easeinout", "did you mean"), ("cubic(2,0,1,1)", "x values"),
            ("cubic(1,2)", "takes 4 numbers"), ("spring(0,1)", "damping ratio"), ("spring(1.5,1)", "damping ratio"),
            ("spring(1,0)", "response"),
        ] {
            XCTAssertThrowsError(try TimingCurve.parse(text)) { error in
                XCTAssertTrue("\(error)".contains(words), "\(text): \(error)")
            }
        }
    }
}
