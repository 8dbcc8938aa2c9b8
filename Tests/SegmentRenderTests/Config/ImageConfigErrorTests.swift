import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Images: every way an image can be wrong names the key and the file.
final class ImageConfigErrorTests: XCTestCase {
    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-image-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let good = try! PNGCodec.encode(Framebuffer(width: 4, height: 2, fill: .black))
        try? Data(good).write(to: url.appendingPathComponent("good.png"))
        try? Data(good.prefix(good.count - 20)).write(to: url.appendingPathComponent("truncated.png"))
        var corrupt = good
        corrupt[40] ^= 0xFF
        try? Data(corrupt).write(to: url.appendingPathComponent("corrupt.png"))
        try? Data("GIF89a not a png".utf8).write(to: url.appendingPathComponent("notpng.png"))
        // A header claiming 20000 × 20000 pixels, over the budget.
        var huge = Array(good.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        let crc = PNGCodec.crc32(Array(huge[12..<29]))
        huge.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)])
        try? Data(huge + good.suffix(from: 33)).write(to: url.appendingPathComponent("huge.png"))
        return url
    }()

    func load(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "c.json", baseDirectory: Self.folder.path)
    }

    func assertImageError(_ file: String, contains words: [String], line: UInt = #line) {
        let json = #"{"width": 100, "height": 40, "type": "images", "sectionImages": ["good.png", "\#(file)"]}"#
        XCTAssertThrowsError(try load(json), line: line) { error in
            let e = error as? ConfigError
            XCTAssertEqual(e?.keyPath, "sectionImages[1]", line: line)
            for word in words { XCTAssertTrue("\(error)".contains(word), "'\(word)' not in \(error)", line: line) }
        }
    }

    func testBadImageFiles() {
        assertImageError("missing.png", contains: ["'missing.png' does not exist"])
        assertImageError("notpng.png", contains: ["'notpng.png' cannot be used", "not a PNG"])
        assertImageError("truncated.png", contains: ["'truncated.png' cannot be used"])
        assertImageError("corrupt.png", contains: ["'corrupt.png' cannot be used"])
        assertImageError("huge.png", contains: ["'huge.png' cannot be used", "20000x20000", "over the budget"])
    }

    func testGoodImageLoadsWithItsScale() throws {
        let control = try load(#"{"width": 100, "height": 40, "type": "images", "sectionImages": ["good.png"]}"#)
        XCTAssertEqual(control.images[0].image(forScale: 2).size, Size(width: 4, height: 2))
        XCTAssertEqual(control.layout().segments[0].imageFrame?.width, 4)
    }

    func testTypeAndCountMismatches() {
        XCTAssertThrowsError(try load(#"{"width": 100, "height": 40, "type": "images"}"#)) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "sectionImages")
            XCTAssertTrue("\(error)".contains("needs at least one image"), "\(error)")
        }
        XCTAssertThrowsError(try load(#"{"width": 100, "height": 40, "type": "textImages", "sectionTitles": ["a", "b"], "sectionImages": ["good.png"]}"#)) { error in
            XCTAssertTrue("\(error)".contains("sectionImages has 1, sectionTitles has 2"), "\(error)")
        }
        XCTAssertThrowsError(try load(#"{"width": 100, "height": 40, "type": "images", "sectionImages": ["good.png"], "selectedSegmentIndex": 1}"#)) { error in
            XCTAssertTrue("\(error)".contains("out of range (valid: 0 to 0, or null)"), "\(error)")
        }
        XCTAssertThrowsError(try load(#"{"width": 100, "height": 40, "type": "pictures"}"#)) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "type")
        }
    }

    func testFix5ShortSelectedImagesFallBackToNormal() throws {
        let control = try load(#"{"width": 100, "height": 40, "type": "images", "sectionImages": ["good.png", "good.png"], "sectionSelectedImages": ["good.png"]}"#)
        XCTAssertNotNil(control.image(forSegment: 1, selection: 1, scale: 2))
        XCTAssertTrue(control.image(forSegment: 1, selection: 1, scale: 2) === control.images[1].image(forScale: 2))
        XCTAssertNoThrow(control.render(selection: .index(1)))
    }

    func testNaNAndOtherBadNumbers() {
        for json in [#"{"width": NaN, "height": 40}"#, #"{"width": 100, "height": 40, "textImageSpacing": Infinity}"#] {
            XCTAssertThrowsError(try load(json)) { error in
                XCTAssertTrue("\(error)".contains("malformed JSON"), "\(error)")
            }
        }
        XCTAssertThrowsError(try load(#"{"width": 100, "height": 40, "selectionIndicatorBoxOpacity": 1.5}"#)) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "selectionIndicatorBoxOpacity")
        }
    }
}
