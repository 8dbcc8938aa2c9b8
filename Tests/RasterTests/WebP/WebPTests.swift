import Foundation
import XCTest

@testable import Raster

/// Our WebPs as Pillow (libwebp's demuxer underneath) plays them: lossless frames equal ours byte
/// for byte, transparent and partly transparent pixels included; each frame starts at its rounded
/// time; a repeated frame becomes one longer frame; lossy follows its quality; the same frames
/// give the same bytes.
final class WebPTests: XCTestCase {
    /// A soft-edged bar moving right over a half-transparent track, with clear margins.
    func frames(_ count: Int, width: Int = 64, height: Int = 14) -> [DecodedImage] {
        (0..<count).map { k in
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for y in 2..<(height - 2) {
                for x in 0..<width {
                    let bar = x >= 4 + 7 * k && x < 14 + 7 * k
                    let pixel: [UInt8] = bar ? [230, 20, 30, 255] : x == 14 + 7 * k ? [230, 20, 30, 96] : [40, 90, 200, 128]
                    rgba.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: pixel)
                }
            }
            return DecodedImage(width: width, height: height, rgba: rgba)
        }
    }

    func testLosslessFramesAreExactAndStartAtTheirRoundedTimes() throws {
        let ours = frames(6)
        let bytes = try WebP.encode(ours, fps: 60, loops: 3)
        XCTAssertEqual(Array(bytes.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(Array(bytes[8..<16]), Array("WEBPVP8X".utf8))
        let played = try AnimationReaders.pillow(bytes)
        XCTAssertEqual(played.frames, ours)
        XCTAssertEqual(played.durations, [17, 16, 17, 17, 16, 17], "frame k starts at round(1000 k / 60) ms; the last ends at 100 ms")
        XCTAssertEqual(played.loop, 3)
        XCTAssertEqual(try WebP.encode(ours, fps: 60, loops: 3), bytes, "the same frames give the same bytes")
    }

    /// libwebp's least effort (what `animate` asks for past 2²⁴ pixels in all) is as exact, and
    /// as repeatable, as its default: only the size of the file differs.
    func testTheLeastEffortIsExactToo() throws {
        let ours = frames(6)
        func encode(fastest: Bool) throws -> [UInt8] {
            let writer = try WebPWriter(width: 64, height: 14, fps: 60, loops: 0, compression: .lossless, fastest: fastest)
            for frame in ours { try writer.append(frame) }
            return try writer.finish()
        }
        let fastest = try encode(fastest: true)
        XCTAssertEqual(try AnimationReaders.pillow(fastest).frames, ours)
        XCTAssertEqual(try encode(fastest: true), fastest, "the same frames give the same bytes")
        XCTAssertNotEqual(try encode(fastest: false), fastest, "the default effort is another encoding")
    }

    func testARepeatedFrameIsOneLongerFrame() throws {
        let moving = frames(3)
        let played = try AnimationReaders.pillow(try WebP.encode([moving[0], moving[1], moving[1], moving[2]], fps: 60))
        XCTAssertEqual(played.frames, moving)
        XCTAssertEqual(played.durations, [17, 33, 17], "frames 1 and 2 show the same picture from 17 to 50 ms")
        XCTAssertEqual(played.loop, 0)
    }

    func testLossyFollowsItsQuality() throws {
        let ours = frames(4)
        func error(_ quality: Int) throws -> Int {
            let played = try AnimationReaders.pillow(try WebP.encode(ours, fps: 30, compression: .lossy(quality: quality)))
            XCTAssertEqual(played.frames.count, ours.count)
            return zip(played.frames, ours).map { zip($0.rgba, $1.rgba).map { abs(Int($0) - Int($1)) }.reduce(0, +) }.reduce(0, +)
        }
        let coarse = try error(5), fine = try error(100)
        XCTAssertGreaterThan(coarse, fine)
        XCTAssertGreaterThan(fine, 0, "lossy is not exact")
    }

    func testWhatCannotBeEncodedIsRefused() throws {
        XCTAssertThrowsError(try WebP.encode([], fps: 60)) { XCTAssertEqual($0 as? WebPError, .noFrames) }
        XCTAssertThrowsError(try WebP.encode([frames(1)[0], frames(1, width: 30)[0]], fps: 60)) {
            XCTAssertEqual($0 as? WebPError, .framesDifferInSize)
        }
        XCTAssertThrowsError(try WebPWriter(width: 16384, height: 10, fps: 60, loops: 0, compression: .lossless)) {
            XCTAssertEqual($0 as? WebPError, .tooLarge(width: 16384, height: 10))
            XCTAssertEqual("\($0)", "a WebP is at most 16,383 px a side; this one is 16384×10 px")
        }
        for quality in [-1, 101] {
            XCTAssertThrowsError(try WebPWriter(width: 10, height: 10, fps: 60, loops: 0, compression: .lossy(quality: quality))) {
                XCTAssertEqual($0 as? WebPError, .qualityOutOfRange(quality))
            }
        }
        XCTAssertThrowsError(try WebPWriter(width: 10, height: 10, fps: 60, loops: 0, compression: .lossless).finish()) {
            XCTAssertEqual($0 as? WebPError, .noFrames)
        }
    }

    func testTimestampsRoundWithoutDrift() {
        XCTAssertEqual((0...6).map { WebPWriter.timestamp(ofFrame: $0, fps: 60) }, [0, 17, 33, 50, 67, 83, 100])
        XCTAssertEqual(WebPWriter.timestamp(ofFrame: 600, fps: 60), 10_000)
        XCTAssertEqual((0...3).map { WebPWriter.timestamp(ofFrame: $0, fps: 240) }, [0, 4, 8, 13])
    }
}
