import XCTest

@testable import Raster

final class BlurTests: XCTestCase {
    func testBoxSizesApproximateTheGaussian() {
        // Three boxes whose variances add up to sigma²: Σ (w² − 1) / 12 ≈ σ².
        for sigma in [1.0, 2.5, 6.0] {
            let sizes = Framebuffer.boxSizes(sigma: sigma, count: 3)
            XCTAssertTrue(sizes.allSatisfy { $0 % 2 == 1 })
            let variance = sizes.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(variance.squareRoot(), sigma, accuracy: 0.5, "\(sizes)")
        }
    }

    func testBlurSpreadsSymmetricallyAndKeepsTheInkRoughly() {
        var fb = Framebuffer(width: 41, height: 41)
        fb.fill(box: PixelBox(x0: 15, y0: 15, x1: 26, y1: 26), color: .black)
        let blurred = fb.blurred(sigma: 3)
        func alpha(_ f: Framebuffer) -> Int { stride(from: 3, to: f.pixels.count, by: 4).reduce(0) { $0 + Int(f.pixels[$1]) } }
        XCTAssertEqual(Double(alpha(blurred)), Double(alpha(fb)), accuracy: Double(alpha(fb)) * 0.02)
        for y in 0..<41 {
            for x in 0..<41 {
                XCTAssertEqual(blurred[x, y].a, blurred[40 - x, y].a, "(\(x), \(y))")
                XCTAssertEqual(blurred[x, y].a, blurred[x, 40 - y].a, "(\(x), \(y))")
            }
        }
        XCTAssertLessThan(blurred[20, 20].a, 255)
        XCTAssertGreaterThan(blurred[12, 20].a, 0)  // ink spread past the square's edge
        XCTAssertEqual(blurred[0, 0].a, 0)
    }

    func testRoundedImageIsClippedAtTheCorners() {
        let image = Framebuffer(width: 20, height: 20, fill: RGBA8(r: 0, g: 0, b: 255))
        var fb = Framebuffer(width: 20, height: 20)
        fb.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 6)
        XCTAssertEqual(fb[0, 0].a, 0)
        XCTAssertEqual(fb[10, 10], RGBA8(r: 0, g: 0, b: 255).premultiplied)
        XCTAssertEqual(fb[0, 10], RGBA8(r: 0, g: 0, b: 255).premultiplied)
    }
}
