import Foundation
import Raster
import SegmentRender
import XCTest

/// Batches render and encode on every core, with the same bytes for any thread count.
final class BatchDeterminismTests: CLITestCase {
    func testAllStatesAndMatrixAreTheSameForAnyJobCount() throws {
        for jobs in ["1", "4"] {
            try FileManager.default.createDirectory(atPath: path("states-\(jobs)"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: path("matrix-\(jobs)"), withIntermediateDirectories: true)
            XCTAssertEqual(try run("render", "--preset", "jx-rainbow", "--all-states", "-o", "states-\(jobs)", "--jobs", jobs).status, 0)
            XCTAssertEqual(try run("render", "--preset", "uikit13", "--matrix", "appearance,direction,state", "-o", "matrix-\(jobs)", "--jobs", jobs).status, 0)
        }
        for kind in ["states", "matrix"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: path("\(kind)-1")).sorted()
            XCTAssertGreaterThan(names.count, 5)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("\(kind)-4")).sorted(), names)
            for name in names {
                XCTAssertEqual(
                    try Data(contentsOf: URL(fileURLWithPath: path("\(kind)-1/\(name)"))),
                    try Data(contentsOf: URL(fileURLWithPath: path("\(kind)-4/\(name)"))), "\(kind)/\(name)")
            }
        }
        // A large image's bands compress on several threads: the same bytes again.
        let big = #"{"width": 2000, "height": 400, "scale": 3, "sectionTitles": ["A", "B", "C", "D"]}"#
        _ = try write(big, to: "big.json")
        XCTAssertEqual(try run("render", "big.json", "-o", "big-1.png", "--jobs", "1").status, 0)
        XCTAssertEqual(try run("render", "big.json", "-o", "big-4.png", "--jobs", "4").status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("big-1.png"))), try Data(contentsOf: URL(fileURLWithPath: path("big-4.png"))))
    }
}
