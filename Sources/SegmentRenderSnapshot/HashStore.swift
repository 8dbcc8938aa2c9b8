import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// A manifest's goldens kept as hashes (`"store": "hash"`): one text file, `golden-hashes.txt` in
/// the goldens folder, with a line per golden — its path in the folder (as a PNG store would name
/// the file), its kind, its size and the SHA-256 of its canonical pixels (or text), and the digest
/// of its sidecar's elements:
///
/// ```text
/// # segment-render golden hashes 1: path, kind, size, SHA-256 of the pixels (or text), SHA-256 of the elements
/// tabs-1@2x.png	image	750x88	3f9a…	77ab…
/// tabs-geometry-1@2x.layout.json	layout	2411	ab12…	-
/// tabs-0-to-2@2x.png	animation	750x88x31	c0de…	-
/// ```
///
/// Rendering is bit-deterministic (the same config, fonts and libraries give the same bytes on any
/// machine and thread count), so a hash says as much as the picture; the golden environment record
/// (``GoldenEnvironment``) stays beside it and a failure names what differs from it. Pictures are
/// written only as artifacts: a failure's actual render, and in a recording mode every recorded one,
/// for review. The file is read whole before anything is checked — a line that is not an entry
/// stops the run, so a corrupt store is never recorded over — and rewritten atomically, under a lock,
/// merging with what other shards wrote meanwhile.
package struct HashStore: Sendable, Equatable {
    package static let fileName = "golden-hashes.txt"
    package static let header = "# segment-render golden hashes 1: path, kind, size, SHA-256 of the pixels (or text), SHA-256 of the elements"
    /// A store is read up to this size (100,000 goldens of ~200 bytes).
    package static let maxFileSize = 32 << 20

    /// One golden.
    package struct Entry: Sendable, Equatable {
        package var kind: SnapshotManifest.Kind
        /// `750x88` for an image, `750x88x31` for an animation of 31 frames, the byte count of a text.
        package var size: String
        /// SHA-256 of the canonical pixels (``canonicalDigest(_:)``), of every frame with its delay, or of the text.
        package var content: String
        /// SHA-256 of the sidecar's elements (``ElementSidecar/elementsDigest``), or nil.
        package var elements: String?

        package init(kind: SnapshotManifest.Kind, size: String, content: String, elements: String?) {
            self.kind = kind
            self.size = size
            self.content = content
            self.elements = elements
        }

        var line: String { [size, content, elements ?? "-"].reduce(kind.rawValue) { $0 + "\t" + $1 } }
    }

    /// By path inside the goldens folder.
    package var entries: [String: Entry] = [:]
    /// Whether the file's lines end in CR LF (git's autocrlf, an editor): kept when it is rewritten.
    package var crlf = false

    package init(entries: [String: Entry] = [:], crlf: Bool = false) {
        self.entries = entries
        self.crlf = crlf
    }

    /// The store's text: the header, then one line per entry in path order.
    package func encoded() -> [UInt8] {
        let end = crlf ? "\r\n" : "\n"
        return Array((([Self.header] + entries.keys.sorted().map { "\($0)\t\(entries[$0]!.line)" }).joined(separator: end) + end).utf8)
    }

    /// Reads the store at `url`; an absent file is an empty store. A line that is not an entry is
    /// ``SnapshotError/badHashStore(path:line:reason:)``.
    package static func read(_ url: URL) throws -> HashStore {
        guard FileManager.default.fileExists(atPath: url.path) else { return HashStore() }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(url.path, limit: maxFileSize, followLinks: false)
        } catch {
            throw SnapshotError.badHashStore(path: url.path, line: 0, reason: error.description)
        }
        return try decode(bytes, path: url.path)
    }

    package static func decode(_ bytes: [UInt8], path: String) throws -> HashStore {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SnapshotError.badHashStore(path: path, line: 0, reason: "it is not UTF-8 text")
        }
        // Split on LF bytes, each line losing one CR before it: a String would read CR LF as one
        // character, never split it, and let the header swallow the whole file as a comment.
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let crlf = lines.count > 1 && lines[0].last == 0x0D
        var store = HashStore(crlf: crlf)
        for (k, raw) in lines.indices.enumerated() {
            func bad(_ reason: String) -> SnapshotError { .badHashStore(path: path, line: k + 1, reason: reason) }
            if lines[raw].last == 0x0D { lines[raw].removeLast() }
            guard !lines[raw].contains(0x0D) else { throw bad("a carriage return inside the line (lines end in LF or CR LF)") }
            let line = String(decoding: lines[raw], as: UTF8.self)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { throw bad("expected 5 tab-separated fields (path, kind, size, hash, elements hash), found \(fields.count)") }
            guard !fields[0].isEmpty, !fields[0].hasPrefix("/"), !fields[0].split(separator: "/").contains("..") else {
                throw bad("the path '\(Quoted.cut(fields[0]))' must be relative to the goldens folder")
            }
            guard let kind = SnapshotManifest.Kind(rawValue: fields[1]) else {
                throw bad("the kind '\(Quoted.cut(fields[1]))' is not image, layout, animation, accessibility or curves")
            }
            guard Self.isSize(fields[2], kind: kind) else {
                let form = kind == .image ? "an image's (WxH)" : kind == .animation ? "an animation's (WxHxFRAMES)" : "a text's (its byte count)"
                throw bad("the size '\(Quoted.cut(fields[2]))' is not \(form)")
            }
            guard Self.isDigest(fields[3]) else { throw bad("the hash is not 64 lowercase hex digits") }
            guard fields[4] == "-" || Self.isDigest(fields[4]) else { throw bad("the elements hash is not 64 lowercase hex digits or -") }
            guard store.entries[fields[0]] == nil else { throw bad("'\(Quoted.cut(fields[0]))' is listed twice") }
            store.entries[fields[0]] = Entry(kind: kind, size: fields[2], content: fields[3], elements: fields[4] == "-" ? nil : fields[4])
        }
        return store
    }

    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    static func isSize(_ text: String, kind: SnapshotManifest.Kind) -> Bool {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let count = kind == .image ? 2 : kind == .animation ? 3 : 1
        return parts.count == count && parts.allSatisfy { !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) && Int($0) != nil && $0.first != "-" }
    }

    /// SHA-256 of an image's canonical pixels: `WxH\n`, then straight RGBA8 row by row with every
    /// fully transparent pixel as 0,0,0,0 (two such pixels are equal however their colour was
    /// stored), so the hash of a golden PNG and of the render it was made from agree.
    package static func canonicalDigest(_ image: DecodedImage) -> String {
        var hasher = SHA256()
        hasher.update("\(image.width)x\(image.height)\n")
        hasher.update(canonicalRGBA(image))
        return hasher.finalize()
    }

    static func canonicalRGBA(_ image: DecodedImage) -> [UInt8] {
        // Most pictures have no transparent pixel with a colour: hash them as they are.
        let clean = image.rgba.withUnsafeBytes { bytes in
            (0..<bytes.count / 4).allSatisfy { i in
                let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                return word >> 24 != 0 || word == 0
            }
        }
        if clean { return image.rgba }
        var rgba = image.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) where rgba[i + 3] == 0 {
            rgba[i] = 0
            rgba[i + 1] = 0
            rgba[i + 2] = 0
        }
        return rgba
    }

    /// An image's entry.
    package static func entry(image: DecodedImage, elements: String?) -> Entry {
        Entry(kind: .image, size: "\(image.width)x\(image.height)", content: canonicalDigest(image), elements: elements)
    }

    /// An animation's entry: every frame's canonical pixels and delay, and the loop count.
    package static func entry(animation: APNG.Animation) -> Entry {
        var hasher = SHA256()
        hasher.update("animation \(animation.width)x\(animation.height) loops \(animation.loopCount)\n")
        for frame in animation.frames {
            hasher.update("frame \(frame.delayNumerator)/\(frame.delayDenominator)\n")
            hasher.update(canonicalRGBA(frame.canvas))
        }
        return Entry(kind: .animation, size: "\(animation.width)x\(animation.height)x\(animation.frames.count)", content: hasher.finalize(), elements: nil)
    }

    /// A text golden's entry (a layout's, or curves').
    package static func entry(text: String, kind: SnapshotManifest.Kind = .layout) -> Entry {
        Entry(kind: kind, size: "\(text.utf8.count)", content: SHA256.hex(Array(text.utf8)), elements: nil)
    }

    /// Adds `updates` to the store at `url` and writes it atomically, under an exclusive lock on its
    /// folder (nothing extra left beside it), re-reading it first so that what other shards wrote
    /// meanwhile stays.
    package static func merge(_ updates: [String: Entry], removing: Set<String> = [], into url: URL) throws {
        guard !updates.isEmpty || !removing.isEmpty else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lockPath = url.deletingLastPathComponent().path
        let fd = open(lockPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw SnapshotError.write(path: lockPath, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw SnapshotError.write(path: lockPath, reason: String(cString: strerror(errno))) }
        defer { flock(fd, LOCK_UN) }
        var store = try read(url)
        for path in removing { store.entries[path] = nil }
        for (path, entry) in updates { store.entries[path] = entry }
        try writeAtomically(store.encoded(), to: url, recording: true)
    }
}
