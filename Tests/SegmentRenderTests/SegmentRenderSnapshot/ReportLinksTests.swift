import Foundation
import XCTest

@testable import SegmentRenderSnapshot

/// Every link the report writes is a `./` path with its name percent-encoded, so a hostile name in a
/// results file cannot become a `javascript:` link. Checked in headless Chromium: each link of a
/// report built from such names is clicked in turn, and no script runs.
final class ReportLinksTests: ScratchTestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let hostile = [
        "javascript:void(top.document.title=%27PWNED%27)%2F%2F", "JaVaScRiPt:top.document.title='PWNED'//",
        "data:text/html,<script>top.document.title='PWNED'</script>", "a#b?c=1 d%2Fe", "頁 \u{0301}x",
    ]

    func testLinksArePercentEncodedRelativePaths() {
        XCTAssertEqual(SnapshotReport.link("javascript:void(1)%2F%2F-0@2x.expected.json"), "./javascript%3Avoid%281%29%252F%252F-0@2x.expected.json")
        XCTAssertEqual(SnapshotReport.link("tabs-0@2x.diff.png"), "./tabs-0@2x.diff.png")
        XCTAssertEqual(SnapshotReport.link("sub/a b#c"), "./sub/a%20b%23c")
        XCTAssertEqual(SnapshotReport.link("é"), "./%C3%A9")
    }

    func testClickingEveryLinkOfAHostileReportRunsNoScript() throws {
        guard let chromium = Self.chromium else {
            return XCTFail("Chromium is not installed (Debian's chromium package); scripts/setup.sh --tests installs it")
        }
        let report = scratch.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        var entries: [String] = []
        for (k, name) in Self.hostile.enumerated() {
            // The artifacts exist under the names the links point at (slashes made folders).
            for suffix in ["expected.json", "actual.json", "diff.txt"] {
                let file = report.appendingPathComponent("\(name)-\(k).\(suffix)")
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("line \(k)\n".utf8).write(to: file)
            }
            let json = { (s: String) in String(decoding: try! JSONEncoder().encode(s), as: UTF8.self) }
            entries.append(
                #"{"name": \#(json(name)), "status": "failed", "golden": "g", "entry": "entries[\#(k)]", "#
                    + #""expected": \#(json("\(name)-\(k).expected.json")), "actual": \#(json("\(name)-\(k).actual.json")), "diff": \#(json("\(name)-\(k).diff.txt"))}"#)
        }
        let results = try JSONDecoder().decode(
            SnapshotResults.self, from: Data(#"{"manifest": "m.json", "mode": "never", "artifacts": ".", "entries": [\#(entries.joined(separator: ","))]}"#.utf8))
        try SnapshotReport.write(results, to: report)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.lowercased().contains("href=\"javascript"), "no link starts with a scheme")
        XCTAssertFalse(html.contains("href=\"data:"))

        // Each link is clicked in a fresh copy of the report; a script that ran would retitle the harness.
        let harness = #"""
            <!doctype html><html><head><title>clean</title></head><body><pre id="out">pending</pre>
            <script>
            const out = [];
            async function visit(i) {
              const frame = document.createElement('iframe');
              frame.src = 'index.html';
              document.body.appendChild(frame);
              await new Promise(done => frame.onload = done);
              const links = [...frame.contentDocument.querySelectorAll('a')];
              if (i >= links.length) { frame.remove(); return false; }
              const link = links[i];
              out.push('link ' + link.getAttribute('href') + ' -> ' + link.href);
              const moved = new Promise(done => { frame.onload = done; setTimeout(done, 1500); });
              link.click();
              await moved;
              out.push('at ' + frame.contentWindow.location.href);
              frame.remove();
              return true;
            }
            (async () => {
              let i = 0;
              while (await visit(i)) i++;
              out.push('links=' + i);
              out.push('title=' + document.title);
              document.getElementById('out').textContent = out.join('\n');
            })();
            </script></body></html>
            """#
        try Data(harness.utf8).write(to: report.appendingPathComponent("harness.html"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=60000",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--dump-dom", "file://\(report.path)/harness.html",
        ]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return XCTFail("no harness output in Chromium's DOM:\n\(dom.prefix(2000))")
        }
        let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("links=\(Self.hostile.count * 3)"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("title=clean"), lines.joined(separator: "\n"))
        // Every click lands on a file inside the report folder.
        let landed = lines.filter { $0.hasPrefix("at ") }
        XCTAssertEqual(landed.count, Self.hostile.count * 3)
        for line in landed { XCTAssertTrue(line.hasPrefix("at file://\(report.path)/"), line) }
    }
}
