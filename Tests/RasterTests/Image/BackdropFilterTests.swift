import XCTest

@testable import Raster

/// The material filter: a blur that repeats the canvas's edges and a saturation matrix, exact in
/// integers.
final class BackdropFilterTests: XCTestCase {
    func testAUniformCanvasStaysUniformToItsEdges() {
        // Were the edges extended with transparency, the border pixels would fade and darken.
        let colour = RGBA8(r: 200, g: 100, b: 50)
        var frame = Framebuffer(width: 40, height: 20, fill: colour)
        frame.applyBackdropFilter(in: PixelBox(x0: 0, y0: 0, x1: 40, y1: 20), sigma: 6, saturation: 1)
        XCTAssertEqual(frame, Framebuffer(width: 40, height: 20, fill: colour))
    }

    func testSaturationPushesAwayFromLuminance() {
        // Luminance (871·200 + 2929·100 + 296·50) / 4096 = 117; at 2×: red 117 + 2·83 → 255 (kept
        // within alpha), green 117 − 2·17 = 83 (rounded down from 83.5), blue 117 − 2·67 → 0.
        var frame = Framebuffer(width: 4, height: 4, fill: RGBA8(r: 200, g: 100, b: 50))
        frame.applyBackdropFilter(in: PixelBox(x0: 0, y0: 0, x1: 4, y1: 4), sigma: 0, saturation: 2)
        XCTAssertEqual(Array(frame.pixels[0..<4]), [255, 83, 0, 255])
    }

    func testOnlyTheBoxChangesAndItReadsBeyondIt() {
        // Black left half, white right half; filter the right half only. Its first column is
        // pulled towards black by the pixels left of the box; the left half is untouched.
        var frame = Framebuffer(width: 20, height: 4, fill: .white)
        frame.fill(rect: Rect(x: 0, y: 0, width: 10, height: 4), color: .black)
        frame.applyBackdropFilter(in: PixelBox(x0: 10, y0: 0, x1: 20, y1: 4), sigma: 2, saturation: 1)
        XCTAssertEqual(Array(frame.pixels[(9 * 4)..<(10 * 4)]), [0, 0, 0, 255])
        let edge = frame.pixels[10 * 4]
        XCTAssertGreaterThan(edge, 0)
        XCTAssertLessThan(edge, 200)
        XCTAssertEqual(Array(frame.pixels[(19 * 4)..<(20 * 4)]), [255, 255, 255, 255])
    }
}
