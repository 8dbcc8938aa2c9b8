import XCTest

@testable import Raster

/// Glyphs cost what can reach the canvas: off-canvas glyphs are never rasterized, a huge glyph is
/// rasterized only where it meets the canvas (with exactly the coverage of the whole glyph there),
/// and the cache is bounded in bytes.
final class GlyphMemoryTests: XCTestCase {
    func testAClippedGlyphHasTheWholeGlyphsCoverageInsideItsWindow() throws {
        let face = try FontChain.standard().primary
        let glyph = ShapedText("B", chain: try FontChain.standard()).runs[0].glyphs[0]
        for (size, phase, embolden) in [(900.0, 1, 0.0), (700.0, 3, 6.0)] {
            let whole = GlyphCache.shared.mask(face: face, pixelSize: size, glyph: glyph, phaseX: phase, phaseY: 2, embolden: embolden)
            XCTAssertGreaterThan(whole.width, 300)
            let pen = (x: 5_000, y: 7_000)
            let box = PixelBox(
                x0: pen.x + whole.left + 37, y0: pen.y + whole.top + 101, x1: pen.x + whole.left + whole.width - 20,
                y1: pen.y + whole.top + whole.height / 2)
            let part = GlyphCache.shared.clippedMask(
                face: face, pixelSize: size, glyph: glyph, phaseX: phase, phaseY: 2, embolden: embolden,
                pen: pen, window: box)
            XCTAssertEqual(part.width, box.width)
            var differing = 0, covered = 0
            for y in 0..<part.height {
                for x in 0..<part.width {
                    let a = part.coverage[y * part.width + x]
                    let b = whole.coverage[(y + part.top - whole.top) * whole.width + x + part.left - whole.left]
                    if a != b { differing += 1 }
                    if a > 0 { covered += 1 }
                }
            }
            XCTAssertEqual(differing, 0, "size \(size)")
            XCTAssertGreaterThan(covered, 1_000)
        }
    }

    func testGlyphsOffTheCanvasAreNeverRasterizedAndTheCacheIsBounded() throws {
        let chain = try FontChain.standard()
        let text = ShapedText("全部好友动态我的关注 Trending News", chain: chain)
        var canvas = Framebuffer(width: 200, height: 100)
        GlyphCache.shared.clearForTests()
        canvas.draw(text, pixelSize: 40, origin: Point(x: -50_000, y: 60), color: .black)
        canvas.draw(text, pixelSize: 40, origin: Point(x: 20, y: 10_000), color: .black)
        XCTAssertEqual(GlyphCache.shared.cachedBytes, 0, "nothing off the canvas was rasterized")
        XCTAssertEqual(canvas, Framebuffer(width: 200, height: 100))
        // Hundreds of sizes (a zoom animation's frames): the cache never holds more than its budget.
        for k in 0..<400 { canvas.draw(text, pixelSize: 60 + Double(k) * 0.37, origin: Point(x: 0, y: 80), color: .black) }
        XCTAssertLessThanOrEqual(GlyphCache.shared.cachedBytes, GlyphCache.byteBudget)
        XCTAssertGreaterThan(GlyphCache.shared.cachedBytes, 0)
    }

    /// A glyph far larger than the canvas draws the pixels a whole rasterization would.
    func testAHugeGlyphDrawsLikeAWholeOne() throws {
        let chain = try FontChain.standard()
        let text = ShapedText("W", chain: chain)
        var clipped = Framebuffer(width: 300, height: 200)
        clipped.draw(text, pixelSize: 6_000, origin: Point(x: -2_000, y: 3_000), color: RGBA8(r: 200, g: 30, b: 90))
        // The same glyph drawn from its whole mask, by hand.
        let run = text.runs[0]
        let whole = GlyphCache.shared.mask(face: run.face, pixelSize: 6_000, glyph: run.glyphs[0], phaseX: 0, phaseY: 0)
        var reference = Framebuffer(width: 300, height: 200)
        whole.coverage.withUnsafeBufferPointer { m in
            reference.blend(
                mask: m, maskWidth: whole.width, maskHeight: whole.height, atX: -2_000 + whole.left, y: 3_000 + whole.top,
                color: RGBA8(r: 200, g: 30, b: 90))
        }
        XCTAssertEqual(clipped, reference)
        XCTAssertNotEqual(clipped, Framebuffer(width: 300, height: 200), "the glyph reaches the canvas")
    }
}
