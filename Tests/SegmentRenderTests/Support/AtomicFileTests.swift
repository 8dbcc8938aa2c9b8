import Foundation
import XCTest

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
}
