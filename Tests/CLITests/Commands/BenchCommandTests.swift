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
        for line in ["checking one entry against its golden", "decode the golden", "exact       failing", "pixelmatch  passing", "deltaE2000  failing"] {
            XCTAssertTrue(stdout.contains(line), "bench prints '\(line)': \(stdout)")
        }
    }
}
