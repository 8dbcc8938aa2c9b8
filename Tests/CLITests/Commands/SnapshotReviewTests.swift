import Foundation
import Raster
import XCTest

/// `snapshot review`: a run's failures served one at a time on loopback; accepting writes exactly
/// what recording that entry would (golden, sidecar, hash-store line) and nothing else; a change
/// needs the page's token and comes from the page's own origin; only the run's failures can be
/// decided on, and a golden that changed since the review started is left alone.
final class SnapshotReviewTests: CLITestCase {
    func token(_ server: PreviewServer) throws -> String {
        let page = String(decoding: try get(server.port, "/").body, as: UTF8.self)
        return try XCTUnwrap(page.firstMatch(of: /name="review-token" content="([^"]+)"/).map { String($0.1) })
    }

    func decide(_ server: PreviewServer, _ name: String, _ choice: String, token: String?, extra: String = "") throws -> (status: Int, text: String) {
        let query = "/decide?name=\(name.replacingOccurrences(of: "@", with: "%40"))&choice=\(choice)"
        let answer = try get(server.port, query, method: "POST", extra: (token.map { "X-Review-Token: \($0)\r\n" } ?? "") + extra)
        return (answer.status, String(decoding: answer.body, as: UTF8.self))
    }

    func json(_ server: PreviewServer, _ target: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try get(server.port, target).body))
    }

    func testAcceptTwoRejectOneSkipOneWritesWhatRecordingTheTwoWould() throws {
        try makeFailingRun()
        let before = try goldens(), recorded = try recordedByRecordFailed()
        let server = try startServer(["snapshot", "review", "m.json", "--results", "r.json", "--port", "0"])
        var stopped = false
        defer { if !stopped { stopPreview(server) } }
        let token = try token(server)
        let failures = try XCTUnwrap(try json(server, "/failures.json") as? [[String: Any]])
        XCTAssertEqual(failures.compactMap { $0["name"] as? String }, ["a-0@2x", "a-1@2x", "b-0@2x", "a-geometry-1@2x"])
        XCTAssertEqual(failures.compactMap { $0["kind"] as? String }, ["image", "image", "image", "text"])
        // What changed, as the run said it.
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("r.json")))) as? [String: Any])
        let entries = try XCTUnwrap(results["entries"] as? [[String: Any]])
        for failure in failures {
            let said = entries.first { $0["name"] as? String == failure["name"] as? String }?["attribution"] as? [String] ?? []
            XCTAssertEqual(failure["attribution"] as? [String], said)
        }
        XCTAssertEqual((failures[1]["attribution"] as? [String])?.first, "2122 px differ: 1362 in segment 2 title, 760 in indicator (stripe)")
        // The artifacts are the run's own files.
        let diff = try get(server.port, "/artifact?name=a-0%402x&file=diff")
        XCTAssertEqual(diff.status, 200)
        XCTAssertEqual(Data(diff.body), try Data(contentsOf: URL(fileURLWithPath: path("snapshot-artifacts/a-0@2x.diff.png"))))
        XCTAssertEqual(String(decoding: try get(server.port, "/artifact?name=a-geometry-1%402x&file=diff").body, as: UTF8.self).isEmpty, false)

        // What must be refused, and changes nothing.
        XCTAssertEqual(try decide(server, "a-0@2x", "accept", token: nil).status, 403, "no token")
        XCTAssertEqual(try decide(server, "a-0@2x", "accept", token: "0-0-0-0").status, 403, "another token")
        XCTAssertEqual(try decide(server, "a-0@2x", "accept", token: token, extra: "Origin: http://evil.example\r\n").status, 403, "another site's page")
        XCTAssertEqual(try decide(server, "a-0@2x", "accept", token: token, extra: "Sec-Fetch-Site: cross-site\r\n").status, 403)
        XCTAssertEqual(try get(server.port, "/decide?name=a-0%402x&choice=accept", host: "evil.example:\(server.port)", method: "POST").status, 403)
        XCTAssertEqual(try decide(server, "c-0@2x", "accept", token: token).status, 404, "not a failure of the results")
        XCTAssertEqual(try decide(server, "a-0@2x", "maybe", token: token).status, 400)
        XCTAssertEqual(try get(server.port, "/decide?name=a-0%402x&choice=accept").status, 405, "a GET changes nothing")
        XCTAssertEqual(try get(server.port, "/artifact?name=a-0%402x&file=../m.json").status, 404)
        XCTAssertEqual(try goldens(), before)

        // The page's own requests: two accepted, one rejected, one skipped.
        let sameOrigin = "Origin: http://127.0.0.1:\(server.port)\r\nSec-Fetch-Site: same-origin\r\n"
        let first = try decide(server, "a-0@2x", "accept", token: token, extra: sameOrigin)
        XCTAssertEqual(first.status, 200, first.text)
        XCTAssertTrue(first.text.contains(#""outcome": "accepted: "#), first.text)
        XCTAssertEqual(try decide(server, "a-geometry-1@2x", "accept", token: token).status, 200)
        XCTAssertEqual(try decide(server, "b-0@2x", "reject", token: token).status, 200)
        XCTAssertEqual(try decide(server, "a-1@2x", "skip", token: token).status, 200)
        let summary = try XCTUnwrap(try json(server, "/summary.json") as? [String: Any])
        XCTAssertEqual(summary["accepted"] as? [String], ["a-0@2x", "a-geometry-1@2x"])
        XCTAssertEqual(summary["rejected"] as? [String], ["b-0@2x"])
        XCTAssertEqual(summary["skipped"] as? [String], ["a-1@2x"])
        XCTAssertEqual(summary["command"] as? String, "segment-render snapshot accept m.json a-0@2x a-geometry-1@2x --results \(path("r.json"))")

        XCTAssertEqual(stopPreview(server), 0)
        stopped = true
        let said = String(decoding: server.process.standardOutput.map { ($0 as! Pipe).fileHandleForReading.readDataToEndOfFile() } ?? Data(), as: UTF8.self)
        XCTAssertTrue(said.contains("review: accepted 2, rejected 1, skipped 1, not reviewed 0 of 4"), said)

        let after = try goldens()
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        XCTAssertEqual(changed, ["a-0@2x.png", "a-0@2x.elements.json", "a-geometry-1@2x.layout.json"])
        for name in changed { XCTAssertEqual(after[name], recorded[name], "\(name) as --record failed writes it") }
        let again = try run("snapshot", "m.json", "--record", "never")
        XCTAssertEqual(again.stdout.split(separator: "\n").filter { $0.hasPrefix("pass") }.count, 2, again.stdout)
        XCTAssertEqual(again.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.count, 2, again.stdout)
    }

    func testAHashStoreEntryGetsTheLineAcceptWouldWrite() throws {
        try makeFailingRun(store: true)
        let copy = scratch.appendingPathComponent("twin")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in ["a.json", "b.json", "m.json", "r.json", "goldens", "snapshot-artifacts"] {
            try FileManager.default.copyItem(at: scratch.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        XCTAssertEqual(try Self.execute(["snapshot", "accept", "m.json", "b-0@2x"], in: copy).status, 0)
        let server = try startServer(["snapshot", "review", "m.json", "--results", "r.json", "--port", "0"])
        defer { stopPreview(server) }
        let answer = try decide(server, "b-0@2x", "accept", token: try token(server))
        XCTAssertTrue(answer.text.contains("accepted"), answer.text)
        XCTAssertEqual(try goldens(), try goldens("twin/goldens"), "the store as 'snapshot accept' leaves it")
    }

    func testAGoldenChangedSinceTheRunOrTheReviewIsLeftAndCIIsRefused() throws {
        try makeFailingRun()
        let onCI = try run(["snapshot", "review", "m.json", "--results", "r.json", "--port", "0"], environment: ["CI": "true"])
        XCTAssertEqual(onCI.status, 2)
        XCTAssertTrue(onCI.stderr.contains("CI"), onCI.stderr)
        // b-0 is recorded by other means after the run, before the review.
        let early = try Data(contentsOf: URL(fileURLWithPath: path("goldens/a-0@2x.png")))
        try early.write(to: URL(fileURLWithPath: path("goldens/b-0@2x.png")))
        let server = try startServer(["snapshot", "review", "m.json", "--results", "r.json", "--port", "0"])
        defer { stopPreview(server) }
        let sinceRun = try decide(server, "b-0@2x", "accept", token: try token(server))
        XCTAssertTrue(sinceRun.text.contains("changed on disk since the run; not overwritten"), sinceRun.text)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("goldens/b-0@2x.png"))), early)
        // Someone records a-1 by other means while the page is open.
        let other = try Data(contentsOf: URL(fileURLWithPath: path("goldens/a-0@2x.png")))
        try other.write(to: URL(fileURLWithPath: path("goldens/a-1@2x.png")))
        let answer = try decide(server, "a-1@2x", "accept", token: try token(server))
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.text.contains("changed on disk since the review started; not overwritten"), answer.text)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("goldens/a-1@2x.png"))), other)
    }

    /// An entry that asks for an audit shows its findings beside its failure.
    func testAFailureShowsItsEntrysAuditFindings() throws {
        _ = try write(##"{"width": 300, "height": 44, "sectionTitles": ["One", "Two"], "titleTextAttributes": {"color": "#AAAAAA"}}"##, to: "grey.json")
        _ = try write(#"{"goldens": "goldens", "entries": [{"config": "grey.json", "states": [0], "audit": true}]}"#, to: "m.json")
        _ = try run("snapshot", "m.json", "--record", "missing")
        _ = try write(##"{"width": 300, "height": 44, "sectionTitles": ["One", "Deux"], "titleTextAttributes": {"color": "#AAAAAA"}}"##, to: "grey.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--results", "r.json").status, 1)
        let server = try startServer(["snapshot", "review", "m.json", "--results", "r.json", "--port", "0"])
        defer { stopPreview(server) }
        let failures = try XCTUnwrap(try json(server, "/failures.json") as? [[String: Any]])
        let audit = try XCTUnwrap(failures.first?["audit"] as? [String])
        XCTAssertTrue(audit.contains { $0.hasPrefix("default: error text-contrast: segment 1 title \"Deux\"") }, "\(audit)")
    }

    /// With no MANIFEST, the failures `assertGolden` left under `--artifacts`: each test folder's
    /// `review.json` and what recording would write; accepting copies that over the golden and its
    /// sidecar (and notes the environment, as recording does), only inside the folder it runs in.
    func testAssertGoldensFailuresFromTheirArtifacts() throws {
        let test = "art/TabsTests/testTabs"
        try FileManager.default.createDirectory(atPath: path(test), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("goldens"), withIntermediateDirectories: true)
        for (preset, file) in [("hx", "goldens/tabs.png"), ("hx", "\(test)/tabs.expected.png"), ("uikit13", "\(test)/tabs.actual.png"), ("uikit13", "\(test)/tabs.accept.png")] {
            XCTAssertEqual(try run("render", "--preset", preset, "-o", path(file)).status, 0)
        }
        _ = try write(#"{"elements": []}"#, to: "\(test)/tabs.accept.elements.json")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).png").path
        _ = try write(
            #"{"manifest": "", "mode": "never", "entries": ["#
                + #"{"name": "tabs", "status": "failed", "golden": "\#(path("goldens/tabs.png"))", "entry": "TabsTests/testTabs", "expected": "tabs.expected.png", "actual": "tabs.actual.png", "accept": "tabs.accept.png"},"#
                + #"{"name": "away", "status": "failed", "golden": "\#(outside)", "entry": "TabsTests/testTabs", "expected": "tabs.expected.png", "actual": "tabs.actual.png", "accept": "tabs.accept.png"}]}"#,
            to: "\(test)/review.json")
        XCTAssertEqual(try run("snapshot", "review", "--results", "r.json", "--port", "0").status, 2, "--results needs a MANIFEST")
        let server = try startServer(["snapshot", "review", "--artifacts", "art", "--port", "0"])
        defer { stopPreview(server) }
        let failures = try XCTUnwrap(try json(server, "/failures.json") as? [[String: Any]])
        XCTAssertEqual(failures.compactMap { $0["name"] as? String }, ["TabsTests/testTabs/tabs", "TabsTests/testTabs/away"])
        let token = try token(server)
        let away = try decide(server, "TabsTests/testTabs/away", "accept", token: token)
        XCTAssertTrue(away.text.contains("outside the folder the review runs in"), away.text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside))
        let accepted = try decide(server, "TabsTests/testTabs/tabs", "accept", token: token)
        XCTAssertTrue(accepted.text.contains("accepted: "), accepted.text)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("goldens/tabs.png"))), try Data(contentsOf: URL(fileURLWithPath: path("\(test)/tabs.accept.png"))))
        XCTAssertEqual(try String(contentsOfFile: path("goldens/tabs.elements.json"), encoding: .utf8), #"{"elements": []}"#)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("goldens/environment.json")), "the environment noted, as recording does")
    }

    /// A sharded run is reviewed from its merged results: their artifact paths are the results
    /// file's, as a single run's are.
    func testAShardedRunIsReviewedFromItsMergedResults() throws {
        try makeFailingRun()
        for i in 1...2 { _ = try run("snapshot", "m.json", "--shard", "\(i)/2", "--artifacts", "shard\(i)/art", "--results", "shard\(i)/results.json") }
        _ = try run("snapshot", "merge", "shard1/results.json", "shard2/results.json", "--artifacts", "out/merged", "--results", "merged.json")
        let server = try startServer(["snapshot", "review", "m.json", "--results", "merged.json", "--port", "0"])
        defer { stopPreview(server) }
        let failures = try XCTUnwrap(try json(server, "/failures.json") as? [[String: Any]])
        XCTAssertEqual(failures.count, 4)
        for failure in failures {
            let name = try XCTUnwrap(failure["name"] as? String)
            let served = try get(server.port, "/artifact?name=\(name.replacingOccurrences(of: "@", with: "%40"))&file=actual")
            XCTAssertEqual(served.status, 200, name)
            let ext = name.contains("geometry") ? "json" : "png"
            XCTAssertEqual(Data(served.body), try Data(contentsOf: URL(fileURLWithPath: path("out/merged/\(name).actual.\(ext)"))), name)
        }
    }
}
