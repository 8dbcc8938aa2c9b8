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
    func startPreview(_ arguments: [String]) throws -> PreviewServer { try startServer(["preview", "--port", "0"] + arguments) }

    /// Starts the command `arguments` (a server that prints its URL first: `preview`, `snapshot
    /// review`) and reads its port from that URL.
    func startServer(_ arguments: [String]) throws -> PreviewServer {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
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
            throw XCTSkip("no URL from \(arguments[0]): \(text) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
        }
        return PreviewServer(process: process, port: port)
    }

    /// Sends `request` as it is (raw bytes) and returns the status and body of the answer.
    func exchange(_ port: UInt16, _ request: [UInt8]) throws -> (status: Int, body: [UInt8]) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // A server may answer a request it refuses before reading all of it, and stop reading.
        var sendTimeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else { throw XCTSkip("cannot connect to port \(port)") }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }  // the server may close early on a request it refuses
            sent += n
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            answer += buffer[0..<n]
        }
        guard let end = answer.indices.first(where: { answer[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else { return (0, answer) }
        let head = String(decoding: answer[..<end], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, Array(answer[(end + 4)...]))
    }

    func get(_ port: UInt16, _ target: String, host: String? = nil, method: String = "GET", extra: String = "") throws -> (status: Int, body: [UInt8]) {
        try exchange(port, Array("\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(extra)Connection: close\r\n\r\n".utf8))
    }

    /// Runs `script` (a path from the repository's root) with Debian's python3 (standard output and
    /// error together).
    func pythonScript(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.repository.appendingPathComponent(script).path] + arguments
        return try Self.merged(process)
    }

    /// Serves `html` as `page.html` from python's http.server on a port of its own — another
    /// origin than a server under test. The page's URL, and the process to terminate.
    func serveOtherSite(_ html: String) throws -> (url: String, process: Process) {
        try FileManager.default.createDirectory(atPath: path("site"), withIntermediateDirectories: true)
        _ = try write(html, to: "site/page.html")
        let site = Process()
        site.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        site.arguments = ["-m", "http.server", "--bind", "127.0.0.1", "0"]
        site.currentDirectoryURL = scratch.appendingPathComponent("site")
        let siteOut = Pipe()
        site.standardOutput = siteOut
        site.standardError = FileHandle.nullDevice
        site.environment = ["PYTHONUNBUFFERED": "1"]
        try site.run()
        var banner = ""
        while !banner.contains("\n") {
            let chunk = siteOut.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            banner += String(decoding: chunk, as: UTF8.self)
        }
        let words = banner.split(separator: " ")
        guard let port = words.firstIndex(of: "port").map({ words[$0 + 1] }) else {
            site.terminate()
            throw XCTSkip("no port from python's http.server: \(banner)")
        }
        return ("http://127.0.0.1:\(port)/page.html", site)
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
