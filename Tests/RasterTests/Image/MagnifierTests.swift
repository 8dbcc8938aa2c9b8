import XCTest

@testable import Raster

/// The glass lens: the canvas magnified about the lens's centre, sampled as an image is drawn,
/// replacing what was under the lens.
final class MagnifierTests: XCTestCase {
    /// An opaque grey ramp one pixel high: pixel i is 10·i.
    func ramp(_ width: Int) -> Framebuffer {
        var frame = Framebuffer(width: width, height: 1)
        for i in 0..<width { frame.pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: [UInt8(10 * i), UInt8(10 * i), UInt8(10 * i), 255]) }
        return frame
    }

    func testTwiceMagnifiedRampWorkedByHand() {
        // Zoom 2 about x = 4: pixel x's centre maps to 4 + (x + 0.5 − 4) / 2, i.e. sample position
        // u = that − 0.5 = 1.75, 2.25, 2.75, … 5.25 — between pixels ⌊u⌋ and ⌊u⌋ + 1 with weight
        // (u − ⌊u⌋)·256. x = 0: (10·64 + 20·192 + 128) >> 8 = 18; each next pixel 5 more.
        var frame = ramp(8)
        frame.applyMagnifier(in: Rect(x: 0, y: 0, width: 8, height: 1), radius: 0, zoom: 2)
        XCTAssertEqual((0..<8).map { frame.pixels[$0 * 4] }, [18, 23, 28, 33, 38, 43, 48, 53])
        XCTAssertEqual((0..<8).map { frame.pixels[$0 * 4 + 3] }, Array(repeating: 255, count: 8))
    }

    func testOnlyTheLensChangesAndZoomOneChangesNothing() {
        var frame = ramp(8)
        frame.applyMagnifier(in: Rect(x: 2, y: 0, width: 4, height: 1), radius: 0, zoom: 2)
        // About x = 4 again; outside 2..<6 the ramp stays.
        XCTAssertEqual((0..<8).map { frame.pixels[$0 * 4] }, [0, 10, 28, 33, 38, 43, 60, 70])
        var same = ramp(8)
        same.applyMagnifier(in: Rect(x: 0, y: 0, width: 8, height: 1), radius: 0, zoom: 1)
        XCTAssertEqual(same, ramp(8))
    }

    func testItReplacesATranslucentCanvasRatherThanCoveringIt() {
        // A clear canvas with one red pixel at the end: magnified 2× about x = 4 the lens reads
        // pixels 1.75…5.25 only, so pixel 7 becomes clear — drawn over, the red would stay.
        var frame = Framebuffer(width: 8, height: 1)
        frame.pixels.replaceSubrange(28..<32, with: [255, 0, 0, 255])
        frame.applyMagnifier(in: Rect(x: 0, y: 0, width: 8, height: 1), radius: 0, zoom: 2)
        XCTAssertEqual(frame, Framebuffer(width: 8, height: 1))
    }

    func testHostileNumbersDrawNothing() {
        for (rect, zoom) in [
            (Rect(x: 0, y: 0, width: 8, height: 1), 0.0), (Rect(x: 0, y: 0, width: 8, height: 1), .nan),
            (Rect(x: 0, y: 0, width: 8, height: 1), .infinity), (Rect(x: .nan, y: 0, width: 8, height: 1), 2),
            (Rect(x: 0, y: 0, width: -8, height: 1), 2), (Rect(x: 100, y: 100, width: 8, height: 1), 2),
        ] {
            var frame = ramp(8)
            frame.applyMagnifier(in: rect, radius: 0, zoom: zoom)
            XCTAssertEqual(frame, ramp(8), "\(rect) × \(zoom)")
        }
    }
}
