import Raster

extension Control {
    /// Titles and badges cut by the control's bounds, and titles running into each other, in every
    /// rest state (none, then each segment); each cut reported once, in the first state it shows.
    /// Along a scrolling bar's length a segment partly scrolled out of view is cut by design, so
    /// only a segment wholly in view counts there.
    func clippingFindings() -> [AuditFinding] {
        prepareToDraw()
        var findings: [AuditFinding] = []
        var reported = Set<String>()
        let scale = config.scale
        for state in [nil] + (0..<config.segmentCount).map({ Optional($0) }) {
            let frame = restState(state)
            let layout = frame.layout
            let (list, spans) = drawing(frame)
            let canvas = PixelBox(x0: 0, y0: 0, x1: Int(saturating: config.width * Double(scale), .up), y1: Int(saturating: config.height * Double(scale), .up))
            // How far past the bounds ink is looked for: enough to see a cut, bounded whatever the sizes.
            let margin = min(max(canvas.width, canvas.height), 256)
            let moment = AuditMoment.rest(state)
            var titles: [(segment: Int, ink: Framebuffer)] = []
            for span in spans {
                let segment: Int, what: String
                switch span.element {
                case .title(let i):
                    (segment, what) = (i, "title \"\(titleText(frame, i))\"")
                case .decoration(let d) where d < layout.decorations.count:
                    guard case .badge(let badge) = layout.decorations[d] else { continue }
                    (segment, what) = (badge.segment, "badge")
                default: continue
                }
                guard let reach = list.reach(of: span.commands, scale: scale)?.intersection(canvas.expanded(by: margin)), !reach.isEmpty else { continue }
                var alone = list
                alone.commands = Array(list.commands[span.commands])
                let ink = alone.rasterize(scale: scale, window: reach)
                if case .title = span.element { titles.append((segment, ink)) }
                let inView = wholeInView(segment, layout)
                var strong = 0, cut = 0, sides = Set<String>()
                for y in reach.y0..<reach.y1 {
                    for x in reach.x0..<reach.x1 where ink.alpha(x, y) >= 128 {
                        strong += 1
                        var side: String?
                        if y < 0 { side = "top" } else if y >= canvas.y1 { side = "bottom" }
                        if x < 0, inView.horizontally { side = "left" } else if x >= canvas.x1, inView.horizontally { side = "right" }
                        if y < 0 || y >= canvas.y1, !inView.vertically { side = nil }
                        if let side {
                            cut += 1
                            sides.insert(side)
                        }
                    }
                }
                let key = "\(what.prefix(5)) \(segment)"
                guard cut > 0, strong > 0, reported.insert(key).inserted else { continue }
                let share = max(1, Int((Double(cut) / Double(strong) * 100).rounded()))
                let edges = ["top", "bottom", "left", "right"].filter(sides.contains).joined(separator: " and ")
                findings.append(
                    AuditFinding(
                        rule: .clipping, severity: .error, segment: segment, state: moment, ratio: nil,
                        message: "segment \(segment) \(what) is cut by the control's bounds at the \(edges) (\(share)% of its ink outside) \(moment.phrase)"))
            }
            // Titles running into each other: a pixel both ink strongly.
            for (k, a) in titles.enumerated() {
                for b in titles[(k + 1)...] {
                    let both = a.ink.bounds.intersection(b.ink.bounds)
                    guard !both.isEmpty, reported.insert("run \(a.segment) \(b.segment)").inserted else { continue }
                    let touching = (both.y0..<both.y1).contains { y in
                        (both.x0..<both.x1).contains { x in a.ink.alpha(x, y) >= 128 && b.ink.alpha(x, y) >= 128 }
                    }
                    if !touching {
                        reported.remove("run \(a.segment) \(b.segment)")
                        continue
                    }
                    findings.append(
                        AuditFinding(
                            rule: .clipping, severity: .error, segment: a.segment, state: moment, ratio: nil,
                            message:
                                "segment \(a.segment) title \"\(titleText(frame, a.segment))\" runs into segment \(b.segment)'s \"\(titleText(frame, b.segment))\" \(moment.phrase)"
                        ))
                }
            }
        }
        return findings
    }

    /// Whether segment `i` lies wholly inside the control along each axis (a segment scrolled
    /// partly out of view does not, along the scroll).
    func wholeInView(_ i: Int, _ layout: ControlLayout) -> (horizontally: Bool, vertically: Bool) {
        guard let segment = layout.segments.first(where: { $0.index == i }) else { return (true, true) }
        let f = segment.frame, epsilon = 0.5
        if layout.orientation == .horizontal {
            return (f.minX - layout.scrollOffset >= -epsilon && f.maxX - layout.scrollOffset <= config.width + epsilon, true)
        }
        return (true, f.minY - layout.scrollOffset >= -epsilon && f.maxY - layout.scrollOffset <= config.height + epsilon)
    }

    /// A title as drawn in `frame`, its lines joined by spaces.
    func titleText(_ frame: FrameState, _ i: Int) -> String {
        i < frame.segments.count ? frame.segments[i].lines.map(\.text).joined(separator: " ") : ""
    }

    /// Titles shortened with "…", normal or selected, each reported once.
    func truncationFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        guard config.type != .images else { return [] }
        for i in 0..<config.segmentCount {
            let whole = config.sectionTitles[i].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for selected in [false, true] {
                let shown = titleFace(i, selected: selected).lines.map(\.text)
                guard shown != whole else { continue }
                let why = shown.count < whole.count ? "titleNumberOfLines \(config.titleNumberOfLines)" : "titleTruncation tail"
                findings.append(
                    AuditFinding(
                        rule: .truncation, severity: .warning, segment: i, state: .rest(selected ? i : nil), ratio: nil,
                        message: "segment \(i) title \"\(whole.joined(separator: " "))\" shows as \"\(shown.joined(separator: " "))\" (\(why))\(selected ? " when selected" : "")"
                    ))
                break
            }
        }
        return findings
    }
}
