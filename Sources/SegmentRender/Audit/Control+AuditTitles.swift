import Raster

extension Control {
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

    /// Title measurements kept across the frames of one audit. A title's measurement depends only
    /// on its window, the commands that reach the window (in order), which of them draw the title,
    /// and the elements they belong to; a frame that draws the same there reuses it instead of
    /// drawing it again.
    package final class AuditMemo {
        struct Key: Hashable {
            var window: PixelBox
            var commands: [DrawCommand]
            var title: Range<Int>
            var elements: [ElementID?]
        }
        /// nil: the title drew no ink there.
        private(set) var titles: [Key: TitleValue?] = [:]
        /// What lies under a title in a window (the commands before it), drawn: the ground, the
        /// segment backgrounds and whatever slides under the titles, the same in most frames.
        struct UnderKey: Hashable {
            var window: PixelBox
            var commands: ArraySlice<DrawCommand>
        }
        private(set) var under: [UnderKey: Framebuffer] = [:]
        /// A scrolling control's windows move with every state, so most entries are never asked
        /// for again: past these sizes the memo starts over, keeping an audit's memory bounded
        /// (the findings are the same either way; only the reuse is lost).
        let maxUnderPixels: Int, maxTitles: Int
        private var underPixels = 0

        func remember(_ key: Key, _ value: TitleValue?) {
            if titles.count >= maxTitles { titles.removeAll(keepingCapacity: true) }
            titles[key] = .some(value)
        }

        func remember(_ key: UnderKey, _ frame: Framebuffer) {
            let pixels = frame.width * frame.height
            if underPixels + pixels > maxUnderPixels {
                under.removeAll(keepingCapacity: true)
                underPixels = 0
            }
            under[key] = frame
            underPixels += pixels
        }

        /// A title's glyph pixels by its window and its commands with colours reduced to their
        /// alpha (``DrawCommand/inkOnly``): the same title in another colour shares them.
        struct InkKey: Hashable {
            var window: PixelBox
            var commands: [DrawCommand]
            var shrink: Bool
        }
        /// nil: the title drew no ink there.
        private(set) var inks: [InkKey: Glyphs?] = [:]
        private var inkPixels = 0

        func remember(_ key: InkKey, _ glyphs: Glyphs?) { keep(key, glyphs, in: &inks, pixels: &inkPixels) }

        /// Glyphs kept by `key`, the whole table starting over past the pixel and count budgets.
        private func keep<Key>(_ key: Key, _ glyphs: Glyphs?, in table: inout [Key: Glyphs?], pixels held: inout Int) {
            let pixels = glyphs?.core.count ?? 0
            if held + pixels > maxUnderPixels || table.count >= maxTitles {
                table.removeAll(keepingCapacity: true)
                held = 0
            }
            table[key] = .some(glyphs)
            held += pixels
        }

        /// The same, by what is drawn from a whole pixel the title is placed at (``Control/PlacedCommand``):
        /// a title that moved by a fraction of a pixel mostly finds itself here.
        private(set) var placedTitles: [PlacedKey: TitleValue?] = [:]
        /// Glyphs by what the title draws from its anchor, their box taken from it too.
        private(set) var placedInks: [PlacedInk: Glyphs?] = [:]
        private var placedInkPixels = 0

        func remember(_ key: PlacedKey, _ value: TitleValue?) {
            if placedTitles.count >= maxTitles { placedTitles.removeAll(keepingCapacity: true) }
            placedTitles[key] = .some(value)
        }

        func remember(_ key: PlacedInk, _ glyphs: Glyphs?) { keep(key, glyphs, in: &placedInks, pixels: &placedInkPixels) }

        /// 16 MP of pictures (64 MB) and 50,000 measurements by default.
        package init(maxUnderPixels: Int = 1 << 24, maxTitles: Int = 50_000) {
            self.maxUnderPixels = maxUnderPixels
            self.maxTitles = maxTitles
        }
    }

    /// A title's measurement with what hides it named by element (its name is the frame's).
    struct TitleValue: Equatable {
        var contrast: Double?
        var covered: Double
        var coveredBy: ElementID?
    }

    /// Each enabled title's measurement in `frame`, by segment index. Glyph pixels are those the
    /// title alone covers fully (or nearly, when its strokes are thinner than a pixel); a glyph
    /// pixel is hidden when the frame is the same with and without the title there although
    /// something drawn after the title changed it.
    package func measureTitles(_ frame: FrameState) -> [Int: TitleMeasurement] { measureTitles(drawn(frame)) }

