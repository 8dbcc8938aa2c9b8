import Raster

extension Control {
    /// Non-text contrast (WCAG 1.4.11) in every state with an enabled segment selected: the
    /// indicator that contrasts most with what is under it must reach 3:1, or the selected title
    /// must carry the selection itself.
    func selectionFindings() -> [AuditFinding] {
        prepareToDraw()
        let none = drawn(restState(nil))
        return (0..<config.segmentCount).compactMap { state in
            isDisabled(state) ? nil : selectionFinding(drawn(restState(state)), state: state, unselected: none)
        }
    }

    /// Non-text contrast with segment `state` selected (`frame`), against `unselected`, the frame with none.
    func selectionFinding(_ frame: DrawnFrame, state: Int, unselected: DrawnFrame) -> AuditFinding? {
        let best = indicatorContrasts(frame, selected: state, unselected: (unselected.list, unselected.spans)).max { $0.ratio < $1.ratio }
        if let best, best.ratio >= Self.nonTextContrastNeeded { return nil }
        if selectedTitleCarriesSelection(frame, segment: state) { return nil }
        let moment = AuditMoment.rest(state)
        let message =
            if let best {
                "the selection indicator (\(best.name)) is \(Self.failingRatio(best.ratio, needed: Self.nonTextContrastNeeded)):1 against what is under it \(moment.phrase);"
                    + " needs 3:1, or a selected title that differs from the others in weight or colour"
            } else {
                "nothing but segment \(state)'s title shows it is selected, and it looks like the others: no indicator, and it differs from them by less than 200 in weight and 3:1 in colour"
            }
        return AuditFinding(rule: .nonTextContrast, segment: state, state: moment, ratio: best?.ratio, message: message)
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
        let (frame, list, spans) = (drawn.state, drawn.list, drawn.spans)
        let plainBackground = unselected.spans.first { $0.element == .segmentBackground(selected) }.map { Array(unselected.list.commands[$0.commands]) }
        let scale = config.scale
        let canvas = drawn.canvas
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
            // The frame there, and the commands that reach the window less the indicator's own.
            // What is under the indicator drawn once, then with and without it.
            let (sub, indices) = drawn.list(reaching: window)
            let lo = indices.firstIndex { $0 >= span.commands.lowerBound } ?? indices.count
            let hi = indices.firstIndex { $0 >= span.commands.upperBound } ?? indices.count
            let under = DisplayList.draw(sub.commands[..<lo], over: Framebuffer(window: window), scale: scale)
            let behind = DisplayList.draw(sub.commands[hi...], over: under, scale: scale).pixels
            let full =
                drawn.readsCanvas
                ? drawn.pixels(in: window) : DisplayList.draw(sub.commands[hi...], over: DisplayList.draw(sub.commands[lo..<hi], over: under, scale: scale), scale: scale).pixels
            var ratios: [Double] = []
            for o in stride(from: 0, to: full.count, by: 4) {
                // Byte by byte: comparing four-byte slices costs more than everything else here.
                guard full[o] != behind[o] || full[o + 1] != behind[o + 1] || full[o + 2] != behind[o + 2] || full[o + 3] != behind[o + 3] else { continue }
                ratios.append(Contrast.ratio(Contrast.luminance(full, o, over: ground), Contrast.luminance(behind, o, over: ground)))
            }
            guard !ratios.isEmpty else { continue }
            // The ratio the best `enough` of its pixels reach: a twentieth of them, or 16 pt² (a
            // 2 × 8 pt accent bar) when that is fewer, so a thin mark of the state counts.
            let enough = max(1, min(ratios.count / 20, Int(saturating: 16 * scale * scale, .down)))
            out.append((name, Contrast.ranked(&ratios, ratios.count - enough)))
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
        guard i < config.segmentCount, let contrast = titleValues(drawn, only: i).bySegment[i]?.contrast else { return false }
        return contrast >= Self.contrastNeeded(selected, first.text)
    }
}
