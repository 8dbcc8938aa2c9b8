import Raster

extension Control {
    /// Non-text contrast (WCAG 1.4.11) in every state with an enabled segment selected: the
    /// indicator that contrasts most with what is under it must reach 3:1, or the selected title
    /// must carry the selection itself.
    func selectionFindings() -> [AuditFinding] {
        prepareToDraw()
        var findings: [AuditFinding] = []
        let unselected = drawing(restState(nil))
        for state in 0..<config.segmentCount where !isDisabled(state) {
            // Drawn once for the indicators and, when it comes to that, the selected title.
            let frame = drawn(restState(state))
            let best = indicatorContrasts(frame, selected: state, unselected: unselected).max { $0.ratio < $1.ratio }
            if let best, best.ratio >= Self.nonTextContrastNeeded { continue }
            if selectedTitleCarriesSelection(frame, segment: state) { continue }
            let moment = AuditMoment.rest(state)
            let message =
                if let best {
                    "the selection indicator (\(best.name)) is \(Self.failingRatio(best.ratio, needed: Self.nonTextContrastNeeded)):1 against what is under it \(moment.phrase);"
                        + " needs 3:1, or a selected title that differs from the others in weight or colour"
                } else {
                    "nothing but segment \(state)'s title shows it is selected, and it looks like the others: no indicator, and it differs from them by less than 200 in weight and 3:1 in colour"
                }
            findings.append(AuditFinding(rule: .nonTextContrast, severity: .error, segment: state, state: moment, ratio: best?.ratio, message: message))
        }
        return findings
    }

    /// WCAG 1.4.11's ratio for the parts of a control that show its state.
    static let nonTextContrastNeeded = 3.0

    /// Each indicator's contrast in `frame` with segment `selected` selected — the decorations but
    /// badges, and the selected segment's background image when it is not the one it shows
    /// unselected (in `unselected`, the drawing with nothing selected): over every pixel it
    /// changes, its colour there against the same pixel drawn without it, both over the system
    /// background; the ratio its best twentieth of pixels reach, or its best 16 pt² when that is
    /// fewer — an outline, an edge or a 2 × 8 pt accent bar can carry the contrast, as 1.4.11
    /// lets a boundary do.
    func indicatorContrasts(
        _ drawn: DrawnFrame, selected: Int, unselected: (list: DisplayList, spans: [ElementSpan])
    ) -> [(name: String, ratio: Double)] {
        let (frame, list, spans, full) = (drawn.state, drawn.list, drawn.spans, drawn.pixels)
        let plainBackground = unselected.spans.first { $0.element == .segmentBackground(selected) }.map { Array(unselected.list.commands[$0.commands]) }
        let scale = config.scale
        let canvas = PixelBox(x0: 0, y0: 0, x1: full.width, y1: full.height)
        let ground = systemBackground
        var out: [(String, Double)] = []
        for span in spans {
            let name: String
            switch span.element {
            case .decoration(let d) where d < frame.layout.decorations.count:
                if case .badge = frame.layout.decorations[d] { continue }
                name = frame.layout.decorations[d].name
            case .segmentBackground(selected) where Array(list.commands[span.commands]) != plainBackground:
                name = "segment \(selected) background"
            default: continue
            }
            let window = (list.reach(of: span.commands, scale: scale) ?? canvas).intersection(canvas)
            guard !window.isEmpty else { continue }
            var without = list
            without.commands.removeSubrange(span.commands)
            let behind = without.rasterize(scale: scale, window: window).pixels
            var ratios: [Double] = []
            for y in window.y0..<window.y1 {
                for x in window.x0..<window.x1 {
                    let c = (y * full.width + x) * 4, o = ((y - window.y0) * window.width + x - window.x0) * 4
                    guard full.pixels[c..<c + 4] != behind[o..<o + 4] else { continue }
                    ratios.append(Contrast.ratio(Contrast.luminance(full.pixels, c, over: ground), Contrast.luminance(behind, o, over: ground)))
                }
            }
            guard !ratios.isEmpty else { continue }
            // The ratio the best `enough` of its pixels reach: a twentieth of them, or 16 pt² (a
            // 2 × 8 pt accent bar) when that is fewer, so a thin mark of the state counts.
            ratios.sort()
            let enough = max(1, min(ratios.count / 20, Int(saturating: 16 * scale * scale, .down)))
            out.append((name, ratios[ratios.count - enough]))
        }
        return out
    }

    /// Whether segment `i`'s selected title shows the selection without an indicator: it differs
    /// from the normal titles in weight by 200 or more (regular to semibold) or in colour by 3:1,
    /// and it passes text contrast where it is drawn.
    func selectedTitleCarriesSelection(_ drawn: DrawnFrame, segment i: Int) -> Bool {
        let frame = drawn.state
        guard i < frame.segments.count, let first = frame.segments[i].lines.first else { return false }
        let selected = frame.segments[i].style, normal = normalStyle
        // The heaviest face drawing the title in each style: a CJK title in a Latin-first chain is
        // drawn by its fallback, whose weight is what shows.
        func weight(_ style: TitleStyle) -> Int { style.chain.faces(for: first.text).map(\.weight).max() ?? style.chain.primary.weight }
        let weights = weight(selected) - weight(normal)
        let ground = systemBackground
        let colours = Contrast.ratio(Contrast.over(selected.color, ground), Contrast.over(normal.color, ground))
        guard abs(weights) >= 200 || colours >= 3 else { return false }
        guard let contrast = measureTitles(drawn)[i]?.contrast else { return false }
        return contrast >= Self.contrastNeeded(selected, first.text)
    }
}
