import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Segment background images from configs: every way they can be wrong.
final class BackgroundImageConfigTests: XCTestCase {
    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-bg-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try? Data(try! PNGCodec.encode(Framebuffer(width: 20, height: 10, fill: .black))).write(to: url.appendingPathComponent("bg.png"))
        // A 5 × 5 nine-patch whose top marker is grey: malformed.
        var rgba = [UInt8](repeating: 0, count: 5 * 5 * 4)
        rgba.replaceSubrange(8..<12, with: [128, 128, 128, 255])
        try? Data(try! PNGCodec.encode(straightRGBA: rgba, width: 5, height: 5)).write(to: url.appendingPathComponent("bad.9.png"))
        return url
    }()

    func load(_ background: String) throws -> Control {
        let json = #"{"width": 200, "height": 30, "sectionTitles": ["a", "b"], "segmentBackgroundImages": {"middle": {"normal": \#(background)}}}"#
        return try ConfigLoader.load(json: Data(json.utf8), name: "c.json", baseDirectory: Self.folder.path)
    }

    func assertError(_ background: String, keyPath: String, contains words: [String], line: UInt = #line) {
        XCTAssertThrowsError(try load(background), line: line) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, keyPath, "\(error)", line: line)
            for word in words { XCTAssertTrue("\(error)".contains(word), "'\(word)' not in \(error)", line: line) }
        }
    }

    func testBadCapInsets() {
        assertError(
            #"{"image": "bg.png", "capInsets": {"left": 15, "right": 10}}"#, keyPath: "segmentBackgroundImages.middle.normal.capInsets",
            contains: ["bg.png", "wider than the image (20.0 pt)"])
        assertError(
            #"{"image": "bg.png", "capInsets": {"top": 6, "bottom": 6}}"#, keyPath: "segmentBackgroundImages.middle.normal.capInsets",
            contains: ["taller than the image"])
        assertError(
            #"{"image": "bg.png", "capInsets": {"top": -1}}"#, keyPath: "segmentBackgroundImages.middle.normal.capInsets.top",
            contains: ["0 or more", "-1"])
        assertError(#"{"image": "bg.png", "capInsets": {"top": NaN}}"#, keyPath: "", contains: ["malformed JSON"])
        assertError(
            #"{"image": "bg.png", "leftCapWidth": 20}"#, keyPath: "segmentBackgroundImages.middle.normal",
            contains: ["leftCapWidth", "no one-point band"])
        assertError(
            #"{"image": "bg.png", "resizingMode": "squash"}"#, keyPath: "segmentBackgroundImages.middle.normal.resizingMode",
            contains: [#""stretch", "tile""#])
        assertError(#"{"image": "missing.png"}"#, keyPath: "segmentBackgroundImages.middle.normal.image", contains: ["does not exist"])
    }

    func testMalformedNinePatch() {
        assertError(
            #"{"image": "bad.9.png"}"#, keyPath: "segmentBackgroundImages.middle.normal.image",
            contains: ["malformed .9.png marker at (2, 0)"])
        assertError(
            #"{"image": "bad.9.png", "leftCapWidth": 2}"#, keyPath: "segmentBackgroundImages.middle.normal.leftCapWidth",
            contains: ["a .9.png carries its own markers"])
    }

    func testGoodBackgroundsDraw() throws {
        let control = try load(#"{"image": "bg.png", "capInsets": {"left": 4, "right": 4}, "resizingMode": "stretch"}"#)
        let fb = control.render()
        // The black background covers each segment slot under the titles.
        XCTAssertEqual(fb[1, 1], RGBA8.black.premultiplied)
        XCTAssertEqual(fb[399, 59], RGBA8.black.premultiplied)
    }
}
