import XCTest

@testable import Raster

/// A large blur and a large slanted gradient are shared out between threads in bands of lines;
/// any band count gives the bytes one band does (each byte is worked out once, by one thread).
final class BandedFillTests: XCTestCase {
    /// A picture with something in every band: stripes of colour and alpha, and a hole.
    func busyPicture(width: Int, height: Int) -> Framebuffer {
        var rng = SplitMix64(seed: 47)
        var picture = Framebuffer(width: width, height: height)
        for _ in 0..<60 {
            let x = Double(rng.next() % UInt64(width)), y = Double(rng.next() % UInt64(height))
            let color = RGBA8(r: UInt8(rng.next() % 256), g: UInt8(rng.next() % 256), b: UInt8(rng.next() % 256), a: UInt8(rng.next() % 256))
            picture.fill(rect: Rect(x: x, y: y, width: Double(rng.next() % 300), height: Double(rng.next() % 300)), color: color)
        }
        return picture
    }

    func testABlurInAnyNumberOfBandsIsTheSame() {
        let picture = busyPicture(width: 1100, height: 960)  // over a megapixel: banded by default
        for horizontal in [true, false] {
            let one = picture.boxBlurred(radius: 17, horizontal: horizontal, bands: 1)
            for bands in [3, 64] {
                XCTAssertTrue(one == picture.boxBlurred(radius: 17, horizontal: horizontal, bands: bands), "\(bands) bands, horizontal \(horizontal)")
            }
            XCTAssertTrue(one == picture.boxBlurred(radius: 17, horizontal: horizontal))
        }
        XCTAssertFalse(picture == picture.boxBlurred(radius: 17, horizontal: true), "the blur changes the picture")
    }

    func testASlantedGradientInAnyNumberOfBandsIsTheSame() {
        let gradient = LinearGradient(
            colors: [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 255, b: 0, a: 128), RGBA8(r: 0, g: 0, b: 255)], locations: [0, 0.4, 1],
            start: Point(x: 10, y: 20), end: Point(x: 1000, y: 900))
        let under = busyPicture(width: 1100, height: 960)
        var one = under
        one.fill(gradient, bands: 1)
        for bands in [5, 960] {
            var banded = under
            banded.fill(gradient, bands: bands)
            XCTAssertTrue(one == banded, "\(bands) bands")
        }
        var byDefault = under
        byDefault.fill(gradient)
        XCTAssertTrue(one == byDefault)
        // Each pixel is the colour at its centre's projection: (500.5, 300.5) by hand.
        let along: Double = (500.5 - 10) * 990, across: Double = (300.5 - 20) * 880, length2: Double = 990 * 990 + 880 * 880
        let t = (along + across) / length2
        var alone = Framebuffer(width: 1100, height: 960)
        alone.fill(gradient, bands: 3)
        let i = (300 * 1100 + 500) * 4
        XCTAssertEqual(Array(alone.pixels[i..<i + 4]), Array(Framebuffer(width: 1, height: 1, fill: gradient.color(at: t)).pixels))
    }

    /// A slanted gradient paints runs of one colour at once, finding each run's end from a few
    /// pixels: the bytes of working out every pixel's colour at its centre, for gradients whose
    /// colour changes every pixel or every few hundred, that run either way, and that stop short
    /// of the canvas (clamped at both ends).
    func testRunsOfOneColourAreThePixelsOneByOne() {
        let rainbow = (0..<24).map { k in [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 255, b: 0, a: 90), RGBA8(r: 0, g: 0, b: 255), RGBA8(r: 250, g: 250, b: 250)][k % 4] }
        let gradients = [
            LinearGradient(colors: [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 0, b: 255)], start: Point(x: 0, y: 0), end: Point(x: 300, y: 200)),
            LinearGradient(colors: rainbow, start: Point(x: 40, y: 10), end: Point(x: 260, y: 60)),
            LinearGradient(
                colors: [RGBA8(r: 10, g: 200, b: 30), RGBA8(r: 200, g: 20, b: 90, a: 30)], locations: [0.3, 0.6], start: Point(x: 290, y: 190), end: Point(x: 5, y: 12)),
            LinearGradient(colors: [RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 255, g: 255, b: 255)], start: Point(x: 150, y: 100), end: Point(x: 150.7, y: 100.2)),
        ]
        for (n, gradient) in gradients.enumerated() {
            let under = busyPicture(width: 300, height: 200)
            var runs = under, pixels = under
            runs.fill(gradient, bands: 1)
            for y in 0..<200 {
                for x in 0..<300 {
                    pixels.fill(rect: Rect(x: Double(x), y: Double(y), width: 1, height: 1), color: gradient.color(at: gradient.position(x: Double(x) + 0.5, y: Double(y) + 0.5)))
                }
            }
            XCTAssertTrue(runs == pixels, "gradient \(n)")
            XCTAssertFalse(runs == under, "gradient \(n) paints")
        }
    }

    /// A blur passes between two buffers, and blurs only the alpha of a picture whose colour
    /// channels are 0 everywhere (a black shadow): the bytes of six passes over all four channels
    /// into fresh buffers, for a black and a coloured picture, and the picture blurred is left as it was.
    func testABlurBetweenTwoBuffersAndOfAlphaAloneIsTheSame() {
        let busy = busyPicture(width: 700, height: 500)
        var black = Framebuffer(window: busy.bounds)
        black.tint(coverageOf: busy, with: RGBA8(r: 0, g: 0, b: 0, a: 140))
        for picture in [busy, black] {
            let before = picture
            var passes = picture
            for size in Framebuffer.boxSizes(sigma: 9, count: 3) {
                passes = passes.boxBlurred(radius: (size - 1) / 2, horizontal: true)
                passes = passes.boxBlurred(radius: (size - 1) / 2, horizontal: false)
            }
            XCTAssertTrue(picture.blurred(sigma: 9) == passes)
            XCTAssertTrue(picture == before, "the blurred picture is not written")
        }
        XCTAssertTrue(stride(from: 0, to: black.pixels.count, by: 4).allSatisfy { black.pixels[$0] == 0 } && black.pixels.contains { $0 != 0 })
        XCTAssertFalse(busy.blurred(sigma: 9) == busy)
    }
}
