import Foundation
import Raster
import XCTest

/// Every `segment-render …` command the README and the guides moved out of it show — in their
/// shell blocks and in their text — runs, in order, in a scratch folder holding the examples and the
/// files the commands name, with the placeholders filled in (FILE a new file, NAME a preset, M a
/// manifest).
final class ReadmeCommandsTests: CLITestCase {
    /// The documents whose commands run, in order: the README and the guides in the order a
    /// reader meets them, then every other guide in docs/ (so a new one is never left out).
    static let documents: [String] = {
        let ordered = [
            "README.md", "docs/cli.md", "docs/snapshot-testing.md", "docs/styles.md", "docs/style-hm.md", "docs/style-uikit.md", "docs/style-jx.md",
            "docs/style-material3.md", "docs/style-bsc.md", "docs/style-parchment.md", "docs/style-pagingkit.md", "docs/style-tabman.md",
            "docs/style-segmentio.md", "docs/style-uikit26.md", "docs/states.md", "docs/config.md", "docs/animation.md", "docs/preview.md",
            "docs/audit.md", "docs/limits.md", "docs/rendering.md", "docs/performance.md",
        ]
        let guides = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)) ?? []
        return ordered + guides.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.filter { !ordered.contains($0) }.sorted()
    }()

    /// The commands, in order.
    static func commands() throws -> [String] {
        var found: [String] = []
        for document in documents {
            found += try commands(in: String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)).map(\.command)
        }
        return found
    }

    /// A document's commands, each with the first line of output its shell block shows after it
    /// (the line under the command that is neither a command nor a comment), if any.
    static func commands(in readme: String) throws -> [(command: String, shows: String?)] {
        var found: [(command: String, shows: String?)] = []
        var fence: String?
        var previousWasCommand = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line.dropFirst(3)) : nil
                previousWasCommand = false
                continue
            }
            if let fence {
                guard fence == "sh" else { continue }
                if line.hasPrefix("segment-render ") {
                    found.append((String(line), nil))
                    previousWasCommand = true
                } else {
                    if previousWasCommand, !line.hasPrefix("#"), !line.hasPrefix(" "), !line.isEmpty, line.contains(":") { found[found.count - 1].shows = String(line) }
                    previousWasCommand = false
                }
            } else {
                found += line.matches(of: /`(segment-render [^`]*)`/).map { (String($0.1), nil) }
            }
        }
        return found
    }

    /// Commands whose exit status is 1 here, and why; every other command must exit 0.
    static let exitsOne = [
        "segment-render compare expected.png actual.png --diff diff.png": "the two pictures differ",
        "segment-render snapshot snapshots.json --record missing": "it records the goldens (a recording is never silent)",
        "segment-render audit": "the demo's red selected titles are 4.00:1 on white, short of 4.5:1",
        "segment-render compare expected.png actual.png --method deltaE2000 --max-delta-e 1.5": "the two pictures differ",
        "segment-render snapshot snapshots.json --artifacts out/snapshots --results out/results.json":
            "docs/ci.md's folder has no goldens recorded: every entry fails as missing",
    ]

    func testEveryCommandInTheREADMERuns() throws {
        XCTAssertGreaterThan(try Self.commands().count, 25)
        let bin = Self.binary.deletingLastPathComponent().path
        var folders: [String: URL] = [:]
        // Each document's commands run in order in a folder of their own, so that one guide's
        // recording does not change what another's commands find.
        var shown = 0
        for document in Self.documents {
            let folder = scratch.appendingPathComponent(document.replacingOccurrences(of: "/", with: "-"))
            folders[document] = folder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent("examples"), withDestinationURL: Self.repository.appendingPathComponent("examples"))
            // What the golden-testing commands name: two different pictures, two equal folders, a manifest.
            func setUp(_ arguments: String...) throws { XCTAssertEqual(try Self.execute(arguments, in: folder).status, 0, arguments.joined(separator: " ")) }
            try setUp("render", "--preset", "hx", "-o", "expected.png")
            try setUp("render", "--preset", "hx", "--selected", "1", "-o", "actual.png")
            for name in ["goldens", "out"] { try setUp("render", "--preset", "hx", "--all-states", "-o", name) }
            try Data(#"{"goldens": "snapshot-goldens", "entries": [{"preset": "hx", "states": [0, "none"]}]}"#.utf8).write(
                to: folder.appendingPathComponent("snapshots.json"))
            // docs/comparison.md's worked example: the same titles in three colours.
            for (name, colour) in [("t333333", "#333333"), ("t383838", "#383838"), ("black", nil)] {
                let attributes = colour.map { #", "titleTextAttributes": {"color": "\#($0)"}"# } ?? ""
                try Data(#"{"width": 375, "height": 40, "sectionTitles": ["Trending", "News", "Library"]\#(attributes)}"#.utf8).write(
                    to: folder.appendingPathComponent("\(name).json"))
                try setUp("render", "\(name).json", "-o", "\(name).png")
            }
            // docs/config.md's bad input, as it describes each file.
            let bad = [
                "bad-key.json": ##"{"width": 320, "height": 40, "sectionTitles": ["A"], "titleTextAttributes": {"colour": "#333333"}}"##,
                "bad-width.json": #"{"width": -1, "height": 40, "sectionTitles": ["A"]}"#,
                "bad-syntax.json": "{\n  \"width\": 320,\n  \"height\": x\n}\n",
            ]
            for (name, text) in bad { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
            // The command that regenerates the key reference writes into docs/.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
            let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
            for (k, (command, shows)) in try Self.commands(in: text).enumerated() {
                var line = String(command.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
                // An example that shows a failing verdict or an error exits 1, as it says.
                let failing = shows.map { $0.hasPrefix("differ:") || $0.hasPrefix("segment-render: error:") } ?? false
                let expected = Self.exitsOne[line] == nil && !failing ? 0 : 1
                line = line.replacingOccurrences(of: " FILE", with: " out-\(k).png").replacingOccurrences(of: " NAME", with: " jx-line-lengthen")
                    .replacingOccurrences(of: " M ", with: " snapshots.json ")
                    // The README's benchmark takes minutes; the same command, briefly.
                    .replacingOccurrences(of: "--frames 1000 --runs 30", with: "--frames 2 --runs 1")
                let result = try run(["/bin/sh", "-c", line], shell: true, path: bin, in: folder)
                XCTAssertEqual(result.status, Int32(expected), "\(document): `\(command)` (run as `\(line)`): \(result.stderr)")
                // What the document shows it printing is what it prints (up to a closing "…").
                if let shows {
                    let printed = (result.stdout + result.stderr).split(separator: "\n").first.map(String.init) ?? ""
                    let matches = shows.hasSuffix("…") ? printed.hasPrefix(shows.dropLast()) : printed == shows
                    XCTAssertTrue(matches, "\(document): `\(command)` shows `\(shows)` but printed `\(printed)`")
                    shown += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(shown, 10, "docs/comparison.md's worked example and docs/config.md's bad input show what each command prints")
        let states = try XCTUnwrap(folders["docs/states.md"]), snapshots = try XCTUnwrap(folders["docs/snapshot-testing.md"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: states.appendingPathComponent("shots").path).count, 32,
            "the --matrix example: 2 appearances × 2 directions × 2 sizes × 4 states")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contentsOf: snapshots.appendingPathComponent("segment-render.schema.json"))))
    }

    /// Runs a shell line with the built binary first on the PATH.
    func run(_ arguments: [String], shell: Bool, path: String, in folder: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["SEGMENT_RENDER_RECORD"] = nil
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
