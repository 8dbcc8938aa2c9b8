import CGlibc
import Foundation
import Glibc
import XCTest

@testable import Raster

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

    /// The kernel's own account of the mask (`Cpus_allowed_list` in /proc/self/status, as ranges
    /// such as `0-3,6`), counted here by hand: not the system call the code makes.
    static func allowedCPUsFromProcStatus() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        return line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
            .split(separator: ",").reduce(0) { count, range in
                let ends = range.split(separator: "-").compactMap { Int($0) }
                return count + (ends.count == 2 ? ends[1] - ends[0] + 1 : 1)
            }
    }

    func testTheAffinityCountIsWhatTheKernelReports() throws {
        XCTAssertEqual(Processors.affinityCount(), try Self.allowedCPUsFromProcStatus())
    }

    /// A thread pinned to one CPU counts one: the count follows the mask, not the machine.
    func testAThreadPinnedToOneCPUCountsOne() throws {
        try XCTSkipIf(sysconf(Int32(_SC_NPROCESSORS_ONLN)) < 2 && Processors.affinityCount() < 2, "one CPU: nothing to narrow")
        final class Count: @unchecked Sendable { var value = 0 }  // written by the thread, read after it ends
        let counted = Count(), done = DispatchSemaphore(value: 0)
        Thread {
            defer { done.signal() }
            var mask = [UInt](repeating: 0, count: 16)
            guard sched_getaffinity(0, UInt(mask.count * 8), &mask) == 0,
                let word = mask.firstIndex(where: { $0 != 0 })
            else { return }
            var one = [UInt](repeating: 0, count: 16)
            one[word] = 1 << UInt(mask[word].trailingZeroBitCount)
            guard sched_setaffinity(0, UInt(one.count * 8), &one) == 0 else { return }
            counted.value = Processors.affinityCount()
        }.start()
        done.wait()
        XCTAssertEqual(counted.value, 1)
    }

    func testTheAvailableCountIsWithinTheMask() {
        XCTAssertGreaterThanOrEqual(Processors.available, 1)
        XCTAssertLessThanOrEqual(Processors.available, Processors.affinityCount())
    }
}
