import Foundation
import XCTest

/// A manifest entry's `"audit"`: its variants are audited, errors fail the run (goldens passing or
/// not), the results and report say what was found, and shards audit each variant once.
final class SnapshotAuditTests: CLITestCase {
    struct Results: Decodable {
        struct Audit: Decodable {
            var entry: String
            var variant: String
            var findings: [Finding]
        }
        struct Finding: Decodable {
            var rule: String
            var severity: String
            var segment: Int?
            var state: String
            var ratio: Double?
        }
        var audits: [Audit]?
    }

    func results(_ file: String) throws -> Results {
        try JSONDecoder().decode(Results.self, from: Data(contentsOf: URL(fileURLWithPath: path(file))))
    }

    /// hm-default's stripe is 2.36:1 on white (an error) and 9.1:1 on black (none).
    func manifest(audit: String) throws -> String {
        try write(
            #"{"goldens": "goldens", "entries": [{"preset": "hm-default", "states": [0], "appearance": ["light", "dark"], "audit": \#(audit)}, {"preset": "uikit13", "states": [0]}]}"#,
            to: "manifest.json")
    }

    func testAuditErrorsFailARunWhoseGoldensPass() throws {
        let strict = try manifest(audit: #"["non-text-contrast"]"#)
        _ = try run("snapshot", strict, "--record", "missing")
        let result = try run("snapshot", strict, "--record", "never", "--results", "results.json")
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("pass      hm-default-0@2x\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("AUDIT     entries[0] (preset hm-default) default: 3 errors, 0 warnings\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("            non-text-contrast: the selection indicator (stripe) is 2.36:1 against what is under it with segment 0 selected;"), result.stdout)
        XCTAssertTrue(result.stdout.contains("audit     entries[0] (preset hm-default) dark: 0 errors, 0 warnings\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("snapshot (record never): 3 passed, 0 failed; audit: 3 errors in 2 variants\n"), result.stdout)
        let audits = try XCTUnwrap(try results("results.json").audits)
        XCTAssertEqual(audits.map(\.variant), ["default", "dark"], "uikit13 has no audit key")
        XCTAssertEqual(audits[0].findings.map(\.ratio), [2.36, 2.36, 2.36])
        XCTAssertEqual(audits[0].findings.map(\.state), ["0", "1", "2"])
        let html = try String(contentsOfFile: path("snapshot-artifacts/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<section id=\"audit\"><h2>Audit</h2>"), html)
        XCTAssertTrue(html.contains("; audit: 3 errors"), "the headline says why a run of passing goldens failed")

        // Waived with a reason, the same run passes.
        let waived = try manifest(
            audit: #"{"waive": {"non-text-contrast": "the brand's stripe; the bold selected title is tracked in DS-7"}, "rules": ["non-text-contrast", "target-size"]}"#)
        let passing = try run("snapshot", waived, "--record", "never")
        XCTAssertEqual(passing.status, 0, passing.stdout)
    }

    func testShardsAuditEachVariantOnceAndMergeKeepsThem() throws {
        let all = try manifest(audit: "true")
        _ = try run("snapshot", all, "--record", "missing")
        var variants: [String] = []
        for i in 1...3 {
            _ = try run("snapshot", all, "--record", "never", "--shard", "\(i)/3", "--results", "shard-\(i).json", "--artifacts", "a\(i)")
            variants += try results("shard-\(i).json").audits?.map(\.variant) ?? []
        }
        XCTAssertEqual(variants.sorted(), ["dark", "default"], "each variant on exactly one shard")
        let merged = try run(["snapshot", "merge", "shard-1.json", "shard-2.json", "shard-3.json", "--artifacts", "merged", "--results", "merged.json"])
        XCTAssertEqual(merged.status, 1, merged.stdout + merged.stderr)
        XCTAssertEqual(try results("merged.json").audits?.map(\.variant).sorted(), ["dark", "default"])
    }

    /// An entry whose audit would be too large is refused while the manifest is read, before
    /// anything renders or is recorded.
    func testAnAuditTooLargeStopsTheRunBeforeAnythingRenders() throws {
        let titles = (0..<2_300).map { "\"T\($0)\"" }.joined(separator: ", ")
        _ = try write(##"{"width": 375, "height": 44, "segmentWidthStyle": "dynamic", "sectionTitles": [\##(titles)]}"##, to: "long.json")
        let manifest = try write(#"{"goldens": "goldens", "entries": [{"config": "long.json", "states": [0], "audit": true}]}"#, to: "manifest.json")
        let result = try run("snapshot", manifest, "--record", "missing")
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(
            result.stderr.contains("manifest.json: entries[0].audit: its audit would look at 2,300 segments in each of 9,198 frames (21,155,400); at most 20,000,000"),
            result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("goldens")), "nothing recorded")
    }

    func testABadAuditKeyIsOneLine() throws {
        for (audit, message) in [
            (#"{"waive": {"overlap": " "}}"#, "entries[0].audit.waive.overlap: the waiver of 'overlap' has no reason: say why the finding is acceptable"),
            (#"["contrast-text"]"#, "entries[0].audit[0]: there is no audit rule 'contrast-text'"),
            (#"{"rule": ["overlap"]}"#, "entries[0].audit.rule: unknown key 'rule' (did you mean 'rules'?)"),
            ("3", "entries[0].audit: expected true, a list of rule ids, or {\"rules\", \"waive\", \"strict\"}, found a number"),
        ] {
            let result = try run("snapshot", try manifest(audit: audit), "--record", "never")
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("manifest.json: " + message), result.stderr)
        }
    }
}
