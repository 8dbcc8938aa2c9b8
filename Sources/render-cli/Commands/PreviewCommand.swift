import Dispatch
import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

/// `segment-render preview`: a local page that shows the control, redraws when its config or
/// the files beside it change, and chooses the state, progress and overrides as the CLI does.
enum PreviewCommand {
    static let port = Option.integer("--port", "N", "The port, 0 to 65535 (default 8765; 0: any free one).", in: 0...65535)
    static let host = Option.text(
        "--host", [], "ADDR",
        """
        The IPv4 address to listen on (default 127.0.0.1). Anything but a loopback
        address lets other machines see your configs: it is allowed, with a warning.
        """)

    static let open = Flag("--open", "Open the page in the desktop's browser (xdg-open).")

    static let spec = CommandSpec(
        name: "preview", summary: "Serve a live preview page of a config",
        usage: [[CommonOptions.source, .optional(port), .optional(host), .optional(open)]],
        discussion: """
            Serves a page at http://127.0.0.1:PORT/ that shows the control in CONFIG (or a preset, or the
            built-in demo), redraws it whenever the config or a file in its folder (or a folder directly in
            it) changes, shows a config error in place while keeping the last good picture, and picks the
            state, scroll progress, appearance, direction, Dynamic Type size, scale, a held segment and zoom; a click names
            the segment a tap there would select. GET /render.png takes state, progress, appearance,
            direction, contentSize and scale with the CLI's meanings; without them it is render CONFIG's
            picture. Ctrl-C stops the server.
            """,
        options: [CommonOptions.preset, port, host, open],
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        guard configPath != "-" else { throw Arguments.UsageError(description: "preview watches a file: CONFIG cannot be standard input ('-')") }
        let source: PreviewSession.Source
        if let name = try arguments.value(CommonOptions.preset) {
            guard configPath == nil else { throw Arguments.UsageError(description: "give a CONFIG or --preset, not both") }
            _ = try CommonOptions.preset(name)  // an unknown preset is a clear error now
            source = .preset(name)
        } else {
            source = configPath.map { .file($0) } ?? .demo
        }
        let session = try PreviewSession(source)
        let address = try arguments.value(host) ?? "127.0.0.1"
        if !address.hasPrefix("127.") {
            Output.note("warning: listening on \(address), not loopback: any machine that can reach it sees this config")
        }
        let presetName = try arguments.value(CommonOptions.preset)
        let routes = PreviewRoutes(session: session, name: sourceName(source, configPath), source: configPath ?? presetName.map { "--preset \($0)" } ?? "")
        let server: HTTPServer
        let wanted = try arguments.value(port) ?? 8765
        do {
            server = try HTTPServer(host: address, port: wanted) { request in routes.answer(request) }
        } catch let error as HTTPServer.StartError {
            if error.code == EADDRINUSE { throw InputError(description: "preview: port \(wanted) is in use; give another with --port N (0: any free one)") }
            throw InputError(description: "preview: cannot listen on \(address):\(wanted): \(error.message)")
        }
        routes.allowHosts(address: address, port: server.port)
        var watcher: FileWatcher?
        if case .file(let path) = source {
            // The config itself, and images (what a config names) beside it or one folder down.
            let config = URL(fileURLWithPath: path).lastPathComponent
            let images: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "pdf", "svg"]
            watcher = try FileWatcher(
                folders: FileWatcher.folders(around: path),
                matters: { $0 == config || images.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) },
                changed: { session.reload() })
        }
        // Ctrl-C (or SIGTERM): wake every waiting page, let their threads end, stop. Set up before
        // the URL is printed: a script that reads it may stop the server at once.
        let stopped = StopSignal()
        // Written at once (not buffered): a script waits for this line to know the port.
        _ = Array("preview: http://\(address):\(server.port)/\n".utf8).withUnsafeBytes { AtomicFile.writeAll($0, to: STDOUT_FILENO) }
        Output.note("preview: serving \(routes.source.isEmpty ? "the built-in demo" : routes.source); Ctrl-C stops")
        if arguments.isSet(open) { openInBrowser("http://\(address):\(server.port)/") }
        stopped.wait()
        session.stop()
        server.stop()
        _ = watcher
        Output.note("preview: stopped")
    }

    /// Hands `url` to xdg-open; says so when there is none (a server or a container).
    static func openInBrowser(_ url: String) {
        guard let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            Output.note("preview: --open needs xdg-open (Debian's xdg-utils); open \(url) yourself")
            return
        }
        // posix_spawn, its output to /dev/null; the browser outlives us, so it is not waited for.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(url), nil]
        defer { for arg in argv { free(arg) } }
        _ = posix_spawn(&pid, opener, &actions, nil, argv, environ)
    }

    static func sourceName(_ source: PreviewSession.Source, _ path: String?) -> String {
        switch source {
        case .file(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case .preset(let name): name
        case .demo: "segment-render-demo"
        }
    }
}

