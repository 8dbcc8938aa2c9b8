import Raster
import Testing

@testable import SegmentRender

/// Hex colours and did-you-mean, as a Swift Testing suite (the library serves both test runners).
@Suite struct ColourParsingTests {
    @Test(arguments: [
        ("#000", RGBA8(r: 0, g: 0, b: 0)),
        ("#fff", RGBA8(r: 255, g: 255, b: 255)),
        ("#C7C7CC", RGBA8(r: 199, g: 199, b: 204)),
        ("#3366CC80", RGBA8(r: 0x33, g: 0x66, b: 0xCC, a: 0x80)),
    ])
    func hexForms(text: String, expected: RGBA8) {
        #expect(parseHexColor(text) == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#GGGGGG", "123456", "#123456789", "#ＦＦＦＦＦＦ", "#１２３"])
    func rejectedHex(text: String) {
        #expect(parseHexColor(text) == nil)
    }

    @Test func didYouMeanPicksTheNearestKey() {
        #expect(closest(to: "sectionTitle", in: ControlConfig.spec.keyNames) == "sectionTitles")
        #expect(closest(to: "backgroundColour", in: ControlConfig.spec.keyNames) == "backgroundColor")
        #expect(closest(to: "zzzz", in: ControlConfig.spec.keyNames) == nil)
    }

    @Test func componentsRoundHalfAwayFromZero() {
        #expect(RGBA8(white: 0.5).r == 128)  // 127.5 → 128
        #expect(RGBA8(red: 0.1, green: 0.4, blue: 0.8) == RGBA8(r: 26, g: 102, b: 204))
    }
}
