import XCTest

@testable import Raster

/// The known-paths shortcut never picks another face than fontconfig would.
final class KnownFontsTests: XCTestCase {
    func testEveryKnownFileIsWhatFontconfigPicks() throws {
        var checked = 0
        for family in KnownFonts.families {
            for weight in FontWeight.allCases {
                guard let known = KnownFonts.file(family: family, weight: weight) else { continue }
                let viaFontconfig = try FontLibrary.shared.fontconfigFace(family: family, weight: weight)
                XCTAssertEqual(viaFontconfig.path, known.path, "\(family) \(weight)")
                XCTAssertEqual(viaFontconfig.index, known.index, "\(family) \(weight)")
                XCTAssertEqual(try FontLibrary.shared.face(family: family, weight: weight), viaFontconfig)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 15, "every weight of the three default families, and Roboto's three")
        // Families the table leaves out still resolve, through fontconfig.
        XCTAssertNil(KnownFonts.file(family: "DejaVu Sans Mono", weight: .regular))
        XCTAssertEqual(try FontLibrary.shared.face(family: "DejaVu Sans Mono").familyName, "DejaVu Sans Mono")
    }
}
