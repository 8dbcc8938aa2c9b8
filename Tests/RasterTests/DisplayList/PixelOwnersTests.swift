import XCTest

@testable import Raster

/// Which span painted each pixel last, from a list drawn once.
final class PixelOwnersTests: XCTestCase {
    func testTheLastSpanToChangeAPixelOwnsIt() {
        var list = DisplayList(width: 20, height: 10)
        let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
        list.commands = [
            .fillRect(Rect(x: 0, y: 0, width: 20, height: 10), .white),  // in no span
            .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), red),
            .fillRect(Rect(x: 5, y: 0, width: 10, height: 5), blue),
            .fillRect(Rect(x: 0, y: 0, width: 2, height: 2), red),  // red over red: changes nothing
        ]
        let (framebuffer, owners) = list.rasterizeTrackingOwners(scale: 2, spans: [1..<2, 2..<3, 3..<4])
        XCTAssertEqual(framebuffer, list.rasterize(scale: 2), "the same bytes as a plain render")
        XCTAssertEqual(owners.owner(1, 1), 0, "red over red leaves the pixel to the first red")
        XCTAssertEqual(owners.owner(9, 15), 0)
        XCTAssertEqual(owners.owner(12, 3), 1)
        XCTAssertNil(owners.owner(35, 15), "the white ground belongs to no span")
        XCTAssertEqual(
            owners.boxes,
            [
                PixelBox(x0: 0, y0: 0, x1: 20, y1: 20), PixelBox(x0: 10, y0: 0, x1: 30, y1: 10), nil,
            ])
    }

    func testSpansPastTheEndAreClamped() {
        var list = DisplayList(width: 4, height: 4)
        list.commands = [.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), .black)]
        let (framebuffer, owners) = list.rasterizeTrackingOwners(scale: 1, spans: [0..<5, 7..<9])
        XCTAssertEqual(framebuffer, list.rasterize(scale: 1))
        XCTAssertEqual(owners.boxes, [PixelBox(x0: 0, y0: 0, x1: 4, y1: 4), nil])
    }

    /// A window's map is the whole canvas's there: the same owner at every pixel, boxes cut to
    /// the window, and the window's bytes those of the plain render.
    func testAWindowsOwnersAreTheWholeCanvassThere() {
        var list = DisplayList(width: 20, height: 10)
        let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
        list.commands = [
            .fillRect(Rect(x: 0, y: 0, width: 20, height: 10), .white),
            .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), red),
            .fillRect(Rect(x: 5, y: 0, width: 10, height: 5), blue),
            .fillRect(Rect(x: 16, y: 6, width: 3, height: 3), blue),
        ]
        let spans = [0..<1, 1..<2, 2..<3, 3..<4]
        let (_, whole) = list.rasterizeTrackingOwners(scale: 2, spans: spans)
        let window = PixelBox(x0: 7, y0: 3, x1: 25, y1: 14)
        let (framebuffer, owners) = list.rasterizeTrackingOwners(scale: 2, spans: spans, window: window)
        XCTAssertEqual(owners.bounds, window)
        XCTAssertEqual(framebuffer, list.rasterize(scale: 2, window: window))
        for y in window.y0..<window.y1 {
            for x in window.x0..<window.x1 { XCTAssertEqual(owners.owner(x, y), whole.owner(x, y), "(\(x), \(y))") }
        }
        // Worked out by hand: the ground is all of the window; red from x 7 to 20, every row;
        // blue from 10 to 25 above y 10; the small blue square (32–38, 12–18) not at all.
        XCTAssertEqual(
            owners.boxes,
            [PixelBox(x0: 7, y0: 3, x1: 25, y1: 14), PixelBox(x0: 7, y0: 3, x1: 20, y1: 14), PixelBox(x0: 10, y0: 3, x1: 25, y1: 10), nil])
        XCTAssertEqual(whole.owner(8, 12), 1, "and the whole canvas agrees where the red is not covered")
    }
}
