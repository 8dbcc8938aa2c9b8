import XCTest

@testable import Raster

/// Nine-slice images on small hand-made pictures, checked pixel by pixel.
final class ResizableImageTests: XCTestCase {
    /// An image whose every region has its own colour: corners (cap × cap), edges, centre.
    /// `cap` and `middle` are in pixels.
    func regions(cap: Int, middle: Int, scale: Int) -> RasterImage {
        let n = cap * 2 + middle
        var fb = Framebuffer(width: n, height: n)
        for y in 0..<n {
            for x in 0..<n {
                let col = x < cap ? 0 : x < cap + middle ? 1 : 2
                let row = y < cap ? 0 : y < cap + middle ? 1 : 2
                fb.fill(box: PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1), color: Self.colour(col, row))
            }
        }
        return RasterImage(pixels: fb, scale: scale, name: "regions")
    }

    static func colour(_ col: Int, _ row: Int) -> RGBA8 {
        RGBA8(r: UInt8(40 + col * 100), g: UInt8(40 + row * 100), b: UInt8(10 * (col + row)), a: 255)
    }

    func region(_ fb: Framebuffer, _ x: Int, _ y: Int) -> PremultipliedRGBA8 { fb[x, y] }

    /// Checks every pixel of a `size`-pixel square drawn from a regions image with `capPixels` caps.
    func assertRegions(_ fb: Framebuffer, size: Int, capPixels: Int, file: StaticString = #filePath, line: UInt = #line) {
        for y in 0..<size {
            for x in 0..<size {
                let col = x < capPixels ? 0 : x < size - capPixels ? 1 : 2
                let row = y < capPixels ? 0 : y < size - capPixels ? 1 : 2
                XCTAssertEqual(fb[x, y], Self.colour(col, row).premultiplied, "(\(x), \(y))", file: file, line: line)
            }
        }
    }

    func testStretchKeepsCornersEdgesAndCentreExactAtEveryScale() throws {
        for scale in 1...3 {
            // 2 pt caps and a 1 pt middle, drawn at the asset's own scale into a square 3× as large.
            let image = regions(cap: 2 * scale, middle: scale, scale: scale)
            let resizable = try ResizableImage(image: image, capInsets: CapInsets(top: 2, left: 2, bottom: 2, right: 2), mode: .stretch)
            let size = 15 * scale
            var fb = Framebuffer(width: size, height: size)
            fb.draw(resizable, in: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), scale: Double(scale))
            assertRegions(fb, size: size, capPixels: 2 * scale)
        }
    }

    func testTileModeRepeatsTheMiddleAtItsOwnSize() throws {
        for scale in 1...3 {
            // A 1-pixel cap, then a middle of two columns (red, blue) per point, then a 1-pixel cap.
            let w = 2 * scale + 2 * scale
            var fb = Framebuffer(width: w, height: scale)
            fb.fill(box: PixelBox(x0: 0, y0: 0, x1: w, y1: scale), color: .black)
            for x in scale..<(3 * scale) {
                fb.fill(box: PixelBox(x0: x, y0: 0, x1: x + 1, y1: scale), color: (x - scale) % 2 == 0 ? RGBA8(r: 255, g: 0, b: 0) : RGBA8(r: 0, g: 0, b: 255))
            }
            let image = RasterImage(pixels: fb, scale: scale, name: "stripes")
            let resizable = try ResizableImage(image: image, capInsets: CapInsets(top: 0, left: 1, bottom: 0, right: 1), mode: .tile)
            var out = Framebuffer(width: 11 * scale, height: scale)
            out.draw(resizable, in: Rect(x: 0, y: 0, width: Double(11 * scale), height: Double(scale)), scale: Double(scale))
            for x in 0..<(11 * scale) {
                let expected: PremultipliedRGBA8
                if x < scale || x >= 10 * scale {
                    expected = RGBA8.black.premultiplied
                } else {
                    expected = (x - scale) % 2 == 0 ? RGBA8(r: 255, g: 0, b: 0).premultiplied : RGBA8(r: 0, g: 0, b: 255).premultiplied
                }
                XCTAssertEqual(out[x, 0], expected, "scale \(scale), x \(x)")
            }
        }
    }

    func testStretchModeScalesTheMiddleInstead() throws {
        // Middle of two pixels, red then blue, stretched to 8: the left half stays red, the right blue.
        var fb = Framebuffer(width: 4, height: 1, fill: .black)
        fb.fill(box: PixelBox(x0: 1, y0: 0, x1: 2, y1: 1), color: RGBA8(r: 255, g: 0, b: 0))
        fb.fill(box: PixelBox(x0: 2, y0: 0, x1: 3, y1: 1), color: RGBA8(r: 0, g: 0, b: 255))
        let resizable = try ResizableImage(
            image: RasterImage(pixels: fb, scale: 1, name: "m"),
            capInsets: CapInsets(top: 0, left: 1, bottom: 0, right: 1), mode: .stretch)
        var out = Framebuffer(width: 10, height: 1)
        out.draw(resizable, in: Rect(x: 0, y: 0, width: 10, height: 1), scale: 1)
        XCTAssertEqual(out[1, 0], RGBA8(r: 255, g: 0, b: 0).premultiplied)
        XCTAssertEqual(out[8, 0], RGBA8(r: 0, g: 0, b: 255).premultiplied)
        XCTAssertEqual(out[0, 0], RGBA8.black.premultiplied)
        XCTAssertEqual(out[9, 0], RGBA8.black.premultiplied)
        XCTAssertGreaterThan(out[5, 0].r, 0)  // blended between the two
        XCTAssertGreaterThan(out[5, 0].b, 0)
    }

    func testCapsShrinkProportionallyWhenTheDestinationIsSmaller() throws {
        let image = regions(cap: 4, middle: 2, scale: 1)  // 10 × 10, caps of 4
        let resizable = try ResizableImage(image: image, capInsets: CapInsets(top: 4, left: 4, bottom: 4, right: 4), mode: .stretch)
        var fb = Framebuffer(width: 4, height: 4)
        fb.draw(resizable, in: Rect(x: 0, y: 0, width: 4, height: 4), scale: 1)
        // Caps of 4 + 4 shrink to 2 + 2; the middle vanishes.
        XCTAssertEqual(ResizableImage.boundaries(resizable.columns, start: 0, end: 4, ratio: 1), [0, 2, 2, 4])
        XCTAssertEqual(fb[0, 0], Self.colour(0, 0).premultiplied)
        XCTAssertEqual(fb[3, 3], Self.colour(2, 2).premultiplied)
        XCTAssertEqual(fb[3, 0], Self.colour(2, 0).premultiplied)
    }

    func testSeamsLandOnWholePixels() {
        let spans = [
            LatticeSpan(start: 0, length: 3, stretchable: false), LatticeSpan(start: 3, length: 1, stretchable: true),
            LatticeSpan(start: 4, length: 3, stretchable: false),
        ]
        XCTAssertEqual(ResizableImage.boundaries(spans, start: 0, end: 20, ratio: 1.5), [0, 5, 15, 20])  // 4.5 rounds to 5
        XCTAssertEqual(ResizableImage.boundaries(spans, start: 10, end: 30, ratio: 2), [10, 16, 24, 30])
    }

    func testLeftCapWidthTopCapHeightStretchAOnePointBand() throws {
        let image = RasterImage(pixels: Framebuffer(width: 20, height: 10), scale: 2, name: "x")  // 10 × 5 pt
        let r = try ResizableImage(image: image, leftCapWidth: 4, topCapHeight: 2)
        XCTAssertEqual(
            r.columns,
            [
                LatticeSpan(start: 0, length: 8, stretchable: false), LatticeSpan(start: 8, length: 2, stretchable: true),
                LatticeSpan(start: 10, length: 10, stretchable: false),
            ])
        XCTAssertEqual(r.rows.map(\.length), [4, 2, 4])
        XCTAssertEqual(r.mode, .stretch)
        let whole = try ResizableImage(image: image, leftCapWidth: 0, topCapHeight: 0)
        XCTAssertEqual(whole.columns.map(\.length), [0, 20, 0])
    }

    func testBadCapInsets() {
        let image = RasterImage(pixels: Framebuffer(width: 10, height: 10), scale: 1, name: "x")
        for (insets, words) in [
            (CapInsets(top: 0, left: 6, bottom: 0, right: 6), "wider than the image"),
            (CapInsets(top: 8, left: 0, bottom: 3, right: 0), "taller than the image"),
            (CapInsets(top: -1, left: 0, bottom: 0, right: 0), "negative"),
            (CapInsets(top: .nan, left: 0, bottom: 0, right: 0), "finite"),
        ] {
            XCTAssertThrowsError(try ResizableImage(image: image, capInsets: insets)) { error in
                XCTAssertTrue("\(error)".contains(words), "\(error)")
            }
        }
        XCTAssertThrowsError(try ResizableImage(image: image, leftCapWidth: 10, topCapHeight: 0))
    }

    // MARK: Android nine-patch

    /// A 7 × 5 nine-patch: 5 × 3 content with markers written from strings ("." transparent, "#" black).
    func ninePatch(top: String, left: String, bottom: String = ".....", right: String = "...") -> DecodedImage {
        let w = 7, h = 5
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        func set(_ x: Int, _ y: Int, _ c: [UInt8]) { rgba.replaceSubrange(((y * w + x) * 4)..<((y * w + x) * 4 + 4), with: c) }
        for y in 1..<4 { for x in 1..<6 { set(x, y, [UInt8(x * 40), UInt8(y * 60), 200, 255]) } }
        for (i, ch) in top.enumerated() where ch == "#" { set(i + 1, 0, [0, 0, 0, 255]) }
        for (i, ch) in bottom.enumerated() where ch == "#" { set(i + 1, h - 1, [0, 0, 0, 255]) }
        for (i, ch) in left.enumerated() where ch == "#" { set(0, i + 1, [0, 0, 0, 255]) }
        for (i, ch) in right.enumerated() where ch == "#" { set(w - 1, i + 1, [0, 0, 0, 255]) }
        return DecodedImage(width: w, height: h, rgba: rgba)
    }

    func testNinePatchMarkersBecomeSpans() throws {
        let r = try ResizableImage.ninePatch(ninePatch(top: ".#.#.", left: ".#.", bottom: ".###.", right: ".#."), name: "a.9.png")
        XCTAssertEqual(r.image.pixelWidth, 5)
        XCTAssertEqual(r.image.pixelHeight, 3)
        XCTAssertEqual(r.columns.map(\.stretchable), [false, true, false, true, false])
        XCTAssertEqual(
            r.rows,
            [
                LatticeSpan(start: 0, length: 1, stretchable: false), LatticeSpan(start: 1, length: 1, stretchable: true),
                LatticeSpan(start: 2, length: 1, stretchable: false),
            ])
        XCTAssertEqual(r.contentInsets, CapInsets(top: 1, left: 1, bottom: 1, right: 1))
        // The border is stripped: the top-left pixel is the first content pixel.
        XCTAssertEqual(r.image.pixels[0, 0], RGBA8(r: 40, g: 60, b: 200).premultiplied)
        // Two stretch ranges of one pixel each share extra space equally.
        // Fixed spans keep 1 px each (3 in all); the two one-pixel stretch ranges share 8 equally.
        XCTAssertEqual(ResizableImage.boundaries(r.columns, start: 0, end: 11, ratio: 1), [0, 1, 5, 6, 10, 11])
    }

    func testMalformedNinePatches() {
        XCTAssertThrowsError(try ResizableImage.ninePatch(ninePatch(top: ".....", left: ".#."), name: "a")) { error in
            XCTAssertTrue("\(error)".contains("no stretch marker on the top edge"), "\(error)")
        }
        XCTAssertThrowsError(try ResizableImage.ninePatch(ninePatch(top: "..#..", left: "..."), name: "a")) { error in
            XCTAssertTrue("\(error)".contains("left edge"), "\(error)")
        }
        XCTAssertThrowsError(try ResizableImage.ninePatch(ninePatch(top: "..#..", left: ".#.", bottom: "#.#.."), name: "a")) { error in
            XCTAssertTrue("\(error)".contains("one run each"), "\(error)")
        }
        var grey = ninePatch(top: "..#..", left: ".#.")
        grey.rgba.replaceSubrange(4..<8, with: [128, 128, 128, 255])  // (1, 0) is grey
        XCTAssertThrowsError(try ResizableImage.ninePatch(grey, name: "a")) { error in
            XCTAssertTrue("\(error)".contains("marker at (1, 0)"), "\(error)")
        }
        XCTAssertThrowsError(try ResizableImage.ninePatch(DecodedImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16)), name: "a"))
    }
}
