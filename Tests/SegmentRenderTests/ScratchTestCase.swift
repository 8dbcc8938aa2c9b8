import Foundation
import XCTest

/// A test case with a folder of its own, made before each test and removed after it.
class ScratchTestCase: XCTestCase {
    /// This test's own folder.
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }
}
