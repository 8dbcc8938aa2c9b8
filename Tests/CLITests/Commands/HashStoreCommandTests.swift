import Foundation
import XCTest

/// `"store": "hash"` from the command line: record, pass, fail with the actual render as the only
/// picture, accept, prune, and refuse a corrupt store without touching it.
final class HashStoreCommandTests: CLITestCase {
    func suite() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(
            #"{"goldens": "g", "store": "hash", "entries": [{"config": "tabs.json", "states": [0, 1]}, {"config": "tabs.json", "kind": "layout", "name": "geo", "states": [1]}]}"#,
            to: "m.json")
    }

    func testRecordPassFailAcceptAndPrune() throws {
        try suite()
        let first = try run("snapshot", "m.json", "--artifacts", "art")
        XCTAssertEqual(first.status, 1, "recording is never silent")
        XCTAssertTrue(first.stdout.contains("recorded  tabs-0@2x -> \(path("g"))/golden-hashes.txt: tabs-0@2x.png"), first.stdout)
        // One text file (and the environment record) in the goldens folder; pictures only for review.
        XCTAssertEqual(try listing(path("g")), ["environment.json", "golden-hashes.txt"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/tabs-0@2x.recorded.png")))
        let lines = try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8).split(separator: "\n")
        // A layout's size is the byte count of the JSON `layout` prints.
        let layoutBytes = try run("layout", "tabs.json", "--selected", "1").stdout.utf8.count
        XCTAssertEqual(
            lines.dropFirst().map { $0.split(separator: "\t").prefix(3).joined(separator: " ") },
            [
                "geo-1@2x.layout.json layout \(layoutBytes)", "tabs-0@2x.png image 400x80", "tabs-1@2x.png image 400x80",
            ])
        XCTAssertEqual(try run("snapshot", "m.json", "--artifacts", "art").status, 0)

        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        let failed = try run("snapshot", "m.json", "--artifacts", "art")
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.contains("FAIL      tabs-0@2x: differs from its recorded hash (sha256 "), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("the elements differ from the golden's (their digest changed)"), failed.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/tabs-0@2x.actual.png")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/tabs-0@2x.actual.elements.json")))
        let accepted = try run("snapshot", "m.json", "--artifacts", "art", "--record", "failed")
        XCTAssertTrue(accepted.stdout.contains("3 recorded"), accepted.stdout)
        XCTAssertEqual(try run("snapshot", "m.json", "--artifacts", "art").status, 0)

        // An entry removed from the manifest leaves a stale line: listed, then removed with --yes.
        _ = try write(#"{"goldens": "g", "store": "hash", "entries": [{"config": "tabs.json", "states": [0, 1]}]}"#, to: "m.json")
        let listed = try run("snapshot", "m.json", "--prune")
        XCTAssertTrue(listed.stdout.contains("stale     golden-hashes.txt: geo-1@2x.layout.json\n"), listed.stdout)
        XCTAssertTrue(try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8).contains("geo-1@2x.layout.json"))
        XCTAssertEqual(try run("snapshot", "m.json", "--prune", "--yes").status, 0)
        XCTAssertFalse(try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8).contains("geo-1@2x.layout.json"))
        XCTAssertEqual(try run("snapshot", "m.json").status, 0)
    }

    func testACorruptStoreIsNeverRecordedOver() throws {
        try suite()
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        var text = try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8)
        text += "half a line\n"
        _ = try write(text, to: "g/golden-hashes.txt")
        for mode in ["all", "failed", "missing", "never"] {
            let result = try run("snapshot", "m.json", "--record", mode)
            XCTAssertEqual(result.status, 1, mode)
            XCTAssertEqual(
                result.stderr,
                "segment-render: error: \(path("g"))/golden-hashes.txt: line 5: expected 5 tab-separated fields (path, kind, size, hash, elements hash), found 1; the store is left as it is (fix or delete the line, then record again)\n"
            )
            XCTAssertEqual(try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8), text, "untouched after --record \(mode)")
        }
    }

    func testAToleranceIsRefusedInAHashStore() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "store": "hash", "entries": [{"config": "tabs.json", "tolerance": {"maxChannelDelta": 1}}]}"#, to: "m.json")
        let result = try run("snapshot", "m.json")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("m.json: entries[0].tolerance: a hash store (\"store\": \"hash\") compares exactly"), result.stderr)
        _ = try write(#"{"goldens": "g", "store": "hashes", "entries": [{"config": "tabs.json"}]}"#, to: "m.json")
        let typo = try run("snapshot", "m.json")
        XCTAssertTrue(typo.stderr.contains(#"m.json: store: 'hashes' is not one of "png", "hash" (did you mean 'hash'?)"#), typo.stderr)
    }
}
