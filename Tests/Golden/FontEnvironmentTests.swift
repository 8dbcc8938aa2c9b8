import Foundation
import SegmentRender
import XCTest

@testable import SegmentRenderSnapshot

final class FontEnvironmentTests: XCTestCase {
    func testThisMachineMatchesTheRecordedEnvironment() {
        XCTAssertNil(FontEnvironment.mismatch)
    }

    func testADifferentFreeTypeOrFontIsNamed() {
        let recorded = GoldenEnvironment(entries: ["freetype": "2.12.1", "font: Inter Regular": "Version 3.019"])
        let here = GoldenEnvironment(entries: ["freetype": "2.13.2", "font: Inter Regular": "Version 3.019", "font: Extra": "x"])
        let message = here.differences(from: recorded, folder: "goldens")
        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("freetype: goldens made with 2.12.1, this machine has 2.13.2") == true, message ?? "")
        XCTAssertTrue(message?.contains("font: Extra: goldens made with nothing") == true, message ?? "")
        XCTAssertFalse(message?.contains("font: Inter Regular:") == true)
        XCTAssertNil(recorded.differences(from: recorded, folder: "goldens"))
    }

    /// The record names every default-chain face at both weights with its file's SHA-256.
    func testTheRecordHashesEveryDefaultFontFile() throws {
        let environment = try GoldenEnvironment.current()
        let fonts = environment.entries.filter { $0.key.hasPrefix("font: ") }
        XCTAssertGreaterThanOrEqual(fonts.count, 3, "\(environment.entries)")
        for (key, value) in fonts {
            let hash = value.components(separatedBy: "sha256 ").last ?? ""
            XCTAssertEqual(hash.count, 64, "\(key): \(value)")
            XCTAssertTrue(hash.allSatisfy(\.isHexDigit), "\(key): \(value)")
        }
        XCTAssertNotNil(environment.entries["freetype"])
        XCTAssertNotNil(environment.entries["harfbuzz"])
    }
}
