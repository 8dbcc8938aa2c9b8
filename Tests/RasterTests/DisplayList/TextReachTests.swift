import XCTest

@testable import Raster

/// A text command's reach: the window a layer or mask around it takes. It must hold every pixel
/// the text draws (so the layer gets the bytes a whole canvas would) and be far smaller than a
/// wide canvas (so a masked title does not cost the whole bar).
final class TextReachTests: XCTestCase {
    func testAMaskedTitleDrawsTheSameInItsOwnWindowAsOnTheWholeCanvas() throws {
        let chain = try FontChain.standard()
        let shaped = ShapedText("Wishlist 全部", chain: chain)
        let origin = Point(x: 300, y: 30), scale = 2.0
        for command in [
            DrawCommand.text(shaped, size: 17, origin: origin, .black),
            .strokedText(shaped, size: 17, origin: origin, .black, stroke: 1.5),
        ] {
            let reach = try XCTUnwrap(command.reach(scale: scale))
            // An em (34 px) and the thickening beyond the face boxes: well inside a 1,500 px canvas.
            XCTAssertLessThan(reach.width, 600, "\(reach)")
            XCTAssertLessThan(reach.height, 200, "\(reach)")
            var alone = DisplayList(width: 750, height: 88)
            alone.commands = [command]
            let ink = alone.rasterize(scale: scale)
            var drawn = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
            for y in 0..<ink.height {
                for x in 0..<ink.width where ink.alpha(x, y) > 0 { drawn = drawn.union(PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)) }
            }
            XCTAssertFalse(drawn.isEmpty)
            XCTAssertEqual(drawn.intersection(reach), drawn, "every inked pixel \(drawn) lies in the reach \(reach)")
            // A layer and a mask take that window; a clear gradient (it draws nothing but can reach
            // anywhere) forces the whole canvas instead: the same bytes either way.
            let fade = LinearGradient(colors: [.black, .clear], start: Point(x: 250, y: 0), end: Point(x: 450, y: 0))
            let nothing = DrawCommand.gradient(LinearGradient(colors: [.clear, .clear], start: Point(x: 0, y: 0), end: Point(x: 750, y: 0)))
            let ground = DrawCommand.fillRect(Rect(x: 0, y: 0, width: 750, height: 88), .white)
            var masked = DisplayList(width: 750, height: 88)
            masked.commands = [ground, .masked([command], by: [.gradient(fade)]), .layer([command], opacity: 0.5)]
            var whole = masked
            whole.commands = [ground, .masked([command, nothing], by: [.gradient(fade)]), .layer([command, nothing], opacity: 0.5)]
            XCTAssertNotNil(DrawCommand.reach(of: masked.commands, scale: scale))
            XCTAssertNil(DrawCommand.reach(of: [whole.commands[1]], scale: scale))
            XCTAssertEqual(masked.rasterize(scale: scale), whole.rasterize(scale: scale))
        }
    }
}
