import Foundation
import Raster
import XCTest

/// `segment-render audit`: a table, JSON when asked, exit 1 only for errors.
final class AuditCommandTests: CLITestCase {
    func testFindingsAsATableAndAsJSON() throws {
        _ = try write(
            ##"{"width": 300, "height": 44, "sectionTitles": ["Week", "Month"], "backgroundColor": "#FFFFFF", "titleTextAttributes": {"color": "#777777"}, "selectedTitleTextAttributes": {"color": "#000000"}}"##,
            to: "grey.json")
        let result = try run("audit", "grey.json", "--json", "-")
        XCTAssertEqual(result.status, 1, "a contrast error fails the audit")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(Set(findings.flatMap(\.keys)), ["rule", "criterion", "severity", "segment", "state", "ratio", "message"])
        let first = try XCTUnwrap(findings.first)
        XCTAssertEqual(first["rule"] as? String, "text-contrast")
        XCTAssertEqual(first["criterion"] as? String, "WCAG 2.2 1.4.3 (AA)")
        XCTAssertEqual(first["ratio"] as? Double, 4.48)
        XCTAssertEqual(first["state"] as? String, "none")
        // With the JSON on standard output, the table goes to standard error: one row per problem,
        // listing where it holds (segment 0's title in five of the frames), while the JSON keeps
        // every occurrence.
        XCTAssertTrue(result.stderr.contains("text-contrast  error     0        5 (none, 1, …)  4.48   segment 0 title \"Week\""), result.stderr)
        XCTAssertTrue(result.stderr.contains("text-contrast  error     1        none, 0         4.48   segment 1 title \"Month\""), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 4, "a header, two rows and the summary: \(result.stderr)")
        XCTAssertEqual(findings.count, 7)
        XCTAssertEqual(findings.filter { $0["segment"] as? Int == 0 }.count, 5)
        XCTAssertTrue(findings.contains { $0["state"] as? String == "0→1 at 0.50" })
        XCTAssertTrue(
            result.stderr.hasSuffix("audit: 7 errors, 0 warnings (7 rules)\n"),
            "two normal titles in three states, the selected ones black, and segment 0's title on the way to segment 1: \(result.stderr)")

        let clean = try run("audit", "--preset", "uikit13", "--rules", "text-contrast,text-size")
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "audit: 0 errors, 0 warnings (2 rules)\n")
        let warned = try run("audit", "--preset", "uikit13")
        XCTAssertEqual(warned.status, 0, "warnings alone pass")
        XCTAssertTrue(warned.stdout.contains("target-size  warning"), warned.stdout)
    }

    func testAnUnknownRuleIsOneLine() throws {
        let result = try run("audit", "--rules", "text-contrst")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "segment-render: error: --rules expects rule ids among text-contrast, non-text-contrast, clipping, truncation, overlap, target-size, text-size, got 'text-contrst' (did you mean 'text-contrast'?) (see 'segment-render audit --help')\n"
        )
    }
}

extension AuditCommandTests {
    /// An audit too large to finish in seconds is refused before any frame is drawn, in one line,
    /// writing nothing; with only the rules that draw no frame it runs.
    func testAnAuditTooLargeIsRefusedBeforeItStarts() throws {
        let titles = (0..<2_300).map { "\"T\($0)\"" }.joined(separator: ", ")
        _ = try write(##"{"width": 375, "height": 44, "segmentWidthStyle": "dynamic", "sectionTitles": [\##(titles)]}"##, to: "long.json")
        let started = Date()
        let result = try run("audit", "long.json", "--json", "findings.json")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "segment-render: error: long.json: its audit would look at 2,300 segments in each of 9,198 frames (21,155,400); at most 20,000,000: audit fewer segments, or leave out the rules that look at frames (--rules truncation,target-size,text-size)\n"
        )
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "refused before the audit, not after")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("findings.json")))
        let matrix = try run("audit", "long.json", "--matrix", "appearance")
        XCTAssertEqual(matrix.status, 1)
        XCTAssertTrue(matrix.stderr.hasPrefix("segment-render: error: long.json: its audit would look at 2,300 segments"), matrix.stderr)
        let quick = try run("audit", "long.json", "--rules", "truncation,target-size,text-size")
        XCTAssertEqual(quick.status, 0, quick.stderr)
    }

    /// `--matrix` audits every combination and says which one each finding is from.
    func testAMatrixAuditsEveryVariant() throws {
        let result = try run("audit", "--preset", "uikit13", "--rules", "clipping,target-size", "--matrix", "appearance,contentSize=L:AX5", "--json", "-")
        XCTAssertEqual(result.status, 1, "titles at AX5 are cut by the 32 pt bar: \(result.stderr)")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let variants = findings.compactMap { $0["variant"] as? String }
        XCTAssertEqual(Set(variants), ["default", "AX5", "dark", "dark-AX5"], "UISegmentedControl is 32 pt tall in every variant")
        let clipped = findings.filter { $0["rule"] as? String == "clipping" }.compactMap { $0["variant"] as? String }
        XCTAssertEqual(Set(clipped), ["AX5", "dark-AX5"], "only the largest size cuts titles")
        // One row for a problem every variant has, naming how many and which.
        XCTAssertTrue(result.stderr.hasPrefix("variant              rule         severity"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\n4 (default, AX5, …)  target-size  warning   0        none"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\nAX5, dark-AX5        clipping     error     0"), result.stderr)
        let bad = try run("audit", "--matrix", "colour")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--matrix: unknown axis 'colour'"), bad.stderr)
    }

    /// The variants are audited on `--jobs` threads: one thread and three print the same table
    /// and the same JSON, variants in matrix order.
    func testAMatrixSaysTheSameOnAnyNumberOfThreads() throws {
        let arguments = ["audit", "--preset", "jx-zoom-stroke", "--matrix", "appearance,direction,locale=none:en-XA", "--json", "-"]
        let one = try run(arguments + ["--jobs", "1"]), three = try run(arguments + ["--jobs", "3"])
        XCTAssertEqual(one.status, 1, one.stderr)
        XCTAssertEqual(three.status, one.status)
        XCTAssertEqual(three.stdout, one.stdout)
        XCTAssertEqual(three.stderr, one.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let variants = try XCTUnwrap(json["findings"] as? [[String: Any]]).compactMap { $0["variant"] as? String }
        // Appearance, then direction, then locale, as the matrix names them. Dark mode finds only
        // narrow hit areas, and en-XA's longer titles widen them, so its dark variants find nothing.
        var firsts: [String] = []
        for v in variants where firsts.last != v { firsts.append(v) }
        XCTAssertEqual(firsts, ["default", "en-XA", "rtl", "rtl-en-XA", "dark", "dark-rtl"])
    }
}

