import Foundation
import Raster
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `preview`: the server's picture is `render`'s, it follows the config file (and shows a broken
/// one's error while keeping the last good picture), and it refuses what a local server must refuse.
final class PreviewTests: CLITestCase {
    func testThePictureIsRendersAndFollowsTheFile() throws {
        let config = #"{"width": 300, "height": 44, "sectionTitles": ["One", "Two", "Three"]}"#
        // The config sits in a folder of its own: the server watches it for images too, and the
        // reference renders below (PNGs) must not wake it with a reload of their own.
        try FileManager.default.createDirectory(atPath: path("watched"), withIntermediateDirectories: true)
        _ = try write(config, to: "watched/tabs.json")
        let server = try startPreview(["watched/tabs.json"])
        defer { stopPreview(server) }
        for (query, flags) in [
            ("", [String]()), ("?state=1&appearance=dark&scale=3", ["--selected", "1", "--appearance", "dark", "--scale", "3"]), ("?progress=1.5", ["--progress", "1.5"]),
            ("?state=0&press=2&pressTime=0.1", ["--selected", "0", "--press", "2", "--press-time", "0.1"]),
            ("?state=2&drag=120", ["--selected", "2", "--drag", "120"]),
        ] {
            let served = try get(server.port, "/render.png" + query)
            XCTAssertEqual(served.status, 200, query)
            XCTAssertEqual(try run(["render", "watched/tabs.json", "-o", "ref.png"] + flags).status, 0)
            let reference = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("ref.png")))))
            XCTAssertEqual(try PNGCodec.decode(served.body), reference, "the server draws render's pixels \(query)")
        }
        // A page that watched a server before it restarted (it knows a later generation) hears at once.
        let asked = Date()
        XCTAssertLessThan(try events(server.port, since: 41).generation, 41)
        XCTAssertLessThan(Date().timeIntervalSince(asked), 2)
        let page = try get(server.port, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(String(decoding: page.body, as: UTF8.self).contains("/render.png?"))
        XCTAssertEqual(String(decoding: try get(server.port, "/hit-test.json?x=150&y=20").body, as: UTF8.self), #"{"index": 1}"#)

        // A change reaches a waiting page within 2 s; the picture follows.
        let before = try get(server.port, "/render.png").body
        let since = try events(server.port, since: -1).generation
        let started = Date()
        let file = URL(fileURLWithPath: path("watched/tabs.json"))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? Data(config.replacingOccurrences(of: "Two", with: "Zwei").utf8).write(to: file)
        }
        let changed = try events(server.port, since: since)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertGreaterThan(changed.generation, since)
        XCTAssertNil(changed.error)
        XCTAssertNotEqual(try get(server.port, "/render.png").body, before)

        // A broken file: the error with line and column; the last good picture stays.
        let good = try get(server.port, "/render.png").body
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? Data("{\"width\": 300,\n  \"height\" 44}".utf8).write(to: file)
        }
        let broken = try events(server.port, since: changed.generation)
        XCTAssertTrue(broken.error?.contains("watched/tabs.json: malformed JSON at line 2, column 12") == true, broken.error ?? "no error")
        XCTAssertEqual(try get(server.port, "/render.png").body, good)
    }

    func events(_ port: UInt16, since: Int) throws -> (generation: Int, error: String?) {
        let answer = try get(port, "/events?since=\(since)")
        let object = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
        return (object?["generation"] as? Int ?? -1, object?["error"] as? String)
    }

    func testHostileRequestsAreRefusedAndTheServerKeepsServing() throws {
        let server = try startPreview(["--preset", "hx"])
        defer { XCTAssertEqual(stopPreview(server), 0, "Ctrl-C stops it cleanly") }
        XCTAssertEqual(try get(server.port, "/", host: "evil.example").status, 403, "DNS rebinding")
        XCTAssertEqual(try get(server.port, "/", host: "evil.example:\(server.port)").status, 403)
        for method in ["POST", "PUT", "DELETE"] { XCTAssertEqual(try get(server.port, "/", method: method, extra: "Content-Length: 0\r\n").status, 405, method) }
        for target in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/render.png%00.txt", "/etc/passwd", "//etc/passwd"] {
            let answer = try get(server.port, target)
            XCTAssertTrue([400, 404].contains(answer.status), "\(target): \(answer.status)")
            XCTAssertFalse(String(decoding: answer.body, as: UTF8.self).contains("root:"), target)
        }
        XCTAssertEqual(try get(server.port, "/render.png?state=7").status, 400)
        XCTAssertEqual(try get(server.port, "/render.png?scale=9").status, 400)
        XCTAssertEqual(try get(server.port, "/render.png?press=7").status, 400)
        XCTAssertEqual(try get(server.port, "/render.png?drag=100000").status, 400)
        XCTAssertEqual(try get(server.port, "/render.png?drag=-1").status, 400)
        XCTAssertEqual(try get(server.port, "/render.png?path=/etc/passwd").status, 400)
        // 10 MB of headers: refused after the first 32 KB.
        let huge = try get(server.port, "/", extra: "X-Big: " + String(repeating: "a", count: 10 << 20) + "\r\n")
        XCTAssertEqual(huge.status, 431)
        // A client that trickles its request holds only its own connection.
        let slow = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(slow, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        _ = "GET / HT".withCString { Glibc.send(slow, $0, 8, Int32(MSG_NOSIGNAL)) }
        defer { close(slow) }
        XCTAssertEqual(try get(server.port, "/render.png").status, 200, "still serving")
    }

    func testAPortInUseAndBadArgumentsAreOneLine() throws {
        let server = try startPreview(["--preset", "hx"])
        defer { stopPreview(server) }
        let taken = try run(["preview", "--preset", "hx", "--port", String(server.port)])
        XCTAssertEqual(taken.status, 1)
        XCTAssertEqual(taken.stderr, "segment-render: error: preview: port \(server.port) is in use; give another with --port N (0: any free one)\n")
        XCTAssertEqual(try run(["preview", "--preset", "nope"]).status, 1)
        XCTAssertEqual(try run(["preview", "--port", "70000"]).status, 2)
        XCTAssertEqual(try run(["preview", "-"]).status, 2)
        XCTAssertEqual(try run(["preview", "missing.json"]).status, 1)
    }

    /// A page on another site could make the preview render and read the picture's size; requests a
    /// browser marks as another site's (Sec-Fetch-Site, Origin) are refused, the page's own and
    /// plain tools' (which send neither) answered.
    func testRequestsFromAnotherSitesPageAreRefused() throws {
        let server = try startPreview(["--preset", "hx"])
        defer { XCTAssertEqual(stopPreview(server), 0) }
        let own = "http://127.0.0.1:\(server.port)"
        for (extra, status) in [
            ("Sec-Fetch-Site: cross-site\r\n", 403), ("Sec-Fetch-Site: same-site\r\n", 403), ("Origin: http://evil.example\r\n", 403),
            ("Origin: null\r\n", 403), ("Origin: http://127.0.0.1:\(server.port &+ 1)\r\n", 403),
            ("Sec-Fetch-Site: same-origin\r\n", 200), ("Sec-Fetch-Site: none\r\n", 200), ("Origin: \(own)\r\nSec-Fetch-Site: same-origin\r\n", 200), ("", 200),
        ] {
            XCTAssertEqual(try get(server.port, "/render.png?state=1", extra: extra).status, status, extra)
        }
        guard let chromium = ["/usr/bin/chromium"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return XCTFail("Chromium is not installed (Debian's chromium package); scripts/setup.sh --tests installs it")
        }
        // A page served from another port (another origin, the same site) embeds the picture.
        let site = try serveOtherSite(
            """
            <!doctype html><html><body><pre id="out">pending</pre><img id="probe" src="\(own)/render.png?state=1">
            <script>
            const probe = document.getElementById('probe'), show = t => document.getElementById('out').textContent = t;
            probe.onload = () => show('loaded ' + probe.naturalWidth + 'x' + probe.naturalHeight);
            probe.onerror = () => show('refused');
            </script></body></html>
            """)
        defer { site.process.terminate() }
        let dom = try headlessDOM(chromium, site.url, virtualTime: 5000)
        XCTAssertTrue(dom.contains("<pre id=\"out\">refused</pre>"), "the other site's page learns nothing: \(dom.prefix(600))")
    }

    /// Bound to every interface, the preview answers a Host that is one of this machine's own
    /// addresses (as a LAN client sends), with or without the port, and still refuses names.
    func testAWildcardBindAnswersTheMachinesOwnAddresses() throws {
        var own: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        XCTAssertEqual(getifaddrs(&list), 0)
        var next = list
        while let entry = next {
            next = entry.pointee.ifa_next
            guard let address = entry.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET else { continue }
            let v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            own.append(String(cString: inet_ntoa(v4)))
        }
        freeifaddrs(list)
        guard let lan = own.first(where: { !$0.hasPrefix("127.") }) else { throw XCTSkip("this machine has no address besides loopback") }
        let server = try startPreview(["--preset", "hx", "--host", "0.0.0.0"])
        defer { XCTAssertEqual(stopPreview(server), 0) }
        for host in ["\(lan):\(server.port)", lan, "127.0.0.1:\(server.port)"] {
            XCTAssertEqual(try get(server.port, "/info.json", host: host).status, 200, host)
        }
        for host in ["evil.example:\(server.port)", "\(lan).nip.io:\(server.port)", "127.0.0.2:\(server.port)", "\(lan):\(server.port &+ 1)", "192.0.2.254:\(server.port)", "[::2]:\(server.port)"] where host != "\(lan):\(server.port)" {
            XCTAssertEqual(try get(server.port, "/info.json", host: host).status, 403, host)
        }
    }

    /// Runs `animate` on `config` (it must exit `status`) and asks the preview of it for
    /// `/animation.png`: a 400 within `seconds`, in animate's words. Returns the body.
    func refusedAnimation(_ config: String, _ output: [String], status: Int32, within seconds: Double) throws -> String {
        let animate = try run(["animate", config, "--from", "0", "--to", "1"] + output)
        XCTAssertEqual(animate.status, status, animate.stderr)
        let server = try startPreview([config])
        defer { XCTAssertEqual(stopPreview(server), 0) }
        let start = Date()
        let answer = try get(server.port, "/animation.png?from=0&to=1")
        XCTAssertLessThan(Date().timeIntervalSince(start), seconds)
        XCTAssertEqual(answer.status, 400)
        let body = String(decoding: answer.body, as: UTF8.self)
        XCTAssertTrue(animate.stderr.contains(body.components(separatedBy: ";")[0]), "the same words as animate's: \(animate.stderr) / \(body)")
        return body
    }

    /// A 13×13 control with spring(0.01, 60) once gave 394,356 frames a request: the preview
    /// applies animate's limits (one shared check) and says which.
    func testAnAnimationOverAnimatesLimitsIsA400NamingIt() throws {
        _ = try write(#"{"width": 13, "height": 13, "sectionTitles": ["a", "b"], "animationCurve": "spring(0.01,60)"}"#, to: "long.json")
        let body = try refusedAnimation("long.json", ["-o", "frames"], status: 2, within: 2)
        XCTAssertTrue(body.contains("over the limit of 60 s"), body)
    }

    /// Eight full-canvas shadows on the largest image: two frames would take half a minute. The
    /// preview refuses in the words `animate` uses, before drawing any.
    func testAnAnimationTooCostlyIsA400NamingIt() throws {
        let pill = #"{"kind": "background", "widthMode": "fixed", "width": 4096, "height": 4096, "shadow": {"radius": 50}}"#
        _ = try write(
            #"{"width": 4096, "height": 4096, "scale": 1, "sectionTitles": ["a", "b"], "animationDuration": 0.01, "indicators": [\#(Array(repeating: pill, count: 8).joined(separator: ", "))]}"#,
            to: "shadows.json")
        let body = try refusedAnimation("shadows.json", ["--apng", "a.png"], status: 1, within: 5)
        XCTAssertTrue(body.hasPrefix("the animation is too large to make: 2 frames of 16777216 pixels of pictures, gradients, shadows and images painting 134217728, 2 segments"), body)
    }
}
