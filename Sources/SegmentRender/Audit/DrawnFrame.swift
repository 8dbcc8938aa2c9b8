import Raster

extension Control {
    /// A frame as the audit looks at it: its display list and the commands each element drew, with
    /// pixels drawn only in the windows a measurement asks for. A window is drawn from the commands
    /// that can reach it, found through a grid of 64-pixel bands along the control's length, so a
    /// measurement costs what its window holds, not the whole control. A list that reads its own
    /// canvas (a backdrop filter) is drawn whole once instead: its windows depend on pixels
    /// outside them.
    ///
    /// Most of an audit's frames differ from another frame it has drawn only near the selection
    /// (``changes(from:)``): measurements there are redone and the rest reused, so an audit of n
    /// segments costs about n frames' worth of windows, not n².
    package final class DrawnFrame {
        package let state: FrameState
        package let list: DisplayList
        package let spans: [ElementSpan]
        /// The canvas, in device pixels.
        package let canvas: PixelBox
        let scale: Double
        /// Whether the list reads its canvas, so that its windows are cut from the whole canvas.
        package let readsCanvas: Bool
        /// Whether any command's pixels depend on the window it is drawn in (a shadow, a backdrop).
        private(set) lazy var dependsOnWindow = list.commands.contains(where: \.dependsOnWindow)
        /// The whole canvas, drawn when a window of a list that reads its canvas is first asked for.
        private lazy var whole: Framebuffer = canvases?.render(list, scale: scale) ?? list.rasterize(scale: scale)
        /// Shared by the frames of one audit, so that what their canvases share is drawn once.
        private let canvases: PrefixRenderer?
        /// Each command's drawing reach, worked out when first needed (`.some(nil)`: anywhere).
        private var reaches: [PixelBox??]
        /// Command indices by band along the control's length, from `firstBand` on; `everywhere` reach the whole canvas.
        private var bands: [[Int]]?
        private var everywhere: [Int] = []
        private var firstBand = 0
        /// Commands reaching more than `wideBands` bands, kept out of them.
        private var wide: [Int] = []
        static let wideBands = 16
        private let horizontal: Bool
        static let band = 64
        /// For a frame drawn only where it differs from another (``RegionCulling``): that frame,
        /// and which of HMSegmentedControl's segments were drawn, by position. The others draw
        /// there exactly what they draw in `culledAgainst`, so they count as unchanged against it.
        fileprivate(set) var culledAgainst: DrawnFrame?
        fileprivate(set) var kept: [Bool] = []

        init(state: FrameState, list: DisplayList, spans: [ElementSpan], scale: Double, canvases: PrefixRenderer? = nil) {
            self.state = state
            self.canvases = canvases
            self.list = list
            self.spans = spans
            self.scale = scale
            canvas = PixelBox(x0: 0, y0: 0, x1: Int(saturating: list.width * scale, .up), y1: Int(saturating: list.height * scale, .up))
            horizontal = canvas.width >= canvas.height
            reaches = [PixelBox??](repeating: nil, count: list.commands.count)
            windows = [PixelBox??](repeating: nil, count: spans.count)
            measuredBoxes = [PixelBox?](repeating: nil, count: spans.count)
            readsCanvas = list.readsCanvas
        }

        /// Span `k`'s window: the pixels its commands can touch (text bounded by its glyphs) on the
        /// canvas; nil when none.
        func titleWindow(_ k: Int) -> PixelBox? {
            if let known = windows[k] { return known }
            let window = (list.reach(of: spans[k].commands, scale: scale) ?? canvas).intersection(canvas)
            windows[k] = .some(window.isEmpty ? nil : window)
            return windows[k]!
        }
        private var windows: [PixelBox??]
        /// Where each title was measured (by span): its glyphs' box, or its whole reach; nil until
        /// measured. Only changes meeting it can change its measurement.
        var measuredBoxes: [PixelBox?]
        /// Whether `element` was left out here as drawing what it draws in ``culledAgainst``.
        func isCulled(_ element: ElementID) -> Bool {
            guard culledAgainst != nil else { return false }
            switch element {
            case .segmentBackground(let k), .image(let k), .title(let k): return k < kept.count && !kept[k]
            case .divider(let j): return j + 1 < kept.count && !kept[j + 1]
            default: return false
            }
        }

        /// Span index by element, for frames compared with this one.
        private lazy var spanIndex: [ElementID: Int] = Dictionary(spans.enumerated().map { ($1.element, $0) }, uniquingKeysWith: { first, _ in first })

        func reach(_ k: Int) -> PixelBox? {
            if let known = reaches[k] { return known }
            let reach = list.commands[k].drawingReach(scale: scale)
            reaches[k] = .some(reach)
            return reach
        }

        /// The indices, in drawing order, of the commands that can touch `window` (every command
        /// when the list reads its canvas).
        package func commands(reaching window: PixelBox) -> [Int] {
            guard !readsCanvas else { return Array(list.commands.indices) }
            let box = window.intersection(canvas)
            guard !box.isEmpty else { return [] }
            if bands == nil { makeBands() }
            let (lo, hi) = horizontal ? (box.x0, box.x1) : (box.y0, box.y1)
            var found = Set(everywhere)
            for k in wide where !reach(k)!.intersection(box).isEmpty { found.insert(k) }
            // Only the bands the commands reach are kept, from `firstBand` on.
            let first = max(lo / Self.band, firstBand), last = min((hi - 1) / Self.band, firstBand + bands!.count - 1)
            if first <= last {
                for b in first...last {
                    for k in bands![b - firstBand] where !reach(k)!.intersection(box).isEmpty { found.insert(k) }
                }
            }
            return found.sorted()
        }

        /// The bands span what the commands reach, not the whole canvas: a frame drawn only where
        /// it changed (``RegionCulling``) holds a few segments of a bar thousands of bands long;
        /// commands as long as the bar are few and listed apart.
        private func makeBands() {
            var spans: [(k: Int, lo: Int, hi: Int)] = []
            for k in list.commands.indices {
                guard let reach = reach(k) else {
                    everywhere.append(k)
                    continue
                }
                let box = reach.intersection(canvas)
                guard !box.isEmpty else { continue }
                let (lo, hi) = horizontal ? (box.x0, box.x1) : (box.y0, box.y1)
                // One as long as the control (its background) is looked at on its own instead.
                let span = (k: k, lo: lo / Self.band, hi: (hi - 1) / Self.band)
                if span.hi - span.lo >= Self.wideBands { wide.append(k) } else { spans.append(span) }
            }
            let first = spans.map(\.lo).min() ?? 0, last = spans.map(\.hi).max() ?? -1
            var bands = [[Int]](repeating: [], count: max(0, last - first + 1))
            for span in spans { for b in span.lo...span.hi { bands[b - first].append(span.k) } }
            (self.bands, firstBand) = (bands, first)
        }

        /// The commands that can touch `window`, as a list of the canvas's size.
        package func list(reaching window: PixelBox) -> (list: DisplayList, indices: [Int]) {
            let indices = commands(reaching: window)
            var sub = list
            sub.commands = indices.map { list.commands[$0] }
            return (sub, indices)
        }

        /// The frame's pixels in `window` (premultiplied RGBA, `window.width` a row): the bytes the
        /// whole canvas has there.
        package func pixels(in window: PixelBox) -> [UInt8] {
            if readsCanvas {
                let whole = self.whole
                var out: [UInt8] = []
                out.reserveCapacity(window.width * window.height * 4)
                for y in window.y0..<window.y1 { out += whole.pixels[(y * whole.width + window.x0) * 4..<(y * whole.width + window.x1) * 4] }
                return out
            }
            return list(reaching: window).list.rasterize(scale: scale, window: window).pixels
        }

        /// Where this frame may differ from `reference`, element by element: for each of its spans,
        /// the reference's span of the same element drawing the same commands (nil: it changed), and
        /// the canvas boxes the changed elements — and the reference's elements that this frame
        /// lacks or draws otherwise — can reach. A window that meets none of the boxes holds the
        /// same commands in both frames, in the same order, so it looks the same. Nil when the two
        /// cannot be compared that way: either reads its canvas, a command belongs to no element,
        /// or the elements both draw come in another order. The reaches and windows of elements
        /// that did not change are taken from the reference.
        func changes(from reference: DrawnFrame) -> (sameAs: [Int?], boxes: [PixelBox])? {
            // The title and clipping rules both ask, of the same reference.
            if let (known, result) = lastChanges, known === reference { return result }
            let result = workOutChanges(from: reference)
            lastChanges = (reference, result)
            return result
        }
        private var lastChanges: (DrawnFrame, (sameAs: [Int?], boxes: [PixelBox])?)?

        /// Span indices by the position of the segment they draw as content (``RegionCulling/segment(_:)``),
        /// and the other spans: a frame culled against this one looks only at the positions it kept.
        private lazy var spansByPosition: (segments: [[Int]], others: [Int]) = {
            var segments: [[Int]] = [], others: [Int] = []
            for (k, span) in spans.enumerated() {
                guard let p = RegionCulling.segment(span.element) else {
                    others.append(k)
                    continue
                }
                if p >= segments.count { segments += [[Int]](repeating: [], count: p + 1 - segments.count) }
                segments[p].append(k)
            }
            return (segments, others)
        }()

        private func workOutChanges(from reference: DrawnFrame) -> (sameAs: [Int?], boxes: [PixelBox])? {
            guard !readsCanvas, !reference.readsCanvas, list.width == reference.list.width, list.height == reference.list.height,
                spans.reduce(0, { $0 + $1.commands.count }) == list.commands.count,
                reference.spans.reduce(0, { $0 + $1.commands.count }) == reference.list.commands.count
            else { return nil }
            let theirs = reference.spanIndex
            var sameAs = [Int?](repeating: nil, count: spans.count), boxes: [PixelBox] = []
            var matched = [Bool](repeating: false, count: reference.spans.count)
            var last = -1
            func add(_ frame: DrawnFrame, _ span: ElementSpan) -> Bool {
                guard let box = frame.reach(of: span) else { return false }
                if !box.isEmpty { boxes.append(box) }
                return true
            }
            let everything = ([Int?](repeating: nil, count: spans.count), [canvas])
            for (k, span) in spans.enumerated() {
                guard let r = theirs[span.element] else {
                    guard add(self, span) else { return everything }
                    continue
                }
                // The elements both frames draw keep their order.
                guard r > last else { return nil }
                last = r
                matched[r] = true
                let other = reference.spans[r]
                if span.commands.count == other.commands.count, list.commands[span.commands].elementsEqual(reference.list.commands[other.commands]) {
                    sameAs[k] = r
                    for (mine, their) in zip(span.commands, other.commands) where reaches[mine] == nil { reaches[mine] = reference.reaches[their] }
                    if windows[k] == nil { windows[k] = reference.windows[r] }
                    continue
                }
                guard add(self, span), add(reference, other) else { return everything }
            }
            // The reference's elements this frame lacks; those it left out as unchanged do not count.
            guard reference === culledAgainst else {
                for (r, span) in reference.spans.enumerated() where !matched[r] {
                    guard add(reference, span) else { return everything }
                }
                return (sameAs, boxes)
            }
            let (byPosition, others) = reference.spansByPosition
            var unmatched = others.filter { !matched[$0] }
            for p in byPosition.indices where p >= kept.count || kept[p] { unmatched += byPosition[p].filter { !matched[$0] } }
            for r in unmatched.sorted() {
                guard add(reference, reference.spans[r]) else { return everything }
            }
            return (sameAs, boxes)
        }
    }

