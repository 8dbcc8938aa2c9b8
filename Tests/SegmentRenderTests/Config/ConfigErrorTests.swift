import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Bad input gets a message naming the file, the key path and what was expected.
final class ConfigErrorTests: XCTestCase {
    override class func tearDown() {
        try? FileManager.default.removeItem(at: fixtures)
        super.tearDown()
    }

    func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigError? {
        do {
            _ = try ConfigLoader.load(json: Data(json.utf8), name: "c.json", baseDirectory: Self.fixtures.path)
            XCTFail("no error for \(json)", file: file, line: line)
            return nil
        } catch let error as ConfigError {
            return error
        } catch {
            XCTFail("not a ConfigError: \(error)", file: file, line: line)
            return nil
        }
    }

    func assertError(
        _ json: String, keyPath: String, contains words: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let e = error(json, file: file, line: line) else { return }
        XCTAssertEqual(e.file, "c.json", file: file, line: line)
        XCTAssertEqual(e.keyPath, keyPath, "\(e)", file: file, line: line)
        for word in words { XCTAssertTrue(e.message.contains(word), "'\(word)' not in: \(e)", file: file, line: line) }
    }

    static let fixtures: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-config-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try? Data("this is not a font".utf8).write(to: url.appendingPathComponent("corrupt.ttf"))
        return url
    }()

    func testMalformedJSONGivesLineAndColumn() {
        let e = error("{\n  \"width\": 375,\n  \"height\": ,\n}")
        XCTAssertEqual(e?.description.hasPrefix("c.json: malformed JSON at line 3, column 13"), true, "\(String(describing: e))")
    }

    func testTopLevelMustBeAnObject() {
        assertError("[1, 2]", keyPath: "", contains: ["JSON object"])
    }

    func testUnknownKeyWithDidYouMean() {
        assertError(
            ##"{"width": 10, "height": 10, "sectionTitle": ["a"]}"##, keyPath: "sectionTitle",
            contains: ["unknown key", "did you mean 'sectionTitles'"])
        assertError(
            ##"{"width": 10, "height": 10, "titleTextAttributes": {"colour": "#000"}}"##,
            keyPath: "titleTextAttributes.colour", contains: ["did you mean 'color'"])
    }

    func testSchemaKeyIsIgnored() throws {
        let c = try ConfigLoader.decode(json: Data(##"{"$schema": "x", "width": 10, "height": 10}"##.utf8), name: "c.json")
        XCTAssertEqual(c.width, 10)
    }

    func testWrongTypes() {
        assertError(##"{"width": "wide", "height": 10}"##, keyPath: "width", contains: ["expected a number", "found a string"])
        assertError(
            ##"{"width": 10, "height": 10, "titleTextAttributes": {"color": 5}}"##,
            keyPath: "titleTextAttributes.color", contains: ["expected a colour", "#RRGGBB"])
        assertError(
            ##"{"width": 10, "height": 10, "titleTextAttributes": {"color": "#12345"}}"##,
            keyPath: "titleTextAttributes.color", contains: ["'#12345' is not a colour"])
        assertError(
            ##"{"width": 10, "height": 10, "sectionTitles": ["a", 2]}"##, keyPath: "sectionTitles[1]",
            contains: ["expected a string"])
        assertError(
            ##"{"width": 10, "height": 10, "selectionStyle": "box-ish"}"##, keyPath: "selectionStyle",
            contains: ["'box-ish' is not one of", "\"textWidthStripe\""])
        assertError(
            ##"{"width": 10, "height": 10, "backgroundColor": {"red": 2, "green": 0, "blue": 0}}"##,
            keyPath: "backgroundColor.red", contains: ["from 0 to 1"])
    }

    func testSizesMustBePositiveAndFinite() {
        assertError(##"{"height": 10}"##, keyPath: "", contains: ["'width' is required"])
        assertError(##"{"width": -1, "height": 10}"##, keyPath: "width", contains: ["greater than 0", "-1"])
        assertError(##"{"width": 10, "height": 0}"##, keyPath: "height", contains: ["greater than 0"])
        XCTAssertNotNil(error(##"{"width": 1e999, "height": 10}"##))  // JSON has no infinity: out of range
    }

    func testScaleAndPixelBudget() {
        assertError(##"{"width": 10, "height": 10, "scale": 5}"##, keyPath: "scale", contains: ["1, 1.5, 2, 2.625, 3, 3.5 or 4", "5"])
        assertError(##"{"width": 10, "height": 10, "scale": 2.5}"##, keyPath: "scale", contains: ["1, 1.5, 2, 2.625, 3, 3.5 or 4", "2.5"])
        // Android's densities are for material3; the iOS looks keep 1, 2 and 3.
        assertError(
            ##"{"width": 10, "height": 10, "scale": 1.5}"##, keyPath: "scale",
            contains: ["scale 1.5 is an Android density, for the material3 style only; the hm style draws at 1, 2 or 3"])
        assertError(##"{"width": 10, "height": 10, "style": "uikit13", "scale": 4}"##, keyPath: "scale", contains: ["the uikit13 style draws at 1, 2 or 3"])
        XCTAssertEqual(try ConfigLoader.decode(json: Data(##"{"width": 10, "height": 10, "style": "material3", "scale": 2.625}"##.utf8), name: "c").scale, 2.625)
        assertError(##"{"width": 20000, "height": 1000, "scale": 3}"##, keyPath: "", contains: ["over the budget"])
    }

    func testSelectedSegmentIndexRange() {
        assertError(
            ##"{"width": 10, "height": 10, "sectionTitles": ["a", "b"], "selectedSegmentIndex": 2}"##,
            keyPath: "selectedSegmentIndex", contains: ["out of range", "0 to 1"])
        assertError(
            ##"{"width": 10, "height": 10, "sectionTitles": ["a"], "selectedSegmentIndex": -1}"##,
            keyPath: "selectedSegmentIndex", contains: ["whole number"])
        assertError(
            ##"{"width": 10, "height": 10, "sectionTitles": ["a"], "selectedSegmentIndex": 0.5}"##,
            keyPath: "selectedSegmentIndex", contains: ["whole number"])
    }

    func testFontErrors() {
        assertError(
            ##"{"width": 10, "height": 10, "titleTextAttributes": {"font": "No Such Family 123"}}"##,
            keyPath: "titleTextAttributes.font", contains: ["no font family named 'No Such Family 123'"])
        assertError(
            ##"{"width": 10, "height": 10, "selectedTitleTextAttributes": {"font": "fonts/missing.ttf"}}"##,
            keyPath: "selectedTitleTextAttributes.font", contains: ["does not exist", "fonts/missing.ttf"])
        assertError(
            ##"{"width": 10, "height": 10, "titleTextAttributes": {"font": "corrupt.ttf"}}"##,
            keyPath: "titleTextAttributes.font", contains: ["could not be read as a font"])
        assertError(
            ##"{"width": 10, "height": 10, "titleTextAttributes": {"fontSize": 0}}"##,
            keyPath: "titleTextAttributes.fontSize", contains: ["greater than 0"])
        assertError(
            ##"{"width": 10, "height": 10, "selectedTitleTextAttributes": {"fontSize": -3}}"##,
            keyPath: "selectedTitleTextAttributes.fontSize", contains: ["greater than 0"])
    }

    func testFontByFamilyAndByPath() throws {
        let byFamily = try ConfigLoader.load(
            json: Data(##"{"width": 10, "height": 10, "titleTextAttributes": {"font": "DejaVu Sans"}}"##.utf8),
            name: "c.json", baseDirectory: "/")
        XCTAssertEqual(byFamily.normalStyle.chain.primary.familyName, "DejaVu Sans")
        let byPath = try ConfigLoader.load(
            json: Data(##"{"width": 10, "height": 10, "selectedTitleTextAttributes": {"font": "dejavu/DejaVuSans-Bold.ttf"}}"##.utf8),
            name: "c.json", baseDirectory: "/usr/share/fonts/truetype")
        XCTAssertEqual(byPath.selectedStyle.chain.primary.styleName, "Bold")
        XCTAssertEqual(byPath.normalStyle.chain.primary.familyName, "Inter")
    }

    func testNegativeIndicatorHeightIsAnError() {
        assertError(
            ##"{"width": 10, "height": 10, "selectionIndicatorHeight": -1}"##,
            keyPath: "selectionIndicatorHeight", contains: ["from 0 to 10000", "-1"])
    }

    func testLocationNoneForcesHeightZeroInAnyKeyOrder() throws {
        for json in [
            ##"{"width": 10, "height": 10, "selectionIndicatorLocation": "none", "selectionIndicatorHeight": 7}"##,
            ##"{"width": 10, "height": 10, "selectionIndicatorHeight": 7, "selectionIndicatorLocation": "none"}"##,
        ] {
            let c = try ConfigLoader.decode(json: Data(json.utf8), name: "c.json")
            XCTAssertEqual(c.indicatorHeight, 0)
            XCTAssertEqual(c.selectionIndicatorHeight, 7)
        }
    }

    func testDefaultsAreHMSegmentedControls() throws {
        let c = try ConfigLoader.decode(json: Data(##"{"width": 375, "height": 40, "sectionTitles": ["a"]}"##.utf8), name: "c.json")
        XCTAssertEqual(c.scale, 2)
        XCTAssertEqual(c.selectedSegmentIndex, 0)
        XCTAssertEqual(c.backgroundColor, .white)
        XCTAssertEqual(c.selectionIndicatorColor, RGBA8(r: 0x34, g: 0xB5, b: 0xE5))
        XCTAssertEqual(c.selectionIndicatorHeight, 5)
        XCTAssertEqual(c.selectionIndicatorLocation, .top)
        XCTAssertEqual(c.selectionStyle, .textWidthStripe)
        XCTAssertEqual(c.segmentEdgeInset, EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        XCTAssertEqual(TextAttributes.hmDefault.merging(c.titleTextAttributes), TextAttributes(fontSize: 19, color: .black, fontWeight: .regular))
    }

    func testColourForms() throws {
        func colour(_ value: String) throws -> RGBA8 {
            try ConfigLoader.decode(json: Data(##"{"width": 1, "height": 1, "backgroundColor": \##(value)}"##.utf8), name: "c").backgroundColor
        }
        XCTAssertEqual(try colour(##""#F80""##), RGBA8(r: 255, g: 136, b: 0))
        XCTAssertEqual(try colour(##""#34b5e5""##), RGBA8(r: 0x34, g: 0xB5, b: 0xE5))
        XCTAssertEqual(try colour(##""#11223344""##), RGBA8(r: 0x11, g: 0x22, b: 0x33, a: 0x44))
        XCTAssertEqual(try colour(##"{"white": 0.7}"##), RGBA8(r: 179, g: 179, b: 179))
        XCTAssertEqual(try colour(##"{"white": 0.5, "alpha": 0.5}"##), RGBA8(r: 128, g: 128, b: 128, a: 128))
        XCTAssertEqual(try colour(##"{"red": 0.1, "green": 0.4, "blue": 0.8}"##), RGBA8(r: 26, g: 102, b: 204))
    }

    func testEmptyTitlesRenderTheBackgroundOnly() throws {
        let control = try ConfigLoader.load(
            json: Data(##"{"width": 4, "height": 2, "scale": 1, "backgroundColor": "#123456"}"##.utf8),
            name: "c.json", baseDirectory: "/")
        XCTAssertNil(control.config.selectedSegmentIndex)
        let fb = control.render()
        XCTAssertEqual(fb, Framebuffer(width: 4, height: 2, fill: RGBA8(r: 0x12, g: 0x34, b: 0x56)))
    }
}
