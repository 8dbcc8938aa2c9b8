import Foundation
import XCTest

/// Runs the built `segment-render` binary in a scratch folder.
class CLITestCase: XCTestCase {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary beside the test bundle (`.build/<config>/segment-render`).
    static let binary: URL = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("segment-render").path) && url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("segment-render")
    }()

    /// The repository root (for its examples).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    @discardableResult
    func run(_ arguments: String...) throws -> Result { try run(arguments) }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let raw = try runData(arguments, stdin: stdin, environment: environment)
        return Result(status: raw.status, stdout: String(decoding: raw.stdout, as: UTF8.self), stderr: raw.stderr)
    }

    @discardableResult
    func run(_ arguments: String..., stdin: String) throws -> Result { try run(arguments, stdin: stdin) }

    func runData(_ arguments: String...) throws -> (status: Int32, stdout: Data, stderr: String) { try runData(arguments) }

    /// Runs the binary in the scratch folder; standard output as bytes (a PNG on `-o -`). The
    /// child gets this process's environment without `CI` and `SEGMENT_RENDER_RECORD` (so tests
    /// behave the same on CI), plus `environment`.
    func runData(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> (status: Int32, stdout: Data, stderr: String) {
        try Self.execute(arguments, in: scratch, stdin: stdin, environment: environment)
    }

    /// ``runData(_:stdin:environment:)`` in any folder, from any thread.
    static func execute(
        _ arguments: [String], in folder: URL, stdin: String? = nil, environment: [String: String] = [:],
        executable: URL = binary
    ) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["SEGMENT_RENDER_RECORD"] = nil
        process.environment = env.merging(environment) { $1 }
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, stdout, String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `process` (set up but not started) with its standard output and error into one pipe:
    /// its exit status and everything it printed.
    static func merged(_ process: Process) throws -> (status: Int32, output: String) {
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func write(_ text: String, to name: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    /// Files in the scratch folder, hidden ones included (a leftover temporary file would show).
    func listing(_ folder: String? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder ?? scratch.path).sorted()
    }
}
