import CFreeType
import Glibc
import XCTest

@testable import Raster

/// A face answers "which glyphs" and "how tall" from HarfBuzz (its shaping side) and draws with
/// FreeType (its drawing side), so the two must read every font the same way.
final class FontSidesTests: XCTestCase {
    /// Scalars from every script the default chain covers, and some none of it does.
    private static let samples: [UInt32] =
        Array(0x20...0x7E) + Array(0xA0...0x24F) + Array(0x370...0x3FF)
        + Array(0x400...0x4FF) + Array(0x2000...0x206F) + Array(0x2190...0x21FF) + Array(0x2600...0x26FF)
        + Array(0x3000...0x30FF) + Array(stride(from: 0x4E00, through: 0x9FFF, by: 7)) + Array(0xAC00...0xAC40)
        + Array(0xFF00...0xFF65) + Array(0x1F600...0x1F64F) + [0xE000, 0xFFFD, 0x10FFFF]

    func testHarfBuzzReadsTheSameMetricsAndCmapAsFreeType() throws {
        var checked = 0
        for family in KnownFonts.families {
            for weight in FontWeight.allCases {
                let face = try FontLibrary.shared.face(family: family, weight: weight)
                let ftFace = try XCTUnwrap(face.ftFace)
                let hhea = try XCTUnwrap(FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA)).assumingMemoryBound(to: TT_HoriHeader.self).pointee
                XCTAssertEqual(face.ascender, Int(hhea.Ascender), "\(face)")
                XCTAssertEqual(face.descender, Int(hhea.Descender), "\(face)")
                XCTAssertEqual(face.lineGap, Int(hhea.Line_Gap), "\(face)")
                XCTAssertEqual(face.unitsPerEm, Int(ftFace.pointee.units_per_EM), "\(face)")
                let disagreeing = Self.samples.filter { value in
                    let scalar = Unicode.Scalar(value)!
                    return face.hasGlyph(for: scalar) != (FT_Get_Char_Index(ftFace, FT_ULong(value)) != 0)
                }
                XCTAssertEqual(disagreeing, [], "\(face)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 16, "four weights of the three default families and Roboto")
    }

    /// Outlines opened on another thread, with a FreeType library of their own, draw exactly what
    /// outlines opened on the caller's thread do.
    func testOutlinesOpenedInTheBackgroundDrawTheSame() throws {
        let folder = NSTemporaryDirectory() + "font-sides-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var faces: [FontFace] = []
        for name in ["early", "late"] {
            let path = "\(folder)/\(name).ttf"
            try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: path)
            faces.append(try FontLibrary.shared.deferredFace(path: path, index: 0))
        }
        faces[0].beginOpeningOutlines()
        XCTAssertTrue(faces[0].isOpeningOutlines)
        XCTAssertFalse(faces[1].isOpeningOutlines)
        let images = faces.map { face -> Framebuffer in
            var image = Framebuffer(width: 80, height: 30, fill: .white)
            image.draw(ShapedText("Ag\u{2602}", chain: FontChain(faces: [face])), pixelSize: 20, origin: Point(x: 3.25, y: 22), color: .black)
            return image
        }
        XCTAssertEqual(images[0].pixels, images[1].pixels)
        XCTAssertNotEqual(images[0].pixels, Framebuffer(width: 80, height: 30, fill: .white).pixels, "the text was drawn")
    }

    func testABackgroundValueIsComputedOnAnotherThread() {
        let caller = pthread_self()
        let value = BackgroundValue { pthread_equal(pthread_self(), caller) == 0 ? 42 : -1 }
        XCTAssertEqual(value.value, 42)
        XCTAssertEqual(value.value, 42, "read again, it is the same value")
    }
}
