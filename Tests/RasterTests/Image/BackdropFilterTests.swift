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

    func testAWideBlurWorkedSmallStaysWithinFourLevelsOfTheFullSizeBlur() {
        // Black and white 16-pixel squares with a red one: the sharpest input there is. The box
        // sits far enough from the canvas's edges that the full-size blur of the whole canvas is
        // the exact reference (both read only canvas pixels).
        var frame = Framebuffer(width: 400, height: 300, fill: .white)
        for y in stride(from: 0, to: 300, by: 16) {
            for x in stride(from: (y / 16) % 2 * 16, to: 400, by: 32) {
                frame.fill(rect: Rect(x: Double(x), y: Double(y), width: 16, height: 16), color: .black)
            }
        }
        frame.fill(rect: Rect(x: 192, y: 144, width: 16, height: 16), color: RGBA8(r: 255, g: 0, b: 0))
        let box = PixelBox(x0: 150, y0: 120, x1: 250, y1: 180)
        for sigma in [6.0, 24] {
            XCTAssertGreaterThan(Framebuffer.backdropDownsampling(sigma: sigma), 1)
            let reference = frame.blurred(sigma: sigma)
            var filtered = frame
            filtered.applyBackdropFilter(in: box, sigma: sigma, saturation: 1)
            var worst = 0
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let i = frame.byteOffset(x, y)
                    for c in 0..<4 { worst = max(worst, abs(Int(filtered.pixels[i + c]) - Int(reference.pixels[i + c]))) }
                }
            }
            XCTAssertLessThanOrEqual(worst, 4, "sigma \(sigma)")  // 4 at sigma 6 (worked at half size), 3 at 24
            // Outside the box nothing moved.
            XCTAssertEqual(filtered.pixels[frame.byteOffset(149, 150) + 0], frame.pixels[frame.byteOffset(149, 150) + 0])
        }
    }

    func testAWideBlurOfAUniformCanvasStaysUniform() {
        // Worked at a quarter of the size: partial blocks at the edges, repeated edges, and the
        // interpolation must not leak transparency or rounding into a flat colour.
        let colour = RGBA8(r: 37, g: 150, b: 222, a: 200)
        var frame = Framebuffer(width: 75, height: 41, fill: colour)
        frame.applyBackdropFilter(in: PixelBox(x0: 0, y0: 0, x1: 75, y1: 41), sigma: 30, saturation: 1)
        XCTAssertEqual(frame, Framebuffer(width: 75, height: 41, fill: colour))
    }

    func testDownsamplingAveragesBlocksAndTheirPartialEdges() {
        // 5 × 3 by 2: blocks of 4, 2 (right column), 2 (bottom row) and 1 (the corner).
        var frame = Framebuffer(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 {
                let v = UInt8(10 * (y * 5 + x))
                let i = frame.byteOffset(x, y)
                frame.pixels[i] = v
                frame.pixels[i + 3] = 255
            }
        }
        let small = frame.downsampled(by: 2)
        XCTAssertEqual(small.width, 3)
        XCTAssertEqual(small.height, 2)
        // (0 + 10 + 50 + 60) / 4 = 30; (40 + 90) / 2 = 65; (100 + 110) / 2 = 105; 140 alone.
        XCTAssertEqual([0, 2, 3, 5].map { small.pixels[$0 * 4] }, [30, 65, 105, 140])
        XCTAssertEqual(small.pixels[3], 255)
    }

    func testReadingBackSamplesAtEachPixelCentre() {
        // A small row [0, 200, 100, 40] read back 4 times as wide, as the backdrop blur does (the
        // image routine over clear pixels): pixel centre i + ½ is small position (2i − 3)/8.
        var small = Framebuffer(width: 4, height: 1)
        for (i, v) in [0, 200, 100, 40].enumerated() {
            small.pixels[i * 4] = UInt8(v)
            small.pixels[i * 4 + 3] = 255
        }
        var wide = Framebuffer(width: 16, height: 1)
        wide.draw(small, in: Rect(x: 0, y: 0, width: 16, height: 4))
        // −3/8, −1/8: clamped to 0; 1/8: 200/8 = 25; 3/8: 75; 7/8: 175; 9/8: 200 − 100/8 = 187.5 → 188;
        // 75/8 and 77/8: past the last, 40.
        XCTAssertEqual((0..<16).map { wide.pixels[$0 * 4] }, [0, 0, 25, 75, 125, 175, 188, 163, 138, 113, 93, 78, 63, 48, 40, 40])
        XCTAssertEqual(wide.pixels[2 * 4 + 3], 255)
        // Twice as wide: (2i − 1)/4; pixel 3 at 5/4 is 200·¾ + 100·¼ = 175.
        var twice = Framebuffer(width: 8, height: 1)
        twice.draw(small, in: Rect(x: 0, y: 0, width: 8, height: 2))
        XCTAssertEqual(twice.pixels[3 * 4], 175)
    }
}
