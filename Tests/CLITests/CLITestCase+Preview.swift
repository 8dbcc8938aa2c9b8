import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

extension CLITestCase {
    /// A running `segment-render preview` in the scratch folder.
    struct PreviewServer {
        let process: Process
        let port: UInt16
        /// `http://127.0.0.1:PORT/`.
        var url: String { "http://127.0.0.1:\(port)/" }
    }

    /// Starts `preview --port 0 ARGUMENTS` and reads its port from the URL it prints first.
    func startPreview(_ arguments: [String]) throws -> PreviewServer {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["preview", "--port", "0"] + arguments
        process.currentDirectoryURL = scratch
        let out = Pipe(), errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"http://[^/ ]+:(\d+)/"#, options: .regularExpression),
            let port = UInt16(text[range].dropLast().split(separator: ":").last ?? "")
        else {
            process.terminate()
            throw XCTSkip("no URL from preview: \(text) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
        }
        return PreviewServer(process: process, port: port)
    }

    /// Stops it as Ctrl-C does; its exit status.
    @discardableResult
    func stopPreview(_ server: PreviewServer) -> Int32 {
        kill(server.process.processIdentifier, SIGINT)
        server.process.waitUntilExit()
        return server.process.terminationStatus
    }
}

extension CLITestCase {
    /// The DOM headless Chromium has once `url` has loaded and run its scripts (within
    /// `virtualTime` ms of virtual time), with a profile folder of the test's own.
    func headlessDOM(_ chromium: String, _ url: String, virtualTime: Int, extra: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments =
            ["--headless", "--no-sandbox", "--disable-gpu"] + extra
            + ["--virtual-time-budget=\(virtualTime)", "--user-data-dir=\(path("profile"))", "--dump-dom", url]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }
}
