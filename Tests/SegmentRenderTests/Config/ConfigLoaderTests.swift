import Foundation
import SegmentRender
import XCTest

/// Loading configs by path: relative to the working folder, or to a test file's folder.
final class ConfigLoaderTests: XCTestCase {
    func testARelativePathResolvesAgainstTheAnchorsFolder() throws {
        let control = try ConfigLoader.load(file: "../../../examples/hm-e0.json", relativeTo: #filePath)
        XCTAssertEqual(control.config.sectionTitles, ["Trending", "News", "Library"])
        let examples = Repository.examples
        XCTAssertEqual(
            try ConfigLoader.load(file: examples.appendingPathComponent("hm-e0.json").path, relativeTo: "/nowhere/x.swift").config,
            control.config, "an absolute path is used as it is")
        XCTAssertThrowsError(try ConfigLoader.load(file: "missing.json", relativeTo: "/tmp/Tests/TabsTests.swift")) { error in
            XCTAssertEqual("\(error)", "/tmp/Tests/missing.json: no such file")
        }
    }
}
