import Foundation

/// `index.html` in the artifacts folder: every failure's expected, diff and actual images side by
/// side with its figures, readable in any browser from the file system.
enum SnapshotReport {
    static func write(_ results: [SnapshotRun.Result], to folder: URL) throws {
        let failures = results.compactMap { result -> (String, ImageMatch, GoldenCheck.Artifacts)? in
            if case let .failed(match, artifacts) = result.outcome { return (result.name, match, artifacts) }
            return nil
        }
        guard !failures.isEmpty else { return }
        func relative(_ path: String?) -> String? {
            guard let path else { return nil }
            let base = folder.standardized.path + "/"
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>segment-render snapshot failures</title>
        <style>
        body { font: 14px -apple-system, "Inter", "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #fafafa; }
        h1 { font-size: 20px; } h2 { font-size: 16px; margin: 28px 0 4px; }
        .figures { color: #636366; margin-bottom: 8px; }
        .panels { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: #636366; font-size: 12px; margin-bottom: 4px; }
        img { border: 1px solid #d1d1d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; max-width: 100%; }
        </style></head><body>
        <h1>\(failures.count) of \(results.count) snapshots failed</h1>

        """
        for (name, match, artifacts) in failures {
            html += "<section><h2>\(escape(name))</h2><div class=\"figures\">\(escape(match.summary))</div><div class=\"panels\">"
            for (caption, path) in [("expected", relative(artifacts.expected)), ("actual", relative(artifacts.actual)), ("diff: expected | changes | actual", relative(artifacts.diff))] {
                guard let path else { continue }
                html += "<figure><figcaption>\(caption)</figcaption><img src=\"\(escape(path))\" alt=\"\(caption)\"></figure>"
            }
            html += "</div></section>\n"
        }
        html += "</body></html>\n"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writeAtomically(Array(html.utf8), to: folder.appendingPathComponent("index.html"))
    }
}
