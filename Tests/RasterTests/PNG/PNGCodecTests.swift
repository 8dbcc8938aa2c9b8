import XCTest

@testable import Raster

final class PNGCodecTests: XCTestCase {
    func testRoundTripKeepsStraightAlphaPixels() throws {
        var fb = Framebuffer(width: 5, height: 3, fill: RGBA8(r: 10, g: 200, b: 30, a: 255))
        fb.fill(rect: Rect(x: 1.5, y: 0, width: 2, height: 2.5), color: RGBA8(r: 255, g: 0, b: 0, a: 100))
        for compression in PNGCompression.allCases {
            let decoded = try PNGCodec.decode(PNGCodec.encode(fb, compression: compression))
            XCTAssertEqual(decoded.width, 5)
            XCTAssertEqual(decoded.rgba, fb.straightRGBA())
        }
    }

    func testWritesAnSRGBChunk() throws {
        let bytes = try PNGCodec.encode(Framebuffer(width: 1, height: 1))
        XCTAssertTrue(chunkTypes(bytes).contains("sRGB"))
    }

    /// A hand-built PNG of any colour type, so decode is tested beyond what our encoder writes.
    private func png(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
        extra: [(String, [UInt8])] = []
    ) throws -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typeBytes = Array(type.utf8)
            let length = UInt32(data.count)
            let crc = PNGCodec.crc32(typeBytes + data)
            return [UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255), UInt8(length & 255)]
                + typeBytes + data + [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
        }
        let w = UInt32(width), h = UInt32(height)
        let ihdr: [UInt8] = [
            UInt8(w >> 24), UInt8(w >> 16 & 255), UInt8(w >> 8 & 255), UInt8(w & 255),
            UInt8(h >> 24), UInt8(h >> 16 & 255), UInt8(h >> 8 & 255), UInt8(h & 255),
            bitDepth, colorType, 0, 0, 0,
        ]
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [UInt8(0)] + row }  // filter type 0 on every row
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr)
        for (type, data) in extra { out += chunk(type, data) }
        return out + chunk("IDAT", try PNGCodec.deflate(raw)) + chunk("IEND", [])
    }

    func testDecodesGreyscale() throws {
        let image = try PNGCodec.decode(png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 200]]))
        XCTAssertEqual(image.rgba, [0, 0, 0, 255, 200, 200, 200, 255])
    }

    func testDecodesOneBitGreyscale() throws {
        let image = try PNGCodec.decode(png(width: 3, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]]))
        XCTAssertEqual(image.rgba, [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
    }

    func testDecodesPaletteWithTransparency() throws {
        let bytes = try png(
            width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]],
            extra: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [128])])
        XCTAssertEqual(try PNGCodec.decode(bytes).rgba, [255, 0, 0, 128, 0, 0, 255, 255])
    }

    func testDecodesSixteenBitGreyAlpha() throws {
        let bytes = try png(width: 1, height: 1, bitDepth: 16, colorType: 4, rows: [[0x80, 0x80, 0xFF, 0xFF]])
        XCTAssertEqual(try PNGCodec.decode(bytes).rgba, [128, 128, 128, 255])
    }

    func testDecodesSixteenBitRGB() throws {
        let bytes = try png(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0xFF, 0xFF, 0, 0, 0x12, 0x34]])
        XCTAssertEqual(try PNGCodec.decode(bytes).rgba, [255, 0, 0x12, 255])
    }

    func testGarbageIsAnErrorNotACrash() {
        XCTAssertThrowsError(try PNGCodec.decode(Array("hello, not a png".utf8))) { error in
            XCTAssertTrue("\(error)".contains("not a PNG"), "\(error)")
        }
        XCTAssertThrowsError(try PNGCodec.decode([]))
    }

    /// A file must end exactly with its IEND chunk: a tail too short for a chunk header (44 bytes:
    /// the signature, IHDR and 11 bytes of a header) is truncated, and bytes after IEND are refused,
    /// by our APNG reader as by the libpng path.
    func testTheFileEndsExactlyAtIEND() throws {
        let good = try PNGCodec.encode(Framebuffer(width: 2, height: 2, fill: .white))
        let cut = Array(good.prefix(8 + 25)) + [0, 0, 0, 13, 0x49, 0x44, 0x41, 0x54, 1, 2, 3]
        XCTAssertEqual(cut.count, 44)
        XCTAssertThrowsError(try PNGCodec.decode(cut)) { XCTAssertEqual("\($0)", "the file is truncated (it ends inside a chunk header)") }
        XCTAssertThrowsError(try PNGCodec.decode(good + [0, 1, 2])) { XCTAssertEqual("\($0)", "3 bytes follow the IEND chunk (two writers, or a file joined to another)") }
        XCTAssertThrowsError(try PNGCodec.decode(good + good)) { XCTAssertTrue("\($0)".contains("bytes follow the IEND chunk")) }
        XCTAssertThrowsError(try PNGCodec.decode(Array(good.dropLast(12)))) { XCTAssertEqual("\($0)", "the file is truncated (no IEND chunk)") }
        let animation = try APNG.encode([DecodedImage(Framebuffer(width: 2, height: 2, fill: .white))], delayNumerator: 1, delayDenominator: 30, loops: 0)
        XCTAssertNoThrow(try APNG.decode(animation))
        XCTAssertThrowsError(try APNG.decode(animation + [0])) { XCTAssertEqual("\($0)", "1 bytes follow the IEND chunk") }
        XCTAssertThrowsError(try APNG.decode(Array(animation.dropLast(12)))) { XCTAssertEqual("\($0)", "the file is truncated (no IEND chunk)") }
    }

    func testTruncatedFileIsAnError() throws {
        let bytes = try PNGCodec.encode(Framebuffer(width: 30, height: 30, fill: .white))
        for cut in [10, 40, bytes.count / 2, bytes.count - 13] {
            XCTAssertThrowsError(try PNGCodec.decode(Array(bytes.prefix(cut))), "cut at \(cut)")
        }
    }

    func testCorruptDataIsAnError() throws {
        var bytes = try PNGCodec.encode(Framebuffer(width: 30, height: 30, fill: .white))
        // Flip a byte inside IDAT's data: its CRC no longer matches, and IDAT is critical.
        let idat = bytes.indices.first { Array(bytes[$0..<($0 + 4)]) == Array("IDAT".utf8) }!
        bytes[idat + 6] ^= 0xFF
        XCTAssertThrowsError(try PNGCodec.decode(bytes)) { error in
            XCTAssertTrue("\(error)".contains("IDAT"), "\(error)")
        }
    }

    func testImageOverThePixelBudgetIsRefusedBeforeDecoding() throws {
        // The header claims 100000 × 100000 pixels; the data would never be read.
        let bytes = try png(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6, rows: [[0, 0, 0, 0]])
        XCTAssertThrowsError(try PNGCodec.decode(bytes)) { error in
            XCTAssertTrue("\(error)".contains("over the budget"), "\(error)")
        }
    }

    private func chunkTypes(_ bytes: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            types.append(String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        return types
    }
}
