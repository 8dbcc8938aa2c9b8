@testable import Raster
import Glibc
import XCTest

/// The thread count work defaults to: the affinity mask, capped by a cgroup quota.
final class ProcessorsTests: XCTestCase {
    func testQuotasRoundUpToWholeCPUs() {
        XCTAssertEqual(Processors.quotaLimit(cpuMax: "max 100000\n"), nil)
        XCTAssertEqual(Processors.quotaLimit(cpuMax: "200000 100000\n"), 2)
        XCTAssertEqual(Processors.quotaLimit(cpuMax: "150000 100000"), 2)
        XCTAssertEqual(Processors.quotaLimit(cpuMax: "50000 100000"), 1)
        XCTAssertEqual(Processors.quotaLimit(cpuMax: "garbage"), nil)
        XCTAssertEqual(Processors.quotaLimit(quota: "-1\n", period: "100000\n"), nil)
        XCTAssertEqual(Processors.quotaLimit(quota: "300000\n", period: "100000\n"), 3)
        XCTAssertEqual(Processors.quotaLimit(quota: "100000", period: "0"), nil)
    }

    func testTheCountIsTheAffinityMaskUnderAnyQuota() {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        XCTAssertGreaterThanOrEqual(Processors.affinityCount(), 1)
        XCTAssertLessThanOrEqual(Processors.affinityCount(), online)
        XCTAssertEqual(Processors.available, min(Processors.affinityCount(), Processors.quotaLimit() ?? .max))
    }
}
