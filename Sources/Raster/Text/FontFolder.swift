import FoundationEssentials
import Glibc

/// A pinned fonts folder, read by us before fontconfig sees a byte of it: regular files with a font
/// extension only (a FIFO or a device would hang a reader), symlinks to files followed but never
/// symlinks to folders (no loops), at most ``maxDepth`` folders deep and ``maxFiles`` files, and
/// every file's table directory checked against its size, so an empty or truncated font is an
/// error naming it instead of a silent fall back to another face.
struct FontFolder {
    static let maxDepth = 8
    static let maxFiles = 2_000
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files, sorted.
    let files: [String]

    init(_ folder: String) throws {
        guard Self.kind(folder, followLinks: true) == .folder else { throw FontError.unusablePinnedFolder(folder, reason: "no such folder") }
        var found: [String] = []
        var pending: [(path: String, depth: Int)] = [(folder, 0)]
        while let (path, depth) = pending.popLast() {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: path).sorted() } catch {
                throw FontError.unusablePinnedFolder(folder, reason: "'\(path)' cannot be read")
            }
            for name in names {
                let child = path + "/" + name
                switch Self.kind(child, followLinks: false) {
                case .folder:
                    guard depth + 1 <= Self.maxDepth else {
                        throw FontError.unusablePinnedFolder(folder, reason: "it is more than \(Self.maxDepth) folders deep ('\(child)')")
                    }
                    pending.append((child, depth + 1))
                case .link where Self.kind(child, followLinks: true) == .file, .file:
                    guard let dot = name.lastIndex(of: "."), Self.extensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
                    found.append(child)
                    guard found.count <= Self.maxFiles else {
                        throw FontError.unusablePinnedFolder(folder, reason: "it holds more than \(Self.maxFiles) font files")
                    }
                default:
                    continue  // a link to a folder, a FIFO, a device, a socket: never opened
                }
            }
        }
        files = found.sorted()
        for file in files {
            if let problem = Self.tableProblem(file) { throw FontError.unreadablePinnedFile(file, reason: problem) }
        }
    }

    enum Kind { case none, file, folder, link, other }

    static func kind(_ path: String, followLinks: Bool) -> Kind {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Why the sfnt table directory of `path` does not fit the file (empty, not a font, or a table
    /// running past the end: truncated), or nil. Reads only the directory.
    static func tableProblem(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return "it cannot be opened" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        InputFiles.note(info)
        let size = UInt64(info.st_size)
        guard size > 0 else { return "it is empty" }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard offset + UInt64(count) <= size else { return nil }
            var bytes = [UInt8](repeating: 0, count: count)
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return n == count ? bytes : nil
        }
        func u32(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(b[i]) << 24 | UInt64(b[i + 1]) << 16 | UInt64(b[i + 2]) << 8 | UInt64(b[i + 3]) }
        guard let head = read(0, 12) else { return "it is too short to be a font" }
        var fonts: [UInt64] = [0]
        if head[0..<4].elementsEqual("ttcf".utf8) {
            let count = min(u32(head, 8), 10_000)
            guard let offsets = read(12, Int(count) * 4) else { return "its collection header runs past its end (truncated)" }
            fonts = (0..<Int(count)).map { u32(offsets, $0 * 4) }
        }
        for start in fonts {
            guard let table = read(start, 12) else { return "a font in it starts past its end (truncated)" }
            let tag = u32(table, 0)
            guard tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565 else { return "it is not a TrueType or OpenType font" }
            let tables = Int(table[4]) << 8 | Int(table[5])
            guard let records = read(start + 12, tables * 16) else { return "its table directory runs past its end (truncated)" }
            for k in 0..<tables {
                let offset = u32(records, k * 16 + 8), length = u32(records, k * 16 + 12)
                if offset + length > size {
                    let name = String(decoding: records[(k * 16)..<(k * 16 + 4)], as: UTF8.self)
                    return "its '\(name)' table runs past its end (\(size) bytes: truncated)"
                }
            }
        }
        return nil
    }
}
