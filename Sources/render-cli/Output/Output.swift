import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// A failure the user can fix in their input: exit 1 with the message.
struct InputError: Error, CustomStringConvertible {
    var description: String
}

/// Messages, and files the command line writes. `-` as an output path is standard output.
enum Output {
    /// One line on stderr: `segment-render: error: …`, control characters escaped so nothing in a
    /// key or path can forge another line or move the cursor.
    static func error(_ message: String) {
        standardError("segment-render: error: \(escaped(message))\n")
    }

    /// Writes `text` to standard error. Through write(2) rather than FileHandle: making the Data
    /// FileHandle takes from a string went through a dynamic cast that searched the binary's
    /// protocol conformances, about 220k instructions for the one line a `render` prints.
    static func standardError(_ text: String) {
        var text = text
        // A failure has no one to tell: standard error is where it would be told.
        text.withUTF8 { _ = AtomicFile.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// How messages name an output path: `-` is standard output.
    static func named(_ path: String) -> String { path == "-" ? "standard output" : path }

    static func note(_ message: String) {
        standardError("segment-render: \(escaped(message))\n")
    }

    /// True once a command's output goes to standard output (`-`): reports then go to standard
    /// error, so the data stays whole. Set once, before the command runs.
    nonisolated(unsafe) static var standardOutputIsData = false

    /// A line of a command's report (`match: …`, a results table): standard output, or standard
    /// error when standard output carries the command's data. Control characters are escaped, so
    /// no name or path in it can forge another line (a CI workflow command) or move the cursor.
    static func say(_ line: String) {
        var text = escaped(line)
        // A line that starts with "::" is a GitHub Actions workflow command; we never mean one.
        if text.drop(while: { $0 == " " }).hasPrefix("::"), let first = text.firstRange(of: "::") { text.replaceSubrange(first, with: "\\u{3A}:") }
        text += "\n"
        if standardOutputIsData {
            standardError(text)
        } else {
            print(text, terminator: "")
        }
    }

    /// Makes the folder `path` (and its parents) unless it exists; a file in its place, or a
    /// folder that cannot be made, is an error naming it.
    static func makeFolder(_ path: String) throws {
        switch existing(path) {
        case .folder: return
        case .regular, .special: throw InputError(description: "cannot write into '\(path)': it is a file, not a folder")
        case .none: break
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw InputError(description: "cannot make the folder '\(path)': \(errorSentence(error))")
        }
    }

    /// `text` with C0 and C1 control characters (and DEL) written as `\n`, `\t` or `\u{1B}`, and so
    /// are the characters that reorder what a terminal shows (the bidirectional embeddings,
    /// overrides, isolates and marks: U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C), so a name
    /// from a sidecar or a results file cannot make a log line read other than it is.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The folder a path names its file in, as written: everything before the last `/`, `.` when
    /// there is none, `/` for a file at the root. Pure string work, so any path (`a`, `.`, a very
    /// long one) is fine.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// What is at `path` now: nothing, a regular file, a folder, or something else (a device, a FIFO).
    enum Existing { case none, regular, folder, special }

    static func existing(_ path: String) -> Existing {
        var info = stat()
        guard stat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        default: return .special
        }
    }

    /// Checks, before any work, that `path` can be written: standard output, a device or FIFO
    /// that is writable, or a file in an existing, writable folder.
    static func checkWritable(_ path: String) throws {
        if path == "-" { return }
        switch existing(path) {
        case .folder:
            throw InputError(description: "cannot write '\(path)': it is a folder")
        case .special:
            guard FileManager.default.isWritableFile(atPath: path) else { throw InputError(description: "cannot write '\(path)': not writable") }
            return
        case .none, .regular:
            break
        }
        let folder = folder(of: path)
        guard existing(folder) == .folder else {
            throw InputError(description: "cannot write '\(path)': the folder '\(folder)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw InputError(description: "cannot write '\(path)': the folder '\(folder)' is not writable")
        }
    }

    /// Refuses an output that is one of the inputs (the same file by device and inode, or by
    /// path when it does not exist yet). Standard output is never an input.
    static func checkNotInput(_ output: String, inputs: [String?]) throws {
        guard output != "-" else { return }
        var out = stat()
        let outExists = stat(output, &out) == 0
        for case let input? in inputs where input != "-" {
            var info = stat()
            let same =
                outExists && stat(input, &info) == 0
                ? (info.st_dev == out.st_dev && info.st_ino == out.st_ino)
                : URL(fileURLWithPath: input).standardized == URL(fileURLWithPath: output).standardized
            if same { throw InputError(description: "'\(output)' is an input; give another output") }
        }
    }

    /// Writes `bytes` to `path`: `-` to standard output; a device or FIFO by writing into it;
    /// anything else atomically (``AtomicFile``), so a failed run never leaves a half-written file
    /// nor clobbers the previous one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try checkWritable(path)
        // Any file the command read — a config, an image, a backdrop, a font, a golden — by identity.
        if path != "-", InputFiles.isInput(path) { throw InputError(description: "'\(path)' is an input; give another output") }
        if path == "-" {
            let failure = bytes.withUnsafeBytes { AtomicFile.writeAll($0, to: STDOUT_FILENO) }
            if failure != 0 { throw InputError(description: "cannot write standard output: \(String(cString: strerror(failure)))") }
            return
        }
        if existing(path) == .special {
            // A FIFO or a device (/dev/null): written in place, never replaced.
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw InputError(description: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
            defer { close(fd) }
            let failure = bytes.withUnsafeBytes { AtomicFile.writeAll($0, to: fd) }
            if failure != 0 { throw InputError(description: "cannot write '\(path)': \(String(cString: strerror(failure)))") }
            return
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch let error as AtomicFile.WriteError {
            throw InputError(description: error.description)
        }
    }
}

extension Output {
    /// Everything on standard input (a config piped in).
    static func readStandardInput() -> [UInt8] {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return out }
            out += chunk[..<n]
        }
    }
}
