import Foundation
import XCTest

@testable import SegmentRenderSnapshot

/// Golden testing fails with cases that carry what was found; record modes with their own.
final class SnapshotErrorTests: XCTestCase {
    func testShardsAndTemplatesAreCases() {
        XCTAssertThrowsError(try SnapshotShard("0/0")) {
            XCTAssertEqual($0 as? SnapshotError, .badShard("0/0", maximum: SnapshotShard.maximumCount))
            XCTAssertEqual("\($0)", "expected a shard I/N with 1 ≤ I ≤ N ≤ \(SnapshotShard.maximumCount) (for example 2/4), got '0/0'")
        }
        XCTAssertThrowsError(try GoldenPathTemplate("{platform}/{nmae}.png")) {
            XCTAssertEqual($0 as? SnapshotError, .templateUnknownToken("{platform}/{nmae}.png", token: "nmae", tokens: GoldenPathTemplate.tokens))
        }
        XCTAssertThrowsError(try GoldenPathTemplate("../{name}.png")) {
            XCTAssertEqual($0 as? SnapshotError, .templateEscapes("../{name}.png"))
        }
    }

    func testAMergeWithNothingToMergeSaysSo() {
        XCTAssertThrowsError(try SnapshotMerge.merge([], artifacts: FileManager.default.temporaryDirectory)) {
            XCTAssertEqual($0 as? SnapshotError, .mergeNeedsResults)
        }
    }

    func testRecordModesOnCIAreCases() {
        XCTAssertThrowsError(try RecordMode.resolve(explicit: .all, environment: ["CI": "true"])) {
            XCTAssertEqual($0 as? RecordModeError, .recordingOnCI)
        }
        XCTAssertThrowsError(try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": "sometimes"])) {
            XCTAssertEqual($0 as? RecordModeError, .unknownMode("sometimes"))
            XCTAssertEqual("\($0)", "SEGMENT_RENDER_RECORD=sometimes is not a record mode; use one of missing, all, failed, never")
        }
        XCTAssertThrowsError(try RecordMode.resolve(environment: ["CI": "1", "SEGMENT_RENDER_RECORD": "all"])) {
            XCTAssertEqual($0 as? RecordModeError, .environmentRecordsOnCI("all"))
        }
    }
}
