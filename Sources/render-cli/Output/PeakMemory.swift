import FoundationEssentials
import Glibc
import Raster

/// `bench` measures the peak memory of whole child processes. The kernel's figure for a child
/// (`wait4`'s `ru_maxrss`) includes the memory of the benchmark process it was spawned from, so the
/// child reports its own: with `SEGMENT_RENDER_PEAK_RSS_FILE` set, the process writes its peak
/// resident set size (`VmHWM`, in KB) to that file as it exits.
enum PeakMemory {
    static let variable = "SEGMENT_RENDER_PEAK_RSS_FILE"

    static func reportIfAsked() {
        guard let file = environmentValue(variable), !file.isEmpty,
            let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return }
        let kilobytes = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        try? Data((kilobytes + "\n").utf8).write(to: URL(fileURLWithPath: file))
    }

    /// The figure a child wrote, in KB.
    static func read(_ file: String) -> Int? {
        (try? String(contentsOfFile: file, encoding: .utf8)).flatMap { Int($0.trimmed) }
    }
}
