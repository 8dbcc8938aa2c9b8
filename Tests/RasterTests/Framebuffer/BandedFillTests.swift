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
}
