import FoundationEssentials
import Glibc
import SegmentRender

/// Goldens nobody checks: files in the goldens folder that look like goldens (`.png`,
/// `.layout.json`, `.curves.json`) and that no entry of the manifest claims, on any shard and any platform.
///
/// A file is claimed when its path, relative to the goldens folder, is what the path template
/// makes of a name the manifest expands to — with `{platform}`, `{os}` and `{arch}` standing for
/// any folder name, so another machine's baselines are never stale here — and its suffix is that
/// entry's kind's (`.png` for images and animations, `.layout.json` for layouts, `.curves.json`
/// for curves); an image golden's
/// `.elements.json` sidecar is claimed with it. Everything else in the folder
/// (`environment.json`, a README, hidden files, temporaries) is not a golden and never listed.
/// With `"store": "hash"` the candidates are the store's lines instead of files.
extension SnapshotRun {
    /// The stale golden files, relative to the goldens folder, sorted.
    package func staleGoldens() throws -> [String] {
        try staleGoldens(claimed: items().claimed)
    }

    func staleGoldens(claimed: [String: SnapshotManifest.Kind]) throws -> [String] {
        let image = try manifest.pathTemplate.pattern()
        let text = try [SnapshotManifest.Kind.layout, .curves].map { ($0, try manifest.pathTemplate.pattern(suffix: $0.suffix)) }
        let sidecar = try manifest.pathTemplate.pattern(suffix: ElementSidecar.suffix)
        // A hash store's goldens are its lines, not files.
        let candidates = manifest.store == .hash ? try HashStore.read(manifest.hashStoreURL).entries.keys.sorted() : try GoldenPathTemplate.goldenFiles(in: manifest.goldens)
        return candidates.filter { relative in
            let textKind = text.first { relative.hasSuffix($0.0.suffix) }
            let pattern = textKind?.1 ?? (relative.hasSuffix(ElementSidecar.suffix) ? sidecar : image)
            let name = GoldenPathTemplate.name(in: relative, pattern: pattern)
            // Image and animation goldens are both `.png`: what matters is the file's suffix.
            return name.map { claimed[$0].map { $0.suffix == (textKind?.0.suffix ?? ".png") } ?? false } != true
        }
    }
}

/// Stale files as a person counts them: a golden with its sidecar is one stale golden, and a
/// sidecar whose golden is gone is listed as such.
package struct StaleGolden: Sendable, Equatable {
    /// The golden's path (or the orphaned sidecar's), as the listing gives it.
    package var path: String
    /// Its sidecar, when that is stale too: it goes with the golden.
    package var sidecar: String?
    /// A sidecar with no golden beside it.
    package var isOrphanedSidecar: Bool

    /// `files` (goldens and sidecars, any one form of path) grouped: each golden with its sidecar,
    /// then what is left, in path order.
    package static func grouped(_ files: [String]) -> [StaleGolden] {
        let all = Set(files)
        return files.sorted().compactMap { file in
            if file.hasSuffix(ElementSidecar.suffix) {
                let golden = String(file.dropLast(ElementSidecar.suffix.count)) + ".png"
                return all.contains(golden) ? nil : StaleGolden(path: file, sidecar: nil, isOrphanedSidecar: true)
            }
            let sidecar = file.hasSuffix(".png") ? String(file.dropLast(4)) + ElementSidecar.suffix : nil
            return StaleGolden(path: file, sidecar: sidecar.flatMap { all.contains($0) ? $0 : nil }, isOrphanedSidecar: false)
        }
    }
}
