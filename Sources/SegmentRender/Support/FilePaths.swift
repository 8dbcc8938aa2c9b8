import FoundationEssentials
import Glibc
import Raster

/// Paths as strings, joined the way the kernel resolves them — `a/../b` after a symlink `a` goes
/// to the link's target's parent — and made canonical only by asking the file system (`realpath`),
/// never by editing the text: `URL.standardized` on a relative URL drops or misplaces `..`.
package enum FilePaths {
    /// The folder a path names its file in, as written: everything before the last `/`, `.` when
    /// there is none, `/` for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// What is at a path now (symlinks followed).
    package enum Kind: Sendable { case none, file, folder, special }

    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .special
        }
    }

    /// The last component of a path (after any trailing slashes).
    package static func lastComponent(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// `path` as seen from `folder`: an absolute path is itself, a relative one is appended.
    package static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if folder == "." || folder.isEmpty { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// An absolute path to the same place as `path`: the longest part that exists resolved by the
    /// file system (symlinks, `.` and `..` as the kernel follows them), the rest appended, with `.`
    /// dropped and `..` taken against what precedes it.
    package static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : join(currentDirectory(), path)
        var existing = absolute
        var rest: [Substring] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                var result = String(cString: resolved)
                for component in rest.reversed() {
                    switch component {
                    case ".", "": continue
                    case "..": result = folder(of: result)
                    default: result = result == "/" ? "/" + component : result + "/" + component
                    }
                }
                return result
            }
            guard existing != "/", !existing.isEmpty else { return absolute }
            rest.append(Substring(lastComponent(of: existing)))
            existing = folder(of: existing)
        }
    }

    /// Whether `inner` is `outer` or lies inside it, both made canonical.
    package static func isInside(_ inner: String, _ outer: String) -> Bool {
        let a = canonical(inner), b = canonical(outer)
        return a == b || a.hasPrefix(b == "/" ? "/" : b + "/")
    }

    /// `path` relative to the folder `base` when it lies inside it (both canonical), else `path` canonical.
    package static func relative(_ path: String, to base: String) -> String {
        let a = canonical(path), b = canonical(base)
        if a == b { return "." }
        return a.hasPrefix(b + "/") ? String(a.dropFirst(b.count + 1)) : a
    }
}
