import XCTest

@testable import Raster

final class TextTests: XCTestCase {
    func testDefaultChainIsInterThenNotoCJKThenDejaVu() throws {
        let chain = try FontChain.standard()
        XCTAssertEqual(chain.faces.map(\.familyName), ["Inter", "Noto Sans CJK SC", "DejaVu Sans"])
        XCTAssertEqual(chain.primary.styleName, "Regular")
    }

    func testInterHheaMetrics() throws {
        let inter = try FontChain.standard().primary
        XCTAssertEqual(inter.unitsPerEm, 2816)
        XCTAssertEqual(inter.ascender, 2728)
        XCTAssertEqual(inter.descender, -680)
        XCTAssertEqual(inter.lineGap, 0)
        let metrics = ShapedText("News", chain: try FontChain.standard()).metrics(atSize: 19)
        XCTAssertEqual(metrics.lineHeight, (2728.0 + 680) * 19 / 2816, accuracy: 1e-9)  // ≈ 22.99
        XCTAssertEqual(metrics.primaryDescent, 680.0 * 19 / 2816, accuracy: 1e-9)  // ≈ 4.59
    }

    func testWidthIsTheCeiledSumOfUnhintedAdvances() throws {
        let text = ShapedText("Trending", chain: try FontChain.standard())
        XCTAssertEqual(text.runs.count, 1)
        let units = text.runs[0].advanceUnits
        XCTAssertEqual(text.advance(atSize: 19), Double(units) * 19 / 2816, accuracy: 1e-9)
        XCTAssertEqual(text.layoutWidth(atSize: 19), (Double(units) * 19 / 2816).rounded(.up))
    }

    func testKerningComesFromHarfBuzz() throws {
        // "AV" kerns in Inter's GPOS: the pair is narrower than its glyphs' plain advances.
        let chain = try FontChain.standard()
        let pair = ShapedText("AV", chain: chain).advance(atSize: 100)
        let apart = ShapedText("A", chain: chain).advance(atSize: 100) + ShapedText("V", chain: chain).advance(atSize: 100)
        XCTAssertLessThan(pair, apart)
    }

    func testFallbackPerCharacterUsesTheCJKFaceAndItsMetrics() throws {
        let text = ShapedText("All 全部", chain: try FontChain.standard())
        XCTAssertEqual(text.runs.map(\.face.familyName), ["Inter", "Noto Sans CJK SC"])
        XCTAssertFalse(text.runs.flatMap(\.glyphs).contains(0), "no .notdef boxes")
        let m = text.metrics(atSize: 10)
        XCTAssertEqual(m.ascent, 11.6, accuracy: 1e-9)  // Noto Sans CJK: hhea ascender 1160 / 1000
        XCTAssertEqual(m.descent, 2.88, accuracy: 1e-9)
        XCTAssertEqual(m.primaryDescent, 6800.0 / 2816, accuracy: 1e-9)
    }

    func testUnknownFamilyIsAnErrorWithSuggestions() {
        XCTAssertThrowsError(try FontLibrary.shared.face(family: "Intre")) { error in
            XCTAssertTrue("\(error)".contains("no font family named 'Intre'"), "\(error)")
            XCTAssertTrue("\(error)".contains("'Inter'"), "\(error)")
        }
    }

    func testMissingAndCorruptFontFiles() throws {
        XCTAssertThrowsError(try FontLibrary.shared.face(path: "/nonexistent/font.ttf")) { error in
            XCTAssertEqual(error as? FontError, .missingFile("/nonexistent/font.ttf"))
        }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("junk-\(getpid()).ttf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        XCTAssertThrowsError(try FontLibrary.shared.face(path: junk.path)) { error in
            XCTAssertTrue("\(error)".contains("could not be read as a font"), "\(error)")
        }
    }

    func testTextDrawsInkInsideItsAdvance() throws {
        let text = ShapedText("Hi", chain: try FontChain.standard())
        var fb = Framebuffer(width: 60, height: 40)
        fb.draw(text, pixelSize: 30, origin: Point(x: 5, y: 30), color: .black)
        var inked: [Int] = []
        for y in 0..<40 { for x in 0..<60 where fb[x, y].a > 0 { inked.append(x) } }
        XCTAssertFalse(inked.isEmpty)
        XCTAssertGreaterThanOrEqual(inked.min()!, 5)
        XCTAssertLessThanOrEqual(inked.max()!, 5 + Int(text.advance(atSize: 30).rounded(.up)))
    }
}
