import Raster

extension Control {
    /// A frame drawn once for every measurement that looks at it: its display list, the commands
    /// each element drew, and its pixels.
    package struct DrawnFrame {
        package var state: FrameState
        package var list: DisplayList
        package var spans: [ElementSpan]
        package var pixels: Framebuffer
    }

    /// `frame` drawn: listed and rasterized at the config's scale.
    /// A lens (iOS 26's held thumb) shows what is under it magnified, away from where it was
    /// drawn; the audit measures titles and indicators in place, through the lens's glass and rim
    /// but unmagnified (the same colours, over the same ground).
    package func drawn(_ frame: FrameState) -> DrawnFrame {
        var (list, spans) = drawing(frame)
        list.commands = list.commands.map { if case .magnifier = $0 { .group([]) } else { $0 } }
        return DrawnFrame(state: frame, list: list, spans: spans, pixels: list.rasterize(scale: config.scale))
    }

    /// What the audit measures of one title in one frame.
    package struct TitleMeasurement: Sendable, Equatable {
        /// Against what is behind its visible glyph pixels (composited over the system
        /// background): the ratio at the 5th percentile of those pixels, so a few odd pixels of a
        /// photo do not decide it but a gradient that is dark under a tenth of the title does; nil
        /// when no glyph pixel shows.
        package var contrast: Double?
        /// The share of its glyph pixels something drawn after it hides (0–1), and what hides most of them.
        package var covered: Double
        package var coveredBy: String?
    }

    /// Each enabled title's measurement in `frame`, by segment index. Glyph pixels are those the
    /// title alone covers fully (or nearly, when its strokes are thinner than a pixel); a glyph
    /// pixel is hidden when the frame is the same with and without the title there although
    /// something drawn after the title changed it.
    package func measureTitles(_ frame: FrameState) -> [Int: TitleMeasurement] { measureTitles(drawn(frame)) }

    /// The same, of a frame already drawn.
    func measureTitles(_ drawn: DrawnFrame) -> [Int: TitleMeasurement] {
        let (frame, list, spans, full) = (drawn.state, drawn.list, drawn.spans, drawn.pixels)
        let scale = config.scale
        let canvas = PixelBox(x0: 0, y0: 0, x1: full.width, y1: full.height)
        // Who painted each pixel last, made only when a title has hidden pixels to name the hider of.
        var owners: PixelOwners?
        var names: [String] = []
        let ground = systemBackground
        func luminance(_ pixels: [UInt8], _ i: Int) -> Double { Contrast.luminance(pixels, i, over: ground) }
        func same(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Bool {
            a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3]
        }
        var result: [Int: TitleMeasurement] = [:]
        // A title a thumb reveals (bsc) is measured in place of the normal one under the thumb.
        let revealed = Set(spans.compactMap { if case .revealedTitle(let i) = $0.element { i } else { nil } })
        for (k, span) in spans.enumerated() {
            let segment: Int
            switch span.element {
            case .title(let i) where !revealed.contains(i), .revealedTitle(let i): segment = i
            default: continue
            }
            guard !isDisabled(segment) else { continue }
            // Only the window the title can touch is drawn and looked at.
            let window = (list.reach(of: span.commands, scale: scale) ?? canvas).intersection(canvas)
            guard !window.isEmpty else { continue }
            var without = list, alone = list, prefix = list
            without.commands.removeSubrange(span.commands)
            alone.commands = Array(list.commands[span.commands])
            prefix.commands = Array(list.commands[..<span.commands.upperBound])
            let behind = without.rasterize(scale: scale, window: window).pixels
            let ink = alone.rasterize(scale: scale, window: window).pixels
            let before = prefix.rasterize(scale: scale, window: window).pixels
            var peak: UInt8 = 0
            for i in stride(from: 3, to: ink.count, by: 4) where ink[i] > peak { peak = ink[i] }
            guard peak > 0 else { continue }
            // Glyph pixels (window offsets): fully covered, or nearly when strokes are thinner than a pixel.
            var core = stride(from: 0, to: ink.count, by: 4).filter { ink[$0 + 3] == peak }
            if core.count < 4 { core = stride(from: 0, to: ink.count, by: 4).filter { Int(ink[$0 + 3]) * 4 >= Int(peak) * 3 } }
            let ww = window.width
            func canvasOffset(_ o: Int) -> Int { (((o / 4) / ww + window.y0) * full.width + (o / 4) % ww + window.x0) * 4 }
            var ratios: [Double] = [], hidden: [Int] = []
            for o in core {
                let c = canvasOffset(o)
                if same(full.pixels, c, behind, o) && !same(before, o, full.pixels, c) {
                    hidden.append(c / 4)
                } else {
                    ratios.append(Contrast.ratio(luminance(full.pixels, c), luminance(behind, o)))
                }
            }
            ratios.sort()
            var coverer: String?
            if !hidden.isEmpty {
                if owners == nil {
                    owners = list.rasterizeTrackingOwners(scale: scale, spans: spans.map(\.commands)).1
                    names = elements(frame, spans: spans, commands: list.commands).dropFirst().map(\.name)
                }
                var byOwner: [Int: Int] = [:]
                for i in hidden { if let o = owners!.owner(i % full.width, i / full.width), o != k { byOwner[o, default: 0] += 1 } }
                coverer = byOwner.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { names[$0.key] }
            }
            result[segment] = TitleMeasurement(
                contrast: ratios.isEmpty ? nil : ratios[(ratios.count - 1) / 20], covered: Double(hidden.count) / Double(core.count), coveredBy: coverer)
        }
        return result
    }

