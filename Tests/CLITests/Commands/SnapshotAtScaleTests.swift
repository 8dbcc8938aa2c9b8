import Foundation
import Raster
import XCTest

/// Snapshot suites beyond one machine: shards and merge, results files, the cache, layout goldens,
/// per-platform paths, pinned fonts and the environment check.
final class SnapshotAtScaleTests: CLITestCase {
    /// Four configs and two presets: 21 goldens, enough for every shard of four to
    /// get some.
    func suite() throws -> String {
        for (i, titles) in [["A", "B"], ["One", "Two", "Three"], ["x", "y", "z", "w"], ["全部", "关注"]].enumerated() {
            let json = #"{"width": 240, "height": 40, "sectionTitles": ["# + titles.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
            _ = try write(json, to: "c\(i).json")
        }
        return try write(
            #"""
            {"goldens": "goldens", "entries": [
              {"config": "c0.json"}, {"config": "c1.json"}, {"config": "c2.json"}, {"config": "c3.json"},
              {"preset": "hx", "states": [0, 1]}, {"preset": "uikit13", "kind": "layout"}]}
            """#, to: "manifest.json")
    }

    struct Results: Decodable, Equatable {
        struct Entry: Decodable, Equatable, Hashable {
            var name: String
            var status: String
        }
        var shard: String?
        var entries: [Entry]
    }

    func results(_ file: String) throws -> Results {
        try JSONDecoder().decode(Results.self, from: Data(contentsOf: URL(fileURLWithPath: path(file))))
    }

    func testFourShardsMergedEqualOneRun() throws {
        let manifest = try suite()
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        // Break two goldens so the merged run has failures to carry.
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "c0.json")
        let whole = try run(["snapshot", manifest, "--record", "never", "--results", "whole.json", "--artifacts", "whole"])
        XCTAssertEqual(whole.status, 1)
        let one = try results("whole.json")
        XCTAssertNil(one.shard)
        XCTAssertEqual(one.entries.count, 21, "c0–c3 in none and each segment (3 + 4 + 5 + 3), hx twice, uikit13's layout in four states")
        var sizes: [Int] = []
        for i in 1...4 {
            let shard = try run(["snapshot", manifest, "--record", "never", "--shard", "\(i)/4", "--results", "out/shard-\(i).json", "--artifacts", "out/shard-\(i)"])
            let part = try results("out/shard-\(i).json")
            XCTAssertEqual(part.shard, "\(i)/4")
            XCTAssertEqual(shard.status, part.entries.allSatisfy { $0.status == "passed" } ? 0 : 1)
            sizes.append(part.entries.count)
        }
        XCTAssertTrue(sizes.allSatisfy { $0 > 0 }, "every shard gets entries: \(sizes)")
        let merged = try run(["snapshot", "merge"] + (1...4).map { "out/shard-\($0).json" } + ["--artifacts", "merged", "--results", "merged.json"])
        XCTAssertEqual(merged.status, 1, merged.stdout + merged.stderr)
        XCTAssertEqual(Set(try results("merged.json").entries), Set(one.entries))
        XCTAssertEqual(try results("merged.json").entries.count, one.entries.count)
        // The merged report shows the failures' pictures, copied from the shards.
        let html = try String(contentsOfFile: path("merged/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<img src="./c0-0@2x.diff.png""#), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("merged/c0-0@2x.diff.png")))

        // A missing shard, a shard given twice, and two shards claiming an entry are errors.
        let missing = try run(["snapshot", "merge", "out/shard-1.json", "out/shard-2.json", "out/shard-4.json"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("the results of shard 3/4 are missing"), missing.stderr)
        let twice = try run(["snapshot", "merge", "out/shard-1.json", "out/shard-1.json", "out/shard-3.json", "out/shard-4.json"])
        XCTAssertTrue(twice.stderr.contains("are both shard 1/4"), twice.stderr)
        var forged = try String(contentsOfFile: path("out/shard-2.json"), encoding: .utf8)
        let stolen = try results("out/shard-1.json").entries[0].name
        forged = forged.replacingOccurrences(of: "\"entries\" : [", with: "\"entries\" : [{\"entry\": \"x\", \"golden\": \"g\", \"name\": \"\(stolen)\", \"status\": \"passed\"},")
        _ = try write(forged, to: "out/shard-2.json")
        let claimed = try run(["snapshot", "merge"] + (1...4).map { "out/shard-\($0).json" })
        XCTAssertTrue(claimed.stderr.contains("the entry '\(stolen)' is claimed by shard 1/4 and shard 2/4"), claimed.stderr)
        XCTAssertEqual(try run("snapshot", manifest, "--shard", "5/4").status, 2)
        XCTAssertEqual(try run("snapshot", manifest, "--shard", "0/4").status, 2)
    }

    func testTheReportIsRewrittenAndAPassingRunSaysSo() throws {
        let manifest = try suite()
        _ = try run("snapshot", manifest, "--record", "missing")
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "c0.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "never", "--artifacts", "art").status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/c0-0@2x.actual.png")))
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "c0.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "never", "--artifacts", "art").status, 0)
        let html = try String(contentsOfFile: path("art/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("All 21 snapshots passed"), html)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("art/c0-0@2x.actual.png")), "the stale artifacts are gone")
    }

    func testLayoutGoldensAreTextAndFailWithALineDiff() throws {
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "t.json")
        let manifest = try write(#"{"goldens": "g", "entries": [{"config": "t.json", "kind": "layout", "states": [1]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        let golden = try String(contentsOfFile: path("g/t-1@2x.layout.json"), encoding: .utf8)
        XCTAssertEqual(golden, try run("layout", "t.json", "--selected", "1").stdout)
        _ = try write(#"{"width": 300, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "t.json")
        let failed = try run("snapshot", manifest, "--record", "never", "--artifacts", "a")
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.contains("FAIL      t-1@2x: "), failed.stdout)
        let diff = try String(contentsOfFile: path("a/t-1@2x.diff.txt"), encoding: .utf8)
        XCTAssertTrue(diff.contains("- ") && diff.contains("+ "), diff)
        XCTAssertTrue(diff.contains("150") && diff.contains("120"), "the segment width went from 120 to 150: \(diff)")
    }

    func testTheCacheSkipsUnchangedInputsOnly() throws {
        let manifest = try suite()
        _ = try run("snapshot", manifest, "--record", "missing")
        let first = try run("snapshot", manifest, "--record", "never", "--cache", "cache")
        XCTAssertEqual(first.status, 0)
        XCTAssertFalse(first.stdout.contains("(cached)"), first.stdout)
        let second = try run("snapshot", manifest, "--record", "never", "--cache", "cache")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.stdout.components(separatedBy: "(cached)").count - 1, 21, second.stdout)
        // A changed config is a miss, and fails.
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "c0.json")
        let third = try run("snapshot", manifest, "--record", "never", "--cache", "cache")
        XCTAssertEqual(third.status, 1)
        XCTAssertTrue(third.stdout.contains("FAIL      c0-0@2x"), third.stdout)
        XCTAssertTrue(third.stdout.contains("pass      c1-0@2x (cached)"), third.stdout)
        // So is a changed golden, even with the same config.
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "c0.json")
        try FileManager.default.copyItem(atPath: path("goldens/c1-1@2x.png"), toPath: path("saved.png"))
        try FileManager.default.removeItem(atPath: path("goldens/c1-1@2x.png"))
        try FileManager.default.copyItem(atPath: path("goldens/c1-0@2x.png"), toPath: path("goldens/c1-1@2x.png"))
        let fourth = try run("snapshot", manifest, "--record", "never", "--cache", "cache")
        XCTAssertTrue(fourth.stdout.contains("FAIL      c1-1@2x"), fourth.stdout)
    }

    func testAPathTemplateKeepsOneBaselinePerPlatform() throws {
        let manifest = try write(#"{"goldens": "g", "pathTemplate": "{platform}/{name}.png", "entries": [{"preset": "hx", "states": [0]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        let platforms = try FileManager.default.contentsOfDirectory(atPath: path("g"))
        XCTAssertEqual(platforms.count, 1)
        XCTAssertTrue(platforms[0].hasPrefix("linux-"), "\(platforms)")
        XCTAssertEqual(try listing(path("g/\(platforms[0])")), ["environment.json", "hx-0@2x.elements.json", "hx-0@2x.png"])
        XCTAssertEqual(try run("snapshot", manifest, "--record", "never").status, 0)
        let bad = try run("snapshot", try write(#"{"goldens": "g", "pathTemplate": "{plat}/{name}.png", "entries": [{"preset": "hx"}]}"#, to: "b.json"))
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("pathTemplate: the path template '{plat}/{name}.png' has an unknown token {plat}"), bad.stderr)
    }

    func testAnotherEnvironmentIsNamedInTheFailure() throws {
        let manifest = try write(#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0]}]}"#, to: "m.json")
        _ = try run("snapshot", manifest, "--record", "missing")
        var record = try String(contentsOfFile: path("g/environment.json"), encoding: .utf8)
        record = record.replacingOccurrences(of: "\"freetype\" : \"", with: "\"freetype\" : \"0.9-")
        _ = try write(record, to: "g/environment.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "never").status, 0, "matching pixels pass whatever the record says")
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A"]}"#, to: "x.json")
        try FileManager.default.copyItem(atPath: path("g/hx-0@2x.png"), toPath: path("g/x-0@2x.png"))
        let failing = try run("snapshot", try write(#"{"goldens": "g", "entries": [{"config": "x.json", "states": [0]}]}"#, to: "n.json"), "--record", "never")
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.contains("were made with other fonts or libraries than this machine has"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("freetype: goldens made with 0.9-"), failing.stdout)
    }

    /// A folder holding the default chain's files renders exactly as the system's fonts do; one
    /// without Inter is a clear error, from --fonts, SEGMENT_RENDER_FONTS or the manifest.
    func testPinnedFonts() throws {
        try FileManager.default.createDirectory(atPath: path("fonts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("partial"), withIntermediateDirectories: true)
        var files = Set<String>()
        // Every weight the presets use: pinned, a default family's face must be the system's own.
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            for face in try FontChain.standard(weight: weight).faces { files.insert(face.path) }
        }
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            try FileManager.default.createSymbolicLink(atPath: path("fonts/\(name)"), withDestinationPath: file)
            if name.hasPrefix("DejaVu") { try FileManager.default.createSymbolicLink(atPath: path("partial/\(name)"), withDestinationPath: file) }
        }
        let system = try runData("render", "--preset", "uikit13", "-o", "-")
        let pinned = try runData("render", "--preset", "uikit13", "-o", "-", "--fonts", "fonts")
        XCTAssertEqual(pinned.status, 0, pinned.stderr)
        XCTAssertEqual(pinned.stdout, system.stdout)
        let partial = try run(["render", "--preset", "uikit13", "-o", "x.png", "--fonts", "partial"])
        XCTAssertEqual(partial.status, 1)
        // The config names no font: the message names the family and the folder, not a key.
        XCTAssertTrue(
            partial.stderr.hasSuffix("segment-render: error: preset uikit13: the pinned fonts folder 'partial' has no font of the default family 'Inter'; add its files there\n"),
            partial.stderr)
        XCTAssertFalse(partial.stderr.contains("titleTextAttributes"), partial.stderr)
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["a"], "titleTextAttributes": {"font": "Inter"}}"#, to: "named.json")
        let named = try run(["render", "named.json", "-o", "x.png", "--fonts", "partial"])
        XCTAssertTrue(named.stderr.contains("named.json: titleTextAttributes.font: "), "a family the config names is its key's: \(named.stderr)")
        let fromEnvironment = try run(["render", "--preset", "uikit13", "-o", "x.png"], environment: ["SEGMENT_RENDER_FONTS": path("partial")])
        XCTAssertEqual(fromEnvironment.status, 1)
        XCTAssertTrue(fromEnvironment.stderr.contains("has no font of the default family 'Inter'"), fromEnvironment.stderr)
        let manifest = try write(#"{"goldens": "g", "fonts": "partial", "entries": [{"preset": "hx", "states": [0]}]}"#, to: "m.json")
        let fromManifest = try run("snapshot", manifest, "--record", "missing")
        XCTAssertEqual(fromManifest.status, 1)
        XCTAssertTrue(fromManifest.stderr.contains("has no font of the default family 'Inter'"), fromManifest.stderr)
        XCTAssertEqual(try run("render", "--preset", "uikit13", "-o", "x.png", "--fonts", "no-such-folder").status, 1)
    }
}
