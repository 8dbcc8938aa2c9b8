import FoundationEssentials
import SegmentRender

/// What each URL of `snapshot review` answers. Like the preview: only a Host naming the loopback
/// address and port it listens on, and nothing a browser marks as another site's request. Reading
/// is GET (the page, the failures, their artifacts, the summary); every change is a POST to
/// `/decide` carrying the page's token in `X-Review-Token`, for a name the results list.
final class ReviewRoutes: @unchecked Sendable {
    let session: ReviewSession
    private let hosts: Set<String>

    init(session: ReviewSession, port: Int) {
        self.session = session
        hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    }

    func answer(_ request: HTTPServer.Request) -> HTTPServer.Response {
        let post = request.path == "/decide"
        guard post ? request.method == "POST" : (request.method == "GET" || request.method == "HEAD") else {
            var refused = HTTPServer.Response.text(405, post ? "a decision is a POST" : "only GET")
            refused.allow = post ? "POST" : "GET, HEAD"
            return refused
        }
        guard let host = request.header("Host"), hosts.contains(host) else { return .text(403, "this server answers only to its own address") }
        guard !PreviewRoutes.isForeign(request, host: host) else { return .text(403, "this server answers only its own page, not another site's") }
        if post { return decide(request) }
        switch request.path {
        case "/":
            return HTTPServer.Response(status: 200, contentType: "text/html; charset=utf-8", body: Array(ReviewPage.html(token: session.token).utf8))
        case "/failures.json":
            return .json(session.failuresJSON.rendered())
        case "/summary.json":
            return .json(session.summaryJSON)
        case "/frames.json":
            guard let name = request.argument("name"), let frames = session.frames(name) else { return .text(404, "not a motion golden of this run's failures") }
            return .json(
                JSONValue.object([
                    ("expected", .number(Double(frames.expected))), ("actual", .number(Double(frames.actual))),
                    ("firstDiffering", frames.firstDiffering.map { .number(Double($0)) } ?? .null),
                ]))
        case "/frame":
            guard let name = request.argument("name"), let which = request.argument("file"), let index = request.argument("index").flatMap({ Int($0) }),
                index >= 0, let png = session.frame(name, which, index)
            else { return .text(404, "no such frame of this run's motion goldens") }
            return HTTPServer.Response(status: 200, contentType: "image/png", body: png)
        case "/artifact":
            guard let name = request.argument("name"), let which = request.argument("file"), let found = session.artifact(name, which) else {
                return .text(404, "no such artifact of this run's failures")
            }
            return HTTPServer.Response(status: 200, contentType: found.type, body: found.bytes)
        default:
            return .text(404, "not found")
        }
    }

    private func decide(_ request: HTTPServer.Request) -> HTTPServer.Response {
        guard let given = request.header("X-Review-Token"), Self.same(given, session.token) else {
            return .text(403, "a decision needs the token of the page this server served")
        }
        guard let name = request.argument("name"), session.failure(name) != nil else { return .text(404, "not a failure of the results under review") }
        guard let choice = request.argument("choice").flatMap(ReviewSession.Choice.init(rawValue:)) else {
            return .text(400, "choice must be accept, reject or skip")
        }
        let outcome = session.decide(name, choice)
        return .json(JSONValue.object([("name", .string(name)), ("choice", .string(choice.rawValue)), ("outcome", .string(outcome))]))
    }

    /// Compares without stopping at the first difference, so the time says nothing of the token.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