    /// The contrast of one title in `frame` (``TitleMeasurement/contrast``).
    package func titleContrast(_ frame: FrameState, segment: Int) -> Double? { measureTitles(frame)[segment]?.contrast }

    /// Where a selection change between neighbours is sampled.
    package static let auditTransitionSamples = [0.25, 0.5, 0.75]

    /// Text contrast and overlap in one frame.
    func titleFindings(_ frame: FrameState, moment: AuditMoment, rules: Set<AuditRule>) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let measured = measureTitles(frame)
        let when = moment.phrase
        for segment in frame.layout.segments {
            let i = segment.index
            guard let m = measured[i], i < frame.segments.count, let first = frame.segments[i].lines.first else { continue }
            let paint = frame.segments[i]
            let title = paint.lines.map(\.text).joined(separator: " ")
            if rules.contains(.overlap), m.covered > Self.overlapLimit {
                findings.append(
                    AuditFinding(
                        rule: .overlap, severity: .warning, segment: i, state: moment, ratio: nil,
                        message: "\(m.coveredBy ?? "something drawn over it") hides \(Int((m.covered * 100).rounded()))% of segment \(i) title \"\(title)\"'s glyphs \(when)"))
            }
            guard rules.contains(.textContrast), let ratio = m.contrast else { continue }
            let size = paint.style.fontSize
            let needed = Self.contrastNeeded(paint.style, first.text), large = needed == 3
            guard ratio < needed else { continue }
            findings.append(
                AuditFinding(
                    rule: .textContrast, severity: .error, segment: i, state: moment, ratio: ratio,
                    message:
                        "segment \(i) title \"\(title)\" (\(Self.points(size)) pt\(large ? ", large" : "")) is \(Self.failingRatio(ratio, needed: needed)):1 against what is behind it"
                        + " \(when); needs \(needed == 3 ? "3" : "4.5"):1"))
        }
        return findings
    }

    /// The ratio WCAG asks of text drawn with `style` (`text` picks the face that draws it): 3 for
    /// large text — 18 pt, or 14 pt bold, which are 24 and 18.67 CSS px, one point being one CSS px
    /// here — and 4.5 for the rest.
    static func contrastNeeded(_ style: TitleStyle, _ text: String) -> Double {
        let face = style.chain.faces(for: text).first ?? style.chain.primary
        let size = style.fontSize
        return size >= 24 || (size >= 18.66 && face.weight >= 700) ? 3 : 4.5
    }

    /// More than this share of a title's glyph pixels hidden is an overlap finding.
    static let overlapLimit = 0.1
}
