import Foundation
import Raster
import XCTest

/// Every `segment-render …` command the README and the guides moved out of it show — in their
/// shell blocks and in their text — runs, in order, in a scratch folder holding the examples and the
/// files the commands name, with the placeholders filled in (FILE a new file, NAME a preset, M a
/// manifest).
final class ReadmeCommandsTests: CLITestCase {
    /// The documents whose commands run, in order.
    static let documents = [
        "README.md", "docs/cli.md", "docs/snapshot-testing.md", "docs/styles.md", "docs/style-jx.md", "docs/style-material3.md",
        "docs/style-bsc.md", "docs/style-parchment.md", "docs/style-pagingkit.md", "docs/style-tabman.md", "docs/style-segmentio.md",
        "docs/style-uikit26.md", "docs/states.md", "docs/config.md", "docs/animation.md", "docs/preview.md", "docs/audit.md",
        "docs/limits.md", "docs/rendering.md", "docs/performance.md",
    ]

    /// The commands, in order.
    static func commands() throws -> [String] {
        var found: [String] = []
        for document in documents {
            found += try commands(in: String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8))
        }
        return found
    }

    static func commands(in readme: String) throws -> [String] {
        var found: [String] = []
        var fence: String?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            if let fence {
                if fence == "sh", line.hasPrefix("segment-render ") { found.append(String(line)) }
            } else {
                found += line.matches(of: /`(segment-render [^`]*)`/).map { String($0.1) }
            }
        }
        return found
    }

    /// Commands whose exit status is 1 here, and why; every other command must exit 0.
    static let exitsOne = [
        "segment-render compare expected.png actual.png --diff diff.png": "the two pictures differ",
        "segment-render snapshot snapshots.json --record missing": "it records the goldens (a recording is never silent)",
        "segment-render audit": "the demo's red selected titles are 4.00:1 on white, short of 4.5:1",
    ]

    func testEveryCommandInTheREADMERuns() throws {
        XCTAssertGreaterThan(try Self.commands().count, 25)
        let bin = Self.binary.deletingLastPathComponent().path
        var folders: [String: URL] = [:]
        // Each document's commands run in order in a folder of their own, so that one guide's
        // recording does not change what another's commands find.
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
            let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
            for (k, command) in try Self.commands(in: text).enumerated() {
                var line = String(command.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
                let expected = Self.exitsOne[line] == nil ? 0 : 1
                line = line.replacingOccurrences(of: " FILE", with: " out-\(k).png").replacingOccurrences(of: " NAME", with: " jx-line-lengthen")
                    .replacingOccurrences(of: " M ", with: " snapshots.json ")
                    // The README's benchmark takes minutes; the same command, briefly.
                    .replacingOccurrences(of: "--frames 1000 --runs 30", with: "--frames 2 --runs 1")
                let result = try run(["/bin/sh", "-c", line], shell: true, path: bin, in: folder)
                XCTAssertEqual(result.status, Int32(expected), "\(document): `\(command)` (run as `\(line)`): \(result.stderr)")
            }
        }
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
