import Foundation
import SegmentRender

/// Reading a template backwards: which name, if any, a file in a goldens folder is the golden of.
extension GoldenPathTemplate {
    /// The template as a regular expression whose first group is the name, with `{platform}`,
    /// `{os}` and `{arch}` matching any one folder name (so every machine's baselines match).
    /// `suffix` replaces the template's `.png` (`.layout.json` for layout goldens); names hold no
    /// `/` unless `nestedNames` (`assertGolden`'s `TabsTests/testTabs.1`).
    package func pattern(suffix: String = ".png", nestedNames: Bool = false) throws -> NSRegularExpression {
        let text = String(template.dropLast(".png".count)) + suffix
        var pattern = "^"
        var named = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
            if rest[rest.index(after: open)..<close] == "name" {
                pattern += named ? #"\1"# : nestedNames ? "(.+)" : "([^/]+)"
                named = true
            } else {
                pattern += "[^/]+"
            }
            rest = rest[rest.index(after: close)...]
        }
        return try NSRegularExpression(pattern: pattern + NSRegularExpression.escapedPattern(for: String(rest)) + "$")
    }

    /// The name `pattern` finds in `relative`, a path inside the goldens folder; nil when the path
    /// is not of the template's shape.
    package static func name(in relative: String, pattern: NSRegularExpression) -> String? {
        let range = NSRange(relative.startIndex..., in: relative)
        guard let match = pattern.firstMatch(in: relative, range: range), let name = Range(match.range(at: 1), in: relative) else { return nil }
        return String(relative[name])
    }

    /// At most this many files are looked at in a goldens folder.
    package static let maxScannedFiles = 1_000_000

    /// The files in `root` that look like goldens — `.png`, `.layout.json`, `.curves.json` and image goldens'
    /// `.elements.json` sidecars, not hidden, regular —
    /// relative to it, sorted. `environment.json`, notes and temporaries are never among them. The
    /// enumerator does not descend into symlinked folders, so a loop cannot make it endless.
    package static func goldenFiles(in root: URL) throws -> [String] {
        let root = root.standardized
        guard FilePaths.kind(of: root.path) == .folder else { return [] }
        var found: [String] = []
        var scanned = 0
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = files?.nextObject() as? URL {
            scanned += 1
            guard scanned <= maxScannedFiles else { throw SnapshotError.tooManyFiles(folder: root.path, maximum: maxScannedFiles) }
            guard url.path.hasSuffix(".png") || url.path.hasSuffix(".layout.json") || url.path.hasSuffix(".curves.json") || url.path.hasSuffix(ElementSidecar.suffix),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            found.append(String(url.standardized.path.dropFirst(root.path.count + 1)))
        }
        return found.sorted()
    }
}
