internal import CGlibc
import Glibc

/// How many threads work can usefully run on.
///
/// The CPUs this process may run on (its affinity mask), capped by the cgroup CPU quota when one
/// is set, as in a container limited to 2 CPUs of a 64-core host. Foundation's
/// `activeProcessorCount` finds the same, but goes through `URL` and `Data` to read the quota:
/// 0.4M instructions, 2 % of a whole `render`. This reads the few bytes with `read(2)`.
package enum Processors {
    /// The number, at least 1; read once per process.
    package static let available: Int = {
        let cpus = affinityCount()
        guard let quota = quotaLimit() else { return cpus }
        return max(1, min(cpus, quota))
    }()

    /// CPUs in the affinity mask (or online, when the mask cannot be read).
    static func affinityCount() -> Int {
        let count = Int(segment_render_affinity_count())
        return count > 0 ? count : max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The quota in whole CPUs (rounded up) from cgroup v2's `cpu.max`, else v1's quota and
    /// period files; nil when there is none.
    static func quotaLimit() -> Int? {
        if let v2 = smallFile("/sys/fs/cgroup/cpu.max") { return quotaLimit(cpuMax: v2) }
        guard let quota = smallFile("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"),
            let period = smallFile("/sys/fs/cgroup/cpu/cpu.cfs_period_us")
        else { return nil }
        return quotaLimit(quota: quota, period: period)
    }

    /// cgroup v2 `cpu.max`: "QUOTA PERIOD" in microseconds, or "max PERIOD" for no limit.
    static func quotaLimit(cpuMax: String) -> Int? {
        let fields = cpuMax.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2 else { return nil }
        return quotaLimit(quota: String(fields[0]), period: String(fields[1]))
    }

    /// cgroup v1: a quota of -1 means no limit.
    static func quotaLimit(quota: String, period: String) -> Int? {
        func number(_ text: String) -> Int? { Int(text.filter { !$0.isWhitespace }) }
        guard let q = number(quota), let p = number(period), q > 0, p > 0 else { return nil }
        return q / p + (q % p == 0 ? 0 : 1)
    }

    /// The first 63 bytes of a file, nil when it cannot be read.
    private static func smallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, 63) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }
}
