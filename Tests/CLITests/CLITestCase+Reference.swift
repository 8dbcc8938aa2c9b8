import Foundation
import XCTest

extension CLITestCase {
    /// The test-only Python with the reference implementations (scripts/setup.sh --tests makes it); the test
    /// is skipped without it.
    func referencePython() throws -> URL {
        let python = Self.repository.appendingPathComponent(".venv-reference/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw XCTSkip("the reference Python is needed (scripts/setup.sh --tests makes .venv-reference)")
        }
        return python
    }

    /// The lines `scripts/reference-compare.py ARGUMENTS` prints (it must exit 0).
    func referenceCompare(_ arguments: [String]) throws -> [Substring] {
        let process = Process()
        process.executableURL = try referencePython()
        process.arguments = [Self.repository.appendingPathComponent("scripts/reference-compare.py").path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let lines = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "scripts/reference-compare.py \(arguments.prefix(2).joined(separator: " ")) failed")
        return lines
    }
}
