import Foundation
import XCTest

/// `animate --curves` and `--curves-plot`, and a manifest entry of `"kind": "curves"`: the JSON as
/// a text golden whose failure is a line diff of the changed numbers.
final class CurvesTests: CLITestCase {
    static let entry = #"{"preset": "uikit13", "kind": "curves", "from": 0, "to": 2, "duration": 0.5, "fps": 30}"#

    func manifest(_ entry: String) throws -> String {
        try write(#"{"goldens": "goldens", "entries": [\#(entry)]}"#, to: "m.json")
    }

    func testAnimateWritesTheCurvesTheManifestKeeps() throws {
        let result = try run("animate", "--preset", "uikit13", "--from", "0", "--to", "2", "--duration", "0.5", "--fps", "30", "--curves", "c.json", "--curves-plot", "c.svg")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("frame_0000.png")), "curves alone draw no frames")
        let json = try String(contentsOfFile: path("c.json"), encoding: .utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try XCTUnwrap(object["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 16)
        XCTAssertEqual(Set(frames[0].keys), ["frame", "time", "progress", "selectedIndex", "scrollOffset", "decorations", "titles"])
        let thumb = try XCTUnwrap((frames[15]["decorations"] as? [[String: Any]])?.first)
        XCTAssertEqual(thumb["kind"] as? String, "thumb")
        XCTAssertTrue(try String(contentsOfFile: path("c.svg"), encoding: .utf8).contains("indicator width (pt)"))

        // The manifest's golden is the same text.
        let m = try manifest(Self.entry)
        XCTAssertEqual(try run("snapshot", m, "--record", "missing").status, 1)
        XCTAssertEqual(try String(contentsOfFile: path("goldens/uikit13-0-to-2@2x.curves.json"), encoding: .utf8), json)
        XCTAssertEqual(try run("snapshot", m, "--record", "never").status, 0)

        // A softer spring: the golden fails with the changed lines, and the old file is kept.
        let softer = try run("snapshot", try manifest(Self.entry.replacingOccurrences(of: #""fps": 30"#, with: #""fps": 30, "curve": "spring(0.6,0.45)""#)), "--record", "never")
        XCTAssertEqual(softer.status, 1)
        XCTAssertTrue(softer.stdout.contains("lines differ, from line 4"), softer.stdout)
        let diff = try String(contentsOfFile: path("snapshot-artifacts/uikit13-0-to-2@2x.diff.txt"), encoding: .utf8)
        XCTAssertTrue(diff.hasPrefix("4-   \"curve\": \"spring(1,0.45)\",\n4+   \"curve\": \"spring(0.6,0.45)\",\n"), diff)
        XCTAssertTrue(diff.contains(#"{"kind": "thumb", "frame": {"x": "#), "the thumb's frames are among the changed lines")
        XCTAssertEqual(try String(contentsOfFile: path("goldens/uikit13-0-to-2@2x.curves.json"), encoding: .utf8), json)

        // Pruning keeps it; a leftover curves golden is stale.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path("goldens/old-0-to-1@2x.curves.json")))
        let prune = try run("snapshot", m, "--prune")
        XCTAssertTrue(prune.stdout.contains("stale     old-0-to-1@2x.curves.json"), prune.stdout)
        XCTAssertFalse(prune.stdout.contains("uikit13-0-to-2"), prune.stdout)
    }

    func testBadEntriesAndOutputsAreOneLine() throws {
        let cases: [(String, String)] = [
            (#"{"preset": "hm-default", "kind": "curves", "from": 0, "to": 1}"#, #"a curves entry needs "duration""#),
            (#"{"preset": "hm-default", "kind": "curves", "from": 0, "to": 1, "duration": 0.2, "states": [0]}"#, "\"states\" is for image and layout entries"),
            (#"{"preset": "hm-default", "from": 0}"#, #""from" is for an entry of "kind": "animation" or "curves""#),
        ]
        for (entry, expected) in cases {
            let result = try run("snapshot", try manifest(entry))
            XCTAssertEqual(result.status, 1, entry)
            XCTAssertTrue(result.stderr.contains(expected), "\(entry): \(result.stderr)")
        }
        for extra in [["--curves", "-", "--curves-plot", "-"], ["--curves", "missing-folder/c.json"], ["--curves", "same", "--curves-plot", "same"]] {
            let result = try run(["animate", "--from", "0", "--to", "1"] + extra)
            XCTAssertNotEqual(result.status, 0, "\(extra)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(extra): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("same")))
    }
}
