import Raster
import XCTest

@testable import SegmentRender

/// An onion skin is each pixel's weighted mean over the frames, frame i weighing 2^i: worked out
/// by hand here for opaque, translucent and transparent pixels.
final class OnionSkinTests: XCTestCase {
    func testFramesAreSpreadEvenlyWithBothEnds() {
        XCTAssertEqual(OnionSkin.frames(6, of: 61), [0, 12, 24, 36, 48, 60])
        XCTAssertEqual(OnionSkin.frames(3, of: 10), [0, 5, 9], "round(4.5) is 5")
        XCTAssertEqual(OnionSkin.frames(6, of: 3), [0, 1, 2], "never more frames than there are")
        XCTAssertEqual(OnionSkin.frames(2, of: 2), [0, 1])
    }

    func testEachPixelIsTheWeightedMeanWithTheLatestFrameHeaviest() {
        func image(_ pixels: [[UInt8]]) -> DecodedImage { DecodedImage(width: pixels.count, height: 1, rgba: pixels.flatMap { $0 }) }
        let frames = [
            image([[255, 0, 0, 255], [10, 20, 30, 255], [0, 0, 0, 0], [200, 0, 0, 255]]),
            image([[0, 0, 255, 255], [10, 20, 30, 255], [0, 0, 0, 0], [0, 0, 0, 0]]),
            image([[0, 255, 0, 255], [10, 20, 30, 255], [0, 0, 0, 0], [100, 100, 100, 51]]),
        ]
        let skin = OnionSkin.compose(frames)
        // Weights 1, 2, 4 (total 7). Red: 255·1/7 = 36.4 → 36; green 255·4/7 = 145.7 → 146; blue 255·2/7 = 72.9 → 73.
        XCTAssertEqual(Array(skin.rgba[0..<4]), [36, 146, 73, 255])
        XCTAssertEqual(Array(skin.rgba[4..<8]), [10, 20, 30, 255], "what does not move is the frames' own pixel")
        XCTAssertEqual(Array(skin.rgba[8..<12]), [0, 0, 0, 0])
        // Σ w a = 255 + 0 + 4·51 = 459; red (200·255 + 100·204) / 459 = 155.6 → 156, green and blue
        // 100·204 / 459 = 44.4 → 44; alpha 459 / 7 = 65.6 → 66.
        XCTAssertEqual(Array(skin.rgba[12..<16]), [156, 44, 44, 66])
    }
}
