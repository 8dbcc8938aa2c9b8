import Dispatch
import FoundationEssentials
import Glibc
import SegmentRender
import SegmentRenderSnapshot

/// `snapshot review MANIFEST --results FILE…`: a page on loopback that walks a run's failures one
/// at a time — accept, reject or skip each — and writes for an accepted one exactly what
/// `snapshot accept` would. Ctrl-C stops it and prints what was chosen.
extension SnapshotCommand {
    static func review(_ operands: [String], arguments: Arguments) throws -> Int32 {
        guard operands.count <= 1 else { throw Arguments.UsageError(description: "snapshot review takes one MANIFEST (or none, for assertGolden's failures)") }
        do { _ = try RecordMode.resolve(explicit: .failed, allowOnCI: arguments.isSet(allowRecordOnCI)) } catch let error as RecordModeError {
            throw Arguments.UsageError(description: error.description)
        }
        let files = try arguments.values(results).map(FilePaths.canonical)
        let session: ReviewSession
        if let path = operands.first {
            guard !files.isEmpty else {
                throw Arguments.UsageError(
                    description: "snapshot review needs the run's results: --results FILE (what 'snapshot M --results FILE' wrote; one a shard, or the merged one)")
            }
            guard !arguments.has(artifacts) else { throw Arguments.UsageError(description: "--artifacts is for assertGolden's failures, without a MANIFEST") }
            let manifest = try SnapshotManifest.load(path)
            if let fonts = manifest.fonts, FontLibrary.shared.pinnedFolder == nil { try FontLibrary.shared.pinFonts(to: fonts.path) }
            session = try ReviewSession(manifest: manifest, manifestPath: path, resultsFiles: files, overrides: try CommonOptions.overrides(arguments))
        } else {
            // assertGolden's and assertLayout's failures: the artifacts folder swift test wrote.
            guard files.isEmpty else { throw Arguments.UsageError(description: "--results needs the MANIFEST the run checked") }
            let folder = FilePaths.canonical(try arguments.value(artifacts) ?? GoldenCheck.defaultArtifacts.path)
            guard FilePaths.kind(of: folder) == .folder else {
                throw InputError(description: "review: no artifacts folder at '\(folder)' (swift test writes it when a golden fails)")
            }
            session = try ReviewSession(artifacts: folder)
        }
        let wanted = try arguments.value(PreviewCommand.port) ?? 8765
        // The routes learn the port once the server has one; until then they answer nothing.
        let box = RoutesBox()
        let server: HTTPServer
        do {
            server = try HTTPServer(host: "127.0.0.1", port: wanted) { request in
                box.routes?.answer(request) ?? .text(503, "starting")
            }
        } catch let error as HTTPServer.StartError {
            if error.code == EADDRINUSE { throw InputError(description: "review: port \(wanted) is in use; give another with --port N (0: any free one)") }
            throw InputError(description: "review: cannot listen on 127.0.0.1:\(wanted): \(error.message)")
        }
        box.routes = ReviewRoutes(session: session, port: server.port)
        let stopped = StopSignal()
        let url = "http://127.0.0.1:\(server.port)/"
        // Written at once (not buffered): a script waits for this line to know the port.
        _ = Array("review: \(url)\n".utf8).withUnsafeBytes { AtomicFile.writeAll($0, to: STDOUT_FILENO) }
        Output.note("review: \(session.failures.count) failure\(session.failures.count == 1 ? "" : "s") to review; j/k move, a/r/s decide; Ctrl-C stops")
        if arguments.isSet(PreviewCommand.open) { PreviewCommand.openInBrowser(url) }
        stopped.wait()
        server.stop()
        let summary = session.summary
        let reviewed = summary.accepted.count + summary.rejected.count + summary.skipped.count
        Output.say(
            "review: accepted \(summary.accepted.count), rejected \(summary.rejected.count), skipped \(summary.skipped.count), "
                + "not reviewed \(session.failures.count - reviewed) of \(session.failures.count)")
        if let command = summary.command { Output.say("the same accepts from a script: \(command)") }
        return 0
    }

    /// Holds the routes for the server's handler, set once the port is known.
    final class RoutesBox: @unchecked Sendable {
        private let lock = Lock()
        private var value: ReviewRoutes?
        var routes: ReviewRoutes? {
            get {
                lock.lock()
                defer { lock.unlock() }
                return value
            }
            set {
                lock.lock()
                value = newValue
                lock.unlock()
            }
        }
    }
}
