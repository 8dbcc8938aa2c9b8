import Foundation
import Raster
import XCTest

/// Every `segment-render …` command the README and the guides moved out of it show — in their
/// shell blocks and in their text — runs, in order, in a scratch folder holding the examples and the
/// files the commands name, with the placeholders filled in (FILE a new file, NAME a preset, M a
/// manifest).
final class ReadmeCommandsTests: CLITestCase {
    /// The documents whose commands run, in order.
    static let documents = ["README.md", "docs/config.md", "docs/animation.md", "docs/preview.md", "docs/audit.md", "docs/limits.md", "docs/rendering.md", "docs/performance.md"]

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
        let commands = try Self.commands()
        XCTAssertGreaterThan(commands.count, 25)
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("examples"),
            withDestinationURL: Self.repository.appendingPathComponent("examples"))
        // What the golden-testing commands name: two different pictures, two equal folders, a manifest.
        XCTAssertEqual(try run("render", "--preset", "hx", "-o", "expected.png").status, 0)
        XCTAssertEqual(try run("render", "--preset", "hx", "--selected", "1", "-o", "actual.png").status, 0)
        for folder in ["goldens", "out"] {
            XCTAssertEqual(try run("render", "--preset", "hx", "--all-states", "-o", folder).status, 0)
        }
        _ = try write(#"{"goldens": "snapshot-goldens", "entries": [{"preset": "hx", "states": [0, "none"]}]}"#, to: "snapshots.json")

        let bin = Self.binary.deletingLastPathComponent().path
        for (k, command) in commands.enumerated() {
            var line = String(command.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
            let expected = Self.exitsOne[line] == nil ? 0 : 1
            line = line.replacingOccurrences(of: " FILE", with: " out-\(k).png").replacingOccurrences(of: " NAME", with: " jx-line-lengthen")
                .replacingOccurrences(of: " M ", with: " snapshots.json ")
                // The README's benchmark takes minutes; the same command, briefly.
                .replacingOccurrences(of: "--frames 1000 --runs 30", with: "--frames 2 --runs 1")
            let result = try run(["/bin/sh", "-c", line], shell: true, path: bin)
            XCTAssertEqual(result.status, Int32(expected), "`\(command)` (run as `\(line)`): \(result.stderr)")
        }
        XCTAssertEqual(try listing(path("shots")).count, 32, "the --matrix example: 2 appearances × 2 directions × 2 sizes × 4 states")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("segment-render.schema.json")))))
    }

    /// Runs a shell line with the built binary first on the PATH.
    func run(_ arguments: [String], shell: Bool, path: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["SEGMENT_RENDER_RECORD"] = nil
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.currentDirectoryURL = scratch
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
