import Raster

extension Control {
    /// Titles and badges cut by the control's bounds, and titles running into each other, in every
    /// rest state (none, then each segment); each cut reported once, in the first state it shows.
    /// Along a scrolling bar's length a segment partly scrolled out of view is cut by design, so
    /// only a segment wholly in view counts there.
    func clippingFindings() -> [AuditFinding] {
        prepareToDraw()
        var audit = ClippingAudit(control: self)
        let none = drawn(restState(nil))
        audit.check(none, state: nil, reference: nil)
        for state in 0..<config.segmentCount { audit.check(drawn(restState(state)), state: state, reference: none) }
        return audit.findings
    }

    /// The clipping rule across the rest states, one state at a time. An element's ink depends only
    /// on its commands and window, and what is cut of it on that and on whether it lies wholly in
    /// view: each is worked out once. In a state, only the elements that differ from the reference
    /// (the state with nothing selected, checked first) are looked at again: the others gave the
    /// same answer there, reported once already or not at all.
    struct ClippingAudit {
        let control: Control
        var findings: [AuditFinding] = []
        private var reported = Set<String>()
        private let scale: Double
        let canvas: PixelBox
        /// How far past the bounds ink is looked for: enough to see a cut, bounded whatever the sizes.
        private let margin: Int
        private let alongX: Bool
        struct Ink: Hashable {
            var commands: [DrawCommand]
            var window: PixelBox
        }
        struct CutKey: Hashable {
            var ink: Ink
            var horizontally: Bool
            var vertically: Bool
        }
        private var inks: [Ink: Framebuffer] = [:]
        /// Pixels `inks` holds: past 16 MP it starts over (a scrolling bar's windows move with
        /// every state, so old ones are rarely asked for again); an ink asked for again is redrawn.
        private var inkPixels = 0
        static let maxInkPixels = 1 << 24
        private var cuts: [CutKey: (strong: Int, cut: Int, sides: Set<String>)] = [:]
        private var touches: [[Ink]: Bool] = [:]
        /// A title's ink, its cut and whether two titles touch, also keyed by what the titles draw
        /// from their anchors (``PlacedInk``): on a bar that scrolls, a title moved by a fraction of a
        /// pixel mostly draws what it drew in an earlier state.
        struct PlacedCutKey: Hashable {
            var ink: PlacedInk
            var horizontally: Bool
            var vertically: Bool
        }
        /// Two titles' inks from the first's anchor, the second's anchor from it.
        struct PlacedTouch: Hashable {
            var a: PlacedInk, b: PlacedInk
            var dx: Int, dy: Int
        }
        private var placedCuts: [PlacedCutKey: (strong: Int, cut: Int, sides: Set<String>)] = [:]
        private var placedTouches: [PlacedTouch: Bool] = [:]
        /// The reference state's titles (their ink) and whether each element lay wholly in view, by element.
        private var referenceInk: [ElementID: Ink] = [:]
        private var referenceInView: [ElementID: (Bool, Bool)] = [:]
        private var referencePlaced: [ElementID: (anchor: (x: Int, y: Int), ink: PlacedInk)] = [:]

        /// Whether titles are keyed by what they draw from their anchors (else by their commands and
        /// windows on the canvas: the same answers, at more cost — for tests).
        private let placing: Bool

        init(control: Control, placing: Bool = true) {
            self.control = control
            self.placing = placing
            scale = control.config.scale
            canvas = PixelBox(
                x0: 0, y0: 0, x1: Int(saturating: control.config.width * Double(scale), .up), y1: Int(saturating: control.config.height * Double(scale), .up))
            margin = Self.margin(canvas)
            alongX = canvas.width >= canvas.height
        }

        /// How far past the bounds ink is looked for on `canvas`. Rest states are drawn culled to
        /// the canvas grown by this much: a segment whose ink lies beyond it has none the rule sees.
        static func margin(_ canvas: PixelBox) -> Int { min(max(canvas.width, canvas.height), 256) }

        /// `key`'s commands drawn alone in its window (kept for the states after).
        private mutating func ink(_ key: Ink, like list: DisplayList) -> Framebuffer {
            if let known = inks[key] { return known }
            var alone = list
            alone.commands = key.commands
            let frame = alone.rasterize(scale: scale, window: key.window)
            let pixels = key.window.width * key.window.height
            if inkPixels + pixels > Self.maxInkPixels {
                inks.removeAll(keepingCapacity: true)
                inkPixels = 0
            }
            inks[key] = frame
            inkPixels += pixels
            return frame
        }

