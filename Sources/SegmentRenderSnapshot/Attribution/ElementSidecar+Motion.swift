import FoundationEssentials
import Glibc
import Raster
import SegmentRender

extension ElementSidecar {
    /// What an animation golden check knows of what it drew: the sidecar of its two ends, and how
    /// to describe any one frame (made only when an animation is recorded or fails).
    package struct MotionSubject: Sendable {
        package var ends: @Sendable () throws -> ElementSidecar
        package var frame: @Sendable (Int) throws -> (sidecar: ElementSidecar, owners: PixelOwners)

        /// The frames of `plan` as `control` draws them.
        package static func animation(_ control: Control, _ plan: AnimationPlan) -> MotionSubject {
            let states = AnimationStates(control: control, plan: plan)
            return MotionSubject(
                ends: { try ElementSidecar.describeEnds(states) },
                frame: { k in try ElementSidecar.describe(control, states.state(ofFrame: k)) })
        }
    }

    /// An animation's sidecar: the elements of its first frame, each named `from: …`, then those
    /// of its last, `to: …` (an animation's failure then reads `to: indicator (line): width 24 →
    /// 20 pt`). Boxes are those frames' painted boxes.
    static func describeEnds(_ states: AnimationStates) throws -> ElementSidecar {
        let last = states.plan.frameCount - 1
        var (sidecar, _) = try describe(states.control, states.state(ofFrame: 0))
        let (end, _) = try describe(states.control, states.state(ofFrame: last))
        sidecar.elements = sidecar.elements.map { renamed($0, "from: ") } + end.elements.map { renamed($0, "to: ") }
        sidecar.layout = .null
        return sidecar
    }

    static func renamed(_ element: PictureElement, _ prefix: String) -> PictureElement {
        var out = element
        out.name = prefix + element.name
        return out
    }
}

extension Attribution {
    /// The attribution of an animation's failure: what changed at its two ends (from the golden's
    /// sidecar), and the first differing frame's pixels counted by element (`frame 30: 290 px
    /// differ: 290 in indicator (line)`).
    package static func attributeMotion(
        firstDiffering: (frame: Int, comparison: ImageComparison)?, subject: ElementSidecar.MotionSubject, golden: URL
    ) throws -> Attribution {
        var attribution = Attribution()
        if let (k, comparison) = firstDiffering, comparison.differingPixels > 0 {
            let actual = try subject.frame(k)
            attribution.pixels = pixelShares(
                mask: comparison.mask, width: comparison.width, owners: actual.owners,
                actualNames: actual.sidecar.elements.dropFirst().map(\.name), expected: [])
            if let line = pixelLine(attribution.pixels) { attribution.lines.append("frame \(k): " + line) }
            let named = Set(attribution.pixels.map(\.element))
            attribution.outlines = actual.sidecar.elements.filter { named.contains($0.name) && $0.name != "background" }.compactMap(\.box)
        }
        let (expected, note) = goldenSidecar(golden, toSay: "what changed at the ends")
        guard let expected else {
            attribution.lines += note.map { [$0] } ?? []
            return attribution
        }
        let actual = try subject.ends()
        attribution.changes = changes(expected: expected.elements, actual: actual.elements)
        attribution.lines += lines(for: attribution.changes)
        if let line = provenanceLine(expected.provenance, actual.provenance) { attribution.lines.append(line) }
        return attribution
    }
}
