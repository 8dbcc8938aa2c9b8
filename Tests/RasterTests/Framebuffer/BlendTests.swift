import XCTest

@testable import Raster

final class BlendTests: XCTestCase {
    func testDiv255RoundsToNearestForEveryProduct() {
        for v in stride(from: UInt32(0), through: 255 * 255, by: 1) {
            let exact = (Double(v) / 255).rounded(.toNearestOrAwayFromZero)
            XCTAssertEqual(Double(div255(v)), exact, "v = \(v)")
        }
    }

    func testPremultiplyAndBack() {
        let c = RGBA8(r: 200, g: 100, b: 50, a: 128)
        let p = c.premultiplied
        XCTAssertEqual(p, PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 128))
        XCTAssertEqual(p.straight, RGBA8(r: 199, g: 100, b: 50, a: 128))
        XCTAssertEqual(PremultipliedRGBA8(r: 9, g: 9, b: 9, a: 0).straight, .clear)
    }

    func testSourceOverHalfRedOnWhite() {
        var fb = Framebuffer(width: 1, height: 1, fill: .white)
        fb.fill(RGBA8(r: 255, g: 0, b: 0, a: 128))
        // src premultiplied (128, 0, 0, 128); dst = src + 255 × 127 / 255 = src + 127.
        XCTAssertEqual(fb[0, 0], PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
    }

    func testOpaqueFillReplaces() {
        var fb = Framebuffer(width: 2, height: 1, fill: RGBA8(r: 1, g: 2, b: 3, a: 4))
        fb.fill(RGBA8(r: 10, g: 20, b: 30))
        XCTAssertEqual(fb[1, 0], PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
    }

    func testHalfPointHairlineAt1xIsOneHalfCoveredRow() {
        var fb = Framebuffer(width: 4, height: 3)
        fb.fill(rect: Rect(x: 0, y: 1, width: 4, height: 0.5), color: .black)
        for x in 0..<4 {
            XCTAssertEqual(fb[x, 0].a, 0)
            XCTAssertEqual(fb[x, 1].a, 128)  // 0.5 × 255 = 127.5, rounded half up
            XCTAssertEqual(fb[x, 2].a, 0)
        }
    }

    func testFractionalRectCoverageIsTheAreaProduct() {
        var fb = Framebuffer(width: 3, height: 3)
        fb.fill(rect: Rect(x: 0.25, y: 0.5, width: 2, height: 2), color: .black)
        XCTAssertEqual(fb[0, 0].a, UInt8((0.75 * 0.5 * 255).rounded()))  // 96
        XCTAssertEqual(fb[1, 1].a, 255)
        XCTAssertEqual(fb[2, 2].a, UInt8((0.25 * 0.5 * 255).rounded()))  // 32
        XCTAssertEqual(fb[2, 1].a, UInt8((0.25 * 255).rounded()))
    }

    func testPixelAlignedRectIsAPlainFill() {
        var fb = Framebuffer(width: 4, height: 4)
        fb.fill(rect: Rect(x: 1, y: 1, width: 2, height: 2), color: RGBA8(r: 0, g: 0, b: 255))
        XCTAssertEqual(fb[1, 1], PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(fb[0, 0].a, 0)
        XCTAssertEqual(fb[3, 3].a, 0)
        XCTAssertEqual(fb.pixels.filter { $0 == 255 }.count, 8)  // four pixels × (b, a)
    }

    func testClipLimitsDrawing() {
        var fb = Framebuffer(width: 4, height: 1)
        fb.clip = PixelBox(x0: 1, y0: 0, x1: 3, y1: 1)
        fb.fill(rect: Rect(x: 0, y: 0, width: 4, height: 1), color: .black)
        XCTAssertEqual((0..<4).map { fb[$0, 0].a }, [0, 255, 255, 0])
    }
}