        mutating func check(_ drawn: DrawnFrame, state: Int?, reference: DrawnFrame?) {
            let frame = drawn.state, layout = frame.layout, list = drawn.list
            let moment = AuditMoment.rest(state)
            let same = reference.flatMap { drawn.changes(from: $0) }?.sameAs
            var titles: [(segment: Int, ink: Ink, changed: Bool, placed: (anchor: (x: Int, y: Int), ink: PlacedInk)?)] = []
            for (k, span) in drawn.spans.enumerated() {
                let segment: Int, isTitle: Bool
                switch span.element {
                case .title(let i):
                    (segment, isTitle) = (i, true)
                case .decoration(let d) where d < layout.decorations.count:
                    guard case .badge(let badge) = layout.decorations[d] else { continue }
                    (segment, isTitle) = (badge.segment, false)
                default: continue
                }
                let inView = control.wholeInView(segment, layout)
                if reference == nil {
                    referenceInView[span.element] = (inView.horizontally, inView.vertically)
                } else if let same, same[k] != nil, let was = referenceInView[span.element], was == (inView.horizontally, inView.vertically) {
                    // As in the reference state: its cut was reported there, or there was none.
                    if case .title = span.element, let ink = referenceInk[span.element] { titles.append((segment, ink, false, referencePlaced[span.element])) }
                    continue
                }
                guard let whole = list.reach(of: span.commands, scale: scale) else { continue }
                let reach = whole.intersection(canvas.expanded(by: margin))
                guard !reach.isEmpty else { continue }
                let key = Ink(commands: Array(list.commands[span.commands]), window: reach)
                var placed: (anchor: (x: Int, y: Int), ink: PlacedInk)?
                if case .title = span.element {
                    placed = placing ? PlacedInk.of(list.commands[span.commands], reach: whole, canvas: canvas, scale: scale) : nil
                    titles.append((segment, key, true, placed))
                    if reference == nil { (referenceInk[span.element], referencePlaced[span.element]) = (key, placed) }
                }
                let (strong, cut, sides): (Int, Int, Set<String>)
                if let placed {
                    let placedKey = PlacedCutKey(ink: placed.ink, horizontally: inView.horizontally, vertically: inView.vertically)
                    if let known = placedCuts[placedKey] {
                        (strong, cut, sides) = known
                    } else {
                        (strong, cut, sides) = self.cut(ink(key, like: list), reach, inView)
                        if placedCuts.count >= 50_000 { placedCuts.removeAll(keepingCapacity: true) }
                        placedCuts[placedKey] = (strong, cut, sides)
                    }
                } else {
                    let cutKey = CutKey(ink: key, horizontally: inView.horizontally, vertically: inView.vertically)
                    if cuts[cutKey] == nil {
                        if cuts.count >= 50_000 { cuts.removeAll(keepingCapacity: true) }
                        cuts[cutKey] = self.cut(ink(key, like: list), reach, inView)
                    }
                    (strong, cut, sides) = cuts[cutKey]!
                }
                // The title's text is joined only for a finding: most spans have none.
                let reportKey = "\(isTitle ? "title" : "badge") \(segment)"
                guard cut > 0, strong > 0, reported.insert(reportKey).inserted else { continue }
                let what = isTitle ? "title \"\(control.titleText(frame, segment))\"" : "badge"
                let share = max(1, Int((Double(cut) / Double(strong) * 100).rounded()))
                let edges = ["top", "bottom", "left", "right"].filter(sides.contains).joined(separator: " and ")
                findings.append(
                    AuditFinding(
                        rule: .clipping, segment: segment, state: moment, ratio: nil,
                        message: "segment \(segment) \(what) is cut by the control's bounds at the \(edges) (\(share)% of its ink outside) \(moment.phrase)"))
            }
            // Titles running into each other: a pixel both ink strongly. Only titles whose windows
            // overlap can, and of those only pairs with a title that changed since the reference
            // can answer otherwise than there; they are taken in the order a check of every pair
            // would meet them.
            var pairs: [(Int, Int)] = []
            let order = titles.indices.sorted { alongX ? titles[$0].ink.window.x0 < titles[$1].ink.window.x0 : titles[$0].ink.window.y0 < titles[$1].ink.window.y0 }
            for (n, k) in order.enumerated() {
                let a = titles[k].ink.window
                for j in order[(n + 1)...] {
                    let b = titles[j].ink.window
                    if alongX ? b.x0 >= a.x1 : b.y0 >= a.y1 { break }
                    if titles[k].changed || titles[j].changed, !a.intersection(b).isEmpty { pairs.append((min(k, j), max(k, j))) }
                }
            }
            pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            for (k, j) in pairs {
                let a = titles[k], b = titles[j]
                guard reported.insert("run \(a.segment) \(b.segment)").inserted else { continue }
                if let pa = a.placed, let pb = b.placed {
                    // Both placed: whether they touch depends on their inks and how far apart they are.
                    let key = PlacedTouch(a: pa.ink, b: pb.ink, dx: pb.anchor.x - pa.anchor.x, dy: pb.anchor.y - pa.anchor.y)
                    if placedTouches[key] == nil {
                        if placedTouches.count >= 50_000 { placedTouches.removeAll(keepingCapacity: true) }
                        placedTouches[key] = touch(a.ink, b.ink, like: list)
                    }
                    if placedTouches[key] != true {
                        reported.remove("run \(a.segment) \(b.segment)")
                        continue
                    }
                } else {
                    if touches[[a.ink, b.ink]] == nil {
                        if touches.count >= 50_000 { touches.removeAll(keepingCapacity: true) }
                        touches[[a.ink, b.ink]] = touch(a.ink, b.ink, like: list)
                    }
                    if touches[[a.ink, b.ink]] != true {
                        reported.remove("run \(a.segment) \(b.segment)")
                        continue
                    }
                }
                findings.append(
                    AuditFinding(
                        rule: .clipping, segment: a.segment, state: moment, ratio: nil,
                        message:
                            "segment \(a.segment) title \"\(control.titleText(frame, a.segment))\" runs into segment \(b.segment)'s \"\(control.titleText(frame, b.segment))\" \(moment.phrase)"
                    ))
            }
        }

