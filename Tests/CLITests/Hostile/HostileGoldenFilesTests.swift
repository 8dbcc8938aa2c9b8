import Foundation
import XCTest

/// Goldens, sidecars and hash stores as a hostile repository commits them: links out of the
/// goldens folder, boxes that are inverted or huge, a store with CR LF line ends, files too large.
/// A check reads none of them past its folder, never traps, and says what is wrong in a sentence.
final class HostileGoldenFilesTests: CLITestCase {
    let secret = "CI_SECRET_TOKEN=hunter2-do-not-leak"

    /// A one-entry layout suite recorded in `g`, then a secret file outside it.
    func layoutSuite() throws {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "entries": [{"config": "tabs.json", "kind": "layout", "name": "geo", "states": [1]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        _ = try write(secret + "\n", to: "environ")
    }

    /// A one-entry image suite recorded in `g`, then its title changed so the next check fails;
    /// returns the golden's sidecar as recorded (for a test to plant elements in).
    func changedSidecarSuite() throws -> String {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "entries": [{"config": "tabs.json", "states": [0]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        let sidecar = try String(contentsOfFile: path("g/tabs-0@2x.elements.json"), encoding: .utf8)
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        return sidecar
    }

    /// Every file under `folder`, read as text, joined.
    func everything(under folder: String) throws -> String {
        guard let walker = FileManager.default.enumerator(atPath: path(folder)) else { return "" }
        return try walker.compactMap { $0 as? String }.map { try String(decoding: Data(contentsOf: URL(fileURLWithPath: path("\(folder)/\($0)"))), as: UTF8.self) }
            .joined()
    }

    func testAGoldenThatIsALinkIsRefusedAndNothingOfItsTargetLeaks() throws {
        try layoutSuite()
        try FileManager.default.removeItem(atPath: path("g/geo-1@2x.layout.json"))
        try FileManager.default.createSymbolicLink(atPath: path("g/geo-1@2x.layout.json"), withDestinationPath: path("environ"))
        for mode in ["never", "failed", "missing"] {
            let result = try run(["snapshot", "m.json", "--record", mode, "--artifacts", "art", "--results", "r.json"], environment: mode == "never" ? ["CI": "true"] : [:])
            XCTAssertEqual(result.status, 1, mode)
            XCTAssertTrue(
                result.stdout.contains("geo-1@2x.layout.json': it is a symbolic link, which is not followed here"), result.stdout + result.stderr)
            XCTAssertFalse((result.stdout + result.stderr).contains("hunter2"))
            XCTAssertFalse(try everything(under: "art").contains("hunter2"), "nothing of the link's target reaches the artifacts or report")
            XCTAssertFalse(try String(contentsOfFile: path("r.json"), encoding: .utf8).contains("hunter2"))
        }
        // Recording replaces nothing through the link either: the target is untouched.
        XCTAssertEqual(try String(contentsOfFile: path("environ"), encoding: .utf8), secret + "\n")
    }

    func testAGoldenFolderThatLeadsOutOfTheGoldensFolderIsRefused() throws {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "pathTemplate": "sub/{name}.png", "entries": [{"config": "tabs.json", "kind": "layout", "name": "geo", "states": [1]}]}"#, to: "m.json")
        try FileManager.default.createDirectory(atPath: path("outside"), withIntermediateDirectories: true)
        _ = try write(secret + "\n", to: "outside/geo-1@2x.layout.json")
        try FileManager.default.createDirectory(atPath: path("g"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("g/sub"), withDestinationPath: path("outside"))
        for mode in ["never", "all"] {
            let result = try run(["snapshot", "m.json", "--record", mode, "--artifacts", "art"], environment: mode == "never" ? ["CI": "true"] : [:])
            XCTAssertEqual(result.status, 1, mode)
            XCTAssertTrue(result.stdout.contains("resolves to '\(path("outside"))/geo-1@2x.layout.json', outside '"), result.stdout + result.stderr)
            XCTAssertFalse(try everything(under: "art").contains("hunter2"))
        }
        XCTAssertEqual(try String(contentsOfFile: path("outside/geo-1@2x.layout.json"), encoding: .utf8), secret + "\n", "never recorded through the link")
    }

    func testASidecarThatIsALinkIsNotRead() throws {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "entries": [{"config": "tabs.json", "states": [0]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        try FileManager.default.removeItem(atPath: path("g/tabs-0@2x.elements.json"))
        _ = try write(secret, to: "environ")
        try FileManager.default.createSymbolicLink(atPath: path("g/tabs-0@2x.elements.json"), withDestinationPath: path("environ"))
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        let result = try run("snapshot", "m.json", "--artifacts", "art")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("tabs-0@2x.elements.json: cannot be read: it is a symbolic link, which is not followed here"), result.stdout)
        let art = try everything(under: "art")
        XCTAssertFalse(result.stdout.contains("hunter2") || art.contains("hunter2"))
    }

    /// A sidecar box with x0 > x1 used to trap (SIGILL) in the outline loop; one of ±999,999,999 px
    /// never ended. Both are refused at decode, with the element named.
    func testInvertedAndHugeSidecarBoxesAreRefusedInASentence() throws {
        let sidecar = try changedSidecarSuite()
        for (box, words) in [
            ("[10, 0, 0, 5]", "elements[0].box: expected [x0, y0, x1, y1] with x0 ≤ x1 and y0 ≤ y1, found [10, 0, 0, 5]"),
            ("[-999999999, -999999999, 999999999, 999999999]", "elements[0].box: expected four whole numbers from -16777216 to 16777216"),
        ] {
            let ghost = #"{"name": "ghost", "box": \#(box), "fields": {}},"#
            _ = try write(sidecar.replacingOccurrences(of: "\"elements\": [\n", with: "\"elements\": [\n    " + ghost + "\n"), to: "g/tabs-0@2x.elements.json")
            let start = Date()
            let result = try run("snapshot", "m.json", "--artifacts", "art")
            XCTAssertLessThan(Date().timeIntervalSince(start), 10)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.contains("not an element sidecar: " + words), result.stdout + result.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("art/tabs-0@2x.diff.png")), "the failure still has its diff")
        }
    }

    /// 250,000 elements once cost 24 s and printed 250,000 lines: a sidecar over the cap is refused,
    /// and one under it lists at most 40 changed elements.
    func testASidecarOfManyElementsIsBoundedInTimeAndLines() throws {
        let sidecar = try changedSidecarSuite()
        func ghosts(_ n: Int) -> String {
            (0..<n).map { #"{"name": "ghost \#($0)", "box": [\#($0 % 240), 0, \#($0 % 240 + 1), 60], "fields": {}},"# }.joined(separator: "\n")
        }
        _ = try write(sidecar.replacingOccurrences(of: "\"elements\": [\n", with: "\"elements\": [\n" + ghosts(100_001) + "\n"), to: "g/tabs-0@2x.elements.json")
        let over = try run("snapshot", "m.json", "--artifacts", "art")
        XCTAssertTrue(over.stdout.contains("elements: 100008 elements, over the limit of 100000") || over.stdout.contains("over the limit of 100000"), over.stdout)
        _ = try write(sidecar.replacingOccurrences(of: "\"elements\": [\n", with: "\"elements\": [\n" + ghosts(5_000) + "\n"), to: "g/tabs-0@2x.elements.json")
        let start = Date()
        let under = try run("snapshot", "m.json", "--artifacts", "art")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(under.status, 1)
        XCTAssertTrue(under.stdout.contains("more elements changed (the results file lists every change)"), under.stdout)
        XCTAssertLessThan(under.stdout.split(separator: "\n").count, 60, under.stdout)
    }

    /// Git's autocrlf made every golden "missing" and `--record missing` recorded regressions over
    /// the old hashes: CR LF reads as LF does, and the store keeps its line ends when rewritten.
    func testAStoreWithCRLFLineEndsReadsAsItsLFTwin() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "store": "hash", "entries": [{"config": "tabs.json", "states": [0, 1]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        let lf = try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8)
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        _ = try write(crlf, to: "g/golden-hashes.txt")
        XCTAssertEqual(try run("snapshot", "m.json").status, 0, "every golden passes from the CR LF store")
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        let missing = try run("snapshot", "m.json", "--record", "missing")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stdout.contains("FAIL      tabs-0@2x"), "a regression fails, it is not recorded as missing: \(missing.stdout)")
        XCTAssertEqual(try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8), crlf, "the old hashes stay")
        // Accepting keeps CR LF.
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "failed").status, 1)
        let accepted = try String(contentsOfFile: path("g/golden-hashes.txt"), encoding: .utf8)
        XCTAssertNotEqual(accepted, crlf)
        XCTAssertEqual(accepted.utf8.filter { $0 == 0x0A }.count, accepted.components(separatedBy: "\r\n").count - 1, "every line still ends in CR LF")
        XCTAssertEqual(try run("snapshot", "m.json").status, 0)
        // A CR inside a line cannot let the header swallow the file.
        _ = try write(lf.replacingOccurrences(of: "\n", with: "\r"), to: "g/golden-hashes.txt")
        let lone = try run("snapshot", "m.json", "--record", "missing")
        XCTAssertEqual(lone.status, 1)
        XCTAssertTrue(lone.stderr.contains("line 1: a carriage return inside the line (lines end in LF or CR LF)"), lone.stderr)
    }

