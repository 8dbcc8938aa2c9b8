import Raster

/// Everything one picture of a control shows: geometry, what each segment draws, and how
/// selected each segment is (1 at rest for the selected one; between 0 and 1 while a selected fill
/// or background cross-fades).
public struct FrameState: Sendable {
    /// The frame's geometry.
    public var layout: ControlLayout
    /// How each segment's content is painted.
    var segments: SegmentPaints
    /// Per segment, 0 (normal) to 1 (selected).
    public var weights: [Double]
}

extension Control {
    /// The rest state `selection` names (the config's own selection by default), dragged when the
    /// config has a `drag` (`dragState(_:from:)`).
    public func restState(selection: Selection = .configured) -> FrameState {
        let index = selection.index(in: config)
        return config.drag.map { dragState($0, from: index) } ?? restState(index)
    }

    /// The rest state with `selection` selected (and the config's press, if any: `pressLook(_:)`).
    public func restState(_ selection: Int?) -> FrameState {
        restState(selection, pressed: config.press)
    }

    /// The rest state with `selection` selected and `press` drawn (nil: none). `unselected`: every
    /// segment's paint with nothing selected (``unselectedPaints()``), for a caller making many
    /// rest states: only the selected segment's is made again.
    func restState(_ selection: Int?, pressed press: PressConfig?, unselected: SegmentPaints? = nil) -> FrameState {
        let layout = layout(selecting: selection)
        let n = config.segmentCount
        let weights = (0..<n).map { $0 == layout.selectedSegmentIndex ? 1.0 : 0 }
        var segments: SegmentPaints
        if let unselected, unselected.count == n {
            segments = unselected
            // Its face as titleFaces(selection:) gives it: bsc's selected titles keep the normal face.
            let titled = paint.revealsSelectedTitles ? nil : selection
            if let s = selection, s >= 0, s < n { segments[s] = segmentPaint(s, face: titleFace(s, selected: s == titled), selected: true, weight: 1) }
        } else {
            let faces = titleFaces(selection: selection)
            segments = SegmentPaints(faces.indices.map { segmentPaint($0, face: faces[$0], selected: $0 == selection, weight: $0 == selection ? 1 : 0) })
        }
        return pressLook(FrameState(layout: layout, segments: segments, weights: weights), press: press)
    }

    /// Every segment's paint in the rest state with nothing selected.
    func unselectedPaints() -> SegmentPaints {
        let faces = titleFaces(selection: nil)
        return SegmentPaints(faces.indices.map { segmentPaint($0, face: faces[$0], selected: false, weight: 0) })
    }

    /// A picture between the rest states at `a` and `b`, `progress` of the way (0 is exactly `a`,
    /// 1 exactly `b`; a spring may pass 1). Geometry interpolates; the indicator appears or
    /// disappears at once when one end has no selection; titles take `titleStyleAt`'s state, or blend
    /// their colours with `titleTransition: crossfade`; selected fills and backgrounds cross-fade.
    func transitionState(from a: Int?, to b: Int?, progress p: Double, titlesOf titleState: Int?) -> FrameState {
        if p == 0 { return restState(a) }
        if p == 1 { return restState(b) }
        return transitionState(from: a, restState(a), to: b, restState(b), progress: p, titlesOf: titleState)
    }

    /// The same, with the two rest states already made (an animation makes them once).
    func transitionState(
        from a: Int?, _ start: FrameState, to b: Int?, _ end: FrameState, progress p: Double,
        titlesOf titleState: Int?
    ) -> FrameState {
        if p == 0 { return start }
        if p == 1 { return end }
        var layout = ControlLayout.interpolating(start.layout, end.layout, p)
        layout.selectedSegmentIndex = titleState
        // HMSegmentedControl pops the indicator in and out rather than moving it from nowhere.
        if a == nil { layout.decorations = end.layout.decorations }
        if b == nil { layout.decorations = start.layout.decorations }
        let weights = zip(start.weights, end.weights).map { min(max(lerp($0, $1, p), 0), 1) }
        var segments = titleState == b ? end.segments : titleState == a ? start.segments : restState(titleState).segments
        let crossfade = config.titleTransition == .crossfade
        if crossfade || paint.titlesFollowWeight {
            // Zoom, stroke and gradient follow each segment's weight; colours blend with crossfade.
            // The selected font goes to one title at most: with crossfade the one more than half
            // selected, and at exactly half way the one the titles belong to (the destination).
            func selectedFont(_ i: Int) -> Bool {
                crossfade ? weights[i] > 0.5 || (weights[i] == 0.5 && i == titleState) : i == titleState
            }
            segments = SegmentPaints(
                (0..<segments.count).map { i in
                    let selected = selectedFont(i)
                    var s = segmentPaint(i, face: titleFace(i, selected: selected), selected: selected, weight: weights[i])
                    if crossfade && !isDisabled(i) { s.style.color = lerp(normalStyle.color, selectedStyle.color, weights[i]) }
                    return s
                })
        }
        return FrameState(layout: layout, segments: segments, weights: weights)
    }

    /// The scroll-progress state at fractional position `progress` between segments (clamped to
    /// 0…N−1; tabman: −1…N, its indicator overscrolling past the ends, `overscrollState(_:)`): geometry between the rest states at ⌊P⌋ and ⌈P⌉; titles in the state of round(P),
    /// or blended by the fraction with `titleTransition: crossfade`.
    public func progressState(_ progress: Double) -> FrameState {
        let n = config.segmentCount
        guard n > 0 else { return restState(nil) }
        if config.style == .tabman, progress < 0 || progress > Double(n - 1) { return overscrollState(progress) }
        let p = min(max(progress, 0), Double(n - 1))
        let low = Int(saturating: p, .down), high = Int(saturating: p, .up)
        return transitionState(from: low, to: high, progress: p - Double(low), titlesOf: Int(saturating: p, .toNearestOrAwayFromZero))
    }
}
