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

/// The later stages State calls: layout, and the press, drag and overscroll looks drawn where
/// decorations are. A control provides them; State sees nothing else of it.
protocol StateStages {
    func layout(selecting selection: Int?) -> ControlLayout
    func pressLook(_ state: FrameState, press: PressConfig?) -> FrameState
    func dragState(_ x: Double, from selection: Int?) -> FrameState
    func overscrollState(_ progress: Double) -> FrameState
}

/// What State makes frames from (``Control/states``): the resolved title paints, how frames
/// blend, and the stages it calls. It holds no config, and sees its stages only through
/// ``StateStages``: State cannot read one.
struct StateMaker<Stages: StateStages> {
    let titles: TitlePaints
    /// `titleTransition: crossfade`: title colours blend with the weights.
    let crossfadesTitles: Bool
    /// Zoom, stroke or gradient follow each segment's weight (``ControlPaint/titlesFollowWeight``).
    let titlesFollowWeight: Bool
    /// Tabman: past the ends, the indicator overscrolls.
    let overscrolls: Bool
    let configuredSelection: Int?
    let drag: Double?
    let press: PressConfig?
    let stages: Stages

    var segmentCount: Int { titles.segmentCount }

    /// The rest state `selection` names, dragged when the config has a `drag`.
    func restState(selection: Selection) -> FrameState {
        let index = selection.index(configured: configuredSelection)
        return drag.map { stages.dragState($0, from: index) } ?? restState(index, pressed: press)
    }

    /// The rest state with `selection` selected and `press` drawn (nil: none). `unselected`: every
    /// segment's paint with nothing selected (``unselectedPaints()``), for a caller making many
    /// rest states: only the selected segment's is made again.
    func restState(_ selection: Int?, pressed press: PressConfig?, unselected: SegmentPaints? = nil) -> FrameState {
        let layout = stages.layout(selecting: selection)
        let n = segmentCount
        let weights = (0..<n).map { $0 == layout.selectedSegmentIndex ? 1.0 : 0 }
        var segments: SegmentPaints
        if let unselected, unselected.count == n {
            segments = unselected
            // Its face as faces(selection:) gives it: bsc's selected titles keep the normal face.
            let titled = titles.revealsSelectedTitles ? nil : selection
            if let s = selection, s >= 0, s < n { segments[s] = titles.paint(s, face: titles.face(s, selected: s == titled), selected: true, weight: 1) }
        } else {
            let faces = titles.faces(selection: selection)
            segments = SegmentPaints(faces.indices.map { titles.paint($0, face: faces[$0], selected: $0 == selection, weight: $0 == selection ? 1 : 0) })
        }
        return stages.pressLook(FrameState(layout: layout, segments: segments, weights: weights), press: press)
    }

    /// Every segment's paint in the rest state with nothing selected.
    func unselectedPaints() -> SegmentPaints {
        let faces = titles.faces(selection: nil)
        return SegmentPaints(faces.indices.map { titles.paint($0, face: faces[$0], selected: false, weight: 0) })
    }

