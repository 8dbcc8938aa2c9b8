import Foundation
import XCTest

/// `bench` times whole processes of itself: it must find its own executable however it was started.
final class BenchCommandTests: CLITestCase {
    func testBenchRunsFromThePATH() throws {
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("segment-render"), withDestinationURL: Self.binary)
        let elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "segment-render bench --frames 2 --runs 1"]
        process.currentDirectoryURL = elsewhere
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":/usr/bin:/bin"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        XCTAssertTrue(stdout.contains("render (the demo)"), stdout)
        XCTAssertTrue(stdout.contains("version (start-up only)"), stdout)
        let ratio = stdout.split(separator: "\n").first { $0.contains("render ÷ version") }
        XCTAssertNotNil(ratio.flatMap { $0.split(separator: " ").compactMap { Double($0.dropLast()) }.first }, "the ratio is a number followed by ×: \(stdout)")
        for line in [
            "checking one entry against its golden", "decode the golden", "exact       failing", "pixelmatch  passing", "deltaE2000  failing",
            "png failing, attributed", "hash passing",
        ] {
            XCTAssertTrue(stdout.contains(line), "bench prints '\(line)': \(stdout)")
        }
    }

    /// `--snapshot N` checks N generated entries in each store, and they all pass.
    func testSnapshotThroughputChecksEveryStore() throws {
        let result = try run("bench", "--snapshot", "6")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("snapshot: 6 passing entries"), result.stdout)
        for line in ["  png: ", "  hash: ", "    render ", "    hash the pixels ", "    decode the golden ", "    compare "] {
            XCTAssertTrue(result.stdout.contains(line), "bench --snapshot prints '\(line)': \(result.stdout)")
        }
    }
}
