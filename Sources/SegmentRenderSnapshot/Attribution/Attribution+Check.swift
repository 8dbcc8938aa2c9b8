import FoundationEssentials
import Glibc
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
        let (expected, note) = goldenSidecar(golden, toSay: "which elements changed")
        let notes = note.map { [$0] } ?? []
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
        var outlined = Set<PixelBox>()
        for element in (expected?.elements ?? []) + (actual?.sidecar.elements ?? []) where named.contains(element.name) {
            if attribution.outlines.count == maxOutlines { break }
            if let box = element.box, outlined.insert(box).inserted { attribution.outlines.append(box) }
        }
        return attribution
    }

    /// The sidecar beside `golden`, or nil with the line that says why there is none to compare
    /// with (`toSay`: what it would have said).
    static func goldenSidecar(_ golden: URL, toSay: String) -> (ElementSidecar?, note: String?) {
        let url = ElementSidecar.url(for: golden)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return (nil, "no sidecar at \(url.lastPathComponent) to say \(toSay): record the golden again to make one")
        }
        do { return (try ElementSidecar.read(url), nil) } catch { return (nil, "the golden's sidecar cannot be read: \(error)") }
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