        /// Whether two titles' inks are both strong at a pixel.
        private mutating func touch(_ a: Ink, _ b: Ink, like list: DisplayList) -> Bool {
            let inkA = ink(a, like: list).pixels, inkB = ink(b, like: list).pixels
            let wa = a.window, wb = b.window
            let both = wa.intersection(wb)
            return (both.y0..<both.y1).contains { y in
                (both.x0..<both.x1).contains { x in
                    inkA[((y - wa.y0) * wa.width + x - wa.x0) * 4 + 3] >= 128 && inkB[((y - wb.y0) * wb.width + x - wb.x0) * 4 + 3] >= 128
                }
            }
        }

        /// How much of `ink` (drawn in `reach`) is strong, and how much of that lies past the
        /// control's bounds on which sides.
        private func cut(_ ink: Framebuffer, _ reach: PixelBox, _ inView: (horizontally: Bool, vertically: Bool)) -> (Int, Int, Set<String>) {
            let pixels = ink.pixels
            var strong = 0, cut = 0, sides = Set<String>()
            for y in reach.y0..<reach.y1 {
                let row = (y - reach.y0) * reach.width * 4 + 3 - reach.x0 * 4
                for x in reach.x0..<reach.x1 where pixels[row + x * 4] >= 128 {
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
            return (strong, cut, sides)
        }
    }

    /// Whether segment `i` lies wholly inside the control along each axis (a segment scrolled
    /// partly out of view does not, along the scroll).
    func wholeInView(_ i: Int, _ layout: ControlLayout) -> (horizontally: Bool, vertically: Bool) {
        // Segments are listed by index (a direct look-up keeps an audit of n states linear).
        let listed = i < layout.segments.count && layout.segments[i].index == i ? layout.segments[i] : layout.segments.first { $0.index == i }
        guard let segment = listed else { return (true, true) }
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
                        rule: .truncation, segment: i, state: .rest(selected ? i : nil), ratio: nil,
                        message: "segment \(i) title \"\(whole.joined(separator: " "))\" shows as \"\(shown.joined(separator: " "))\" (\(why))\(selected ? " when selected" : "")"
                    ))
                break
            }
        }
        return findings
    }
}
