import Raster

extension Control {
    /// The audit's frames drawn only where they can differ from its first (nothing selected): a
    /// state of a long bar that leaves the scroll where it was changes the segments around the
    /// selection and the indicator, not the other 490, so drawing and comparing it costs what
    /// changed, not the whole control.
    ///
    /// A segment is left out when it draws what it draws in the base frame (the same frame,
    /// paint and weight, and the same divider before it) and its reach meets neither what
    /// changed (the changed segments and elements, both frames' versions, and every indicator,
    /// whose contrast is measured in its own window) nor the reach of a segment that does. So
    /// every title that may be measured again has all its neighbours drawn around it, and one
    /// that is left out keeps the base frame's measurement (``titleValues(_:memo:reference:only:shrinking:)``).
    /// Only HMSegmentedControl's content can be left out this way, and only where a segment's
    /// commands depend on nothing but its own frame and paint: not under two-tone titles (each
    /// cut by the moving indicator), a thumb revealing titles, an edge fade or a filter that
    /// reads the canvas.
    struct RegionCulling {
        let control: Control
        let base: DrawnFrame
        /// Each segment's reach in the base frame (with the divider before it); empty when it drew nothing.
        private let reaches: [PixelBox]
        /// The base frame's elements other than segments', by element: their span.
        private let others: [ElementID: Int]

        init?(control: Control, base: DrawnFrame) {
            let layout = base.state.layout
            guard control.paint.chrome.scrollsSegmentBackgrounds, control.paint.twoToneTitles == nil, !control.paint.revealsSelectedTitles, !base.readsCanvas,
                !layout.fadesEdges, layout.segments.indices.allSatisfy({ layout.segments[$0].index == $0 })
            else { return nil }
            var reaches = [PixelBox](repeating: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), count: layout.segments.count)
            var others: [ElementID: Int] = [:]
            for (k, span) in base.spans.enumerated() {
                guard let box = base.reach(of: span) else { return nil }
                if let i = Self.segment(span.element), i < reaches.count { reaches[i] = reaches[i].union(box) } else { others[span.element] = k }
            }
            (self.control, self.base, self.reaches, self.others) = (control, base, reaches, others)
        }

        /// The position of the segment an element belongs to as content (the divider before it
        /// with it); nil for the rest.
        static func segment(_ element: ElementID) -> Int? {
            switch element {
            case .segmentBackground(let k), .image(let k), .title(let k): k
            case .divider(let j): j + 1
            default: nil
            }
        }

        /// `state` drawn where it can differ from the base frame, culled to the canvas grown by
        /// `margin` as well; nil when it cannot be drawn so (the scroll moved, the segments differ
        /// in number, or something reaches everywhere): draw it whole then.
        func drawn(_ state: FrameState, margin: Int) -> DrawnFrame? {
            let (a, b) = (state.layout, base.state.layout)
            guard a.scrollOffset == b.scrollOffset, !a.fadesEdges, a.segments.count == b.segments.count, state.segments.count == b.segments.count,
                state.weights.count == b.segments.count, base.state.segments.count == b.segments.count, base.state.weights.count == b.segments.count,
                a.dividers.count == b.dividers.count
            else { return nil }
            func opacity(_ l: ControlLayout, _ j: Int) -> Double? { j < l.dividerOpacities.count ? l.dividerOpacities[j] : nil }
            // Geometry and paint both frames share (a state made from the base's lists) are the
            // same without a look at each segment: a long bar's state costs what it changed.
            let sameSlots = a.segments == b.segments, sameDividers = a.dividers == b.dividers && a.dividerOpacities == b.dividerOpacities
            var changed = [Bool](repeating: false, count: a.segments.count)
            for k in changed.indices where state.weights[k] != base.state.weights[k] { changed[k] = true }
            if !sameSlots { for k in changed.indices where a.segments[k] != b.segments[k] { changed[k] = true } }
            if !sameDividers {
                for k in changed.indices.dropFirst() where k - 1 < a.dividers.count {
                    if a.dividers[k - 1] != b.dividers[k - 1] || opacity(a, k - 1) != opacity(b, k - 1) { changed[k] = true }
                }
            }
            if let differ = state.segments.mayDiffer(from: base.state.segments) {
                for k in differ where state.segments[k] != base.state.segments[k] { changed[k] = true }
            } else {
                for k in changed.indices where state.segments[k] != base.state.segments[k] { changed[k] = true }
            }
            // What changed, from the changed segments and every other element drawn.
            let sketch = control.drawn(state, culled: true, margin: margin, keeping: changed)
            var region = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
            var seen = Set<ElementID>()
            for span in sketch.spans {
                guard let box = sketch.reach(of: span) else { return nil }
                if let i = Self.segment(span.element) {
                    region = region.union(box)
                    if i < reaches.count { region = region.union(reaches[i]) }
                    continue
                }
                seen.insert(span.element)
                let theirs = others[span.element]
                let same = theirs.map { sketch.list.commands[span.commands] == base.list.commands[base.spans[$0].commands] } ?? false
                if !same || Self.isIndicator(span.element, in: a) { region = region.union(box) }
                if !same, let theirs, let old = base.reach(of: base.spans[theirs]) { region = region.union(old) }
            }
            for (element, k) in others where !seen.contains(element) {
                guard let old = base.reach(of: base.spans[k]) else { return nil }
                region = region.union(old)
            }
            // The segments that may be measured again, then every segment reaching their reach.
            var around = region
            for (k, reach) in reaches.enumerated() where !changed[k] && !reach.intersection(region).isEmpty { around = around.union(reach) }
            let keeping = reaches.indices.map { changed[$0] || !reaches[$0].intersection(around).isEmpty }
            return control.drawn(state, culled: true, margin: margin, keeping: keeping, against: base)
        }

        /// Whether `element` is a decoration whose contrast the audit measures (all but badges).
        private static func isIndicator(_ element: ElementID, in layout: ControlLayout) -> Bool {
            guard case .decoration(let d) = element, d < layout.decorations.count else { return false }
            if case .badge = layout.decorations[d] { return false }
            return true
        }
    }
}

extension Control.DrawnFrame {
    /// What `span`'s commands can reach; nil when one can reach anywhere.
    func reach(of span: ElementSpan) -> PixelBox? {
        var box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        for k in span.commands {
            guard let reach = reach(k) else { return nil }
            box = box.union(reach)
        }
        return box
    }
}
