import Foundation
import XCTest

@testable import Raster

/// A chain's fallback faces open only when a character reaches them: the shaping side (HarfBuzz)
/// when a character is looked up, the drawing side (FreeType) when an outline is needed or
/// ``FontFace/beginOpeningOutlines()`` starts it on another thread. One that cannot be read
/// behaves as a face without glyphs instead of failing the render.
final class DeferredFaceTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "deferred-face-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A copy of DejaVu Sans under a path no other test uses, so this test alone decides when it opens.
    private func privateDejaVu() throws -> String {
        let path = folder + "/DejaVuSans.ttf"
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: path)
        return path
    }

    func testFallbackOpensOnlyWhenTextNeedsIt() throws {
        let library = FontLibrary.shared
        let inter = try library.face(family: "Inter")
        let fallback = try library.deferredFace(path: try privateDejaVu(), index: 0)
        let chain = FontChain(faces: [inter, fallback])
        XCTAssertFalse(fallback.isOpenForShaping)

        let latin = ShapedText("Trending News", chain: chain)
        XCTAssertEqual(Set(latin.runs.map(\.face)), [inter])
        XCTAssertEqual(chain.faces(for: "Trending News"), [inter])
        XCTAssertFalse(fallback.isOpenForShaping, "Latin text must not open the fallback")
        XCTAssertFalse(fallback.isOpeningOutlines)

        // U+2602 UMBRELLA: DejaVu Sans has it, Inter does not.
        XCTAssertFalse(inter.hasGlyph(for: "\u{2602}"))
        let symbol = ShapedText("a\u{2602}", chain: chain)
        XCTAssertTrue(fallback.isOpenForShaping)
        XCTAssertFalse(fallback.isOpeningOutlines, "shaping and measuring need no outlines")
        XCTAssertEqual(symbol.runs.map(\.face), [inter, fallback])
        XCTAssertEqual(fallback.unitsPerEm, 2048)
        XCTAssertEqual([fallback.ascender, fallback.descender, fallback.lineGap], [1901, -483, 0], "DejaVu Sans's hhea")
        XCTAssertFalse(fallback.isOpeningOutlines)

        XCTAssertEqual(chain.faces(for: "\u{2602}a\u{2602}"), [fallback, inter])
        fallback.beginOpeningOutlines()
        XCTAssertTrue(fallback.isOpeningOutlines)
        XCTAssertEqual(fallback.familyName, "DejaVu Sans")
        XCTAssertTrue(fallback.version.hasPrefix("Version 2."), fallback.version)

        // Asking the library for the same file again gives the same face, now open.
        XCTAssertTrue(try library.face(path: fallback.path) === fallback)
    }

    func testAnUnreadableFallbackHasNoGlyphs() throws {
        let library = FontLibrary.shared
        let junk = folder + "/junk.ttf"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: junk))
        let inter = try library.face(family: "Inter")
        let broken = try library.deferredFace(path: junk, index: 0)
        let chain = FontChain(faces: [inter, broken])

        let text = ShapedText("a\u{2602}", chain: chain)
        XCTAssertTrue(broken.isOpenForShaping)
        XCTAssertEqual(text.runs.map(\.face), [inter], "the character falls back to the primary face's .notdef")
        XCTAssertFalse(broken.hasGlyph(for: "a"))
        broken.beginOpeningOutlines()
        XCTAssertNil(broken.ftFace, "its outlines fail to open on the other thread too")
        XCTAssertTrue(broken.version.hasPrefix("unreadable: "), broken.version)
        XCTAssertThrowsError(try library.face(path: junk)) { error in
            XCTAssertEqual(error as? FontError, .unreadableFile(junk, reason: "FreeType error 2"))
        }
        XCTAssertThrowsError(try library.deferredFace(path: folder + "/missing.ttf", index: 0)) { error in
            XCTAssertEqual(error as? FontError, .missingFile(folder + "/missing.ttf"))
        }
    }
}
