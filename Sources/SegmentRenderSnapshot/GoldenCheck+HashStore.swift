import FoundationEssentials
import Glibc
import Raster
import SegmentRender

extension GoldenCheck {
    /// What is checked against a hash store's line.
    package enum HashedPicture: Sendable {
        /// An image and what drew it (for its elements' digest).
        case image(DecodedImage, ElementSidecar.Subject?)
        case layout(String)
        /// Motion curves JSON (``MotionCurves``).
        case curves(String)
        /// Frames shown `1/fps` s each, looping forever.
        case animation([DecodedImage], fps: Int)
    }

    /// Checks `actual` against `recorded`, the hash store's line for `path` (nil: none). Returns the
    /// outcome and, when the mode records, the line to write; nothing is written to the store here
    /// (the run merges every update at its end). A failure writes the actual picture (or text) and,
    /// for an image, its sidecar as artifacts; a recording writes the recorded picture there for review.
    package func checkHashed(
        _ actual: HashedPicture, recorded: HashStore.Entry?, store: URL, path: String, name: String
    ) throws -> (outcome: Outcome, update: HashStore.Entry?) {
        removeStaleArtifacts(name: name)
        let label = "\(store.path): \(path)"
        var entry: HashStore.Entry
        switch actual {
        case .image(let image, _): entry = HashStore.entry(image: image, elements: nil)
        case .layout(let text): entry = HashStore.entry(text: text)
        case .curves(let text): entry = HashStore.entry(text: text, kind: .curves)
        case .animation(let frames, let fps):
            entry = HashStore.entry(animation: APNG.Animation(playing: frames, delayNumerator: 1, delayDenominator: fps, loops: 0))
        }
        let sidecar = { () throws -> ElementSidecar? in
            guard case .image(_, let subject?) = actual else { return nil }
            return try subject.describe().sidecar
        }
        func recordEntry() throws -> HashStore.Entry {
            var full = entry
            full.elements = try sidecar()?.elementsDigest
            try writeArtifact(actual, name: name, suffix: "recorded")
            return full
        }
        switch (mode, recorded) {
        case (.all, _), (.missing, nil), (.failed, nil):
            return (.recorded(path: label, replaced: recorded != nil), try recordEntry())
        case (.never, nil):
            return (.missing(path: label), nil)
        default:
            break
        }
        let expected = recorded!
        if expected.kind == entry.kind, expected.content == entry.content { return (.passed(.identicalText), nil) }
        if mode == .failed { return (.recorded(path: label, replaced: true), try recordEntry()) }
        var summary = "differs from its recorded hash"
        if expected.kind != entry.kind {
            summary = "the store holds \(expected.kind.rawValue) golden, this entry makes \(entry.kind.rawValue)"
        } else if expected.size != entry.size {
            summary = "size changed from \(expected.size.replacing("x", with: "×")) to \(entry.size.replacing("x", with: "×")); " + summary
        }
        summary += " (sha256 \(expected.content.prefix(12))… → \(entry.content.prefix(12))…); a hash store keeps no picture to compare with: the actual render is in the artifacts"
        var files = Artifacts(actual: try writeArtifact(actual, name: name, suffix: "actual"), expected: nil, diff: nil)
        if let sidecar = try sidecar() {
            try writeAtomically(sidecar.encoded(), to: artifacts.appendingPathComponent("\(name).actual\(ElementSidecar.suffix)"))
            var attribution = Attribution()
            if let elements = expected.elements {
                attribution.lines = [
                    elements == sidecar.elementsDigest
                        ? "every element has the same frame, text, font, size and colour as when the golden was recorded: "
                            + "the pixels differ because this machine draws them differently (fonts, FreeType, HarfBuzz)"
                        : "the elements differ from the golden's (their digest changed); a PNG store's sidecar would name them"
                ]
            }
            files.attribution = attribution
        }
        return (.hashFailed(summary: summary, files), nil)
    }

    /// Writes `<name>.<suffix>.png` (or `.json` for a layout or curves) into the artifacts folder; returns its path.
    @discardableResult
    func writeArtifact(_ picture: HashedPicture, name: String, suffix: String) throws -> String {
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.artifactsFolder(path: artifacts.path, reason: errorSentence(error))
        }
        let url: URL
        let bytes: [UInt8]
        switch picture {
        case .image(let image, _):
            url = artifacts.appendingPathComponent("\(name).\(suffix).png")
            bytes = try PNGCodec.encode(image)
        case .layout(let text), .curves(let text):
            url = artifacts.appendingPathComponent("\(name).\(suffix).json")
            bytes = Array(text.utf8)
        case .animation(let frames, let fps):
            url = artifacts.appendingPathComponent("\(name).\(suffix).png")
            bytes = try APNG.encode(frames, delayNumerator: 1, delayDenominator: fps, loops: 0, compression: .default)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeAtomically(bytes, to: url)
        return url.path
    }
}
