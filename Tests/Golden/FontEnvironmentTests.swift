import XCTest

final class FontEnvironmentTests: XCTestCase {
    func testThisMachineMatchesTheRecordedEnvironment() {
        XCTAssertNil(FontEnvironment.mismatch)
    }

    func testADifferentFreeTypeOrFontIsNamed() {
        let recorded = ["freetype": "2.12.1", "font: Inter": "Regular, Version 3.019"]
        let here = ["freetype": "2.13.2", "font: Inter": "Regular, Version 3.019", "font: Extra": "x"]
        let message = FontEnvironment.differences(recorded: recorded, here: here)
        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("freetype: goldens made with 2.12.1, this machine has 2.13.2") == true, message ?? "")
        XCTAssertTrue(message?.contains("font: Extra: goldens made with nothing") == true, message ?? "")
        XCTAssertFalse(message?.contains("font: Inter:") == true)
        XCTAssertNil(FontEnvironment.differences(recorded: recorded, here: recorded))
    }
}
