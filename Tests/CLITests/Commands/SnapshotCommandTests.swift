import Foundation
import Raster
import XCTest

final class SnapshotCommandTests: CLITestCase {
    func manifest(_ json: String) throws -> String { try write(json, to: "manifest.json") }

    func testRecordsMissingThenPassesThenFailsWithAReport() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        let manifestPath = try manifest(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": "all", "scales": [1, 2]}, {"preset": "hx", "states": [1]}]}"#)
        let first = try run("snapshot", manifestPath, "--record", "missing")
        XCTAssertEqual(first.status, 1, "recording is never silent")
        XCTAssertTrue(first.stdout.contains("7 recorded"), first.stdout)
        // Every image golden has its sidecar beside it.
        let goldens = ["hx-1@2x", "tabs-0@1x", "tabs-0@2x", "tabs-1@1x", "tabs-1@2x", "tabs-none@1x", "tabs-none@2x"]
        XCTAssertEqual(try listing(path("goldens")), ["environment.json"] + goldens.flatMap { [$0 + ".elements.json", $0 + ".png"] })
        let second = try run("snapshot", manifestPath, "--record", "never")
        XCTAssertEqual(second.status, 0, second.stdout)
        XCTAssertTrue(second.stdout.contains("7 passed, 0 failed"), second.stdout)
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        let third = try run("snapshot", manifestPath, "--record", "never", "--artifacts", "art")
        XCTAssertEqual(third.status, 1)
        XCTAssertTrue(third.stdout.contains("FAIL      tabs-0@1x"), third.stdout)
        let html = try String(contentsOfFile: path("art/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("6 failed, 0 missing, 0 recorded, 1 passed of 7"), html)
        XCTAssertTrue(html.contains(#"<img src="./tabs-0@1x.diff.png""#), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/tabs-0@1x.actual.png")))
        // never leaves the goldens alone; failed re-records just the failures.
        let before = try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs-0@1x.png")))
        let fourth = try run("snapshot", manifestPath, "--record", "failed", "--artifacts", "art2")
        XCTAssertEqual(fourth.status, 1)
        XCTAssertTrue(fourth.stdout.contains("6 recorded"), fourth.stdout)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs-0@1x.png"))), before)
        XCTAssertEqual(try run("snapshot", manifestPath, "--record", "never").status, 0)
    }

    func testBadManifests() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A"]}"#, to: "tabs.json")
        for (json, words) in [
            (#"{"goldens": "g", "entries": [{"config": "tabs.json"}], "extra": 1}"#, "manifest.json: extra: unknown key 'extra'"),
            (#"{"goldens": "g", "entries": [{"confg": "tabs.json"}]}"#, "entries[0].confg: unknown key 'confg' (did you mean 'config'?)"),
            (#"{"goldens": "g", "entries": [{"config": "nope.json"}]}"#, "entries[0].config: no such file 'nope.json'"),
            (#"{"goldens": "g", "entries": [{"preset": "hx"}, {"preset": "hx"}]}"#, "entries[1]: its goldens would be named 'hx-…', as entries[0]'s are"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0, "all"]}]}"#, "entries[0].states[1]"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "scales": [5]}]}"#, "entries[0].scales[0]: expected 1, 1.5, 2, 2.625, 3, 3.5 or 4"),
            (
                #"{"goldens": "g", "entries": [{"preset": "hx", "scales": [2, 2.625]}]}"#,
                "manifest.json: entries[0].scales[1]: scale 2.625 is an Android density, for the material3 style only; the hm style draws at 1, 2 or 3"
            ),
            (#"{"entries": [{"preset": "hx"}]}"#, "goldens"),
            (#"{"goldens": "g", "entries": [{"preset": "hx", "tolerance": {"maxDiffRatio": 2}}]}"#, "tolerance.maxDiffRatio"),
            (
                #"{"goldens": "g", "entries": [{"preset": "hx", "states": [0, 9]}]}"#,
                #"manifest.json: entries[0].states[1]: state 9 is out of range (hx has 2 segments: 0 to 1, or "none")"#
            ),
        ] {
            let result = try run("snapshot", try manifest(json), "--record", "never")
            XCTAssertEqual(result.status, 1, json)
            XCTAssertTrue(result.stderr.contains(words), "\(json): \(result.stderr)")
        }
        XCTAssertEqual(try run("snapshot", "missing.json").status, 1)
        XCTAssertEqual(try run("snapshot", try manifest(#"{"goldens": "g", "entries": [{"preset": "hx"}]}"#), "--record", "sometimes").status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g")), "nothing recorded for a bad manifest")
    }

    func testUnwritableArtifactsFolder() throws {
        _ = try write("a file", to: "blocker")
        let result = try run(
            "snapshot", try manifest(#"{"goldens": "g", "entries": [{"preset": "hx", "states": [0]}]}"#),
            "--record", "never", "--artifacts", "blocker/art")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("the artifacts folder"), result.stderr)
    }

    func testSchemaPrintsADraft2020Schema() throws {
        let result = try run("schema")
        XCTAssertEqual(result.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let properties = try XCTUnwrap(object["properties"] as? [String: Any])
        XCTAssertNotNil(properties["selectionStyle"])
        // A config may name the schema; the decoder ignores the key.
        let config = try write(#"{"$schema": "./schema.json", "width": 100, "height": 30}"#, to: "c.json")
        XCTAssertEqual(try run("render", config).status, 0)
    }
}
