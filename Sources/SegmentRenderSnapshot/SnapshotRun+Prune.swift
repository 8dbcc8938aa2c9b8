import Foundation
import SegmentRender

/// Goldens nobody checks: files in the goldens folder that look like goldens (`.png`,
/// `.layout.json`) and that no entry of the manifest claims, on any shard and any platform.
///
/// A file is claimed when its path, relative to the goldens folder, is what the path template
/// makes of a name the manifest expands to — with `{platform}`, `{os}` and `{arch}` standing for
/// any folder name, so another machine's baselines are never stale here — and its suffix is that
/// entry's kind's (`.png` for images, `.layout.json` for layouts). Everything else in the folder
/// (`environment.json`, a README, hidden files, temporaries) is not a golden and never listed.
extension SnapshotRun {
    /// At most this many files are looked at in the goldens folder.
    package static let maxScannedFiles = 1_000_000

    /// The stale golden files, relative to the goldens folder, sorted.
    package func staleGoldens() throws -> [String] {
        try staleGoldens(claimed: items().claimed)
    }

    func staleGoldens(claimed: [String: SnapshotManifest.Kind]) throws -> [String] {
        let root = manifest.goldens.standardized
        guard FilePaths.kind(of: root.path) == .folder else { return [] }
        let image = try Self.pattern(manifest.pathTemplate.template, suffix: nil)
        let layout = try Self.pattern(manifest.pathTemplate.template, suffix: ".layout.json")
        var stale: [String] = []
        var scanned = 0
        // The enumerator does not descend into symlinked folders, so a loop cannot make it endless.
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = files?.nextObject() as? URL {
            scanned += 1
            guard scanned <= Self.maxScannedFiles else { throw SnapshotError.tooManyFiles(folder: root.path, maximum: Self.maxScannedFiles) }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardized.path.dropFirst(root.path.count + 1))
            let kind: SnapshotManifest.Kind
            if relative.hasSuffix(".layout.json") {
                kind = .layout
            } else if relative.hasSuffix(".png") {
                kind = .image
            } else {
                continue
            }
            let name = Self.name(in: relative, pattern: kind == .layout ? layout : image)
            if name.map({ claimed[$0] == kind }) != true { stale.append(relative) }
        }
        return stale.sorted()
    }

    /// The template as a regular expression whose first group is the name; platform tokens match
    /// any one folder name. `suffix` replaces the template's `.png` (for layout goldens).
    static func pattern(_ template: String, suffix: String?) throws -> NSRegularExpression {
        var text = template
        if let suffix { text = String(text.dropLast(".png".count)) + suffix }
        var pattern = "^"
        var named = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
            let token = rest[rest.index(after: open)..<close]
            if token == "name" {
                pattern += named ? #"\1"# : "([^/]+)"
                named = true
            } else {
                pattern += "[^/]+"
            }
            rest = rest[rest.index(after: close)...]
        }
        return try NSRegularExpression(pattern: pattern + NSRegularExpression.escapedPattern(for: String(rest)) + "$")
    }

    static func name(in relative: String, pattern: NSRegularExpression) -> String? {
        let range = NSRange(relative.startIndex..., in: relative)
        guard let match = pattern.firstMatch(in: relative, range: range), let name = Range(match.range(at: 1), in: relative) else { return nil }
        return String(relative[name])
    }
}
