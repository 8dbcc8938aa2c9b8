import SegmentRender

extension SnapshotResults {
    /// The results as a Markdown job summary (what a GitHub Actions step writes to
    /// `$GITHUB_STEP_SUMMARY`): the counts, each failing or missing entry with its summary and
    /// attribution lines, audit errors, and the command that accepts the failures.
    package func markdownSummary() -> String {
        var lines = ["### segment-render snapshot: \(manifest)" + (shard.map { " (shard \($0))" } ?? ""), ""]
        let failed = count(.failed), missing = count(.missing), recorded = count(.recorded)
        lines.append(
            "\(passed ? "✅" : "❌") **\(count(.passed)) passed**, \(failed) failed, \(missing) missing, \(recorded) recorded of \(entries.count)"
                + (auditErrors > 0 ? "; \(auditErrors) audit error\(auditErrors == 1 ? "" : "s")" : ""))
        for entry in entries where entry.status == .failed || entry.status == .missing {
            lines += ["", "#### \(Self.markdown(entry.name)) — \(entry.status.rawValue)", "", "\(Self.markdown(entry.entry)): \(Self.markdown(entry.summary ?? ""))"]
            if let attribution = entry.attribution, !attribution.isEmpty {
                lines += ["", "```text"] + attribution.map(Self.fenced) + ["```"]
            }
        }
        for audit in audits ?? [] where audit.errors > 0 {
            lines += ["", "#### audit \(Self.markdown(audit.entry)) \(Self.markdown(audit.variant))", ""]
            lines += audit.findings.filter { $0.severity == AuditSeverity.error.rawValue }.map { "- \($0.rule) (\($0.criterion)): \(Self.markdown($0.message))" }
        }
        if failed + missing > 0 {
            lines += ["", "Accept the changes after looking at them:", "", "```sh", Self.fenced(acceptCommand), "```"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text in Markdown: characters that would start markup or HTML escaped, control characters
    /// shown as U+FFFD.
    static func markdown(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            if c.value < 0x20 || c.value == 0x7F {
                out += "\u{FFFD}"
                continue
            }
            if "\\`*_[]<>|~&".unicodeScalars.contains(c) { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out
    }

    /// A line inside a fenced block: no backtick run can close the fence.
    static func fenced(_ text: String) -> String {
        text.replacing("`", with: "'").unicodeScalars.map { $0.value < 0x20 ? "\u{FFFD}" : String($0) }.joined()
    }
}