    /// The same, of a frame already drawn.
    func measureTitles(_ drawn: DrawnFrame) -> [Int: TitleMeasurement] {
        let values = titleValues(drawn).bySegment
        return named(Dictionary(uniqueKeysWithValues: values.indices.compactMap { i in values[i].map { (i, $0) } }), in: drawn)
    }

    /// Measurements with what hides each title named as `drawn` names it.
    func named(_ values: [Int: TitleValue], in drawn: DrawnFrame) -> [Int: TitleMeasurement] {
        var names: [String]?
        return values.mapValues { value in
            let coverer = value.coveredBy.flatMap { element in drawn.spans.firstIndex { $0.element == element } }.map { o in
                if names == nil { names = elements(drawn.state, spans: drawn.spans, commands: drawn.list.commands).dropFirst().map(\.name) }
                return names![o]
            }
            return TitleMeasurement(contrast: value.contrast, covered: value.covered, coveredBy: coverer)
        }
    }

    /// Each enabled title's measurement in `drawn`, by segment and by span. With a `reference`
    /// frame and its measurements (by its spans), a title whose window meets nothing that differs
    /// between the two (``DrawnFrame/changes(from:)``) takes the reference's; `memo` keeps
    /// measurements for the audit's other frames. `shrinking: false` measures in each title's whole
    /// reach instead of its glyphs' box (the same values, at more cost: for tests).
    func titleValues(
        _ drawn: DrawnFrame, memo: AuditMemo? = nil, reference: (frame: DrawnFrame, values: [TitleValue?])? = nil, only: Int? = nil,
        shrinking: Bool = true
    ) -> (bySegment: [TitleValue?], bySpan: [TitleValue?]) {
        let (list, spans) = (drawn.list, drawn.spans)
        let scale = config.scale
        var owners: PixelOwners?
        let changes = reference.flatMap { drawn.changes(from: $0.frame) }
        var elementOf: [ElementID?] = []
        if memo != nil {
            elementOf = [ElementID?](repeating: nil, count: list.commands.count)
            for span in spans { for i in span.commands { elementOf[i] = span.element } }
        }
        let ground = systemBackground
        func luminance(_ pixels: [UInt8], _ i: Int) -> Double { Contrast.luminance(pixels, i, over: ground) }
        func same(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Bool {
            a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3]
        }
        // Titles are measured by what they draw from their anchors where no command's pixels depend
        // on the window (so each is measured in its glyphs' box, as below).
        let placeable = shrinking && !drawn.readsCanvas && !drawn.dependsOnWindow
        var bySegment = [TitleValue?](repeating: nil, count: config.segmentCount), bySpan = [TitleValue?](repeating: nil, count: spans.count)
        // A title a thumb reveals (bsc) is measured in place of the normal one under the thumb.
        let revealed = Set(spans.compactMap { if case .revealedTitle(let i) = $0.element { i } else { nil } })
        for (k, span) in spans.enumerated() {
            let segment: Int
            switch span.element {
            case .title(let i) where !revealed.contains(i), .revealedTitle(let i): segment = i
            default: continue
            }
            guard !isDisabled(segment), only == nil || only == segment else { continue }
            // Unchanged since the reference, and nothing changed over it: the reference's measurement.
            // Its measurement depends on the pixels of the box it was measured in (its glyphs' box,
            // or its whole reach where the window could not shrink).
            if let changes, let reference, let r = changes.sameAs[k], let known = reference.values[r],
                let window = reference.frame.measuredBoxes[r] ?? drawn.titleWindow(k), !changes.boxes.contains(where: { !$0.intersection(window).isEmpty })
            {
                drawn.measuredBoxes[k] = reference.frame.measuredBoxes[r]
                (bySegment[segment], bySpan[k]) = (known, known)
                continue
            }
            // Only the window the title can touch is drawn and looked at, from the commands that reach it.
            guard let reachable = drawn.titleWindow(k) else { continue }
            func titleRange(_ indices: [Int]) -> Range<Int> {
                let lo = indices.firstIndex { $0 >= span.commands.lowerBound } ?? indices.count
                return lo..<(indices.firstIndex { $0 >= span.commands.upperBound } ?? indices.count)
            }
            var sub: DisplayList, indices: [Int], title: Range<Int>, glyphs: Glyphs, shrink = true
            var key: AuditMemo.Key?, placedKey: AuditMemo.PlacedKey?
            if let memo, placeable, let placed = placedGlyphs(k, in: drawn, window: reachable, memo: memo) {
                // Measured by what it draws from its anchor: found again wherever the title moved by
                // whole pixels, or by a fraction that puts its glyphs at the same quarter pixels.
                guard let found = placed.glyphs else { continue }
                glyphs = found
                (sub, indices) = drawn.list(reaching: glyphs.box)
                title = titleRange(indices)
                let commands = sub.commands.compactMap { PlacedCommand($0, in: glyphs.box, anchor: placed.anchor, scale: scale) }
                if commands.count == sub.commands.count {
                    let placed = AuditMemo.PlacedKey(
                        box: glyphs.box.moved(-placed.anchor.x, -placed.anchor.y), commands: commands, title: title, elements: indices.map { elementOf[$0] })
                    if let known = memo.placedTitles[placed] {
                        drawn.measuredBoxes[k] = glyphs.box
                        guard let known else { continue }
                        (bySegment[segment], bySpan[k]) = (known, known)
                        continue
                    }
                    placedKey = placed
                }
            } else {
                (sub, indices) = drawn.list(reaching: reachable)
                title = titleRange(indices)
                key = memo.map { _ in AuditMemo.Key(window: reachable, commands: sub.commands, title: title, elements: indices.map { elementOf[$0] }) }
                if let key, let known = memo!.titles[key] {
                    guard let known else { continue }
                    (bySegment[segment], bySpan[k]) = (known, known)
                    continue
                }
                // Everything measured is at glyph pixels: the rest is drawn in their box only, which a
                // glyph's reach (its face box and an em each way) is several times larger than. Where a
                // command's pixels depend on the window (a shadow, a backdrop) the window stays as it was.
                shrink = shrinking && !drawn.readsCanvas && !sub.commands.contains(where: \.dependsOnWindow)
                let inkKey = AuditMemo.InkKey(window: reachable, commands: sub.commands[title].map(\.inkOnly), shrink: shrink)
                let ink: Glyphs?
                if let memo, let known = memo.inks[inkKey] {
                    ink = known
                } else {
                    var alone = sub
                    alone.commands = Array(sub.commands[title])
                    ink = Self.glyphs(alone.rasterize(scale: scale, window: reachable).pixels, in: reachable, shrink: shrink)
                    memo?.remember(inkKey, ink)
                }
                guard let ink else {
                    if let key { memo!.remember(key, nil) }
                    continue
                }
                glyphs = ink
                if glyphs.box != reachable {
                    (sub, indices) = drawn.list(reaching: glyphs.box)
                    title = titleRange(indices)
                }
            }
            let (window, core) = (glyphs.box, glyphs.core)
            drawn.measuredBoxes[k] = window
            let (lo, hi) = (title.lowerBound, title.upperBound)
            // What is under the title drawn once: with the title (`before`, then the whole window)
            // and without it (`behind`).
            let underKey = memo.map { _ in AuditMemo.UnderKey(window: window, commands: sub.commands[..<lo]) }
            let under: Framebuffer
            if let underKey, let known = memo!.under[underKey] {
                under = known
            } else {
                under = DisplayList.draw(sub.commands[..<lo], over: Framebuffer(window: window), scale: scale)
                if let underKey { memo!.remember(underKey, under) }
            }
            let prefix = DisplayList.draw(sub.commands[lo..<hi], over: under, scale: scale)
            let before = prefix.pixels
            let behind = DisplayList.draw(sub.commands[hi...], over: under, scale: scale).pixels
            let full = drawn.readsCanvas ? drawn.pixels(in: window) : DisplayList.draw(sub.commands[hi...], over: prefix, scale: scale).pixels
            let ww = window.width
            var ratios: [Double] = [], hidden: [(x: Int, y: Int)] = []
            for o in core {
                if same(full, o, behind, o) && !same(before, o, full, o) {
                    hidden.append(((o / 4) % ww + window.x0, (o / 4) / ww + window.y0))
                } else {
                    ratios.append(Contrast.ratio(luminance(full, o), luminance(behind, o)))
                }
            }
            var coverer: Int?
            if !hidden.isEmpty {
                // Who painted each pixel last: made only when a title has hidden pixels to name the hider of.
                // In the title's window from the commands reaching it where its pixels are its own
                // (as its glyphs were found), else on the whole canvas once a frame.
                let map: PixelOwners
                if shrink {
                    let inWindow = spans.map { span in
                        (indices.firstIndex { $0 >= span.commands.lowerBound } ?? indices.count)..<(indices.firstIndex { $0 >= span.commands.upperBound } ?? indices.count)
                    }
                    map = sub.rasterizeTrackingOwners(scale: scale, spans: inWindow, window: window).1
                } else {
                    if owners == nil { owners = list.rasterizeTrackingOwners(scale: scale, spans: spans.map(\.commands)).1 }
                    map = owners!
                }
                var byOwner: [Int: Int] = [:]
                for (x, y) in hidden { if let o = map.owner(x, y), o != k { byOwner[o, default: 0] += 1 } }
                coverer = byOwner.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
            }
            let value = TitleValue(
                contrast: ratios.isEmpty ? nil : Contrast.ranked(&ratios, (ratios.count - 1) / 20), covered: Double(hidden.count) / Double(core.count),
                coveredBy: coverer.map { spans[$0].element })
            if let key { memo!.remember(key, value) }
            if let placedKey { memo!.remember(placedKey, value) }
            (bySegment[segment], bySpan[k]) = (value, value)
        }
        // Titles left out as drawing what they draw in the reference: its measurements.
        if let reference, reference.frame === drawn.culledAgainst {
            for (r, span) in reference.frame.spans.enumerated() {
                guard case .title(let i) = span.element, drawn.isCulled(span.element), i < bySegment.count, only == nil || only == i else { continue }
                bySegment[i] = reference.values[r]
            }
        }
        return (bySegment, bySpan)
    }

