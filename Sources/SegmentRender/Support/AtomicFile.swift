import Foundation

/// Files written so that a failure never leaves half a file nor loses the previous one: the bytes
/// go to a temporary file beside the destination, which is then renamed over it.
public enum AtomicFile {
    /// Why a file could not be written: `cannot write 'PATH': REASON`.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
