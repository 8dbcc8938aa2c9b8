import Foundation
import Raster
import XCTest

/// Record modes are strict, recording on CI is refused, and failures say how to accept them.
final class RecordModeCommandTests: CLITestCase {
    func testRecordModesOnAndOffCI() throws {
        let manifest = try write(#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0]}]}"#, to: "m.json")
        let bogus = try run(["snapshot", manifest], environment: ["SEGMENT_RENDER_RECORD": "bogus"])
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(bogus.stderr.contains("SEGMENT_RENDER_RECORD=bogus is not a record mode; use one of missing, all, failed, never"), bogus.stderr)
        let ci = try run(["snapshot", manifest], environment: ["CI": "true", "SEGMENT_RENDER_RECORD": "all"])
        XCTAssertEqual(ci.status, 2)
        XCTAssertTrue(ci.stderr.contains("refused on CI"), ci.stderr)
        let explicit = try run(["snapshot", manifest, "--record", "all"], environment: ["CI": "true"])
        XCTAssertEqual(explicit.status, 2)
        XCTAssertTrue(explicit.stderr.contains("--allow-record-on-ci"), explicit.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g")), "nothing recorded")
        let allowed = try run(["snapshot", manifest, "--record", "all", "--allow-record-on-ci"], environment: ["CI": "true"])
        XCTAssertEqual(allowed.status, 1, "recording exits 1")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("g/hx-0@2x.png")))
        // A failure ends with the command that accepts it.
        try PNGCodec.encode(Framebuffer(width: 360, height: 80, fill: .black)).withUnsafeBufferPointer {
            try Data(buffer: $0).write(to: URL(fileURLWithPath: path("g/hx-0@2x.png")))
        }
        let failed = try run(["snapshot", manifest, "--record", "never"], environment: ["CI": "true"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.hasSuffix("accept the changes: segment-render snapshot \(manifest) --record failed\n"), failed.stdout)
    }
}