/// What each URL answers. Only GET (and HEAD); only these paths; only a Host naming the address
/// the server listens on (a page on another site cannot reach it through DNS rebinding); at most
/// two renders at a time with sixteen waiting, more get 503.
final class PreviewRoutes: @unchecked Sendable {
    let session: PreviewSession
    let name: String
    /// How the command line names the source (`tabs.json`, `--preset hx`, or empty for the demo).
    let source: String
    private let lock = Lock()
    private var hosts: Set<String> = []
    private let renders = DispatchSemaphore(value: 2)
    private var waiting = 0

    init(session: PreviewSession, name: String, source: String) {
        self.session = session
        self.name = name
        self.source = source
    }

    func allowHosts(address: String, port: Int) {
        lock.lock()
        hosts = ["\(address):\(port)", "127.0.0.1:\(port)", "localhost:\(port)"]
        self.port = port
        wildcard = address == "0.0.0.0" || address == "::" || address == "[::]"
        lock.unlock()
    }
    private var port = 0
    private var wildcard = false

    /// Whether `host` (a Host header) names this server: the address it listens on, 127.0.0.1 or
    /// localhost with its port; when bound to every interface, also an IP literal of one of this
    /// machine's own interfaces, with or without the port. Names other than localhost are refused
    /// (a rebinding page's name resolves to us but is not one of our addresses' literals).
    func isOwnHost(_ host: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if hosts.contains(host) { return true }
        guard wildcard, let (literal, givenPort) = Self.ipLiteral(host), givenPort == nil || givenPort == port else { return false }
        return Self.interfaceAddresses().contains(literal)
    }

