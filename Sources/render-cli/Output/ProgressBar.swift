import FoundationEssentials
import Glibc

/// A progress bar on stderr when it is a terminal; nothing otherwise.
final class ProgressBar {
    let total: Int
    private var done = 0
    private let enabled = isatty(2) == 1

    init(total: Int) { self.total = total }

    func advance() {
        done += 1
        guard enabled else { return }
        let width = 30, filled = done * width / max(1, total)
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        Output.standardError("\rrendering [\(bar)] \(done)/\(total) frames")
    }

    func finish() {
        if enabled { Output.standardError("\n") }
    }
}
