import Dispatch
import FoundationEssentials
import Glibc
import Raster

/// Temporary files and folders to remove if the process is interrupted (SIGINT) or asked to stop
/// (SIGTERM): the handlers run on a dispatch queue, not in signal context, remove what is
/// registered, and exit with 128 + the signal number, as a shell reports it.
final class SignalCleanup: @unchecked Sendable {
    static let shared = SignalCleanup()

    private let lock = Lock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    /// Installs the handlers and returns once they receive signals. Call it before creating what
    /// ``register(_:)`` will name: a signal between `SIG_IGN` and the source's registration is
    /// dropped, and one before `SIG_IGN` kills the process with the temporary folder in place.
    func install() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        let registered = DispatchGroup()
        for number in [SIGINT, SIGTERM] {
            // Dispatch asks for SIG_IGN first; on Linux it then installs its own handler when the
            // source registers (so SIG_IGN must not come after).
            signal(number, SIG_IGN)
            registered.enter()
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.cleanUpAndExit(number) }
            source.setRegistrationHandler { registered.leave() }
            source.resume()
            sources.append(source)
        }
        _ = registered.wait(timeout: .now() + 2)
    }

    func register(_ path: String) {
        install()
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
    }

    func unregister(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    private func cleanUpAndExit(_ number: Int32) {
        lock.lock()
        // Other threads may still be writing frames into a folder by its path: renamed first, it can
        // gain no new files, so removing it ends however slowly they run. A file opened just before
        // the rename can still make a removal fail with "not empty": try again (bounded).
        for path in paths {
            let doomed = path + ".removing"
            let target = rename(path, doomed) == 0 ? doomed : path
            for _ in 0..<100 where FileManager.default.fileExists(atPath: target) {
                try? FileManager.default.removeItem(atPath: target)
                if FileManager.default.fileExists(atPath: target) { usleep(5_000) }
            }
        }
        exit(128 + number)
    }
}
