/// A subcommand, declared once: name, summary, usage lines, what it does, its options and what
/// runs it. `segment-render --help`, `segment-render help NAME` and `NAME --help` are generated from
/// these.
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    /// Each line after `segment-render NAME `.
    var usage: [String] = [""]
    var discussion = ""
    var options: [Option] = []
    /// Text after the options.
    var epilogue = ""
    /// Runs the command on its parsed arguments and returns the exit status.
    let run: @Sendable (Arguments) throws -> Int32

    /// Runs a command that exits 0 unless it throws.
    static func succeeding(_ body: @escaping @Sendable (Arguments) throws -> Void) -> @Sendable (Arguments) throws -> Int32 {
        { try body($0); return 0 }
    }

    var help: String {
        var lines = usage.enumerated().map { i, line in
            (i == 0 ? "USAGE: " : "       ") + "segment-render \(name)" + (line.isEmpty ? "" : " " + line)
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        var groups: [String] = []
        for option in options where !groups.contains(option.group) { groups.append(option.group) }
        let width = max(19, (options.map(\.label.count).max() ?? 0) + 2)
        for group in groups {
            lines += ["", group + ":"]
            for option in options where option.group == group {
                let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
                lines.append("  " + option.label.padding(toLength: width, withPad: " ", startingAt: 0) + helpLines[0])
                lines += helpLines.dropFirst().map { String(repeating: " ", count: width + 2) + $0 }
            }
        }
        if !epilogue.isEmpty { lines += ["", epilogue] }
        return lines.joined(separator: "\n")
    }
}
