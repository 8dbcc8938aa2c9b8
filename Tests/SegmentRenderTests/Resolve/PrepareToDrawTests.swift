import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// `prepareToDraw` starts opening the outlines of exactly the faces the titles need.
final class PrepareToDrawTests: XCTestCase {
    private func control(_ titlesJSON: String, extra: String = "") throws -> Control {
        try ConfigLoader.load(
            json: Data(#"{"width": 300, "height": 40, "sectionTitles": \#(titlesJSON)\#(extra)}"#.utf8),
            name: "t.json", baseDirectory: "/tmp")
    }

    func testTheFacesOfEveryTitleLineInEveryStyle() throws {
        let inter = try FontLibrary.shared.face(family: "Inter")
        let interBold = try FontLibrary.shared.face(family: "Inter", weight: .bold)
        let cjk = try FontLibrary.shared.face(family: "Noto Sans CJK SC")
        let dejaVu = try FontLibrary.shared.face(family: "DejaVu Sans")

        XCTAssertEqual(try control(#"["Trending", "News"]"#).titleFontFaces(), [inter])
        // Each line of a title, the CJK face for 全部 and DejaVu Sans for the chess king only it has.
        XCTAssertEqual(try control(#"["Trending", "全部\n动态", "\u2654"]"#).titleFontFaces(), [inter, cjk, dejaVu])
        // A bold selected style adds its own chain's primary face.
        let bold = try control(#"["News", "全部"]"#, extra: #", "selectedTitleTextAttributes": {"fontWeight": "bold"}"#)
        XCTAssertEqual(bold.titleFontFaces(), [inter, interBold, cjk, try FontLibrary.shared.face(family: "Noto Sans CJK SC", weight: .bold)])
        // An image control draws no titles.
        XCTAssertEqual(try control("[]", extra: #", "type": "images", "sectionImages": ["builtin:qq-segment-left-normal"]"#).titleFontFaces(), [])
    }

    /// Preparing is once per resolved control: scaled copies share it (same titles, same fonts), a
    /// reconfigured control (maybe other titles or fonts) gets its own.
    func testPreparationIsSharedByScaledCopiesOnly() throws {
        let control = try control(#"["Trending", "全部"]"#)
        XCTAssertTrue(control.scaled(to: 3).outlinePreparation === control.outlinePreparation)
        XCTAssertFalse(try control.reconfigured { $0.sectionTitles = ["News"] }.outlinePreparation === control.outlinePreparation)
    }
}
