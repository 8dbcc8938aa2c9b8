import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Leaving out the segments scrolled off the canvas (``CanvasCulling``) never changes a pixel, and
/// does leave them out: every scrolling preset widened to 40 segments, in several states, light at
/// 2x, dark at 1x and right to left at 3x, drawn culled and in full.
final class CanvasCullingTests: XCTestCase {
    /// `preset`'s config with 40 segments: its titles (and every per-segment list as long as them)
    /// repeated, with longer and CJK titles mixed in so widths differ.
    func widened(_ preset: Presets.Preset, count: Int = 40) throws -> Data {
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(preset.json.utf8)) as? [String: Any])
        let titles = json["sectionTitles"] as? [String] ?? []
        let extra = ["A much longer title", "全部动态", "i", "Library"]
        let n = max(titles.count, 1)
        for (key, value) in json {
            guard let list = value as? [Any], list.count == n, key != "sectionTitles", !list.isEmpty else { continue }
            json[key] = (0..<count).map { list[$0 % n] }
        }
        // A rainbow line's colours go one per item too.
        if var indicators = json["indicators"] as? [[String: Any]] {
            for k in indicators.indices {
                if let colors = indicators[k]["colors"] as? [Any], colors.count == n { indicators[k]["colors"] = (0..<count).map { colors[$0 % n] } }
            }
            json["indicators"] = indicators
        }
        if !titles.isEmpty {
            json["sectionTitles"] = (0..<count).map { $0 % 3 == 2 ? extra[($0 / 3) % extra.count] : titles[$0 % titles.count] }
        }
        json["disabledSegments"] = nil
        return try JSONSerialization.data(withJSONObject: json)
    }

    func testCulledDrawingGivesTheSameBytesAndLeavesSegmentsOut() throws {
        var checked = 0, leftOut = 0
        for preset in Presets.all {
            let data = try widened(preset)
            let variants: [(ConfigOverrides, scale: Int)] = [
                (ConfigOverrides(), 2), (ConfigOverrides(appearance: .dark), 1), (ConfigOverrides(direction: .forceRightToLeft), 3),
            ]
            for (overrides, scale) in variants {
                let control = try ConfigLoader.load(json: data, name: preset.name, baseDirectory: ".", overrides: overrides).scaled(to: Double(scale))
                guard case .hm = control.paint.chrome else { continue }
                let n = control.config.segmentCount
                let states = [control.restState(0), control.restState(n / 2), control.restState(n - 1), control.progressState(7.4)]
                for (k, state) in states.enumerated() {
                    let full = control.drawing(state), culled = control.drawing(state, culled: true)
                    let label = "\(preset.name) \(overrides) @\(scale)x state \(k)"
                    let expected = full.list.rasterize(scale: Double(scale))
                    XCTAssertEqual(culled.list.rasterize(scale: Double(scale)), expected, "\(label): culling changed pixels")
                    XCTAssertEqual(control.render(state), expected, "\(label): render is the culled drawing")
                    let titles = { (spans: [ElementSpan]) in spans.filter { if case .title = $0.element { true } else { false } }.count }
                    XCTAssertLessThanOrEqual(titles(culled.spans), titles(full.spans), label)
                    leftOut += titles(full.spans) - titles(culled.spans)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 150)
        // Most of 40 titles lie off a phone-wide bar in most of these states.
        XCTAssertGreaterThan(leftOut, checked * 20, "segments scrolled off the canvas are left out")
    }

    /// Every pixel a title draws lies inside the extent culling trusts: drawn far from the canvas's
    /// edges, at several sizes, thickened and not, in Latin, CJK, Arabic and mixed text.
    func testInkExtentHoldsEveryPixelATitleDraws() throws {
        let chain = try FontChain.standard()
        for text in ["Trending", "全部动态", "مرحبا بالعالم", "fjord ƒ", "Mixed 全部 ok", "W"] {
            let shaped = ShapedText(text, chain: chain)
            let extent = shaped.inkExtent
            for (pixelSize, embolden) in [(15.0, 0.0), (31.7, 0.0), (44.0, 3.0)] {
                var framebuffer = Framebuffer(width: 1200, height: 160)
                let origin = Point(x: 300.25, y: 100)
                framebuffer.draw(shaped, pixelSize: pixelSize, origin: origin, color: RGBA8(r: 0, g: 0, b: 0, a: 255), embolden: embolden)
                var drawn = (min: Int.max, max: Int.min)
                for y in 0..<framebuffer.height {
                    for x in 0..<framebuffer.width where framebuffer.pixels[(y * framebuffer.width + x) * 4 + 3] != 0 {
                        drawn = (min(drawn.min, x), max(drawn.max, x))
                    }
                }
                XCTAssertLessThan(drawn.min, drawn.max, "\(text) draws something")
                // The extent itself, without the culling margin of an em: the glyph boxes hold the ink.
                XCTAssertGreaterThanOrEqual(Double(drawn.min), origin.x + extent.left * pixelSize - embolden - 2, "\(text) at \(pixelSize)")
                XCTAssertLessThanOrEqual(Double(drawn.max + 1), origin.x + extent.right * pixelSize + embolden + 2, "\(text) at \(pixelSize)")
                // Just clear of either edge of a clip, the text is rejected; touching it, it is not.
                let left = PixelBox(x0: 0, y0: 0, x1: drawn.min - Int(pixelSize + embolden) - 3, y1: 160)
                let right = PixelBox(x0: drawn.max + Int(pixelSize + embolden) + 4, y0: 0, x1: 1200, y1: 160)
                XCTAssertTrue(extent.mayDraw(pixelSize: pixelSize, originX: origin.x, embolden: embolden, between: left) || left.x1 <= 0)
                XCTAssertTrue(extent.mayDraw(pixelSize: pixelSize, originX: origin.x, embolden: embolden, between: right) || right.x0 >= 1200)
                let farLeft = PixelBox(x0: 0, y0: 0, x1: Int(origin.x + extent.left * pixelSize - pixelSize - embolden) - 2, y1: 160)
                XCTAssertFalse(extent.mayDraw(pixelSize: pixelSize, originX: origin.x, embolden: embolden, between: farLeft), "\(text): clip ends before its reach")
            }
        }
    }

    /// The test by hand: extent −0.1…2 em at 10 px is ink from −1 to 20 px of the origin, and
    /// culling allows an em and a pixel more each way.
    func testMayDrawByHand() {
        let extent = InkExtent(left: -0.1, right: 2)
        let canvas = PixelBox(x0: 0, y0: 0, x1: 100, y1: 10)
        // Right edge of the reach: origin + 20 + 11.
        XCTAssertFalse(extent.mayDraw(pixelSize: 10, originX: -31.5, between: canvas))
        XCTAssertTrue(extent.mayDraw(pixelSize: 10, originX: -31, between: canvas))
        // Left edge: origin − 1 − 11; a 2 px thickening adds 2.
        XCTAssertTrue(extent.mayDraw(pixelSize: 10, originX: 112, between: canvas))
        XCTAssertFalse(extent.mayDraw(pixelSize: 10, originX: 112.5, between: canvas))
        XCTAssertTrue(extent.mayDraw(pixelSize: 10, originX: 114, embolden: 2, between: canvas))
        XCTAssertTrue(extent.mayDraw(pixelSize: 10, originX: Double.nan, between: canvas), "a position it cannot judge is drawn")
    }
}
