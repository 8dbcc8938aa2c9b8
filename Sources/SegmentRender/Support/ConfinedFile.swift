import FoundationEssentials
import Glibc

/// The files a check reads from a folder it was handed — a golden, its sidecar, a hash store — come
/// from a repository it does not trust: a golden committed as a link to `/proc/self/environ` would
/// copy a CI job's secrets into the artifacts and the report it uploads. So such a file is read only
/// when it is a regular file and not a link itself (``FileBytes/read(_:limit:followLinks:)``), and
/// only when its folder, with every link on the way resolved, is the given folder or inside it.
package enum ConfinedFile {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The file's folder resolves to somewhere outside `folder`.
        case outside(path: String, resolved: String, folder: String)
        /// The file itself cannot be read as a regular file.
        case file(path: String, FileBytes.Failure)

        package var description: String {
            switch self {
            case let .outside(path, resolved, folder):
                "'\(path)' resolves to '\(resolved)', outside '\(folder)'; goldens, sidecars and stores are read only from inside their folder"
            case let .file(path, failure): "'\(path)': \(failure)"
            }
        }
    }

    /// The failure when the folder of `path`, its links resolved, is not `folder` or inside it; nil
    /// when it is, or when it does not exist yet (nothing is read from it then).
    package static func escape(_ path: String, from folder: String) -> Failure? {
        guard let root = realPath(folder) else { return nil }
        let url = URL(fileURLWithPath: path)
        guard let parent = realPath(url.deletingLastPathComponent().path) else { return nil }
        if parent == root || parent.hasPrefix(root == "/" ? "/" : root + "/") { return nil }
        return .outside(path: path, resolved: parent + "/" + url.lastPathComponent, folder: folder)
    }

    /// The failure when `path` is a symbolic link (the file itself; its folders are ``escape(_:from:)``'s).
    package static func link(_ path: String) -> Failure? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return .file(path: path, .link)
    }

    /// The bytes of `path`, a regular file inside `folder` (any folder when nil), at most `limit`.
    package static func read(_ path: String, inside folder: String?, limit: Int) throws(Failure) -> [UInt8] {
        if let folder, let failure = escape(path, from: folder) { throw failure }
        do {
            return try FileBytes.read(path, limit: limit, followLinks: false)
        } catch {
            throw .file(path: path, error)
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