    /// A 40 MB store used to say `tooLarge(41943040)` and advise fixing a line that does not exist.
    func testAStoreTooLargeIsSaidInASentence() throws {
        _ = try write(#"{"width": 200, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "store": "hash", "entries": [{"config": "tabs.json", "states": [0]}]}"#, to: "m.json")
        try FileManager.default.createDirectory(atPath: path("g"), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path("g/golden-hashes.txt"), contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path("g/golden-hashes.txt")))
        try handle.truncate(atOffset: 40 << 20)
        try handle.close()
        let result = try run("snapshot", "m.json", "--record", "all")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "segment-render: error: \(path("g"))/golden-hashes.txt cannot be read as a hash store: it is 41943040 bytes, over the limit of 33554432 bytes; the store is left as it is\n")
    }

    /// A results file that is not one says where and what, not the decoder's dump of coding keys.
    func testAResultsFileThatIsNotOneIsSaidInASentence() throws {
        for (json, words) in [
            (#"{"manifest": "m", "mode": "never", "artifacts": ".", "entries": [{"name": "a", "status": 3}]}"#, "entries[0].status: expected a string"),
            (#"{"mode": "never"}"#, "the key 'manifest' is missing"),
            ("xx", "it is not JSON"),
        ] {
            _ = try write(json, to: "r.json")
            let result = try run("snapshot", "merge", "r.json", "--artifacts", "rep")
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "segment-render: error: \(path("r.json")) is not a snapshot results file: \(words)\n")
        }
    }

    /// U+202E and the other bidi controls in a sidecar's element names reached the log raw, able to
    /// make a line read backwards: they are escaped as control characters are, in a run and in merge.
    func testBidiControlsInElementNamesAreEscapedInTheLog() throws {
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "B"]}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "g", "entries": [{"config": "tabs.json", "states": [0]}]}"#, to: "m.json")
        XCTAssertEqual(try run("snapshot", "m.json", "--record", "missing").status, 1)
        let sidecar = try String(contentsOfFile: path("g/tabs-0@2x.elements.json"), encoding: .utf8)
        let ghost = #"{"name": "ghost \u202Edelif\u2066x\u2069\u200F", "box": [0, 0, 4, 4], "fields": {"x": 1}},"#
        _ = try write(sidecar.replacingOccurrences(of: "\"elements\": [\n", with: "\"elements\": [\n    " + ghost + "\n"), to: "g/tabs-0@2x.elements.json")
        _ = try write(#"{"width": 120, "height": 30, "sectionTitles": ["A", "C"]}"#, to: "tabs.json")
        let result = try run("snapshot", "m.json", "--artifacts", "art", "--results", "r.json")
        XCTAssertEqual(result.status, 1)
        let merged = try run("snapshot", "merge", "r.json", "--artifacts", "report")
        for output in [result.stdout + result.stderr, merged.stdout + merged.stderr] {
            XCTAssertTrue(output.contains(#"ghost \u{202E}delif\u{2066}x\u{2069}\u{200F}: removed"#), output)
            for scalar in ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}"] { XCTAssertFalse(output.contains(scalar), output) }
        }
    }
}
