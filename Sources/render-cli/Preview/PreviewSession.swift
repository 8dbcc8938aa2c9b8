import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// What a preview shows: the config as last read without error, a generation that counts every
/// read, the current error (the last good picture stays meanwhile), and waiters woken on change.
final class PreviewSession: @unchecked Sendable {
    enum Source: Sendable {
        case file(String), preset(String), demo
    }

    let source: Source
    private let lock = Condition()
    /// The last config bytes that loaded (a file source's), and the controls made from them per overrides.
    private var goodBytes: Data?
    private var controls: [ConfigOverrides: Control] = [:]
    private(set) var generation = 0
    private(set) var error: String?
    private var stopped = false

    init(_ source: Source) throws {
        self.source = source
        if case .file(let path) = source {
            let bytes = Data(try ConfigLoader.readFile(path))
            _ = try load(bytes, overrides: .none)  // a broken config at start is the command's error
            goodBytes = bytes
        } else {
            _ = try control(.none)
        }
    }

    /// Reads the config file again: on success its pictures replace the old ones, on failure the
    /// error is kept and the last good config stays. Either way waiters wake.
    func reload() {
        guard case .file(let path) = source else { return }
        var message: String?
        var bytes: Data?
        do {
            let read = Data(try ConfigLoader.readFile(path))
            _ = try load(read, overrides: .none)
            bytes = read
        } catch {
            message = "\(error)"
        }
        lock.lock()
        if let bytes {
            goodBytes = bytes
            controls = [:]
        }
        error = message
        generation += 1
        lock.broadcast()
        lock.unlock()
    }

    /// The control with `overrides`, from the last good config.
    func control(_ overrides: ConfigOverrides) throws -> Control {
        lock.lock()
        if let known = controls[overrides] {
            lock.unlock()
            return known
        }
        let bytes = goodBytes
        lock.unlock()
        let made: Control
        switch source {
        case .file: made = try load(bytes ?? Data(), overrides: overrides)
        case .preset(let name): made = try Presets.load(name, overrides: overrides)
        case .demo: made = try ConfigLoader.load(json: Data(BuiltInDemo.json.utf8), name: BuiltInDemo.name, baseDirectory: "/", overrides: overrides)
        }
        lock.lock()
        if controls.count >= 64 { controls = [:] }  // bounded: appearances × directions × sizes × locales
        controls[overrides] = made
        lock.unlock()
        return made
    }

    private func load(_ bytes: Data, overrides: ConfigOverrides) throws -> Control {
        guard case .file(let path) = source else { preconditionFailure("only a file source loads bytes") }
        return try ConfigLoader.load(json: bytes, name: path, baseDirectory: ConfigLoader.folder(of: path), overrides: overrides)
    }

    /// Waits until the generation is no longer `since` or `seconds` pass (or the server stops);
    /// returns the generation and error then. A page that knows a later generation than this
    /// server's (it watched a server that restarted since) gets an answer at once.
    func wait(since: Int, seconds: Double) -> (generation: Int, error: String?) {
        let deadline = Date().timeIntervalSince1970 + seconds
        lock.lock()
        defer { lock.unlock() }
        while generation == since, !stopped, lock.wait(until: deadline) {}
        return (generation, error)
    }

    /// Wakes every waiter for good (the server is stopping).
    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }
}