    /// Span `k`'s glyphs (their box on the canvas) found by what the title draws from its anchor
    /// (``PlacedCommand``), in `reachable` (its window); nil when the title is not only text drawn
    /// from whole masks. A title that reaches past the canvas keys its glyphs by the canvas's
    /// edges from the anchor too, on that axis: there the edge cuts them.
    func placedGlyphs(_ k: Int, in drawn: DrawnFrame, window reachable: PixelBox, memo: AuditMemo) -> (anchor: (x: Int, y: Int), glyphs: Glyphs?)? {
        let scale = config.scale, own = drawn.list.commands[drawn.spans[k].commands]
        guard let reach = drawn.reach(of: drawn.spans[k]), let (anchor, key) = PlacedInk.of(own, reach: reach, canvas: drawn.canvas, scale: scale) else { return nil }
        if let known = memo.placedInks[key] { return (anchor, known.map { Glyphs(box: $0.box.moved(anchor.x, anchor.y), core: $0.core) }) }
        var alone = drawn.list
        alone.commands = Array(own)
        let glyphs = Self.glyphs(alone.rasterize(scale: scale, window: reachable).pixels, in: reachable, shrink: true)
        memo.remember(key, glyphs.map { Glyphs(box: $0.box.moved(-anchor.x, -anchor.y), core: $0.core) })
        return (anchor, glyphs)
    }

