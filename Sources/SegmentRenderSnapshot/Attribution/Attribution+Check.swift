import Foundation
import Raster
import SegmentRender

extension Attribution {
    /// The attribution of a failed check of the picture `actual` describes against the golden at
    /// `golden` (its sidecar beside it): changed fields, pixel shares, the environment verdict and
    /// any difference in provenance. Never throws: what cannot be read becomes a line saying so.
    package static func attribute(
        _ comparison: ImageComparison?, actual: (sidecar: ElementSidecar, owners: PixelOwners)?, golden: URL
    ) -> Attribution {
        var attribution = Attribution()
        let sidecarURL = ElementSidecar.url(for: golden)
        var expected: ElementSidecar?
        var notes: [String] = []
        if FileManager.default.fileExists(atPath: sidecarURL.path) {
            do { expected = try ElementSidecar.read(sidecarURL) } catch { notes.append("the golden's sidecar cannot be read: \(error)") }
        } else {
            notes.append("no sidecar at \(sidecarURL.lastPathComponent) to say which elements changed: record the golden again to make one")
        }
        if let comparison, comparison.differingPixels > 0, let actual {
            attribution.pixels = pixelShares(
                mask: comparison.mask, width: comparison.width, owners: actual.owners,
                actualNames: actual.sidecar.elements.dropFirst().map(\.name), expected: expected?.elements ?? [])
        }
        if let line = pixelLine(attribution.pixels) { attribution.lines.append(line) }
        if let expected, let actual {
            attribution.changes = changes(expected: expected.elements, actual: actual.sidecar.elements)
            attribution.lines += lines(for: attribution.changes)
            if attribution.changes.isEmpty {
                attribution.lines.append(
                    "every element has the same frame, text, font, size and colour as in the golden's sidecar: "
                        + "the pixels differ because this machine draws them differently (fonts, FreeType, HarfBuzz)")
            }
            if let line = provenanceLine(expected.provenance, actual.sidecar.provenance) { attribution.lines.append(line) }
        }
        attribution.lines += notes
        // Outline what changed on both sides: named in a change, or painting differing pixels.
        let named = Set(attribution.changes.map(\.element) + attribution.pixels.map(\.element))
            .subtracting(["control", "background", "no element"])
        for element in (expected?.elements ?? []) + (actual?.sidecar.elements ?? []) where named.contains(element.name) {
            if let box = element.box, !attribution.outlines.contains(box) { attribution.outlines.append(box) }
        }
        return attribution
    }

    /// `made with: renderer 0.1.0 → 0.2.0, config 9f2c… → 77ab…` naming only what differs; nil when nothing does.
    static func provenanceLine(_ a: ElementSidecar.Provenance, _ b: ElementSidecar.Provenance) -> String? {
        var parts: [String] = []
        if a.renderer != b.renderer { parts.append("renderer \(a.renderer) → \(b.renderer)") }
        if a.config != b.config { parts.append("config \(a.config) → \(b.config)") }
        if a.environment != b.environment { parts.append("environment \(a.environment) → \(b.environment)") }
        return parts.isEmpty ? nil : "made with: " + parts.joined(separator: ", ")
    }
}
