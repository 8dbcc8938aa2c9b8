import XCTest

@testable import Raster

final class PolygonTests: XCTestCase {
    private func totalCoverage(_ fb: Framebuffer) -> Double {
        stride(from: 3, to: fb.pixels.count, by: 4).reduce(0.0) { $0 + Double(fb.pixels[$1]) / 255 }
    }

    func testTriangleCoverageSumsToItsArea() {
        var fb = Framebuffer(width: 20, height: 20)
        fb.fill(polygon: [Point(x: 2.3, y: 1.7), Point(x: 17.6, y: 4.2), Point(x: 8.1, y: 18.9)], color: .black)
        let cross: Double = (17.6 - 2.3) * (18.9 - 1.7) - (8.1 - 2.3) * (4.2 - 1.7)
        let area = abs(cross) / 2
        // Each pixel rounds to 1/255, so the sum is within half a level per touched pixel.
        XCTAssertEqual(totalCoverage(fb), area, accuracy: 0.5)
    }

    func testPolygonMatchesRectPathExactly() {
        var a = Framebuffer(width: 6, height: 6), b = Framebuffer(width: 6, height: 6)
        let r = Rect(x: 0.5, y: 1.25, width: 4.2, height: 3.5)
        a.fill(rect: r, color: .black)
        b.fill(
            polygon: [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
            ], color: .black)
        XCTAssertEqual(a, b)
    }

    func testWindingDirectionDoesNotMatter() {
        var a = Framebuffer(width: 10, height: 10), b = Framebuffer(width: 10, height: 10)
        let points = [Point(x: 1, y: 1), Point(x: 9, y: 2.5), Point(x: 4, y: 8.7)]
        a.fill(polygon: points, color: .black)
        b.fill(polygon: points.reversed(), color: .black)
        XCTAssertEqual(a, b)
    }

    func testPolygonPartlyOutsideIsClipped() {
        var fb = Framebuffer(width: 4, height: 4)
        fb.fill(polygon: [Point(x: -10, y: -10), Point(x: 2, y: -10), Point(x: 2, y: 20), Point(x: -10, y: 20)], color: .black)
        XCTAssertEqual((0..<4).map { fb[$0, 2].a }, [255, 255, 0, 0])
    }

    func testRoundedRectIsSymmetricAndFullInside() {
        var fb = Framebuffer(width: 40, height: 20)
        fb.fill(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), radius: 6, color: .black)
        XCTAssertEqual(fb[20, 10].a, 255)
        XCTAssertEqual(fb[0, 10].a, 255)
        XCTAssertLessThan(fb[0, 0].a, 40)  // the corner is cut
        for y in 0..<20 {
            for x in 0..<20 {
                XCTAssertEqual(Int(fb[x, y].a), Int(fb[39 - x, y].a), accuracy: 1, "(\(x), \(y))")
                XCTAssertEqual(Int(fb[x, y].a), Int(fb[x, 19 - y].a), accuracy: 1, "(\(x), \(y))")
            }
        }
        // Area of a rounded rect: w·h − (4 − π)·r².
        let area = 40.0 * 20 - (4 - Double.pi) * 36
        let total = stride(from: 3, to: fb.pixels.count, by: 4).reduce(0.0) { $0 + Double(fb.pixels[$1]) / 255 }
        XCTAssertEqual(total, area, accuracy: 1)
    }
}