extension AuditCommandTests {
    /// `--accessibility` writes the sidecar, `--overlay` the picture a manifest's
    /// `"kind": "accessibility"` keeps as its golden.
    func testTheAccessibilitySnapshot() throws {
        let result = try run("audit", "--preset", "hm-default", "--rules", "text-size", "--accessibility", "-", "--overlay", "overlay.png")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let segments = try XCTUnwrap(json["segments"] as? [[String: Any]])
        XCTAssertEqual(segments.compactMap { $0["reads"] as? String }, ["Trending, 1 of 3", "News, 2 of 3", "Library, 3 of 3"])
        XCTAssertEqual(segments.first?["traits"] as? [String], ["button", "selected"])
        XCTAssertTrue(result.stderr.contains("wrote overlay.png"), result.stderr)

        let manifest = try write(#"{"goldens": "g", "entries": [{"preset": "hm-default", "name": "tabs-a11y", "kind": "accessibility", "states": [0]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1, "recording exits 1")
        let golden = try Data(contentsOf: URL(fileURLWithPath: path("g/tabs-a11y-0@2x.png")))
        let drawn = try Data(contentsOf: URL(fileURLWithPath: path("overlay.png")))
        XCTAssertEqual(try PNGCodec.decode([UInt8](golden)), try PNGCodec.decode([UInt8](drawn)), "the golden is the overlay audit draws")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "never").status, 0)

        let matrixed = try run("audit", "--preset", "hm-default", "--overlay", "o.png", "--matrix", "appearance")
        XCTAssertEqual(matrixed.status, 2)
        XCTAssertTrue(matrixed.stderr.contains("--accessibility, --overlay and --png-compression describe one variant; give them without --matrix"), matrixed.stderr)
    }

    /// A waiver left no trace: the log and the JSON now say what was waived, why, and how many
    /// findings it silenced; the same rule waived twice is a usage error.
    func testAWaiverIsPrintedWithWhatItSilenced() throws {
        _ = try write(##"{"width": 300, "height": 44, "sectionTitles": ["A", "B"], "titleTextAttributes": {"color": "#DDDDDD"}}"##, to: "pale.json")
        let unwaived = try run("audit", "pale.json", "--rules", "text-contrast,non-text-contrast", "--json", "all.json")
        let all = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("all.json")))) as? [String: Any])
        let contrast = try XCTUnwrap(all["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "text-contrast" }.count
        XCTAssertGreaterThan(contrast, 0, unwaived.stdout)
        XCTAssertNil(all["waived"], "no waiver, no list")
        let result = try run("audit", "pale.json", "--rules", "text-contrast,non-text-contrast", "--waive", "text-contrast=brand red, DS-99", "--json", "-")
        XCTAssertTrue(result.stderr.contains("waived text-contrast: brand red, DS-99 (\(contrast) findings silenced)\n"), result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let waived = try XCTUnwrap(json["waived"] as? [[String: Any]])
        XCTAssertEqual(waived.count, 1)
        XCTAssertEqual(waived.first?["rule"] as? String, "text-contrast")
        XCTAssertEqual(waived.first?["reason"] as? String, "brand red, DS-99")
        XCTAssertEqual(waived.first?["findings"] as? Int, contrast)
        XCTAssertFalse(try XCTUnwrap(json["findings"] as? [[String: Any]]).contains { $0["rule"] as? String == "text-contrast" })
        let twice = try run("audit", "pale.json", "--waive", "text-contrast=a", "--waive", "text-contrast=b")
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(
            twice.stderr,
            "segment-render: error: --waive text-contrast is given twice; give each rule one waiver with one reason (see 'segment-render audit --help')\n")
    }
}
