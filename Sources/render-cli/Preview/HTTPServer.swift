import CHTTPD
import Dispatch
import FoundationEssentials
import Glibc
import SegmentRender

/// libmicrohttpd behind the CHTTPD shim: a thread per connection, each request answered by one
/// Swift closure. Bounded by the shim (64 connections, 32 from one address, 10 s idle timeout,
/// 32 KB of headers); the closure decides everything else.
final class HTTPServer: @unchecked Sendable {
    /// One request, readable during the handler's call.
    struct Request {
        let method: String
        let path: String
        fileprivate let connection: UnsafeMutableRawPointer

        func header(_ name: String) -> String? { segment_render_http_header(connection, name).map { String(cString: $0) } }
        /// A query argument, percent-decoded.
        func argument(_ name: String) -> String? { segment_render_http_argument(connection, name).map { String(cString: $0) } }
        var argumentCount: Int { Int(segment_render_http_argument_count(connection)) }
    }

    struct Response {
        var status: Int
        var contentType: String
        var body: [UInt8]
        /// The methods allowed, for a 405.
        var allow: String? = nil

        static func text(_ status: Int, _ message: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
        }
        static func json(_ text: String) -> Response { Response(status: 200, contentType: "application/json", body: Array(text.utf8)) }
        /// A small JSON answer on one line (`{"index": 1}`).
        static func json(_ value: JSONValue) -> Response { json(value.rendered(inlineWidth: Int.max / 8)) }
    }

    /// Why a server did not start.
    struct StartError: Error {
        var message: String
        /// errno: EADDRINUSE for a port in use; 0 when libmicrohttpd is missing.
        var code: Int32
    }

    typealias Handler = @Sendable (Request) -> Response

    private let handler: Handler
    private var handle: UnsafeMutableRawPointer?
    /// The port it listens on (the one the system chose for port 0).
    private(set) var port = 0

    init(host: String, port: Int, handler: @escaping Handler) throws {
        self.handler = handler
        var bound: Int32 = 0, code: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let context = Unmanaged.passUnretained(self).toOpaque()
        handle = segment_render_http_start(
            host, Int32(port),
            { context, method, path, connection, reply in
                guard let context, let method, let path, let connection, let reply else { return }
                let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
                let response = server.handler(Request(method: String(cString: method), path: String(cString: path), connection: connection))
                reply.pointee.status = Int32(response.status)
                reply.pointee.content_type = strdup(response.contentType)
                reply.pointee.allow = response.allow.map { strdup($0) } ?? nil
                if !response.body.isEmpty, let body = malloc(response.body.count)?.assumingMemoryBound(to: UInt8.self) {
                    response.body.withUnsafeBufferPointer { body.update(from: $0.baseAddress!, count: $0.count) }
                    reply.pointee.body = body
                    reply.pointee.length = response.body.count
                }
            }, context, &bound, &error, &code)
        guard handle != nil else {
            throw StartError(message: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), code: code)
        }
        self.port = Int(bound)
    }

    /// Stops listening and waits for every connection's thread.
    func stop() {
        if let handle { segment_render_http_stop(handle) }
        handle = nil
    }

    deinit { stop() }
}

/// Ctrl-C or SIGTERM, caught for a server that runs until one comes: set up before its URL is
/// printed (a script that reads the URL may stop it at once); ``wait()`` returns when one arrives.
/// The handler is installed with sigaction before `init` returns — a dispatch signal source is
/// armed later, on another thread, and a signal in between was ignored and lost (a test that
/// stopped the server as soon as it read the URL waited for ever) — and posts a POSIX
/// semaphore, which a handler may.
final class StopSignal: @unchecked Sendable {
    /// One for the process: a signal handler can reach only globals.
    private nonisolated(unsafe) static let semaphore: UnsafeMutablePointer<sem_t> = {
        let pointer = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(pointer, 0, 0)
        return pointer
    }()

    init() {
        _ = Self.semaphore
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in sem_post(StopSignal.semaphore) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for number in [SIGINT, SIGTERM] { sigaction(number, &action, nil) }
    }

    func wait() {
        while sem_wait(Self.semaphore) != 0 && errno == EINTR {}
    }
}
