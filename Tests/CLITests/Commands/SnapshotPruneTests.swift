import Foundation
import XCTest

/// `snapshot M --prune`: golden files no entry claims are listed, deleted only with `--yes`, and
/// a claimed golden — this machine's or another platform's, an image or a layout — never is.
final class SnapshotPruneTests: CLITestCase {
    /// A manifest of one image and one layout golden under a platform template, recorded, plus
    /// files no entry claims beside them. Returns this platform's folder name.
    func recordedWithStrays() throws -> String {
        _ = try write(
            #"""
            {"goldens": "goldens", "pathTemplate": "{platform}/{name}.png",
             "entries": [{"preset": "hx", "states": [0]}, {"preset": "hx", "kind": "layout", "name": "hx-geometry", "states": [1]}]}
            """#, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)  // a recording run fails by design
        let platform = try XCTUnwrap(try listing(path("goldens")).first)
        let here = path("goldens/\(platform)")
        let fm = FileManager.default
        try fm.createDirectory(atPath: path("goldens/another-os"), withIntermediateDirectories: true)
        try fm.copyItem(atPath: "\(here)/hx-0@2x.png", toPath: path("goldens/another-os/hx-0@2x.png"))  // another machine's baseline
        try fm.copyItem(atPath: "\(here)/hx-0@2x.png", toPath: "\(here)/renamed-0@2x.png")  // an entry that was renamed
        try fm.copyItem(atPath: "\(here)/hx-0@2x.elements.json", toPath: "\(here)/renamed-0@2x.elements.json")  // and its sidecar
        try fm.copyItem(atPath: "\(here)/hx-geometry-1@2x.layout.json", toPath: "\(here)/hx-0@2x.layout.json")  // a claimed name, the wrong kind
        try fm.copyItem(atPath: "\(here)/hx-0@2x.png", toPath: path("goldens/hx-0@2x.png"))  // outside the template's shape
        _ = try write("notes", to: "goldens/README.md")
        try fm.copyItem(atPath: "\(here)/hx-0@2x.elements.json", toPath: "\(here)/gone-0@2x.elements.json")  // a sidecar whose golden is gone
        return platform
    }

    func testPruneListsOnlyWhatNoEntryClaimsAndDeletesNothing() throws {
        let platform = try recordedWithStrays()
        let before = try FileManager.default.subpathsOfDirectory(atPath: path("goldens")).sorted()
        let listed = try run("snapshot", "m.json", "--prune")
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(
            listed.stdout.split(separator: "\n").filter { $0.hasPrefix("stale") },
            [
                "stale     hx-0@2x.png", "stale     \(platform)/gone-0@2x.elements.json (a sidecar without its golden)",
                "stale     \(platform)/hx-0@2x.layout.json", "stale     \(platform)/renamed-0@2x.png (and its sidecar)",
            ])
        // A golden and its sidecar count once (they were two files, counted twice).
        XCTAssertTrue(listed.stdout.contains("prune: 4 stale goldens in "), listed.stdout)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: path("goldens")).sorted(), before)
        // A check run says how many it saw.
        let checked = try run("snapshot", "m.json")
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertTrue(checked.stdout.contains("4 goldens no entry claims: segment-render snapshot m.json --prune lists them"), checked.stdout)
    }

    func testPruneYesDeletesTheListedFilesAndKeepsEveryClaimedOne() throws {
        let platform = try recordedWithStrays()
        let deleted = try run("snapshot", "m.json", "--prune", "--yes")
        XCTAssertEqual(deleted.status, 0, deleted.stderr)
        XCTAssertTrue(deleted.stdout.contains("prune: deleted 4 stale goldens"), deleted.stdout)
        XCTAssertEqual(
            try FileManager.default.subpathsOfDirectory(atPath: path("goldens")).sorted(),
            [
                "README.md", "another-os", "another-os/hx-0@2x.png", platform, "\(platform)/environment.json",
                "\(platform)/hx-0@2x.elements.json", "\(platform)/hx-0@2x.png", "\(platform)/hx-geometry-1@2x.layout.json",
            ].sorted())
        let checked = try run("snapshot", "m.json", "--record", "never")
        XCTAssertEqual(checked.status, 0, checked.stdout + checked.stderr)
        XCTAssertFalse(checked.stdout.contains("no entry claims"), checked.stdout)
        XCTAssertTrue(try run("snapshot", "m.json", "--prune").stdout.contains("prune: no stale goldens in "))
    }

    func testYesAloneIsAUsageError() throws {
        _ = try recordedWithStrays()
        let result = try run("snapshot", "m.json", "--yes")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "segment-render: error: --yes goes with --prune (see 'segment-render snapshot --help')\n")
    }

    /// `snapshot prune CLAIMS`: the folders an `assertGolden` run claimed goldens in, less what it claimed.
    func testPruneFromATestRunsClaims() throws {
        let goldens = path("app/__Goldens__")
        try FileManager.default.createDirectory(atPath: goldens + "/TabsTests", withIntermediateDirectories: true)
        for file in ["TabsTests/testTabs.1.png", "TabsTests/testTabs.2.png", "TabsTests/testOld.1.png", "TabsTests/testTabs.1.layout.json"] {
            _ = try write("x", to: "app/__Goldens__/" + file)
        }
        _ = try write(
            #"{"goldens": "\#(goldens)", "template": "{name}.png", "name": "TabsTests/testTabs.1", "suffix": ".png"}"# + "\n"
                + #"{"goldens": "\#(goldens)", "template": "{name}.png", "name": "TabsTests/testTabs.2", "suffix": ".png"}"# + "\n", to: "claims")
        let listed = try run("snapshot", "prune", "claims")
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(
            listed.stdout.split(separator: "\n").filter { $0.hasPrefix("stale") },
            ["stale     \(goldens)/TabsTests/testOld.1.png", "stale     \(goldens)/TabsTests/testTabs.1.layout.json"])
        XCTAssertEqual(try run("snapshot", "prune", "claims", "--yes").status, 0)
        XCTAssertEqual(try listing(goldens + "/TabsTests"), ["testTabs.1.png", "testTabs.2.png"])
        _ = try write("not json\n", to: "bad")
        let bad = try run("snapshot", "prune", "bad")
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "segment-render: error: \(path("bad")): line 1 is not a claim (a JSON object with goldens, template, name and suffix)\n")
    }
}
