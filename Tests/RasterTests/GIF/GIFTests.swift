import Foundation
import XCTest

@testable import Raster

/// Our GIFs as independent readers see them: Pillow's frames equal ours exactly when the palette
/// holds every colour (and within ΔE2000 when it cannot), gifsicle finds the crops, disposals,
/// delays and loop we meant, and the same frames give the same bytes.
final class GIFTests: XCTestCase {
    /// `width`×`height` filled with `background`, with `box` painted `color` (straight RGBA).
    func image(_ width: Int, _ height: Int, _ background: [UInt8], _ paints: [(PixelBox, [UInt8])] = []) -> DecodedImage {
        var rgba = [UInt8]()
        for _ in 0..<(width * height) { rgba += background }
        for (box, color) in paints {
            for y in box.y0..<box.y1 { for x in box.x0..<box.x1 { for c in 0..<4 { rgba[(y * width + x) * 4 + c] = color[c] } } }
        }
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    let white: [UInt8] = [255, 255, 255, 255], red: [UInt8] = [230, 20, 30, 255], clear: [UInt8] = [0, 0, 0, 0]

    /// A bar moving right over white, with a soft edge (two in-between shades).
    func movingBar(frames: Int) -> [DecodedImage] {
        (0..<frames).map { k in
            let x = 4 + 6 * k
            return image(
                60, 12, white,
                [
                    (PixelBox(x0: x - 1, y0: 2, x1: x, y1: 10), [242, 137, 142, 255]), (PixelBox(x0: x, y0: 2, x1: x + 8, y1: 10), red),
                    (PixelBox(x0: x + 8, y0: 2, x1: x + 9, y1: 10), [238, 80, 86, 255]),
                ])
        }
    }

    /// Frame k ends at round(100 (k + 1) / fps) centiseconds.
    func testDelaysEndEachFrameAtItsRoundedTime() {
        XCTAssertEqual((0..<6).map { GIFWriter.delay(ofFrame: $0, fps: 60) }, [2, 1, 2, 2, 1, 2])
        XCTAssertEqual((0..<60).map { GIFWriter.delay(ofFrame: $0, fps: 60) }.reduce(0, +), 100, "a second of frames lasts 100 cs")
        XCTAssertEqual(Set((0..<50).map { GIFWriter.delay(ofFrame: $0, fps: 50) }), [2])
        XCTAssertEqual((0..<3).map { GIFWriter.delay(ofFrame: $0, fps: 30) }, [3, 4, 3])
        XCTAssertEqual(GIFWriter.delay(ofFrame: 0, fps: 1), 100)
    }

    /// The 8×8 threshold matrix holds 0…63 once each, built from [[0, 2], [3, 1]] at every level.
    func testBayerMatrixIsAPermutationBuiltFromTheTwoByTwoPattern() {
        let values = (0..<8).flatMap { y in (0..<8).map { x in GIFPaletteMapper.bayer(x, y) } }
        XCTAssertEqual(Set(values), Set(0..<64))
        XCTAssertEqual([GIFPaletteMapper.bayer(0, 0), GIFPaletteMapper.bayer(1, 0), GIFPaletteMapper.bayer(0, 1), GIFPaletteMapper.bayer(1, 1)], [0, 32, 48, 16])
        XCTAssertEqual([GIFPaletteMapper.bayer(2, 0), GIFPaletteMapper.bayer(0, 2), GIFPaletteMapper.bayer(2, 2)], [8, 12, 4])
    }

    /// Few colours are kept exactly, most common first; many are cut to 256 with the dominant ones
    /// exact, whatever order the pixels came in.
    func testPalettesKeepFewColoursExactlyAndCutManyDeterministically() {
        var few = GIFPalette.Histogram()
        few.add(image(10, 10, white, [(PixelBox(x0: 0, y0: 0, x1: 10, y1: 3), red), (PixelBox(x0: 0, y0: 9, x1: 1, y1: 10), clear)]))
        let small = GIFPalette(few)
        XCTAssertEqual(small.colors, [0xFFFFFF, 0xE6141E])
        XCTAssertEqual(small.transparentIndex, 2)

        func gradient(reversed: Bool) -> GIFPalette {
            var histogram = GIFPalette.Histogram()
            let rows = (0..<40).map { y in
                image(
                    50, 1, white,
                    (0..<25).map { x in (PixelBox(x0: x, y0: 0, x1: x + 1, y1: 1), [UInt8(x * 10), UInt8(y * 6), UInt8(255 - x * 10), 255]) })
            }
            for row in reversed ? rows.reversed() : rows { histogram.add(row) }
            return GIFPalette(histogram)
        }
        let cut = gradient(reversed: false)
        XCTAssertEqual(cut.colors.count, 256)
        XCTAssertFalse(cut.hasTransparency)
        XCTAssertTrue(cut.colors.contains(0xFFFFFF), "the background, half the pixels, stays exact")
        XCTAssertEqual(cut, gradient(reversed: true))
    }

    /// An opaque animation: Pillow's frames are ours exactly; frames after the first are the box
    /// that changed, left in place; delays and the endless loop are as asked; same frames, same bytes.
    func testAnOpaqueAnimationReadsBackExactlyWithCroppedFrames() throws {
        let frames = movingBar(frames: 6)
        let gif = try GIF.encode(frames, fps: 60)
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(try GIF.encode(frames, fps: 60), gif)
        let decoded = try AnimationReaders.pillow(gif)
        XCTAssertEqual(decoded.frames, frames)
        XCTAssertEqual(decoded.durations, [20, 10, 20, 20, 10, 20])
        XCTAssertEqual(decoded.loop, 0)
        let info = try AnimationReaders.gifsicleInfo(gif)
        XCTAssertTrue(info.contains("6 images"), info)
        XCTAssertTrue(info.contains("loop forever"), info)
        // Five colours leave room for a transparent entry (4), which later frames write where a
        // pixel already shows its colour: the same picture, decoded above.
        XCTAssertTrue(info.contains("+ image #0 60x12 transparent 4\n"), info)
        // The bar moves 6 px: its old soft edge (x 3) to its new one (x 18), rows 2–9.
        XCTAssertTrue(info.contains("+ image #1 16x8 at 3,2 transparent 4"), info)
        XCTAssertFalse(info.contains("disposal background"), "nothing turns transparent: \(info)")
    }

    /// Pixels that turn transparent: the frame before is disposed to background (its box, or the
    /// whole canvas when the pixel is outside it), and every frame still reads back exactly —
    /// partly transparent pixels as blended over the matte.
    func testPixelsTurningTransparentAreClearedByDisposal() throws {
        let frames = [
            image(20, 10, clear, [(PixelBox(x0: 2, y0: 2, x1: 8, y1: 8), red)]),
            image(20, 10, clear, [(PixelBox(x0: 4, y0: 2, x1: 10, y1: 8), red)]),  // the left edge clears
            image(20, 10, clear, [(PixelBox(x0: 4, y0: 2, x1: 10, y1: 8), red), (PixelBox(x0: 15, y0: 0, x1: 16, y1: 1), white)]),
            image(20, 10, clear, [(PixelBox(x0: 15, y0: 0, x1: 16, y1: 1), white)]),  // the bar clears, outside the last box
            image(20, 10, [10, 20, 30, 100], [(PixelBox(x0: 15, y0: 0, x1: 16, y1: 1), [10, 20, 30, 200])]),
        ]
        let gif = try GIF.encode(frames, fps: 50, loops: 3, matte: 0x000040)
        let decoded = try AnimationReaders.pillow(gif)
        XCTAssertEqual(decoded.frames.count, frames.count)
        XCTAssertEqual(decoded.loop, 2, "plays 3 times: repeats twice")
        for (k, (ours, theirs)) in zip(frames, decoded.frames).enumerated() {
            for i in 0..<(ours.width * ours.height) {
                let alpha = Int(ours.rgba[4 * i + 3])
                XCTAssertEqual(theirs.rgba[4 * i + 3], alpha == 0 ? 0 : 255, "frame \(k) pixel \(i)")
                guard alpha > 0 else { continue }
                // Over the matte #000040, rounded: (c·a + m·(255 − a) + 127) / 255.
                let expected = [0, 0, 0x40].enumerated().map { c, m in UInt8((Int(ours.rgba[4 * i + c]) * alpha + m * (255 - alpha) + 127) / 255) }
                XCTAssertEqual(Array(theirs.rgba[(4 * i)..<(4 * i + 3)]), expected, "frame \(k) pixel \(i)")
            }
        }
        // Frame 4's translucent fill over the matte, by hand: (10·100 + 0·155 + 127) / 255 = 4,
        // (20·100 + 127) / 255 = 8, (30·100 + 64·155 + 127) / 255 = 51.
        XCTAssertEqual(Array(decoded.frames[4].rgba[0..<4]), [4, 8, 51, 255])
        let info = try AnimationReaders.gifsicleInfo(gif)
        XCTAssertTrue(info.contains("disposal background"), info)
        XCTAssertTrue(info.contains("loop count 2"), info)
    }

    /// More colours than a palette holds: within ΔE2000 3 on 95 % of pixels, dithered or not; a
    /// frame whose own colours fit gets a local palette and reads back exactly.
    func testManyColoursStayCloseAndAFrameThatFitsGetsItsOwnPalette() throws {
        let width = 64, height = 32
        let gradient = image(
            width, height, white,
            (0..<width).flatMap { x in
                (0..<height).map { y in (PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1), [UInt8(x * 4), UInt8(100 + y), 128, 255]) }
            })
        let patch = image(
            width, height, white,
            (0..<width).flatMap { x in
                (0..<height).map { y in
                    (PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1), x < 10 && y < 10 ? [UInt8(3 + x), 250, UInt8(7 * y), 255] : [UInt8(x * 4), UInt8(100 + y), 128, 255])
                }
            })
        for dither in GIFDither.allCases {
            let gif = try GIF.encode([gradient, patch], fps: 10, dither: dither)
            let decoded = try AnimationReaders.pillow(gif)
            let comparison = ImageComparison(expected: gradient, actual: decoded.frames[0], method: .deltaE2000(maxDeltaE: 3))
            XCTAssertLessThanOrEqual(comparison.differingPixels, width * height / 20, "\(dither): \(comparison.differingPixels) pixels past ΔE 3")
            XCTAssertEqual(decoded.frames[1].rgba[0..<(4 * 10)], patch.rgba[0..<(4 * 10)], "the patch's own palette holds its colours (\(dither))")
            XCTAssertTrue(try AnimationReaders.gifsicleInfo(gif).contains("local color table"), "\(dither)")
        }
        XCTAssertNotEqual(try GIF.encode([gradient], fps: 10, dither: .ordered), try GIF.encode([gradient], fps: 10, dither: .none))
    }

    /// Playing once writes no loop extension; bad input says what is wrong.
    func testPlayingOnceAndBadInput() throws {
        XCTAssertNil(try AnimationReaders.pillow(try GIF.encode(movingBar(frames: 2), fps: 60, loops: 1)).loop)
        XCTAssertThrowsError(try GIF.encode([], fps: 60)) { XCTAssertEqual($0 as? GIFError, .noFrames) }
        XCTAssertThrowsError(try GIF.encode([image(2, 2, white), image(3, 2, white)], fps: 60)) {
            XCTAssertEqual(($0 as? GIFError)?.description, "every frame of an animation must have the same size")
        }
    }
}
