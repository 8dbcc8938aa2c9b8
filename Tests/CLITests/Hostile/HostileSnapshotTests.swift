import Foundation
import Raster
import XCTest

/// `snapshot` and `snapshot merge` as an attacker (or an unlucky CI layout) meets them: results
/// files naming other files, paths with `..` and symlinks, outputs that are inputs, names that
/// would forge log lines.
final class HostileSnapshotTests: CLITestCase {
    /// A failing one-entry suite in `folder`, run once so its goldens exist, then changed.
    func failingSuite(in folder: String = ".") throws -> String {
        try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "\(folder)/tabs.json")
        let manifest = try write(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [0]}]}"#, to: "\(folder)/m.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "C"]}"#, to: "\(folder)/tabs.json")
        return manifest
    }

    func resultsJSON(_ entry: String, artifacts: String = ".") -> String {
        #"{"manifest": "m.json", "mode": "never", "artifacts": "\#(artifacts)", "entries": [\#(entry)]}"#
    }

    func testMergeCopiesNothingButTheRunsOwnArtifacts() throws {
        try FileManager.default.createDirectory(atPath: path("secret"), withIntermediateDirectories: true)
        _ = try write("TOKEN=hunter2", to: "secret/token.txt")
        for (field, value) in [
            ("expected", "../secret/token.txt"), ("actual", "../../../../../../../../etc/passwd"), ("diff", "/proc/self/environ"),
            ("expected", "https://example.com/x.png"), ("actual", "tabs-0@2x.actual.png/../../secret/token.txt"),
        ] {
            try FileManager.default.createDirectory(atPath: path("shard"), withIntermediateDirectories: true)
            _ = try write(
                resultsJSON(#"{"name": "tabs-0@2x", "status": "failed", "golden": "g/tabs-0@2x.png", "entry": "entries[0]", "\#(field)": "\#(value)"}"#),
                to: "shard/r.json")
            let result = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
            XCTAssertEqual(result.status, 1, "\(field) \(value)")
            XCTAssertTrue(result.stderr.contains("entries[0].\(field): '\(value)' is not an artifact a run writes for 'tabs-0@2x'"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("report")), "nothing is written for a hostile results file")
        }
        // An artifact of the right name whose content is not what its name says.
        _ = try write("not a png", to: "shard/tabs-0@2x.diff.png")
        _ = try write(resultsJSON(#"{"name": "tabs-0@2x", "status": "failed", "golden": "g", "entry": "e", "diff": "tabs-0@2x.diff.png"}"#), to: "shard/r.json")
        let fake = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
        XCTAssertEqual(fake.status, 1)
        XCTAssertTrue(fake.stderr.contains("is not a readable PNG"), fake.stderr)
        // A symlink named as an artifact but pointing out of the folder is followed, and refused.
        try FileManager.default.removeItem(atPath: path("shard/tabs-0@2x.diff.png"))
        try FileManager.default.createSymbolicLink(atPath: path("shard/tabs-0@2x.diff.png"), withDestinationPath: path("secret/token.txt"))
        let link = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
        XCTAssertEqual(link.status, 1)
        XCTAssertTrue(link.stderr.contains("is not an artifact a run writes"), link.stderr)
    }

    /// `javascript:void(…)` was a legal name, and the report's links ran it: names refuse the
    /// characters a URL scheme, a Windows path or a shell reads specially, in a manifest and in merge.
    func testNamesThatWouldFormASchemeOrAShellWordAreRefused() throws {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A"]}"#, to: "ok.json")
        try FileManager.default.createDirectory(atPath: path("shard"), withIntermediateDirectories: true)
        for (name, character) in [
            ("javascript:void(document.title=%27PWNED%27)%2F%2F", ":"), ("C:x", ":"), ("a*b", "*"), ("a?b", "?"), ("a|b", "|"),
            ("a$(id)", "$"), ("a`id`", "`"), ("a;b", ";"), ("a&b", "&"), ("a<b>", "<"), ("a'b", "'"),
        ] {
            let named = try run("snapshot", try write(#"{"goldens": "g", "entries": [{"config": "ok.json", "name": \#(jsonString(name))}]}"#, to: "m.json"))
            XCTAssertEqual(named.status, 1, name)
            XCTAssertTrue(named.stderr.contains("entries[0].name"), named.stderr)
            _ = try write(resultsJSON(#"{"name": \#(jsonString(name + "-0@2x")), "status": "passed", "golden": "g", "entry": "e"}"#), to: "shard/r.json")
            let merge = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
            XCTAssertEqual(merge.status, 1, name)
            XCTAssertTrue(merge.stderr.contains("a golden name cannot hold '\(character)'"), merge.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("report")))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g")))
    }

    func jsonString(_ s: String) -> String { String(decoding: try! JSONEncoder().encode(s), as: UTF8.self) }

    func testNamesThatWouldForgeLogLinesAreRefused() throws {
        try FileManager.default.createDirectory(atPath: path("shard"), withIntermediateDirectories: true)
        _ = try write(resultsJSON(#"{"name": "a\n::error file=x::injected", "status": "passed", "golden": "g", "entry": "e"}"#), to: "shard/r.json")
        let merge = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
        XCTAssertEqual(merge.status, 1)
        XCTAssertFalse((merge.stdout + merge.stderr).split(separator: "\n").contains { $0.hasPrefix("::") }, merge.stdout + merge.stderr)
        XCTAssertTrue(merge.stderr.contains(#"a golden name cannot hold '\u{A}'"#), merge.stderr)
        // Manifest names and names from file names alike.
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A"]}"#, to: "ok.json")
        let named = try run("snapshot", try write(#"{"goldens": "g", "entries": [{"config": "ok.json", "name": "x\u202Ey"}]}"#, to: "m.json"))
        XCTAssertEqual(named.status, 1)
        XCTAssertTrue(named.stderr.contains("entries[0].name"), named.stderr)
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A"]}"#, to: "bad\u{1B}[31m.json")
        let fromFile = try run("snapshot", try write("{\"goldens\": \"g\", \"entries\": [{\"config\": \"bad\\u001B[31m.json\"}]}", to: "n.json"))
        XCTAssertEqual(fromFile.status, 1)
        XCTAssertTrue(fromFile.stderr.contains("give the entry a \\\"name\\\"") || fromFile.stderr.contains("give the entry a \"name\""), fromFile.stderr)
        XCTAssertFalse(fromFile.stderr.contains("\u{1B}"), "control characters never reach the terminal raw")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g")))
        // A results file's manifest reaches the accept command escaped.
        let manifest = try failingSuite()
        XCTAssertEqual(try run(["snapshot", manifest, "--record", "never", "--results", "shard/r.json"]).status, 1)
        var text = try String(contentsOfFile: path("shard/r.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"manifest\" : \"\(manifest)\"", with: "\"manifest\" : \"m.json\\n::error::forged\"")
        _ = try write(text, to: "shard/r.json")
        let forged = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
        XCTAssertEqual(forged.status, 1)
        XCTAssertFalse(forged.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, forged.stdout)
        XCTAssertTrue(forged.stdout.contains(#"m.json\n::error::forged"#), forged.stdout)
    }

    /// `..` and `.` resolve against the manifest's folder whatever the working folder; a symlinked
    /// folder's `..` is its target's parent, as the kernel has it; absolute paths stay.
    func testRelativePathsResolveAgainstTheManifestsFolder() throws {
        try FileManager.default.createDirectory(atPath: path("suite"), withIntermediateDirectories: true)
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "c.json")
        _ = try write(#"{"goldens": "../goldens", "entries": [{"config": "./../c.json", "states": [0]}]}"#, to: "suite/m.json")
        XCTAssertEqual(try run("snapshot", "suite/m.json", "--record", "missing").status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("goldens/c-0@2x.png")))
        let fromInside = try CLITestCase.execute(["snapshot", "m.json", "--record", "never"], in: scratch.appendingPathComponent("suite"))
        XCTAssertEqual(fromInside.status, 0, "run from suite/, the same goldens: \(fromInside.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("suite/goldens")))
        // A symlinked suite folder: ../goldens is beside the link's target.
        try FileManager.default.createDirectory(atPath: path("real/suite"), withIntermediateDirectories: true)
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "real/c.json")
        _ = try write(#"{"goldens": "../goldens", "entries": [{"config": "../c.json", "states": [0]}]}"#, to: "real/suite/m.json")
        try FileManager.default.createSymbolicLink(atPath: path("linked"), withDestinationPath: path("real/suite"))
        XCTAssertEqual(try run("snapshot", "linked/m.json", "--record", "missing").status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("real/goldens/c-0@2x.png")))
        // An absolute goldens path is used as it is.
        _ = try write(#"{"goldens": "\#(path("abs"))", "entries": [{"config": "../c.json", "states": [0]}]}"#, to: "suite/a.json")
        XCTAssertEqual(try run("snapshot", "suite/a.json", "--record", "missing").status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("abs/c-0@2x.png")))
        // A goldens path that is a file is one clear line.
        _ = try write("file", to: "plain")
        _ = try write(#"{"goldens": "../plain", "entries": [{"config": "../c.json"}]}"#, to: "suite/f.json")
        let file = try run("snapshot", "suite/f.json")
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.hasSuffix("suite/f.json: goldens: '../plain' is a file; the goldens folder must be a folder\n"), file.stderr)
    }

    /// Shards whose artifacts and results live in sibling folders, given with `..`, merge with
    /// every picture copied and linked.
    func testArtifactsAndResultsGivenWithDotDotMerge() throws {
        _ = try failingSuite(in: "work")
        let shard = try CLITestCase.execute(
            ["snapshot", "m.json", "--record", "never", "--artifacts", "../art", "--results", "../out/r.json"],
            in: scratch.appendingPathComponent("work"))
        XCTAssertEqual(shard.status, 1, shard.stderr)
        let merge = try run("snapshot", "merge", "out/r.json", "--artifacts", "report")
        XCTAssertEqual(merge.status, 1, merge.stderr)
        for suffix in ["expected.png", "actual.png", "diff.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("report/tabs-0@2x.\(suffix)")), suffix)
        }
        let html = try String(contentsOfFile: path("report/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<img src="./tabs-0@2x.diff.png""#), html)
    }

    func testAnOutputThatIsAnInputIsRefused() throws {
        let manifest = try failingSuite()
        let golden = try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs-0@2x.png")))
        for (option, target, words) in [
            ("--results", "goldens/tabs-0@2x.png", "inside the goldens folder"), ("--results", "m.json", "is the manifest"),
            ("--results", "tabs.json", "is the config of entries[0]"), ("--results", "./goldens/../m.json", "is the manifest"),
            ("--artifacts", "goldens", "is the goldens folder or inside it"), ("--cache", "goldens/cache", "inside it"),
        ] {
            let result = try run(["snapshot", manifest, "--record", "never", option, target])
            XCTAssertEqual(result.status, 1, "\(option) \(target)")
            XCTAssertTrue(result.stderr.contains(words), "\(option) \(target): \(result.stderr)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs-0@2x.png"))), golden, "the golden is untouched")
        XCTAssertTrue(try String(contentsOfFile: path("m.json"), encoding: .utf8).hasPrefix(#"{"goldens""#), "the manifest is untouched")
    }
}
