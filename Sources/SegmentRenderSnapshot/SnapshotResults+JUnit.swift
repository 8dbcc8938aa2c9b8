import Raster
import SegmentRender

extension SnapshotResults {
    /// The results as JUnit XML, the format every CI system's test view reads: one `testcase` per
    /// entry (classname: the manifest entry it came from) and one per audited variant. A failure's
    /// body holds its summary, attribution lines and the artifacts' paths as given (relative to
    /// the XML file's folder when the caller relocates them); a missing golden is a failure, a
    /// recording is `skipped` with the golden it wrote (a run that records exits 1 all the same).
    ///
    /// ```xml
    /// <testsuites name="segment-render snapshot" tests="3" failures="1" skipped="0">
    ///   <testsuite name="snapshots.json" tests="3" failures="1" skipped="0">
    ///     <testcase classname="entries[0]: config tabs.json" name="tabs-0@2x">
    ///       <failure type="failed" message="1520 of 67584 pixels differ…">…</failure>
    ///     </testcase>
    /// ```
    package func junitXML() -> String {
        var cases: [String] = []
        var failures = 0, skipped = 0
        for entry in entries {
            var body = ""
            switch entry.status {
            case .passed:
                break
            case .failed, .missing:
                failures += 1
                let lines =
                    [entry.summary ?? (entry.status == .missing ? "the golden is missing" : "failed")] + (entry.attribution ?? [])
                    + [("expected", entry.expected), ("actual", entry.actual), ("diff", entry.diff)].compactMap { label, path in
                        path.map { "\(label): \($0)" }
                    }
                body =
                    "\n      <failure type=\"\(entry.status.rawValue)\" message=\"\(Self.xml(entry.summary ?? entry.status.rawValue))\">"
                    + Self.xml(lines.joined(separator: "\n")) + "</failure>\n    "
            case .recorded:
                skipped += 1
                body = "\n      <skipped message=\"\(Self.xml("recorded \(entry.golden); look at it, then run again"))\"/>\n    "
            }
            cases.append(
                "    <testcase classname=\"\(Self.xml(entry.entry))\" name=\"\(Self.xml(entry.name))\" file=\"\(Self.xml(entry.golden))\">\(body)</testcase>")
        }
        for audit in audits ?? [] {
            let errors = audit.findings.filter { $0.severity == AuditSeverity.error.rawValue }
            var body = ""
            if !errors.isEmpty {
                failures += 1
                let message = "\(errors.count) audit error\(errors.count == 1 ? "" : "s")"
                body =
                    "\n      <failure type=\"audit\" message=\"\(message)\">"
                    + Self.xml(errors.map { "\($0.rule) (\($0.criterion)): \($0.message)" }.joined(separator: "\n")) + "</failure>\n    "
            }
            cases.append("    <testcase classname=\"\(Self.xml(audit.entry))\" name=\"\(Self.xml("audit " + audit.variant))\">\(body)</testcase>")
        }
        let suite = manifest + (shard.map { " (shard \($0))" } ?? "")
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="segment-render snapshot" \(counts)>
              <testsuite name="\(Self.xml(suite))" \(counts)>
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }

    /// Text for an XML attribute or element: special characters escaped, code points XML 1.0
    /// cannot hold left out.
    static func xml(_ text: String) -> String { SVG.escaped(text) }
}