    /// `192.0.2.2`, `192.0.2.2:8767`, `[2001:db8::1]` or `[2001:db8::1]:8767` as the address's
    /// canonical text and the port; nil for anything else (a name, a malformed literal).
    static func ipLiteral(_ host: String) -> (String, Int?)? {
        var address = Substring(host), port: Int?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            address = host[host.index(after: host.startIndex)..<close]
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":", let n = Int(rest.dropFirst()), (1...65535).contains(n) else { return nil }
                port = n
            }
        } else if let colon = host.lastIndex(of: ":") {
            guard let n = Int(host[host.index(after: colon)...]), (1...65535).contains(n) else { return nil }
            address = host[..<colon]
            port = n
        }
        return canonical(String(address)).map { ($0, port) }
    }

    /// The address in inet_ntop's spelling, or nil when `text` is not an IPv4 or IPv6 literal.
    static func canonical(_ text: String) -> String? {
        var v4 = in_addr(), v6 = in6_addr()
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        if inet_pton(AF_INET, text, &v4) == 1 { return inet_ntop(AF_INET, &v4, &buffer, socklen_t(buffer.count)).map { String(cString: $0) } }
        if inet_pton(AF_INET6, text, &v6) == 1 { return inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)).map { String(cString: $0) } }
        return nil
    }

    /// Every address of this machine's interfaces, in inet_ntop's spelling (read per request:
    /// interfaces come and go while a preview runs).
    static func interfaceAddresses() -> Set<String> {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var found: Set<String> = []
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        var next = list
        while let entry = next {
            defer { next = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr else { continue }
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                var v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                if let text = inet_ntop(AF_INET, &v4, &buffer, socklen_t(buffer.count)) { found.insert(String(cString: text)) }
            case AF_INET6:
                var v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                if let text = inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)) { found.insert(String(cString: text)) }
            default: break
            }
        }
        return found
    }

    /// A request another site's page made: a browser says so with `Sec-Fetch-Site` (cross-site or
    /// same-site), or with an `Origin` that is not this server's own. Plain tools send neither.
    static func isForeign(_ request: HTTPServer.Request, host: String) -> Bool {
        if let site = request.header("Sec-Fetch-Site"), site != "same-origin", site != "none" { return true }
        if let origin = request.header("Origin"), origin != "http://" + host { return true }
        return false
    }

    /// The query keys a view takes, each the CLI flag it stands for.
    static let viewKeys: [(key: String, option: any DeclaredOption)] = [
        ("state", CommonOptions.selected), ("progress", CommonOptions.progress), ("appearance", CommonOptions.appearance),
        ("direction", CommonOptions.direction), ("contentSize", CommonOptions.contentSize), ("scale", CommonOptions.scale),
        ("locale", CommonOptions.locale), ("press", CommonOptions.press), ("pressTime", CommonOptions.pressTime),
        ("interaction", CommonOptions.interaction), ("pressRelease", CommonOptions.pressRelease), ("drag", CommonOptions.drag),
    ]

    func answer(_ request: HTTPServer.Request) -> HTTPServer.Response {
        guard request.method == "GET" || request.method == "HEAD" else {
            var refused = HTTPServer.Response.text(405, "only GET")
            refused.allow = "GET, HEAD"
            return refused
        }
        guard let host = request.header("Host"), isOwnHost(host) else { return .text(403, "this server answers only to its own address") }
        guard !Self.isForeign(request, host: host) else { return .text(403, "this server answers only its own page, not another site's") }
        do {
            switch request.path {
            case "/": return HTTPServer.Response(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
            case "/render.png":
                let (arguments, control) = try view(request, extra: [])
                let state = try CommonOptions.state(arguments, control: control)
                return try rendering { HTTPServer.Response(status: 200, contentType: "image/png", body: try PNGCodec.encode(control.render(state), compression: .fast)) }
            case "/animation.png":
                let (arguments, control) = try view(request, extra: ["from", "to"])
                guard !arguments.has(CommonOptions.selected), !arguments.has(CommonOptions.progress) else {
                    return .text(400, "an animation runs from 'from' to 'to'; it takes no state or progress")
                }
                let from = try endpoint(request.argument("from"), "from", control), to = try endpoint(request.argument("to"), "to", control)
                let plan = AnimationPlan(
                    endpoints: .selection(from: from, to: to), duration: control.config.effectiveAnimationDuration, fps: 60,
                    curve: control.config.animationCurve)
                if let problem = plan.limitProblem { return .text(400, problem + "; a shorter animationDuration or animationCurve") }
                guard plan.frameCount * control.config.pixelWidth * control.config.pixelHeight <= SnapshotRun.maxAnimationPixels else {
                    return .text(400, "the animation would hold more than \(SnapshotRun.maxAnimationPixels) pixels; a smaller scale or a shorter animationDuration")
                }
                if let problem = AnimationCost(control: control, plan: plan).problem([.apng]) {
                    return .text(400, "the animation is too large to make: \(problem); a smaller scale or a shorter animationDuration")
                }
                return try rendering {
                    let bytes = try APNG.encode(control.animationFrames(plan), delayNumerator: 1, delayDenominator: plan.fps, loops: 1, compression: .fast)
                    return HTTPServer.Response(status: 200, contentType: "image/png", body: bytes)
                }
            case "/layout.json":
                let (arguments, control) = try view(request, extra: [])
                return .json(try CommonOptions.state(arguments, control: control).layout.jsonString())
            case "/hit-test.json":
                let (arguments, control) = try view(request, extra: ["x", "y"])
                guard let x = request.argument("x").flatMap(Double.init), let y = request.argument("y").flatMap(Double.init), x.isFinite, y.isFinite else {
                    return .text(400, "x and y must be numbers")
                }
                let index = try CommonOptions.state(arguments, control: control).layout.segmentIndex(at: Point(x: x, y: y))
                return .json(.object([("index", index.map { .number(Double($0)) } ?? .null)]))
            case "/info.json":
                let control = try session.control(.none)
                return .json(
                    .object([
                        ("name", .string(name)), ("source", .string(source)), ("scale", .number(Double(control.config.scale))),
                        ("width", .number(control.config.width)),
                        ("selected", control.config.selectedSegmentIndex.map { .number(Double($0)) } ?? .null),
                        ("titles", .array(control.config.sectionTitles.map(JSONValue.string))),
                    ]))
            case "/events":
                guard request.argumentCount <= 1, let since = Int(request.argument("since") ?? "0") else { return .text(400, "events takes since=N") }
                let (generation, error) = session.wait(since: since, seconds: 20)
                return .json(.object([("generation", .number(Double(generation))), ("error", error.map(JSONValue.string) ?? .null)]))
            default:
                return .text(404, "not found")
            }
        } catch let error as Arguments.UsageError {
            return .text(400, error.description)
        } catch {
            return .text(400, "\(error)")
        }
    }

    /// An animation's end: a segment index or `none`, checked against the control.
    private func endpoint(_ text: String?, _ key: String, _ control: Control) throws -> Int? {
        guard let text else { throw Arguments.UsageError(description: "an animation needs from=A and to=B (segment indices or none)") }
        if text == "none" { return nil }
        guard let n = Int(text), n >= 0, n < control.config.segmentCount else {
            throw Arguments.UsageError(description: "\(key)=\(text) is not a segment (0 to \(control.config.segmentCount - 1), or none)")
        }
        return n
    }

    /// The request's view as the CLI would read it, and the control it draws.
    private func view(_ request: HTTPServer.Request, extra: [String]) throws -> (Arguments, Control) {
        var tokens: [String] = []
        var known = 0
        for (key, option) in Self.viewKeys {
            guard let value = request.argument(key) else { continue }
            known += 1
            tokens += [option.spec.name, value]
        }
        known += (extra + ["generation"]).filter { request.argument($0) != nil }.count
        guard request.argumentCount == known else {
            throw Arguments.UsageError(description: "unknown parameter: this takes \((Self.viewKeys.map(\.key) + extra).joined(separator: ", "))")
        }
        let arguments = try Arguments(tokens, options: Self.viewKeys.map(\.option.spec))
        let overrides = try CommonOptions.overrides(arguments)
        var control = try session.control(overrides)
        if let press = overrides.press, press.segment >= control.config.segmentCount {
            throw Arguments.UsageError(description: "--press \(press.segment) is out of range (the control has \(control.config.segmentCount) segments)")
        }
        if let drag = overrides.drag, drag < 0 || drag > control.config.width {
            throw Arguments.UsageError(
                description:
                    "--drag \(ControlConfig.scaleName(drag)) is outside the control: expected 0 to \(ControlConfig.scaleName(control.config.width)) points from its left edge")
        }
        try CommonOptions.applyScale(arguments, to: &control)
        return (arguments, control)
    }

    /// Runs a render when one of the two slots is free; refuses when sixteen already wait.
    private func rendering(_ body: () throws -> HTTPServer.Response) throws -> HTTPServer.Response {
        lock.lock()
        guard waiting < 16 else {
            lock.unlock()
            return .text(503, "busy: too many renders waiting")
        }
        waiting += 1
        lock.unlock()
        renders.wait()
        defer {
            renders.signal()
            lock.lock()
            waiting -= 1
            lock.unlock()
        }
        return try body()
    }
}