    /// A title's glyph pixels: where its ink is at its peak — or nearly, when its strokes are
    /// thinner than a pixel — as byte offsets into `box`, row by row. `box` is their bounding box
    /// when `shrink`, else the window the ink was drawn in.
    struct Glyphs {
        var box: PixelBox
        var core: [Int]
    }

    /// The glyph pixels of `ink` (a title alone, drawn in `window`); nil when it drew nothing.
    /// Only the ink's alpha counts: the title in any colour of the same alpha has the same.
    static func glyphs(_ ink: [UInt8], in window: PixelBox, shrink: Bool) -> Glyphs? {
        // One pass over the alpha bytes, keeping the offsets at the highest alpha so far: this
        // runs once a title a frame, over windows of tens of thousands of pixels.
        var peak: UInt8 = 0
        var core: [Int] = []
        var o = 0
        while o + 3 < ink.count {
            let a = ink[o + 3]
            if a >= peak, a > 0 {
                if a > peak { (peak, core) = (a, []) }
                core.append(o)
            }
            o += 4
        }
        guard peak > 0 else { return nil }
        if core.count < 4 {
            core = []
            o = 0
            while o + 3 < ink.count {
                if Int(ink[o + 3]) * 4 >= Int(peak) * 3 { core.append(o) }
                o += 4
            }
        }
        guard shrink else { return Glyphs(box: window, core: core) }
        let w = window.width
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for o in core {
            let x = (o / 4) % w, y = (o / 4) / w
            (x0, x1) = (min(x0, x), max(x1, x + 1))
            (y0, y1) = (min(y0, y), max(y1, y + 1))
        }
        let box = PixelBox(x0: x0 + window.x0, y0: y0 + window.y0, x1: x1 + window.x0, y1: y1 + window.y0)
        let moved = core.map { o in (((o / 4) / w - y0) * box.width + (o / 4) % w - x0) * 4 }
        return Glyphs(box: box, core: moved)
    }

