import FoundationEssentials
import Glibc
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders with inotify and calls `changed` (debounced by 50 ms) when a file in one that
/// `matters` is written, created, moved in or out, or deleted — editors save by writing in place or
/// by renaming a new file over the old one, and both show up here.
final class FileWatcher: @unchecked Sendable {
    private let descriptor: Int32

    /// Watches each of `folders` (at most 64); fails when inotify is unavailable.
    init(folders: [String], matters: @escaping @Sendable (String) -> Bool, changed: @escaping @Sendable () -> Void) throws {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw InputError(description: "preview: cannot watch files (inotify: \(String(cString: strerror(errno))))") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for folder in folders.prefix(64) { _ = inotify_add_watch(fd, folder, mask) }
        descriptor = fd
        detachThread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count <= 0 {
                    if count < 0, errno == EINTR { continue }
                    return  // closed: the watcher is done
                }
                var relevant = FileWatcher.names(in: buffer.prefix(count)).contains(where: matters)
                // Let a burst of events (a save is often several) settle, then drain it.
                usleep(50_000)
                var more = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                while poll(&more, 1, 0) > 0 {
                    let drained = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if drained <= 0 { break }
                    relevant = relevant || FileWatcher.names(in: buffer.prefix(drained)).contains(where: matters)
                }
                if relevant { changed() }
            }
        }
    }

    /// The file names in a buffer of inotify events: each is a 16-byte header (watch, mask, cookie,
    /// name length) and the name, padded with NULs.
    static func names(in events: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var at = events.startIndex
        while at + 16 <= events.endIndex {
            let length = Int(events[at + 12]) | Int(events[at + 13]) << 8 | Int(events[at + 14]) << 16 | Int(events[at + 15]) << 24
            let end = min(events.endIndex, at + 16 + length)
            names.append(String(decoding: events[(at + 16)..<end].prefix { $0 != 0 }, as: UTF8.self))
            at = end
        }
        return names
    }

    /// The folders to watch for a config at `path`: its own folder and the folders directly inside
    /// it (images usually sit beside the config or one level down).
    static func folders(around path: String) -> [String] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardized.path
        let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return [folder]
            + inside.sorted().map { folder + "/" + $0 }.filter { (try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeDirectory }
    }

    deinit { close(descriptor) }
}
