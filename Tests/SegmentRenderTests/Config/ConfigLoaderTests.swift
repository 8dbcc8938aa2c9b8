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

    /// Relative images and fonts resolve against this folder, and messages show it: the quick
    /// path for plain paths must give exactly what Foundation's URL gives, and the rest go to URL.
    func testTheFolderOfAPathIsWhatFoundationsURLGives() {
        let paths = [
            "demo.json", "/a/b.json", "/b.json", "examples/demo.json", "a b/c é.json", "全部/动态.json", "x",
            "./x.json", "x/../y.json", "../y.json", "a//b.json", "/a/./b.json", "a/b/", "/", ".", "..", "a/.",
            "/a//b//c.json", "~/x.json", "", "/a/b/..", "a/b/../../c.json",
        ]
        for path in paths {
            XCTAssertEqual(ConfigLoader.folder(of: path), URL(fileURLWithPath: path).deletingLastPathComponent().path, path)
        }
        XCTAssertTrue(ConfigLoader.folder(of: "demo.json").hasPrefix("/"), "absolute, from the working folder")
    }
}