    /// The contrast of one title in `frame` (``TitleMeasurement/contrast``).
    package func titleContrast(_ frame: FrameState, segment: Int) -> Double? { measureTitles(frame)[segment]?.contrast }

    /// Where a selection change between neighbours is sampled.
    package static let auditTransitionSamples = [0.25, 0.5, 0.75]

    /// Text contrast and overlap in one frame.
    /// Text contrast and overlap in one frame, and its titles' measurements (to be the reference
    /// of frames like it: ``titleValues(_:memo:reference:)``).
    func titleFindings(
        _ drawn: DrawnFrame, moment: AuditMoment, rules: Set<AuditRule>, memo: AuditMemo? = nil,
        reference: (frame: DrawnFrame, values: [TitleValue?])? = nil
    ) -> (findings: [AuditFinding], values: [TitleValue?]) {
        var findings: [AuditFinding] = []
        let frame = drawn.state
        let values = titleValues(drawn, memo: memo, reference: reference)
        let when = moment.phrase
        for segment in frame.layout.segments {
            let i = segment.index
            guard i < values.bySegment.count, let v = values.bySegment[i], i < frame.segments.count else { continue }
            // Most titles pass: a ratio of 4.5 passes whatever the size, and little of them is hidden.
            if v.covered <= Self.overlapLimit, v.contrast.map({ $0 >= 4.5 }) ?? true { continue }
            let paint = frame.segments[i]
            guard let first = paint.lines.first else { continue }
            let m = named([i: v], in: drawn)[i]!
            let title = paint.lines.map(\.text).joined(separator: " ")
            if rules.contains(.overlap), m.covered > Self.overlapLimit {
                findings.append(
                    AuditFinding(
                        rule: .overlap, segment: i, state: moment, ratio: nil,
                        message: "\(m.coveredBy ?? "something drawn over it") hides \(Int((m.covered * 100).rounded()))% of segment \(i) title \"\(title)\"'s glyphs \(when)"))
            }
            guard rules.contains(.textContrast), let ratio = m.contrast else { continue }
            let size = paint.style.fontSize
            let needed = Self.contrastNeeded(paint.style, first.text), large = needed == 3
            guard ratio < needed else { continue }
            findings.append(
                AuditFinding(
                    rule: .textContrast, segment: i, state: moment, ratio: ratio,
                    message:
                        "segment \(i) title \"\(title)\" (\(Self.points(size)) pt\(large ? ", large" : "")) is \(Self.failingRatio(ratio, needed: needed)):1 against what is behind it"
                        + " \(when); needs \(needed == 3 ? "3" : "4.5"):1"))
        }
        return (findings, values.bySpan)
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

extension DrawCommand {
    /// The command with every colour's red, green and blue set to 0: what it draws has the same
    /// alpha (coverage times each colour's alpha), so it keys what depends on the alpha alone.
    /// Gradients and images are kept as they are.
    var inkOnly: DrawCommand {
        func a(_ c: RGBA8) -> RGBA8 { RGBA8(r: 0, g: 0, b: 0, a: c.a) }
        switch self {
        case let .text(text, size, origin, color): return .text(text, size: size, origin: origin, a(color))
        case let .strokedText(text, size, origin, color, stroke): return .strokedText(text, size: size, origin: origin, a(color), stroke: stroke)
        case let .fillRect(rect, color): return .fillRect(rect, a(color))
        case let .fillRoundedRect(rect, radii, color): return .fillRoundedRect(rect, radii: radii, a(color))
        case let .strokeRoundedRect(rect, radii, width, color): return .strokeRoundedRect(rect, radii: radii, width: width, a(color))
        case let .fillPolygon(points, color): return .fillPolygon(points, a(color))
        case let .group(inner): return .group(inner.map(\.inkOnly))
        case let .layer(inner, opacity): return .layer(inner.map(\.inkOnly), opacity: opacity)
        case let .masked(content, mask): return .masked(content.map(\.inkOnly), by: mask.map(\.inkOnly))
        case .image, .resizableImage, .roundedImage, .gradient, .shadow, .backdropFilter, .magnifier: return self
        }
    }
}
