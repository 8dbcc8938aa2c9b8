import XCTest

@testable import Raster

/// Thickened glyphs (a stroke drawn with the fill) cover more and keep their advances.
final class EmboldenTests: XCTestCase {
    func testEmboldeningThickensWithoutMoving() throws {
        let chain = try FontChain.standard()
        let text = ShapedText("Thick", chain: chain)
        func coverage(_ embolden: Double) -> Int {
            var fb = Framebuffer(width: 120, height: 40)
            fb.draw(text, pixelSize: 24, origin: Point(x: 4, y: 30), color: .black, embolden: embolden)
            return fb.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        }
        let plain = coverage(0), thick = coverage(1.5)
        XCTAssertGreaterThan(Double(thick), Double(plain) * 1.2)
        XCTAssertEqual(coverage(0), plain, "deterministic")
    }
}
