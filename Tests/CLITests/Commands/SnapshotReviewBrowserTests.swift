import Foundation
import Raster
import XCTest

/// `snapshot review` in a real browser (headless Chromium through chromium-driver and Selenium, by
/// scripts/review-check.py): five failures — a changed title, a moved indicator, a motion golden, a
/// layout golden and another picture — reviewed from the keyboard, two accepted, one rejected, two
/// skipped; the goldens then are what `snapshot accept` of those two writes, and a re-run passes
/// those two and fails the other three. A page from another origin cannot decide anything.
final class SnapshotReviewBrowserTests: CLITestCase {
    func makeFiveFailures() throws {
        func write(_ text: String, _ name: String) throws { try Data(text.utf8).write(to: scratch.appendingPathComponent(name)) }
        try write(#"{"width": 300, "height": 44, "sectionTitles": ["One", "Two", "Three"]}"#, "a.json")
        try write(#"{"width": 300, "height": 44, "sectionTitles": ["Alpha", "Beta"]}"#, "b.json")
        try write(
            #"{"goldens": "goldens", "entries": [{"config": "a.json", "states": [0, 1]}, {"config": "a.json", "kind": "animation", "name": "a-move", "from": 0, "to": 2, "duration": 0.2, "fps": 10}, {"config": "a.json", "kind": "layout", "name": "a-geometry", "states": [1]}, {"config": "b.json", "states": [0]}]}"#,
            "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        // Segment 1's title is renamed, so state 0 shows a changed title and state 1 a moved
        // (narrower) indicator under it; the motion and layout goldens change with them.
        try write(#"{"width": 300, "height": 44, "sectionTitles": ["One", "Tw", "Three"]}"#, "a.json")
        try write(#"{"width": 300, "height": 44, "sectionTitles": ["Alpha", "Bravo"]}"#, "b.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--results", "r.json").status, 1)
    }

    func testReviewFiveFailuresFromTheKeyboard() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else {
            return XCTFail("Chromium and chromium-driver are not installed; scripts/setup.sh --tests installs them")
        }
        try makeFiveFailures()
        let before = try goldens()
        // The same two accepted by the command, in a copy.
        let twin = scratch.appendingPathComponent("twin")
        try FileManager.default.createDirectory(at: twin, withIntermediateDirectories: true)
        for name in ["a.json", "b.json", "m.json", "goldens"] {
            try FileManager.default.copyItem(at: scratch.appendingPathComponent(name), to: twin.appendingPathComponent(name))
        }
        let server = try startServer(["snapshot", "review", "m.json", "--results", "r.json", "--port", "0"])
        defer { stopPreview(server) }
        let failures = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try get(server.port, "/failures.json").body)) as? [[String: Any]])
        XCTAssertEqual(failures.compactMap { $0["name"] as? String }, ["a-0@2x", "a-1@2x", "a-move-0-to-2@2x", "a-geometry-1@2x", "b-0@2x"])

        // The motion golden frame by frame: its counts and first differing frame, as decoding the
        // run's two APNGs finds them, and each frame the page asks for is that frame.
        let frames = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try get(server.port, "/frames.json?name=a-move-0-to-2%402x").body)) as? [String: Any])
        let expected = try APNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("snapshot-artifacts/a-move-0-to-2@2x.expected.png"))))).frames
        let actual = try APNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("snapshot-artifacts/a-move-0-to-2@2x.actual.png"))))).frames
        XCTAssertEqual(frames["expected"] as? Int, expected.count)
        XCTAssertEqual(frames["actual"] as? Int, actual.count)
        XCTAssertEqual(frames["firstDiffering"] as? Int, Array(zip(expected, actual)).firstIndex { $0.canvas != $1.canvas })
        for k in expected.indices {
            let served = try get(server.port, "/frame?name=a-move-0-to-2%402x&file=expected&index=\(k)")
            XCTAssertEqual(try PNGCodec.decode(served.body), expected[k].canvas, "frame \(k)")
        }
        XCTAssertEqual(try get(server.port, "/frame?name=a-move-0-to-2%402x&file=expected&index=\(expected.count)").status, 404)

        // Another origin's page posts decisions with no token and a guessed one: both refused.
        let own = "http://127.0.0.1:\(server.port)"
        let site = try serveOtherSite(
            """
            <!doctype html><html><body><pre id="out">pending</pre><script>
            const show = t => document.getElementById('out').textContent = t;
            Promise.allSettled([
              fetch('\(own)/decide?name=a-0%402x&choice=accept', { method: 'POST', mode: 'no-cors' }),
              fetch('\(own)/decide?name=a-0%402x&choice=accept', { method: 'POST', headers: { 'X-Review-Token': 'guess' } }),
            ]).then(r => show('done ' + r.map(x => x.status).join(' ')));
            </script></body></html>
            """)
        defer { site.process.terminate() }
        let dom = try headlessDOM("/usr/bin/chromium", site.url, virtualTime: 5000)
        XCTAssertTrue(dom.contains("done "), "the other site's page ran: \(dom.prefix(400))")
        let untouched = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try get(server.port, "/summary.json").body)) as? [String: Any])
        XCTAssertEqual(untouched["accepted"] as? [String], [], "another origin decided nothing")
        XCTAssertEqual(try goldens(), before)

        // Accept the moved indicator and the motion golden, reject the layout, skip the other two.
        let checked = try pythonScript("scripts/review-check.py", ["\(own)/", "saars"])
        XCTAssertEqual(checked.status, 0, checked.output)
        XCTAssertTrue(checked.output.contains("accepted: a-1@2x a-move-0-to-2@2x"), checked.output)
        XCTAssertEqual(try Self.execute(["snapshot", "accept", "m.json", "a-1@2x", "a-move-0-to-2@2x"], in: twin).status, 0)
        XCTAssertEqual(try goldens(), try goldens("twin/goldens"), "the goldens folder is what accepting those two writes")
        let again = try run("snapshot", "m.json", "--record", "never")
        let lines = again.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("pass") }.count, 2, again.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("pass") && $0.contains("a-1@2x") } && lines.contains { $0.hasPrefix("pass") && $0.contains("a-move") }, again.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }.count, 3, again.stdout)
    }
}
