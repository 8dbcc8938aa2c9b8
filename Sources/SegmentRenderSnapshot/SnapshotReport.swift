import FoundationEssentials
import Glibc
import SegmentRender

/// `index.html` in the artifacts folder, rewritten on every run (a passing run says so): a summary
/// at the top (passed, failed, recorded, missing), then each failure — its golden, manifest entry
/// and accept command, expected | actual | diff in labelled panels, and an overlay whose slider
/// wipes from expected to actual — then missing and recorded goldens, and the passed ones folded
/// away. Plain HTML with one small script, readable from the file system in any browser.
package enum SnapshotReport {
    package static let fileName = "index.html"

    /// Writes the report for `results` into `folder`; artifact paths in `results` are relative to it.
    package static func write(_ results: SnapshotResults, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writeAtomically(Array(html(results, folder: folder).utf8), to: folder.appendingPathComponent(fileName))
    }

    /// The largest text diff shown inline; a longer one is cut, with a link to the whole file.
    static let inlineDiffLimit = 64 << 10

    /// A text failure's diff (`NAME.diff.txt` in `folder`), as lines, or nil when it cannot be read as UTF-8.
    static func textDiff(_ relative: String, in folder: URL) -> (lines: [Substring], cut: Bool)? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path),
            let text = String(data: data.prefix(inlineDiffLimit), encoding: .utf8) ?? String(data: data.prefix(inlineDiffLimit - 3), encoding: .utf8)
        else { return nil }
        return (text.split(separator: "\n"), data.count > inlineDiffLimit)
    }

    static func html(_ results: SnapshotResults, folder: URL) -> String {
        let failed = results.entries.filter { $0.status == .failed }
        let missing = results.entries.filter { $0.status == .missing }
        let recorded = results.entries.filter { $0.status == .recorded }
        let passed = results.entries.filter { $0.status == .passed }
        let total = results.entries.count
        let auditNote = results.auditErrors > 0 ? "; audit: \(results.auditErrors) error\(results.auditErrors == 1 ? "" : "s")" : ""
        let headline =
            results.passed
            ? "All \(total) snapshots passed"
            : "\(failed.count) failed, \(missing.count) missing, \(recorded.count) recorded, \(passed.count) passed of \(total)\(auditNote)"
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>segment-render snapshots: \(escape(headline))</title>
            <style>
            body { font: 14px -apple-system, "Inter", "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #fafafa; }
            h1 { font-size: 20px; } h2 { font-size: 16px; margin: 32px 0 6px; } code { background: #eee; padding: 1px 4px; }
            .counts span { display: inline-block; margin-right: 16px; } .failed { color: #c00; } .ok { color: #1a7f37; }
            dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; } dt { color: #636366; } dd { margin: 0; }
            .panels { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; padding: 8px; background: #fff; border: 1px solid #d1d1d6; border-radius: 6px; }
            figcaption { font-weight: 600; font-size: 12px; margin-bottom: 6px; text-transform: uppercase; letter-spacing: .04em; color: #3a3a3c; }
            img { display: block; max-width: 100%; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .stack { position: relative; display: inline-block; } .stack img.top { position: absolute; left: 0; top: 0; }
            .overlay input { width: 100%; margin-top: 6px; }
            ul.attribution { margin: 0 0 10px; padding-left: 20px; font: 13px ui-monospace, "DejaVu Sans Mono", monospace; } ul.attribution li { margin: 2px 0; }
            pre.textdiff { margin: 0; padding: 8px; background: #fff; border: 1px solid #d1d1d6; border-radius: 6px; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; overflow-x: auto; }
            pre.textdiff span { display: block; } pre.textdiff .del { color: #b00; background: #fee; } pre.textdiff .add { color: #060; background: #efe; }
            </style></head><body>
            <h1>segment-render snapshots</h1>
            <p id="summary" class="counts"><span class="\(results.passed ? "ok" : "failed")">\(escape(headline))</span></p>
            <p class="counts"><span>passed: \(passed.count)</span><span>failed: \(failed.count)</span><span>recorded: \(recorded.count)</span><span>missing: \(missing.count)</span>\(results.shard.map { "<span>shard \(escape($0))</span>" } ?? "")</p>

            """
        if !failed.isEmpty {
            html += "<p>Accept every failure: <code>\(escape(results.acceptCommand))</code></p>\n"
        }
        for entry in failed {
            html += "<section class=\"failure\"><h2 class=\"failed\">\(escape(entry.name))</h2><dl>"
            html += "<dt>golden</dt><dd>\(escape(entry.golden))</dd><dt>manifest entry</dt><dd>\(escape(entry.entry))</dd>"
            html += "<dt>result</dt><dd>\(escape(entry.summary ?? ""))</dd><dt>accept</dt><dd><code>\(escape(results.acceptCommand(entry.name)))</code></dd></dl>"
            if let lines = entry.attribution, !lines.isEmpty {
                html += "<ul class=\"attribution\">" + lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
            }
            if entry.isTextFailure {
                html += textPanels(entry, folder: folder) + "</section>\n"
                continue
            }
            html += "<div class=\"panels\">"
            for (caption, path) in [("expected", entry.expected), ("actual", entry.actual), ("diff", entry.diff)] {
                guard let path else { continue }
                html += "<figure class=\"panel\"><figcaption>\(caption)</figcaption><img src=\"\(link(path))\" alt=\"\(caption)\"></figure>"
            }
            if let expected = entry.expected, let actual = entry.actual {
                html += "<figure class=\"overlay\"><figcaption>overlay: expected ◀ ▶ actual</figcaption><div class=\"stack\">"
                html +=
                    "<img src=\"\(link(expected))\" alt=\"expected (overlay)\"><img class=\"top\" src=\"\(link(actual))\" alt=\"actual (overlay)\" style=\"clip-path: inset(0 0 0 50%)\">"
                html += "</div><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"wipe between expected and actual\"></figure>"
            }
            html += "</div></section>\n"
        }
        html += auditSection(results.audits ?? [])
        for (title, list) in [("Missing goldens", missing), ("Recorded goldens — look at each before committing", recorded)] where !list.isEmpty {
            html += "<h2>\(title)</h2><ul>"
            for entry in list {
                html += "<li>\(escape(entry.name)): \(escape(entry.golden)) <span class=\"entry\">(\(escape(entry.entry)))</span></li>"
            }
            html += "</ul>\n"
        }
        if !passed.isEmpty {
            html += "<details id=\"passed\"><summary>\(passed.count) passed</summary><ul>"
            for entry in passed {
                html += "<li>\(escape(entry.name))\(entry.cached == true ? " (cached)" : "")\(entry.summary.map { " — " + escape($0) } ?? "")</li>"
            }
            html += "</ul></details>\n"
        }
        html += """
            <script>
            for (const overlay of document.querySelectorAll('.overlay')) {
              const top = overlay.querySelector('img.top'), slider = overlay.querySelector('input');
              slider.addEventListener('input', () => { top.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; });
            }
            </script>
            </body></html>

            """
        return html
    }

    /// A text golden's failure: links to the two files, and the differing lines inline.
    static func textPanels(_ entry: SnapshotResults.Entry, folder: URL) -> String {
        var html = "<p class=\"files\">"
        html += [("expected", entry.expected), ("actual", entry.actual), ("diff", entry.diff)].compactMap { caption, path in
            path.map { "<a href=\"\(link($0))\">\(caption)</a>" }
        }.joined(separator: " · ")
        html += "</p><figure class=\"textdiff\"><figcaption>diff (line number, - expected, + actual)</figcaption>"
        if let relative = entry.diff, let (lines, cut) = textDiff(relative, in: folder) {
            html += "<pre class=\"textdiff\">"
            for line in lines {
                let kind = line.drop { $0.isNumber }.first
                html += "<span class=\"\(kind == "-" ? "del" : kind == "+" ? "add" : "same")\">\(escape(String(line)))</span>"
            }
            if cut { html += "<span>… cut at \(inlineDiffLimit / 1024) KB; the whole diff is in the file above</span>" }
            html += "</pre>"
        } else if entry.diff == nil {
            html += "<p>no recorded text to compare with: a hash store keeps only its hash</p>"
        } else {
            html += "<p>the diff file cannot be read</p>"
        }
        return html + "</figure>"
    }

    /// An artifact's path as a link: `./` then the path with every byte but letters, digits and
    /// `-._~/@` percent-encoded, so no scheme (`javascript:`), query or fragment can form from a
    /// name, whatever a results file says.
    static func link(_ path: String) -> String {
        var out = "./"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    static func escape(_ s: String) -> String {
        s.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\"", with: "&quot;")
    }

    /// Each audited variant with its findings, errors first; nothing when no entry asks for an audit.
    static func auditSection(_ audits: [SnapshotResults.Audit]) -> String {
        guard !audits.isEmpty else { return "" }
        var html = "<section id=\"audit\"><h2>Audit</h2>"
        for audit in audits {
            let errors = audit.errors, warnings = audit.findings.count - errors
            html +=
                "<h3 class=\"\(errors > 0 ? "failed" : "ok")\">\(escape(audit.entry)) \(escape(audit.variant)): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")</h3>"
            guard !audit.findings.isEmpty else { continue }
            html += "<ul class=\"attribution\">"
            for finding in audit.findings.filter({ $0.severity == "error" }) + audit.findings.filter({ $0.severity != "error" }) {
                html += "<li class=\"\(finding.severity == "error" ? "failed" : "")\">\(escape(finding.severity)) \(escape(finding.rule)): \(escape(finding.message))</li>"
            }
            html += "</ul>"
        }
        return html + "</section>\n"
    }
}
