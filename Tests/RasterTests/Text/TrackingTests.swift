import XCTest

@testable import Raster

/// Letter spacing (Material's 0.1 sp on labels): one spacing after every glyph, the first glyph
/// moved on by half of it, as Android lays out letter-spaced text.
final class TrackingTests: XCTestCase {
    func testTheAdvanceGrowsByOneSpacingPerGlyph() throws {
        let plain = ShapedText("Flights", chain: try FontChain.standard())
        let tracked = plain.tracked(0.1 / 14)
        // 7 glyphs × 0.1 pt at 14 pt.
        XCTAssertEqual(tracked.advance(atSize: 14) - plain.advance(atSize: 14), 0.7, accuracy: 1e-9)
        XCTAssertEqual(tracked.advance(atSize: 28) - plain.advance(atSize: 28), 1.4, accuracy: 1e-9)
        XCTAssertNotEqual(tracked, plain)
        // Cutting keeps the spacing: "Fli…" is 4 glyphs.
        let cut = tracked.truncatingTail(toFit: plain.advance(atSize: 14) * 0.6, size: 14)
        XCTAssertEqual(cut.tracking, tracked.tracking)
        XCTAssertEqual(cut.advance(atSize: 14) - ShapedText(cut.text, chain: try FontChain.standard()).advance(atSize: 14), 0.1 * Double(cut.text.count), accuracy: 1e-9)
    }

    func testEachGlyphIsDrawnWhereTheSpacingPutsIt() throws {
        // At 20 px, 0.05 em is 1 px: "I" starts half a pixel on, the second "I" 1 px further than its advance.
        let chain = try FontChain.standard()
        let one = ShapedText("I", chain: chain), two = ShapedText("II", chain: chain).tracked(0.05)
        let advance = one.advance(atSize: 20)
        var tracked = Framebuffer(width: 40, height: 30), apart = Framebuffer(width: 40, height: 30)
        tracked.draw(two, pixelSize: 20, origin: Point(x: 4, y: 24), color: .black)
        apart.draw(one, pixelSize: 20, origin: Point(x: 4.5, y: 24), color: .black)
        apart.draw(one, pixelSize: 20, origin: Point(x: 4.5 + advance + 1, y: 24), color: .black)
        XCTAssertEqual(tracked, apart)
        var untracked = Framebuffer(width: 40, height: 30)
        untracked.draw(ShapedText("II", chain: chain), pixelSize: 20, origin: Point(x: 4, y: 24), color: .black)
        XCTAssertNotEqual(tracked, untracked)
    }
}
