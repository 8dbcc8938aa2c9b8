import Dispatch
import Foundation

/// Temporary files and folders to remove if the process is interrupted (SIGINT) or asked to stop
/// (SIGTERM): the handlers run on a dispatch queue, not in signal context, remove what is
/// registered, and exit with 128 + the signal number, as a shell reports it.
final class SignalCleanup: @unchecked Sendable {
    static let shared = SignalCleanup()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if sources.isEmpty {
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [weak self] in self?.cleanUpAndExit(number) }
                source.resume()
                sources.append(source)
            }
        }
        paths.insert(path)
    }

    func unregister(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    private func cleanUpAndExit(_ number: Int32) {
        lock.lock()
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
        exit(128 + number)
    }
}
