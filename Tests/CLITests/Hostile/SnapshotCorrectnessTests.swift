import Foundation
import Raster
import XCTest

/// The cache, golden names after expansion, temporaries and counts.
final class SnapshotCorrectnessTests: CLITestCase {
    func suite() throws -> String {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        return try write(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [0]}]}"#, to: "m.json")
    }

    /// A renderer that is not byte for byte the same executable never reuses a pass.
    func testTheCacheKeysOnTheRenderer() throws {
        let manifest = try suite()
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        XCTAssertEqual(try run("snapshot", manifest, "--cache", "cache").stdout.contains("pass      tabs-0@2x\n"), true)
        XCTAssertTrue(try run("snapshot", manifest, "--cache", "cache").stdout.contains("pass      tabs-0@2x (cached)"))
        let other = path("other-segment-render")
        try FileManager.default.copyItem(atPath: Self.binary.path, toPath: other)
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: other))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("another build".utf8))
        try handle.close()
        let rebuilt = try CLITestCase.execute(["snapshot", manifest, "--cache", "cache"], in: scratch, executable: URL(fileURLWithPath: other))
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertFalse(String(decoding: rebuilt.stdout, as: UTF8.self).contains("(cached)"), "another renderer renders again")
    }

    func testRecordingBypassesTheCache() throws {
        let manifest = try suite()
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        XCTAssertEqual(try run("snapshot", manifest, "--cache", "cache").status, 0)
        let again = try run("snapshot", manifest, "--record", "all", "--cache", "cache")
        XCTAssertEqual(again.status, 1, "recording is never silent")
        XCTAssertTrue(again.stdout.contains("recorded  tabs-0@2x"), again.stdout)
    }

    func testNamesThatCollideAfterExpansionAreRefusedBeforeAnythingIsWritten() throws {
        _ = try suite()
        let manifest = try write(
            #"{"goldens": "goldens", "entries": [{"config": "tabs.json", "appearance": ["light", "dark"], "states": [0]}, {"config": "tabs.json", "name": "tabs-dark", "states": [0]}]}"#,
            to: "c.json")
        let result = try run("snapshot", manifest, "--record", "missing")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("entries[1]: the golden 'tabs-dark-0@2x' is also entries[0]'s; give one of them a \"name\""), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("goldens")))
        for twice in [#""states": [0, 0]"#, #""scales": [2, 2]"#, #""appearance": ["dark", "dark"]"#] {
            let repeated = try run("snapshot", try write(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", \#(twice)}]}"#, to: "d.json"))
            XCTAssertEqual(repeated.status, 1, twice)
            XCTAssertTrue(repeated.stderr.contains("given twice"), "\(twice): \(repeated.stderr)")
        }
    }

    func testAKilledWritersTemporariesAreRemovedAndLiveOnesKept() throws {
        let manifest = try suite()
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        _ = try write("half", to: "goldens/.tabs-0@2x.png.2147483000.7.tmp")
        _ = try write("someone's", to: "goldens/.tabs-0@2x.png.1.3.tmp")
        _ = try write("mine", to: "goldens/.notes.tmp")
        XCTAssertEqual(try run("snapshot", manifest).status, 0)
        XCTAssertEqual(
            try listing(path("goldens")), [".notes.tmp", ".tabs-0@2x.png.1.3.tmp", "environment.json", "tabs-0@2x.elements.json", "tabs-0@2x.png"],
            "the dead writer's temporary is gone; process 1's and files of other forms stay")
    }

    /// 2 appearances × 2 directions × 2 sizes × 10,001 states × 3 scales = 240,024 goldens.
    func testAManifestThatExpandsPastTheLimitIsOneClearLine() throws {
        let titles = (0..<10_000).map { "\"t\($0)\"" }.joined(separator: ",")
        _ = try write(#"{"width": 300, "height": 30, "segmentWidthStyle": "dynamic", "sectionTitles": [\#(titles)]}"#, to: "big.json")
        let manifest = try write(
            #"{"goldens": "g", "entries": [{"config": "big.json", "appearance": ["light", "dark"], "direction": ["ltr", "rtl"], "contentSize": ["L", "AX5"], "scales": [1, 2, 3]}]}"#,
            to: "m.json")
        let result = try run("snapshot", manifest, "--record", "never")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("the manifest expands to more than 100000 goldens (entries[0] alone to 240024)"), result.stderr)
    }

    func testNeverRecordingAMissingGoldenRendersNothing() throws {
        let manifest = try suite()
        let result = try run("snapshot", manifest, "--record", "never", "--artifacts", "art")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("missing   tabs-0@2x"), result.stdout)
        XCTAssertEqual(try listing(path("art")), ["index.html"])
    }

    func testResultsFilesShardsAreStrict() throws {
        try FileManager.default.createDirectory(atPath: path("s"), withIntermediateDirectories: true)
        for shard in ["0/0", "+1/2", "01/02", "1/02"] {
            _ = try write(#"{"manifest": "m.json", "mode": "never", "shard": "\#(shard)", "entries": []}"#, to: "s/r.json")
            let result = try run("snapshot", "merge", "s/r.json", "--artifacts", "report")
            XCTAssertEqual(result.status, 1, shard)
            XCTAssertTrue(result.stderr.contains("s/r.json: shard: expected a shard I/N"), "\(shard): \(result.stderr)")
        }
        XCTAssertEqual(try run("snapshot", "m.json", "--shard", "01/2").status, 2)
    }
}
