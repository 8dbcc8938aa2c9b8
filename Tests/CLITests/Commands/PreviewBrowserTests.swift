import Foundation
import XCTest

/// `preview` in a real browser (headless Chromium through chromium-driver and Selenium, by
/// scripts/preview-check.py) and under load: 1,000 slider positions from 8 clients.
final class PreviewBrowserTests: CLITestCase {
    static let config =
        ##"{"width": 300, "height": 44, "backgroundColor": "#FFFFFF", "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorLocation": "bottom", "selectionIndicatorColor": "#1F6FEB", "selectedTitleTextAttributes": {"color": "#1F6FEB", "fontWeight": "semibold"}}"##

    /// Starts `preview tabs.json` in the scratch folder.
    func serve() throws -> PreviewServer {
        _ = try write(Self.config, to: "tabs.json")
        return try startPreview(["tabs.json"])
    }

    func script(_ arguments: [String]) throws -> (status: Int32, output: String) { try pythonScript("scripts/preview-check.py", arguments) }

    func testThePageInABrowser() throws {
        for tool in ["/usr/bin/chromium", "/usr/bin/chromedriver"] where !FileManager.default.isExecutableFile(atPath: tool) {
            return XCTFail("\(tool) is missing (Debian's chromium and chromium-driver; scripts/setup.sh --tests installs them)")
        }
        let server = try serve()
        defer { stopPreview(server) }
        XCTAssertEqual(try run("render", "tabs.json", "-o", "reference.png").status, 0)
        let result = try script(["browser", server.url, path("tabs.json"), path("reference.png"), path("page.png")])
        XCTAssertEqual(result.status, 0, result.output)
        let checks = result.output.split(separator: "\n").filter { $0.hasPrefix("ok: ") }
        XCTAssertEqual(checks.count, 7, result.output)
        XCTAssertTrue(result.output.contains("ok: a JSON error shows its line and column: tabs.json: malformed JSON at line 3, column 12"), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("page.png")))
        print(result.output)
    }

    func testAThousandSliderPositionsFromEightClients() throws {
        let server = try serve()
        defer { XCTAssertEqual(stopPreview(server), 0, "Ctrl-C stops it cleanly") }
        var peaks: [Int] = []
        for round in 0..<2 {
            let result = try script(["load", server.url, String(server.process.processIdentifier)])
            XCTAssertEqual(result.status, 0, result.output)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], result.output)
            XCTAssertEqual(report["answers"] as? Int, 1000, result.output)
            XCTAssertEqual(report["error_count"] as? Int, 0, result.output)
            XCTAssertLessThanOrEqual(report["seconds"] as? Double ?? 99, 10, result.output)
            peaks.append(report["peak_rss_kb"] as? Int ?? 0)
            print("preview load, round \(round + 1): \(result.output)")
        }
        // Memory flat: the second thousand does not raise the peak by more than 8 MB.
        XCTAssertLessThanOrEqual(peaks[1] - peaks[0], 8 << 10, "peak RSS \(peaks)")
    }
}
