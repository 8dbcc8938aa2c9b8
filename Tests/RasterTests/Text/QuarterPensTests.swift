import XCTest

@testable import Raster

/// Where drawing puts each glyph, in quarter pixels (`ShapedText.quarterPens`): what the audit keys
/// a title's measurement by. Two drawings whose pens differ by the same multiple of four in x and
/// y draw the same pixels moved by that many whole pixels; pens that differ otherwise draw others.
final class QuarterPensTests: XCTestCase {
    func ink(_ text: ShapedText, at origin: Point, size: Double = 15, embolden: Double = 0) -> Framebuffer {
        var frame = Framebuffer(width: 200, height: 60)
        frame.draw(text, pixelSize: size, origin: origin, color: .black, embolden: embolden)
        return frame
    }

    func testPensMovedByWholePixelsDrawTheSamePixelsMoved() throws {
        let text = ShapedText("Wishlist 全部", chain: try FontChain.standard())
        let a = Point(x: 10.3, y: 30.6)
        let pens = try XCTUnwrap(text.quarterPens(pixelSize: 15, origin: a))
        XCTAssertEqual(pens.count, 2 * text.runs.map(\.glyphs.count).reduce(0, +), "x and y of every glyph")
        // 10.3 × 4 = 41.2 rounds to 41: the first glyph's pen sits a quarter past pixel 10.
        XCTAssertEqual(Array(pens.prefix(2)), [41, 122])
        for (dx, dy) in [(7, 0), (23, 2), (1, -3)] {
            let b = Point(x: a.x + Double(dx), y: a.y + Double(dy))
            let moved = try XCTUnwrap(text.quarterPens(pixelSize: 15, origin: b))
            XCTAssertEqual(moved, pens.enumerated().map { $1 + 4 * ($0 % 2 == 0 ? dx : dy) })
            let (one, other) = (ink(text, at: a), ink(text, at: b))
            var compared = 0
            for y in 0..<60 {
                for x in 0..<200 where (0..<200).contains(x + dx) && (0..<60).contains(y + dy) {
                    XCTAssertEqual(one.alpha(x, y), other.alpha(x + dx, y + dy), "(\(x), \(y)) moved by (\(dx), \(dy))")
                    if one.alpha(x, y) > 0 { compared += 1 }
                }
            }
            XCTAssertGreaterThan(compared, 100)
        }
        // Half a pixel along: other quarters, other pixels.
        let half = Point(x: a.x + 0.5, y: a.y)
        XCTAssertNotEqual(text.quarterPens(pixelSize: 15, origin: half)?.first.map { $0 & 3 }, pens.first.map { $0 & 3 })
        XCTAssertNotEqual(ink(text, at: half).pixels, ink(text, at: a).pixels)
    }

    func testNoPensForWhatIsNotDrawnFromWholeMasks() throws {
        let text = ShapedText("W", chain: try FontChain.standard())
        XCTAssertNil(text.quarterPens(pixelSize: 0, origin: Point(x: 0, y: 0)))
        XCTAssertNil(text.quarterPens(pixelSize: 15, origin: Point(x: .nan, y: 0)))
        // A glyph over 2,048 pixels is cut to the clip as it is drawn.
        XCTAssertNil(text.quarterPens(pixelSize: 3_000, origin: Point(x: 0, y: 0)))
        XCTAssertNotNil(text.quarterPens(pixelSize: 200, origin: Point(x: 0, y: 0)))
    }
}
