import Raster

extension Control {
    /// The system background a control is seen on when its own is transparent: white in light
    /// appearance, black in dark (UIKit's `systemBackground`).
    var systemBackground: RGBA8 { config.appearance == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255) }

    /// What the audit finds with `rules`: titles at rest in every state (none, then each segment)
    /// and on sampled in-between frames of each selection change between neighbours; hit areas;
    /// text sizes. Findings come in rule order, then by state and segment. A rule in `waivers`
    /// (with its reason) is not checked.
    public func audit(rules: Set<AuditRule> = Set(AuditRule.allCases), waivers: [AuditRule: String] = [:]) -> [AuditFinding] {
        let rules = rules.subtracting(waivers.keys)
        var findings: [AuditFinding] = []
        let states: [Int?] = [nil] + (0..<config.segmentCount).map { Optional($0) }
        if !rules.isDisjoint(with: [.textContrast, .overlap]) {
            prepareToDraw()
            for state in states { findings += titleFindings(restState(state), moment: .rest(state), rules: rules) }
            // Selection changes between neighbours, sampled: a pill sliding under a title can hide it
            // part of the way even when both ends pass.
            for a in 0..<max(0, config.segmentCount - 1) {
                let start = restState(a), end = restState(a + 1)
                for p in Self.auditTransitionSamples {
                    let frame = transitionState(from: a, start, to: a + 1, end, progress: p, titlesOf: a + 1)
                    findings += titleFindings(frame, moment: .transition(from: a, to: a + 1, progress: p), rules: rules)
                }
            }
        }
        if rules.contains(.targetSize) { findings += targetSizeFindings() }
        if rules.contains(.textSize) { findings += textSizeFindings() }
        return findings
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
    package func measureTitles(_ frame: FrameState) -> [Int: TitleMeasurement] {
        let (list, spans) = drawing(frame)
        let scale = config.scale
        let full = list.rasterize(scale: scale)
        let canvas = PixelBox(x0: 0, y0: 0, x1: full.width, y1: full.height)
        // Who painted each pixel last, made only when a title has hidden pixels to name the hider of.
        var owners: PixelOwners?
        var names: [String] = []
        let ground = systemBackground
        func luminance(_ pixels: [UInt8], _ i: Int) -> Double {
            // Premultiplied over the opaque ground: c + ground × (1 − a).
            let a = UInt32(pixels[i + 3])
            func channel(_ c: UInt8, _ g: UInt8) -> UInt8 { UInt8(min(255, UInt32(c) + div255(UInt32(g) * (255 - a)))) }
            return Contrast.luminance(channel(pixels[i], ground.r), channel(pixels[i + 1], ground.g), channel(pixels[i + 2], ground.b))
        }
        func same(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Bool {
            a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3]
        }
        var result: [Int: TitleMeasurement] = [:]
        for (k, span) in spans.enumerated() {
            guard case .title(let segment) = span.element, !isDisabled(segment) else { continue }
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
            let face = paint.style.chain.faces(for: first.text).first ?? paint.style.chain.primary
            let size = paint.style.fontSize
            // WCAG's large text: 18 pt, or 14 pt bold — 24 and 18.67 CSS px; one point is one CSS px here.
            let large = size >= 24 || (size >= 18.66 && face.weight >= 700)
            let needed = large ? 3.0 : 4.5
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

    /// More than this share of a title's glyph pixels hidden is an overlap finding.
    static let overlapLimit = 0.1

    func targetSizeFindings() -> [AuditFinding] {
        // Hit areas do not depend on the selection but where widths do (dynamic widths scale a
        // selected zoomed title), so every rest state is measured and each segment reported once.
        var worst: [Int: (width: Double, height: Double, state: Int?)] = [:]
        let states: [Int?] = [nil] + (0..<config.segmentCount).map { Optional($0) }
        for state in states {
            let layout = layout(selection: state.map(Selection.index) ?? Selection.none)
            let insets = layout.touchInsets
            for segment in layout.segments where !isDisabled(segment.index) {
                let horizontal = layout.orientation == .horizontal
                // Outer segments reach as far as enlargeEdgeInset lets a tap reach past the bounds.
                var width = segment.frame.width, height = segment.frame.height
                if horizontal {
                    height += insets.top + insets.bottom
                    if segment.frame.minX - layout.scrollOffset <= 0 { width += insets.left }
                    if segment.frame.maxX - layout.scrollOffset >= layout.width { width += insets.right }
                } else {
                    width += insets.left + insets.right
                }
                if let old = worst[segment.index], min(old.width, old.height) <= min(width, height) { continue }
                worst[segment.index] = (width, height, state)
            }
        }
        return worst.keys.sorted().compactMap { i in
            let (w, h, state) = worst[i]!
            let shortest = min(w, h)
            guard shortest < 44 else { return nil }
            let severity: AuditSeverity = shortest < 24 ? .error : .warning
            return AuditFinding(
                rule: .targetSize, severity: severity, segment: i, state: .rest(state), ratio: nil,
                message: "segment \(i)'s hit area is \(Self.points(w)) × \(Self.points(h)) pt; "
                    + (severity == .error ? "WCAG 2.5.8 needs at least 24 × 24" : "Apple's HIG asks for 44 × 44"))
        }
    }

    func textSizeFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let frame = restState(selection: .configured)
        for segment in frame.layout.segments where segment.index < frame.segments.count && !frame.segments[segment.index].lines.isEmpty {
            let size = frame.segments[segment.index].style.fontSize
            guard size < 11 else { continue }
            findings.append(
                AuditFinding(
                    rule: .textSize, severity: .warning, segment: segment.index, state: .rest(frame.layout.selectedSegmentIndex), ratio: nil,
                    message: "segment \(segment.index)'s title is \(Self.points(size)) pt; Apple's HIG asks for at least 11 pt"))
        }
        return findings
    }

    /// 15, 13.5, 18.67: points as people write them.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(saturating: rounded)) : String(rounded)
    }

    /// A ratio to two decimals (4.4782 is 4.48).
    package static func twoDecimals(_ value: Double) -> String { decimal(value, 2) }

    /// A failing ratio as the message shows it: to two decimals, or three when two would round it
    /// up to the threshold it fails (4.499 against 4.5).
    static func failingRatio(_ value: Double, needed: Double) -> String {
        let two = twoDecimals(value)
        guard let shown = Double(two), shown >= needed else { return two }
        let thousandths = Int(saturating: value * 1000, .down)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - String(thousandths % 1000).count) + "\(thousandths % 1000)"
    }
}
