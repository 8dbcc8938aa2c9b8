import FoundationEssentials
import Glibc
import SegmentRender

/// Reading a template backwards: which name, if any, a file in a goldens folder is the golden of.
extension GoldenPathTemplate {
    /// The template as a regular expression whose first group is the name, with `{platform}`,
    /// `{os}` and `{arch}` matching any one folder name (so every machine's baselines match).
    /// `suffix` replaces the template's `.png` (`.layout.json` for layout goldens); names hold no
    /// `/` unless `nestedNames` (`assertGolden`'s `TabsTests/testTabs.1`).
    package func pattern(suffix: String = ".png", nestedNames: Bool = false) throws -> Regex<AnyRegexOutput> {
        let text = String(template.dropLast(".png".count)) + suffix
        var pattern = "^"
        var named = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += Self.escaped(rest[..<open])
            if rest[rest.index(after: open)..<close] == "name" {
                pattern += named ? #"\1"# : nestedNames ? "(.+)" : "([^/]+)"
                named = true
            } else {
                pattern += "[^/]+"
            }
            rest = rest[rest.index(after: close)...]
        }
        return try Regex(pattern + Self.escaped(rest) + "$")
    }

    /// Literal text in a pattern: every character a regular expression reads specially escaped.
    static func escaped(_ text: Substring) -> String {
        var out = ""
        for c in text {
            if "\\^$.|?*+()[]{}-/".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// The name `pattern` finds in `relative`, a path inside the goldens folder; nil when the path
    /// is not of the template's shape.
    package static func name(in relative: String, pattern: Regex<AnyRegexOutput>) -> String? {
        guard let match = try? pattern.wholeMatch(in: relative), match.count > 1, let name = match[1].substring else { return nil }
        return String(name)
    }

    /// At most this many files are looked at in a goldens folder.
    package static let maxScannedFiles = 1_000_000

    /// The files in `root` that look like goldens — `.png`, `.layout.json`, `.curves.json` and image goldens'
    /// `.elements.json` sidecars, not hidden, regular —
    /// relative to it, sorted. `environment.json`, notes and temporaries are never among them. The
    /// enumerator does not descend into symlinked folders, so a loop cannot make it endless.
    package static func goldenFiles(in root: URL) throws -> [String] {
        let root = root.standardized.path
        guard FilePaths.kind(of: root) == .folder else { return [] }
        func kind(_ path: String) -> mode_t {
            var info = stat()
            return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
        }
        var found: [String] = []
        var scanned = 0
        var pending = [""]
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : root + "/" + folder)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                scanned += 1
                guard scanned <= maxScannedFiles else { throw SnapshotError.tooManyFiles(folder: root, maximum: maxScannedFiles) }
                let relative = folder.isEmpty ? name : folder + "/" + name
                switch kind(root + "/" + relative) {
                case S_IFDIR: pending.append(relative)
                case S_IFREG:
                    guard name.hasSuffix(".png") || name.hasSuffix(".layout.json") || name.hasSuffix(".curves.json") || name.hasSuffix(ElementSidecar.suffix)
                    else { continue }
                    found.append(relative)
                default: continue  // links are not followed, other kinds are not goldens
                }
            }
        }
        return found.sorted()
    }
}
