import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Material's bounded ripple, worked out by hand from Compose's RippleAnimation: alpha in over
/// 75 ms, radius 0.3 × max(w, h) → hypot(w, h) / 2 + 10 on FastOutSlowIn over 225 ms, centre from
/// the touch to the tab's centre linearly over 225 ms, clipped to the tab.
final class RippleTests: XCTestCase {
    let tab = Rect(x: 120, y: 0, width: 120, height: 48)
    let touch = Point(x: 140, y: 30)

    /// FastOutSlowIn, cubic (0.4, 0, 0.2, 1), at time fraction `x`, by bisection on the curve's x.
    func fastOutSlowIn(_ x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bezier(0.4, 0.2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(0, 1, (lo + hi) / 2)
    }

    func testTheRippleGrowsFromTheTouchToCoverTheTab() {
        // Touch-down: radius 0.3 × 120 = 36 at the finger, invisible.
        var r = Ripple.pressed(in: tab, at: touch, time: 0, color: .black)
        XCTAssertEqual(r.radius, 36)
        XCTAssertEqual(r.center, touch)
        XCTAssertEqual(r.opacity, 0)
        // Half-way through the fade-in: 0.05.
        XCTAssertEqual(Ripple.pressed(in: tab, at: touch, time: 0.0375, color: .black).opacity, 0.05, accuracy: 1e-12)
        // 0.1 s: 4/9 of the growth; the centre 4/9 of the way to (180, 24); faded in.
        r = Ripple.pressed(in: tab, at: touch, time: 0.1, color: .black)
        XCTAssertEqual(r.center.x, 140 + 40 * 4 / 9, accuracy: 1e-9)
        XCTAssertEqual(r.center.y, 30 - 6 * 4 / 9, accuracy: 1e-9)
        let end: Double = (14_400.0 + 2_304.0).squareRoot() / 2 + 10  // hypot(120, 48) / 2 + 10 = 74.622
        XCTAssertEqual(r.radius, 36 + (end - 36) * fastOutSlowIn(4.0 / 9), accuracy: 1e-6)
        XCTAssertEqual(r.opacity, 0.10, accuracy: 1e-12)
        // From 0.225 s: centred, at the half-diagonal + 10.
        for t in [0.225, 1.0] {
            r = Ripple.pressed(in: tab, at: touch, time: t, color: .black)
            XCTAssertEqual(r.center, Point(x: 180, y: 24))
            XCTAssertEqual(r.radius, end, accuracy: 1e-9)
        }
    }

    func testAPressedMaterialTabDrawsARippleInTheSelectedColourClippedToTheTab() throws {
        let control = try Presets.load("m3-pressed")
        let state = control.restState()
        guard case .ripple(let ripple)? = state.layout.decorations.first else { return XCTFail("\(state.layout.decorations)") }
        XCTAssertEqual(ripple.frame, tab)
        XCTAssertEqual(ripple.color, MaterialColors.baseline(.light).primary)
        XCTAssertTrue(state.layout.jsonString().contains(#""kind" : "ripple""#))
        // Inside the tab the ripple tints the surface; just outside it, the pixel is the surface.
        let pressed = control.render(), plain = try control.reconfigured { $0.press = nil }.render()
        let inside = (x: Int((ripple.center.x) * 2), y: 20), outside = (x: 238, y: 20)
        XCTAssertNotEqual(pressed[inside.x, inside.y], plain[inside.x, inside.y])
        XCTAssertEqual(pressed[outside.x, outside.y], plain[outside.x, outside.y])
        // Right to left the middle tab stays where it is and the finger is where it was: the same circle.
        let rtl = try Presets.load("m3-pressed", overrides: ConfigOverrides(direction: .forceRightToLeft)).restState()
        guard case .ripple(let mirrored)? = rtl.layout.decorations.first else { return XCTFail("\(rtl.layout.decorations)") }
        XCTAssertEqual(mirrored.frame, tab)
        XCTAssertEqual(mirrored.center.x, ripple.center.x, accuracy: 1e-9)
    }

    func testAReleasedRippleFadesOutOnceGrown() {
        // Held: the fade-in, 2/3 of the way at 0.05 s.
        XCTAssertEqual(Ripple.alpha(time: 0.05, release: 0.1), 0.05 / 0.075, accuracy: 1e-12)
        // Released at 0.03 s, mid-fade-in: full at once, and held full until the growth ends at 0.225 s.
        XCTAssertEqual(Ripple.alpha(time: 0.05, release: 0.03), 1)
        XCTAssertEqual(Ripple.alpha(time: 0.225, release: 0.03), 1)
        // Then linearly to 0 over 0.15 s: half-way at 0.3 s, gone at 0.375 s.
        XCTAssertEqual(Ripple.alpha(time: 0.3, release: 0.03), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Ripple.alpha(time: 0.375, release: 0.03), 0)
        // Released after it has grown: the fade starts at the release.
        XCTAssertEqual(Ripple.alpha(time: 0.35, release: 0.3), 1 - 0.05 / 0.15, accuracy: 1e-12)
        XCTAssertEqual(Ripple.pressed(in: tab, at: touch, time: 0.3, release: 0.03, color: .black).opacity, 0.05, accuracy: 1e-12)
    }
}
