import Foundation
import XCTest

@testable import Raster
@testable import SegmentRender

/// Writers of one file never share a temporary: the file is always one writer's bytes, whole.
final class AtomicFileTests: XCTestCase {
    func testConcurrentWritersOfOneFileLeaveOneWholeFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("golden.png").path
        let contents = (0..<4).map { k in [UInt8](repeating: UInt8(65 + k), count: 50_000 + 1_000 * k) }
        DispatchQueue.concurrentPerform(iterations: 4 * 50) { i in
            try? AtomicFile.write(contents[i % 4], to: target)
        }
        let final = try [UInt8](Data(contentsOf: URL(fileURLWithPath: target)))
        XCTAssertTrue(contents.contains(final), "the file is one writer's bytes, whole (\(final.count) bytes)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["golden.png"], "no temporary is left")
        XCTAssertNotEqual(AtomicFile.temporaryPath(for: target), AtomicFile.temporaryPath(for: target))
    }

    /// Moving into place does what a rename does, whatever is there: the new bytes under the name,
    /// the old file gone (another hard link to it keeps the old bytes), a link replaced rather than
    /// followed, and a directory refused with the source kept.
    func testMovingOverWhatIsThereActsAsARename() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-move-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
        func put(_ text: String, _ name: String) throws { try AtomicFile.writeFile(Array(text.utf8), to: path(name)) }

        try put("new", "t1")
        XCTAssertEqual(FileMove.move(path("t1"), over: path("fresh.png")), 0)
        XCTAssertEqual(try text("fresh.png"), "new")

        try put("old", "shot.png")
        XCTAssertEqual(link(path("shot.png"), path("other-link.png")), 0)
        try put("newer", "t2")
        XCTAssertEqual(FileMove.move(path("t2"), over: path("shot.png")), 0)
        XCTAssertEqual(try text("shot.png"), "newer")
        XCTAssertEqual(try text("other-link.png"), "old", "the old file lives on only through its other link")
        var info = stat()
        XCTAssertEqual(stat(path("other-link.png"), &info), 0)
        XCTAssertEqual(info.st_nlink, 1, "the name the old file was swapped to is gone")

        try put("aimed at", "aim.png")
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: path("aim.png"))
        try put("through", "t3")
        XCTAssertEqual(FileMove.move(path("t3"), over: path("link.png")), 0)
        XCTAssertEqual(try text("aim.png"), "aimed at", "the link is replaced, not followed")
        XCTAssertEqual(try text("link.png"), "through")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path("link.png")))

        try FileManager.default.createDirectory(atPath: path("dir.png"), withIntermediateDirectories: false)
        try put("into a folder", "t4")
        XCTAssertNotEqual(FileMove.move(path("t4"), over: path("dir.png")), 0)
        XCTAssertEqual(try text("t4"), "into a folder", "a failed move keeps its source")
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("dir.png"), isDirectory: &isFolder) && isFolder.boolValue)

        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["aim.png", "dir.png", "fresh.png", "link.png", "other-link.png", "shot.png", "t4"])
    }
}
