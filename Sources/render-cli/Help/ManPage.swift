import SegmentRender

/// segment-render(1), made from the same declarations the parser and `--help` read: each
/// command's usage lines, discussion and options. `help --man` prints it; the packages install it.
enum ManPage {
    static func page(commands: [CommandSpec]) -> String {
        var out = [
            #".TH SEGMENT-RENDER 1 "" "segment-render \#(RendererVersion.current)" "User Commands""#,
            ".SH NAME",
            #"segment-render \- draws segmented controls and paging title bars, and golden-tests them, without UIKit"#,
            ".SH SYNOPSIS",
            ".B segment-render",
            ".I command",
            "[options]",
            ".br",
            ".B segment-render",
            #"\-\-help | \-\-version"#,
            ".SH DESCRIPTION",
            text(
                "segment-render draws iOS and Android segmented controls and paging title bars (HMSegmentedControl, JXSegmentedView, "
                    + "UISegmentedControl, Material 3 tabs and others) from a JSON config: one state, every state or an animation, "
                    + "as PNG, APNG, GIF, WebP or SVG. It checks them against goldens, saying which element changed, audits their "
                    + "accessibility and serves a live preview. Every config key, its type, range and default: segment-render help config."),
            ".SH COMMANDS",
        ]
        for command in commands {
            out += [".SS \(text(command.name))", text(command.summary) + ".", ".PP", ".nf"]
            out += command.usageLines.map(text)
            out += [".fi"]
            if !command.discussion.isEmpty {
                out += [".PP", ".nf"] + command.discussion.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0)) } + [".fi"]
            }
            for option in command.options {
                out += [".TP", #".B "# + text(option.label)]
                out += option.help.split(separator: "\n").map { text(String($0)) }
                if !option.values.isEmpty { out.append("One of: " + text(option.values.joined(separator: ", ")) + ".") }
            }
            if !command.epilogue.isEmpty { out += [".PP", ".nf"] + command.epilogue.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0)) } + [".fi"] }
        }
        out += [
            ".SH EXIT STATUS",
            "0: success. 1: bad input (a config, a file), or a check that failed, was missing or recorded. 2: bad usage (the command line).",
            ".SH ENVIRONMENT",
            ".TP", ".B CI", "When set, snapshot never records unless asked to (\\-\\-allow\\-record\\-on\\-ci).",
            ".TP", ".B SEGMENT_RENDER_RECORD", "The record mode when \\-\\-record is not given: never, missing, failed or all.",
            ".TP", ".B SEGMENT_RENDER_ARTIFACTS", "Where snapshot writes failures' pictures and its report (default snapshot\\-artifacts/).",
            ".SH SEE ALSO",
            "segment-render help config; the guides in the docs/ folder of its repository.",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    /// A line of text for roff: backslashes and dashes escaped, a line that would read as a
    /// request (starting with . or ') guarded.
    static func text(_ line: String) -> String {
        var out = ""
        for c in line {
            switch c {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(c)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