    /// `frame` drawn for the audit.
    /// A lens (iOS 26's held thumb) shows what is under it magnified, away from where it was
    /// drawn; the audit measures titles and indicators in place, through the lens's glass and rim
    /// but unmagnified (the same colours, over the same ground).
    ///
    /// `culled`: leave out the segments scrolled wholly off the canvas (the same pixels, a list
    /// as long as what shows instead of the whole control) — by more than `margin` device pixels,
    /// for the clipping rule, which looks that far past the bounds.
    /// `canvases`: shared by an audit's frames, whose whole canvases (drawn for lists that read
    /// them) are then drawn from what they share.
    /// `keeping` and `against`: draw only the segments `keeping` says, the others drawing what they
    /// draw in `against` (``RegionCulling``).
    package func drawn(
        _ frame: FrameState, culled: Bool = false, margin: Int = 0, canvases: PrefixRenderer? = nil, keeping: [Bool]? = nil,
        against: DrawnFrame? = nil
    ) -> DrawnFrame {
        var (list, spans) = drawing(frame, culled: culled, margin: margin, keeping: keeping)
        list.commands = list.commands.map { if case .magnifier = $0 { .group([]) } else { $0 } }
        let drawn = DrawnFrame(state: frame, list: list, spans: spans, scale: config.scale, canvases: canvases)
        if let keeping, let against { (drawn.culledAgainst, drawn.kept) = (against, keeping) }
        return drawn
    }
}
