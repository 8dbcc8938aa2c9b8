import Foundation
import XCTest

@testable import Raster

/// Our PNG writer (ISA-L in row bands): what it writes decodes to the same pixels, whatever the
/// size, band count, thread count or reuse; reused bands give the same bytes as fresh ones.
final class PNGWriterTests: XCTestCase {
    /// A deterministic picture with flat areas and noise, `height` rows.
    static func picture(width: Int, height: Int, seed: UInt32) -> DecodedImage {
        var state = seed
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if (x / 7 + y / 5) % 3 == 0 {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    rgba[i] = UInt8(state >> 24)
                    rgba[i + 1] = UInt8(state >> 16 & 255)
                    rgba[i + 2] = UInt8(state >> 8 & 255)
                    rgba[i + 3] = UInt8(state & 255)
                } else {
                    rgba[i] = UInt8(x & 255)
                    rgba[i + 1] = UInt8(y & 255)
                    rgba[i + 2] = 200
                    rgba[i + 3] = 255
                }
            }
        }
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    /// igzip's level buffers are reused as the last band left them: what a buffer held before must
    /// never reach the output. Each band is compressed through a fresh zeroed buffer and again
    /// through one filled with garbage (and again after another band used it).
    func testABandsBytesDoNotDependOnWhatItsWorkingMemoryHeld() throws {
        let inputs: [[UInt8]] = [
            Self.picture(width: 750, height: 21, seed: 7).rgba,
            [UInt8](repeating: 0xFF, count: 64 << 10),
            Self.picture(width: 300, height: 50, seed: 99).rgba,
            (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) },
        ]
        for level in [0, 1] {
            let size = BandDeflate.levelBufferSize(level)
            for input in inputs {
                let clean = try input.withUnsafeBufferPointer { try BandDeflate.band($0, level: level, isFinal: false) }
                let poisoned = calloc(size, 1)!
                memset(poisoned, 0xA5, size)
                LevelBuffers.shared.give(poisoned, size: size)
                let afterGarbage = try input.withUnsafeBufferPointer { try BandDeflate.band($0, level: level, isFinal: false) }
                XCTAssertTrue(afterGarbage == clean, "level \(level), \(input.count) bytes: different bytes after garbage")
                let other = inputs[(inputs.firstIndex(of: input)! + 1) % inputs.count]
                _ = try other.withUnsafeBufferPointer { try BandDeflate.band($0, level: level, isFinal: true) }
                let afterAnother = try input.withUnsafeBufferPointer { try BandDeflate.band($0, level: level, isFinal: false) }
                XCTAssertTrue(afterAnother == clean, "level \(level), \(input.count) bytes: different bytes after another band")
            }
        }
    }

    func testEveryModeDecodesToTheSamePixelsAtAnySize() throws {
        for (width, height) in [(1, 1), (3, 1), (1, 300), (750, 88), (2000, 97), (257, 8), (257, 9)] {
            let image = Self.picture(width: width, height: height, seed: UInt32(width * 31 + height))
            for compression in PNGCompression.allCases {
                let bytes = try PNGCodec.encode(image, compression: compression)
                XCTAssertEqual(try PNGCodec.decode(bytes), image, "\(width)×\(height) \(compression)")
            }
        }
    }

    func testBandsSplitLargeImagesAndThreadsDoNotChangeTheBytes() throws {
        let image = Self.picture(width: 2000, height: 97, seed: 7)
        let bands = PNGBands(width: 2000, height: 97)
        XCTAssertEqual(bands.rowsPerBand, 8, "8001-byte rows: 64 KB is 8 rows")
        XCTAssertEqual(bands.count, 13)
        XCTAssertEqual(bands.rows(12), 96..<97)
        let one = try PNGCodec.encode(image, compression: .default, jobs: 1)
        for jobs in [2, 3, 8] {
            XCTAssertEqual(try PNGCodec.encode(image, compression: .default, jobs: jobs), one, "jobs \(jobs)")
        }
    }

    func testReusedBandsGiveTheBytesOfAFreshEncode() throws {
        let a = Self.picture(width: 300, height: 200, seed: 1)
        var b = a
        // Change one pixel in row 150: only that band is compressed again.
        b.rgba[(150 * 300 + 10) * 4] ^= 0xFF
        let writer = PNGWriter(compression: .default)
        let bands = PNGBands(width: 300, height: 200)
        XCTAssertEqual(bands.count, 4)
        let first = try writer.encode(straightRGBA: a.rgba, width: 300, height: 200)
        XCTAssertEqual(writer.lastReusedBands, 0)
        let second = try writer.encode(straightRGBA: b.rgba, width: 300, height: 200)
        XCTAssertEqual(writer.lastReusedBands, 3)
        let third = try writer.encode(straightRGBA: a.rgba, width: 300, height: 200)
        XCTAssertEqual(writer.lastReusedBands, 3)
        XCTAssertEqual(first, try PNGCodec.encode(a, compression: .default))
        XCTAssertEqual(second, try PNGCodec.encode(b, compression: .default))
        XCTAssertEqual(third, first)
        XCTAssertEqual(try PNGCodec.decode(second), b)
        // Another size starts afresh.
        _ = try writer.encode(straightRGBA: [UInt8](repeating: 9, count: 4 * 10 * 10), width: 10, height: 10)
        XCTAssertEqual(writer.lastReusedBands, 0)
    }

    /// Encoding a premultiplied framebuffer directly gives the bytes of encoding its straight pixels.
    func testAFramebufferEncodesAsItsStraightPixels() throws {
        var fb = Framebuffer(width: 37, height: 19, fill: RGBA8(r: 10, g: 200, b: 30, a: 255))
        fb.fill(rect: Rect(x: 3.5, y: 2.25, width: 20, height: 9.5), color: RGBA8(r: 255, g: 0, b: 90, a: 100))
        fb.fill(rect: Rect(x: 30, y: 0, width: 7, height: 19), color: RGBA8(r: 0, g: 0, b: 0, a: 0))
        var clear = fb
        clear.clip = PixelBox(x0: 0, y0: 0, x1: 5, y1: 5)
        clear.clear()
        for compression in [PNGCompression.fast, .default] {
            let direct = try PNGWriter(compression: compression).encode(clear)
            XCTAssertEqual(direct, try PNGWriter(compression: compression).encode(straightRGBA: clear.straightRGBA(), width: 37, height: 19))
            XCTAssertEqual(try PNGCodec.decode(direct).rgba, clear.straightRGBA())
        }
    }

    /// A one-off image is encoded band by band through one band-sized buffer: the same bytes as a
    /// writer filtering the whole image first, for one band, many, a short last band, and images
    /// big enough for threads (which take the writer's path).
    func testAOneOffEncodeGivesAWritersBytes() throws {
        for (width, height) in [(1, 1), (37, 19), (750, 88), (750, 300), (600, 500)] {
            let picture = Self.picture(width: width, height: height, seed: UInt32(width * height))
            var fb = Framebuffer(width: width, height: height)
            for i in stride(from: 0, to: picture.rgba.count, by: 4) {  // premultiplied, translucent pixels too
                let a = Int(picture.rgba[i + 3])
                for c in 0..<3 { fb.pixels[i + c] = UInt8((Int(picture.rgba[i + c]) * a + 127) / 255) }
                fb.pixels[i + 3] = UInt8(a)
            }
            for compression in [PNGCompression.fast, .default] {
                for jobs in [1, 3] {
                    let once = try PNGWriter.encodeOnce(fb, compression: compression, jobs: jobs)
                    XCTAssertEqual(once, try PNGWriter(compression: compression).encode(fb, jobs: 1), "\(width)×\(height) \(compression) jobs \(jobs)")
                    XCTAssertEqual(try PNGCodec.decode(once).rgba, fb.straightRGBA())
                }
            }
        }
        XCTAssertGreaterThan(PNGBands(width: 750, height: 300).count, 2, "several bands, the last one short")
        XCTAssertTrue(PNGWriter.threadsPayOff(width: 600, height: 500))
        XCTAssertFalse(PNGWriter.threadsPayOff(width: 750, height: 300))
    }

    /// Wrong sizes are errors, not traps; a `small` writer writes what PNGCodec's `small` does.
    func testBadSizesThrowAndSmallWritersWork() throws {
        XCTAssertThrowsError(try PNGWriter(compression: .default).encode(straightRGBA: [0, 0, 0], width: 1, height: 1))
        XCTAssertThrowsError(try PNGWriter(compression: .default).encode(straightRGBA: [], width: 0, height: 0))
        XCTAssertThrowsError(try PNGCodec.encode(straightRGBA: [1, 2, 3, 4], width: 2, height: 1))
        let image = Self.picture(width: 40, height: 30, seed: 3)
        let small = try PNGWriter(compression: .small).encode(straightRGBA: image.rgba, width: 40, height: 30)
        XCTAssertEqual(small, try PNGCodec.encode(image, compression: .small))
        XCTAssertEqual(try PNGCodec.decode(small), image)
    }

    /// The zlib stream is what a zlib reader accepts: header, blocks, the Adler-32 of all rows.
    func testTheZlibStreamInflatesWithZlib() throws {
        let data = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 13) }
        for compression in PNGCompression.allCases {
            let stream = try PNGWriter.zlib(data, compression: compression, jobs: 3)
            XCTAssertEqual(try PNGCodec.inflate(stream, maxSize: 1 << 20), data, "\(compression)")
        }
    }
}
