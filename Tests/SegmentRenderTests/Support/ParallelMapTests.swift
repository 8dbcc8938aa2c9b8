import Raster
import XCTest

@testable import SegmentRender

/// parallelMap keeps index order whatever the thread count, and rethrows the first error by index.
final class ParallelMapTests: XCTestCase {
    struct Failure: Error, Equatable { let index: Int }

    func testResultsKeepIndexOrderForAnyThreadCount() throws {
        let expected = (0..<200).map { $0 * $0 }
        for jobs in [1, 2, 8, 1000] {
            XCTAssertEqual(try parallelMap(200, jobs: jobs) { $0 * $0 }, expected, "jobs \(jobs)")
        }
        XCTAssertEqual(try parallelMap(0, jobs: 4) { $0 }, [])
    }

    func testTheFirstErrorByIndexIsRethrown() {
        XCTAssertThrowsError(
            try parallelMap(50, jobs: 4) { i -> Int in
                if i == 7 || i == 30 { throw Failure(index: i) }
                return i
            }
        ) { XCTAssertEqual($0 as? Failure, Failure(index: 7)) }
    }
}
