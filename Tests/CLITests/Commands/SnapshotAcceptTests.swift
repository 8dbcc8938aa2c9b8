import Foundation
import XCTest

/// `snapshot accept` records the named failing goldens and nothing else: each accepted file is the
/// byte-for-byte file `--record failed` writes for it, every other golden stays as it was, and a
/// re-run passes what was accepted and still fails the rest.
final class SnapshotAcceptTests: CLITestCase {
    func testAcceptingTwoWritesWhatRecordingThemWouldAndNothingElse() throws {
        try makeFailingRun()
        let before = try goldens(), recorded = try recordedByRecordFailed()
        // --list names the matches and writes nothing.
        let listed = try run("snapshot", "accept", "m.json", "a-*", "--list", "--results", "r.json")
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stdout.split(separator: "\n").filter { $0.hasPrefix("would accept") }.count, 3, listed.stdout)
        XCTAssertEqual(try goldens(), before)

        let accepted = try run("snapshot", "accept", "m.json", "a-0@2x", "a-geometry-*", "--results", "r.json")
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertTrue(accepted.stdout.contains("accept: 2 of 2 accepted"), accepted.stdout)
        let after = try goldens()
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        XCTAssertEqual(changed, ["a-0@2x.png", "a-0@2x.elements.json", "a-geometry-1@2x.layout.json"])
        for name in changed { XCTAssertEqual(after[name], recorded[name], "\(name) as --record failed writes it") }
        // A re-run passes the two and still fails the other two.
        let again = try run("snapshot", "m.json", "--record", "never")
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stdout.contains("2 passed, 2 failed"), again.stdout)
    }

    func testAHashStoreChangesOnlyTheAcceptedLine() throws {
        try makeFailingRun(store: true)
        let before = try String(contentsOf: scratch.appendingPathComponent("goldens/golden-hashes.txt"), encoding: .utf8)
        let recorded = String(decoding: try XCTUnwrap(try recordedByRecordFailed()["golden-hashes.txt"]), as: UTF8.self)
        XCTAssertEqual(try run("snapshot", "accept", "m.json", "a-1@2x").status, 0)
        let after = try String(contentsOf: scratch.appendingPathComponent("goldens/golden-hashes.txt"), encoding: .utf8)
        let lines = { (text: String) in text.split(separator: "\n").map(String.init) }
        for (old, (new, all)) in zip(lines(before), zip(lines(after), lines(recorded))) {
            XCTAssertEqual(new, new.hasPrefix("a-1@2x.png\t") ? all : old)
        }
        XCTAssertNotEqual(before, after)
    }

    func testANameThatFailsNothingACIAndAnUnreviewedNameAreRefused() throws {
        try makeFailingRun()
        let before = try goldens()
        let typo = try run("snapshot", "accept", "m.json", "a-0@2x", "c-*")
        XCTAssertEqual(typo.status, 1)
        XCTAssertEqual(typo.stderr, "segment-render: error: 'c-*' matches no golden of m.json that fails now; nothing was accepted\n")
        let ci = try run(["snapshot", "accept", "m.json", "a-0@2x"], environment: ["CI": "true"])
        XCTAssertEqual(ci.status, 2)
        XCTAssertTrue(ci.stderr.contains("recording on CI is refused"), ci.stderr)
        // Results of a run that saw only b: a's failures were not reviewed.
        XCTAssertEqual(try run("snapshot", "m.json", "--results", "only-b.json", "--record", "never").status, 1)
        var results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.appendingPathComponent("only-b.json"))) as? [String: Any])
        results["entries"] = (results["entries"] as? [[String: Any]])?.filter { ($0["name"] as? String) == "b-0@2x" }
        try JSONSerialization.data(withJSONObject: results).write(to: scratch.appendingPathComponent("only-b.json"))
        let unreviewed = try run("snapshot", "accept", "m.json", "a-0@2x", "--results", "only-b.json")
        XCTAssertEqual(unreviewed.status, 1)
        XCTAssertTrue(unreviewed.stderr.contains("no failure of the results given"), unreviewed.stderr)
        XCTAssertEqual(try goldens(), before)
        // A glob matches across the characters of a name, not across folders.
        XCTAssertEqual(try run("snapshot", "accept", "m.json", "a/b").status, 2)
    }
}

/// A run with failures to accept, and the goldens folder before and after: shared by the accept
/// and review tests.
extension CLITestCase {
    /// Two configs recorded, then changed so that every golden fails: images (with sidecars) and
    /// layout goldens, or one hash store.
    func makeFailingRun(store: Bool = false) throws {
        func write(_ text: String, _ name: String) throws { try Data(text.utf8).write(to: scratch.appendingPathComponent(name)) }
        try write(##"{"width": 300, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorColor": "#FF0000"}"##, "a.json")
        try write(#"{"width": 300, "height": 44, "sectionTitles": ["Alpha", "Beta"]}"#, "b.json")
        let layout = store ? "" : #", {"config": "a.json", "kind": "layout", "name": "a-geometry", "states": [1]}"#
        try write(
            #"{"goldens": "goldens"\#(store ? #", "store": "hash""# : ""), "entries": [{"config": "a.json", "states": [0, 1]}, {"config": "b.json", "states": [0]}\#(layout)]}"#,
            "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        try write(##"{"width": 300, "height": 44, "sectionTitles": ["One", "Two", "Tres"], "selectionIndicatorColor": "#00AA00"}"##, "a.json")
        try write(#"{"width": 300, "height": 44, "sectionTitles": ["Alpha", "Bravo"]}"#, "b.json")
        let failed = try run("snapshot", "m.json", "--results", "r.json")
        XCTAssertEqual(failed.status, 1, failed.stderr)
    }

    /// Every file of the goldens folder, by name.
    func goldens(_ folder: String = "goldens") throws -> [String: Data] {
        let root = scratch.appendingPathComponent(folder)
        return Dictionary(
            uniqueKeysWithValues: try FileManager.default.contentsOfDirectory(atPath: root.path).map { ($0, try Data(contentsOf: root.appendingPathComponent($0))) })
    }

    /// What `--record failed` writes, in a copy of the scratch folder.
    func recordedByRecordFailed() throws -> [String: Data] {
        let copy = scratch.appendingPathComponent("copy")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in ["a.json", "b.json", "m.json", "goldens"] {
            try FileManager.default.copyItem(at: scratch.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        XCTAssertEqual(try Self.execute(["snapshot", "m.json", "--record", "failed"], in: copy).status, 1)
        return try goldens("copy/goldens")
    }
}
