import Foundation
import XCTest

/// `snapshot --junit FILE` and `snapshot merge --junit FILE`: JUnit XML that a CI system's test
/// view reads, held to junitparser (an independent reader, from the reference Python).
final class SnapshotJUnitTests: CLITestCase {
    /// Each test case as junitparser reads it: `name|classname|result|message` and the result's text.
    func parsed(_ file: String) throws -> (suites: [String], cases: [[String]]) {
        let script = """
            import json, sys
            from junitparser import JUnitXml, Failure, Skipped, Error
            xml = JUnitXml.fromfile(sys.argv[1])
            suites = [f"{s.name} tests={s.tests} failures={s.failures} skipped={s.skipped}" for s in xml]
            cases = []
            for suite in xml:
                for case in suite:
                    result = case.result[0] if case.result else None
                    kind = type(result).__name__ if result else "passed"
                    cases.append([case.name, case.classname, kind, (result.message or "") if result else "", (result.text or "") if result else ""])
            print(json.dumps({"suites": suites, "cases": cases}))
            """
        let process = Process()
        process.executableURL = try referencePython()
        process.arguments = ["-c", script, path(file)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "junitparser could not read \(file)")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (try XCTUnwrap(object["suites"] as? [String]), try XCTUnwrap(object["cases"] as? [[String]]))
    }

    func testOneCasePerEntryAFailureCarriesItsAttributionAndArtifacts() throws {
        _ = try write(#"{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorHeight": 3}"#, to: "tabs.json")
        _ = try write(
            #"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [1]}, {"preset": "uikit13", "states": [0]}, {"preset": "hx", "states": [1]}]}"#,
            to: "manifest.json")
        // A recording: every entry skipped, naming the golden it wrote.
        XCTAssertEqual(try run("snapshot", "manifest.json", "--record", "missing", "--junit", "ci/recorded.xml").status, 1)
        let recorded = try parsed("ci/recorded.xml")
        XCTAssertEqual(recorded.suites, ["manifest.json tests=3 failures=0 skipped=3"])
        XCTAssertEqual(recorded.cases.map { $0[2] }, ["Skipped", "Skipped", "Skipped"])
        XCTAssertEqual(recorded.cases[0][3], "recorded ../goldens/tabs-1@2x.png; look at it, then run again")
        // A passing run, then the config changes: one failure, with what changed and where the pictures are.
        XCTAssertEqual(try run("snapshot", "manifest.json", "--junit", "ci/pass.xml").status, 0)
        XCTAssertEqual(try parsed("ci/pass.xml").cases.map { $0[2] }, ["passed", "passed", "passed"])
        _ = try write(#"{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorHeight": 6}"#, to: "tabs.json")
        XCTAssertEqual(try run("snapshot", "manifest.json", "--artifacts", "report", "--junit", "ci/fail.xml").status, 1)
        let failed = try parsed("ci/fail.xml")
        XCTAssertEqual(failed.suites, ["manifest.json tests=3 failures=1 skipped=0"])
        XCTAssertEqual(failed.cases.map { [$0[0], $0[1], $0[2]] }, [
            ["tabs-1@2x", "entries[0] (config tabs.json)", "Failure"],
            ["uikit13-0@2x", "entries[1] (preset uikit13)", "passed"],
            ["hx-1@2x", "entries[2] (preset hx)", "passed"],
        ])
        let failure = failed.cases[0]
        XCTAssertTrue(failure[3].hasPrefix("2876 of 56320 pixels differ (5.11%)"), failure[3])
        XCTAssertTrue(failure[3].contains("changes within x 72..<586"), "the '<' escaped and read back: \(failure[3])")
        for line in ["indicator (stripe): height 3 → 6 pt", "segment 0 title: y 10 → 11 pt", "expected: ../report/tabs-1@2x.expected.png",
                     "actual: ../report/tabs-1@2x.actual.png", "diff: ../report/tabs-1@2x.diff.png"] {
            XCTAssertTrue(failure[4].split(separator: "\n").contains(Substring(line)), "\(line) in:\n\(failure[4])")
        }
        // The paths lead to the files, from the XML's folder.
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("ci/../report/tabs-1@2x.diff.png")))
    }

    func testMergeWritesOneFileForEveryShard() throws {
        _ = try write(#"{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Three"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": "all"}]}"#, to: "manifest.json")
        _ = try run("snapshot", "manifest.json", "--record", "missing")
        _ = try write(#"{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Four"]}"#, to: "tabs.json")
        for i in 1...2 {
            _ = try run("snapshot", "manifest.json", "--shard", "\(i)/2", "--artifacts", "shard\(i)", "--results", "shard\(i)/results.json")
        }
        let merged = try run("snapshot", "merge", "shard1/results.json", "shard2/results.json", "--artifacts", "merged", "--junit", "merged/junit.xml")
        XCTAssertEqual(merged.status, 1, merged.stderr)
        let junit = try parsed("merged/junit.xml")
        XCTAssertEqual(junit.cases.map(\.[0]).sorted(), ["tabs-0@2x", "tabs-1@2x", "tabs-2@2x", "tabs-none@2x"])
        XCTAssertEqual(junit.cases.filter { $0[2] == "Failure" }.count, 4, "the third title changed in every state")
        for failure in junit.cases where failure[2] == "Failure" {
            let diff = try XCTUnwrap(failure[4].split(separator: "\n").first { $0.hasPrefix("diff: ") }).dropFirst(6)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("merged/" + diff)), "merged/\(diff)")
        }
        // Options that mean nothing together are refused.
        let same = try run("snapshot", "manifest.json", "--results", "x.xml", "--junit", "x.xml")
        XCTAssertEqual(same.status, 2)
        XCTAssertTrue(same.stderr.contains("--results and --junit name the same file"), same.stderr)
        let onManifest = try run("snapshot", "manifest.json", "--junit", "manifest.json")
        XCTAssertEqual(onManifest.status, 1)
        XCTAssertTrue(onManifest.stderr.contains("--junit '"), onManifest.stderr)
    }
}
