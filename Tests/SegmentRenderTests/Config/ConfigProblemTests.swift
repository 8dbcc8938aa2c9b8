import Foundation
import XCTest

@testable import SegmentRender

/// A config's errors are cases with what was found, so code matches a case, not a substring; the
/// message a user reads is the case's description after the file and key path, word for word.
final class ConfigProblemTests: XCTestCase {
    func error(_ json: String) -> ConfigError? {
        do {
            _ = try ConfigLoader.decode(json: Data(json.utf8), name: "c.json")
            return nil
        } catch {
            return error as? ConfigError
        }
    }

    func testAnUnknownKeyCarriesItsNameAndTheNearestKey() {
        let e = error(#"{"width": 320, "sectionTitles": ["a"], "heigth": 40}"#)
        XCTAssertEqual(e?.problem, .unknownKey("heigth", suggestion: "height"))
        XCTAssertEqual(e?.keyPath, "heigth")
        XCTAssertEqual(e?.description, "c.json: heigth: unknown key 'heigth' (did you mean 'height'?)")
    }

    func testAMissingKeySaysWhatItTakes() {
        let e = error(#"{"sectionTitles": ["a"]}"#)
        XCTAssertEqual(e?.problem, .missingKey("width", expected: "a number greater than 0 and at most 1000000"))
        XCTAssertEqual(e?.description, "c.json: the key 'width' is required (a number greater than 0 and at most 1000000)")
    }

    func testAWrongKindSaysWhatWasFound() throws {
        let e = try XCTUnwrap(error(#"{"width": 320, "sectionTitles": ["a"], "height": "tall"}"#))
        guard case .expected(let expectation, found: "a string") = e.problem else { return XCTFail("\(e.problem)") }
        XCTAssertEqual(e.message, "expected \(expectation), found a string")
        XCTAssertEqual(e.keyPath, "height")
    }

    func testAnEnumValueCarriesTheNearestName() throws {
        let e = try XCTUnwrap(error(#"{"width": 320, "height": 40, "sectionTitles": ["a"], "type": "txt"}"#))
        guard case .notOneOf("txt", expected: _, suggestion: "text") = e.problem else { return XCTFail("\(e.problem)") }
        XCTAssertTrue(e.message.hasPrefix("'txt' is not one of "), e.message)
        XCTAssertTrue(e.message.hasSuffix(" (did you mean 'text'?)"), e.message)
    }

    func testSyntaxErrorsCarryLineAndColumn() {
        let e = error("{\n  \"a\": }")
        XCTAssertEqual(e?.problem, .syntax(line: 2, column: 8, reason: "unexpected character '}', expected a value"))
        XCTAssertEqual(e?.description, "c.json: malformed JSON at line 2, column 8: unexpected character '}', expected a value")
    }

    func testFilesThatCannotBeReadAreCases() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-problem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try ConfigLoader.readFile(folder.appendingPathComponent("absent.json").path)) {
            XCTAssertEqual(($0 as? ConfigError)?.problem, .noSuchFile)
        }
        XCTAssertThrowsError(try ConfigLoader.readFile(folder.path)) { XCTAssertEqual(($0 as? ConfigError)?.problem, .isAFolder) }
        let big = Data(count: ControlConfig.maxFileSize + 1)
        XCTAssertThrowsError(try ConfigLoader.decode(json: big, name: "big.json")) {
            XCTAssertEqual(($0 as? ConfigError)?.problem, .fileTooLarge(bytes: ControlConfig.maxFileSize + 1, limit: ControlConfig.maxFileSize))
        }
    }

    func testAnUnknownPresetListsThePresets() {
        XCTAssertThrowsError(try Presets.load("uikit1")) {
            let names = Presets.all.map(\.name)
            XCTAssertEqual(($0 as? ConfigError)?.problem, .unknownPreset("uikit1", suggestion: "uikit7", presets: names))
            XCTAssertEqual(
                ($0 as? ConfigError)?.message,
                "there is no preset 'uikit1' (did you mean 'uikit7'?); presets: " + names.joined(separator: ", "))
        }
    }
}
