import XCTest

@testable import Raster

/// PNG and APNG failures are cases with what was found, and say it in the words they always did.
final class PNGErrorTests: XCTestCase {
    func onePixel() throws -> [UInt8] {
        try PNGCodec.encode(straightRGBA: [10, 20, 30, 255], width: 1, height: 1)
    }

    func testEncodingTheWrongBytesSaysHowManyThereWere() {
        XCTAssertThrowsError(try PNGCodec.encode(straightRGBA: [0, 0, 0], width: 1, height: 1)) {
            XCTAssertEqual($0 as? PNGError, .wrongPixelCount(bytes: 3, width: 1, height: 1))
            XCTAssertEqual("\($0)", "3 bytes are not 1 × 1 RGBA pixels (a PNG needs at least one)")
        }
        XCTAssertThrowsError(try APNG.encode([], delayNumerator: 1, delayDenominator: 30, loops: 0)) {
            XCTAssertEqual($0 as? PNGError, .noFrames)
        }
    }

    func testReadingAnAnimationNamesWhatIsWrong() throws {
        XCTAssertThrowsError(try APNG.decode([1, 2, 3, 4, 5, 6, 7, 8, 9])) { XCTAssertEqual($0 as? PNGError, .notPNG) }
        let png = try onePixel()
        XCTAssertThrowsError(try APNG.decode(png + [0, 0])) {
            XCTAssertEqual($0 as? PNGError, .dataAfterEnd(bytes: 2))
            XCTAssertEqual("\($0)", "2 bytes follow the IEND chunk")
        }
        XCTAssertThrowsError(try APNG.decode(Array(png.dropLast(12)))) { XCTAssertEqual($0 as? PNGError, .missingEnd) }
        XCTAssertThrowsError(try APNG.decode(Array(png.dropLast(4)))) { XCTAssertEqual($0 as? PNGError, .truncatedChunkHeader) }
        var corrupt = png
        corrupt[16] ^= 1  // inside IHDR's width
        XCTAssertThrowsError(try APNG.decode(corrupt)) { XCTAssertEqual($0 as? PNGError, .badCRC(chunk: "IHDR")) }
    }

    func testLibpngsOwnWordsArePassedOn() {
        XCTAssertThrowsError(try PNGCodec.decode([137, 80, 78, 71, 13, 10, 26, 10, 0])) {
            guard case .codec(let message)? = $0 as? PNGError else { return XCTFail("\($0)") }
            XCTAssertFalse(message.isEmpty)
        }
    }
}