    /// A picture between the rest states at `a` and `b`, `progress` of the way (0 is exactly `a`,
    /// 1 exactly `b`; a spring may pass 1). Geometry interpolates; the indicator appears or
    /// disappears at once when one end has no selection; titles take `titleStyleAt`'s state, or blend
    /// their colours with `titleTransition: crossfade`; selected fills and backgrounds cross-fade.
    func transitionState(from a: Int?, to b: Int?, progress p: Double, titlesOf titleState: Int?) -> FrameState {
        if p == 0 { return restState(a, pressed: press) }
        if p == 1 { return restState(b, pressed: press) }
        return transitionState(from: a, restState(a, pressed: press), to: b, restState(b, pressed: press), progress: p, titlesOf: titleState)
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
        var segments = titleState == b ? end.segments : titleState == a ? start.segments : restState(titleState, pressed: press).segments
        let crossfade = crossfadesTitles
        if crossfade || titlesFollowWeight {
            // Zoom, stroke and gradient follow each segment's weight; colours blend with crossfade.
            // The selected font goes to one title at most: with crossfade the one more than half
            // selected, and at exactly half way the one the titles belong to (the destination).
            func selectedFont(_ i: Int) -> Bool {
                crossfade ? weights[i] > 0.5 || (weights[i] == 0.5 && i == titleState) : i == titleState
            }
            segments = SegmentPaints(
                (0..<segments.count).map { i in
                    let selected = selectedFont(i)
                    var s = titles.paint(i, face: titles.face(i, selected: selected), selected: selected, weight: weights[i])
                    if crossfade && !titles.disabled.contains(i) { s.style.color = lerp(titles.normalColor, titles.selectedColor, weights[i]) }
                    return s
                })
        }
        return FrameState(layout: layout, segments: segments, weights: weights)
    }

    /// The scroll-progress state at fractional position `progress` between segments (clamped to
    /// 0…N−1; tabman: −1…N, its indicator overscrolling past the ends): geometry between the rest
    /// states at ⌊P⌋ and ⌈P⌉; titles in the state of round(P), or blended by the fraction with
    /// `titleTransition: crossfade`.
    func progressState(_ progress: Double) -> FrameState {
        let n = segmentCount
        guard n > 0 else { return restState(nil, pressed: press) }
        if overscrolls, progress < 0 || progress > Double(n - 1) { return stages.overscrollState(progress) }
        let p = min(max(progress, 0), Double(n - 1))
        let low = Int(saturating: p, .down), high = Int(saturating: p, .up)
        return transitionState(from: low, to: high, progress: p - Double(low), titlesOf: Int(saturating: p, .toNearestOrAwayFromZero))
    }
}

/// The control's entry points to State, each handing the call to ``Control/states``.
extension Control {
    /// The rest state `selection` names (the config's own selection by default), dragged when the
    /// config has a `drag` (`dragState(_:from:)`).
    public func restState(selection: Selection = .configured) -> FrameState { states.restState(selection: selection) }

    /// The rest state with `selection` selected (and the config's press, if any: `pressLook(_:)`).
    public func restState(_ selection: Int?) -> FrameState { states.restState(selection, pressed: states.press) }

    /// The rest state with `selection` selected and `press` drawn (nil: none); `unselected` as
    /// ``StateMaker/restState(_:pressed:unselected:)`` takes it.
    func restState(_ selection: Int?, pressed press: PressConfig?, unselected: SegmentPaints? = nil) -> FrameState {
        states.restState(selection, pressed: press, unselected: unselected)
    }

    /// Every segment's paint in the rest state with nothing selected.
    func unselectedPaints() -> SegmentPaints { states.unselectedPaints() }

    /// A picture between the rest states at `a` and `b` (``StateMaker/transitionState(from:to:progress:titlesOf:)``).
    func transitionState(from a: Int?, to b: Int?, progress p: Double, titlesOf titleState: Int?) -> FrameState {
        states.transitionState(from: a, to: b, progress: p, titlesOf: titleState)
    }

    /// The same, with the two rest states already made.
    func transitionState(
        from a: Int?, _ start: FrameState, to b: Int?, _ end: FrameState, progress p: Double,
        titlesOf titleState: Int?
    ) -> FrameState {
        states.transitionState(from: a, start, to: b, end, progress: p, titlesOf: titleState)
    }

    /// The scroll-progress state at fractional position `progress` between segments (clamped to
    /// 0…N−1; tabman: −1…N, its indicator overscrolling past the ends, `overscrollState(_:)`):
    /// geometry between the rest states at ⌊P⌋ and ⌈P⌉; titles in the state of round(P), or
    /// blended by the fraction with `titleTransition: crossfade`.
    public func progressState(_ progress: Double) -> FrameState { states.progressState(progress) }
}
