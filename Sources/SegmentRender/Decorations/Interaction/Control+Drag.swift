import Raster

/// A finger dragging the selection (`drag` in the config, `--drag X` on the command line), `x`
/// points from the control's left edge, each style as its control follows a pan:
/// - bsc: the thumb slides with the finger, centred under it and kept between the insets
///   (`inset ≤ thumb.x ≤ W − inset − thumb.width`); the selection does not change until release,
///   so the selected titles show where the thumb covers them;
/// - uikit13: the selection moves to the segment under the finger, its thumb pressed (95 %);
///   a disabled segment under the finger keeps the thumb where it was;
/// - uikit7: the segment under the finger is highlighted (its press look);
/// - hm (HM and JX bars) and material3, which have no draggable indicator: the indicator at the
///   scroll progress that puts its centre under the finger — between the two segments whose
///   centres are either side of it, in proportion — as a pager dragged that far drives it.
extension Control {
    /// The state of a drag at `x` (points from the left edge; clamped to the control) that
    /// began with `selection` selected.
    public func dragState(_ x: Double, from selection: Int?) -> FrameState {
        config.style.family.dragged(to: min(max(x, 0), config.width), from: selection, rest: restState(selection), on: self)
    }

    /// The selection a drag at `x` that began on `selection` settles on when the finger lifts: bsc
    /// the segment whose centre is nearest the thumb's; uikit13 and uikit7 the segment under the
    /// finger (a disabled one keeps the selection); hm and material3 the nearest whole position
    /// of the drag's progress, as a pager settles on the nearest page.
    public func releaseSelection(_ x: Double, from selection: Int?) -> Int? {
        let dragged = dragState(x, from: selection)
        return config.style.family.released(at: min(max(x, 0), config.width), from: selection, dragged: dragged, on: self)
    }

    /// A pager's drag (the families without a draggable indicator): the indicator at the scroll
    /// progress that puts its centre under the finger.
    func pagerDragged(to x: Double, rest: FrameState) -> FrameState {
        guard config.orientation == .horizontal, config.dock == nil else { return rest }
        return progressState(dragProgress(x, in: rest.layout))
    }

    /// Where a pager's drag settles: the nearest whole position of its progress.
    func pagerReleased(at x: Double, from selection: Int?) -> Int? {
        guard config.orientation == .horizontal, config.dock == nil, config.segmentCount > 0 else { return selection }
        let rest = restState(selection).layout
        return Int(saturating: dragProgress(x, in: rest), .toNearestOrAwayFromZero)
    }

    /// A thumb that slides with the finger (bsc): centred under it, kept `inset` inside the ends.
    func thumbDragged(to x: Double, inset: Double, rest: FrameState) -> FrameState {
        var state = rest
        state.layout.decorations = rest.layout.decorations.map { decoration in
            guard case .thumb(var thumb) = decoration else { return decoration }
            let w = thumb.frame.width
            thumb.frame.x = max(min(x - w / 2, config.width - inset - w), inset)
            return .thumb(thumb)
        }
        return state
    }

    /// Where a sliding thumb settles: the segment whose centre is nearest the thumb's.
    func thumbReleased(_ dragged: FrameState, from selection: Int?) -> Int? {
        let layout = dragged.layout
        guard case .thumb(let thumb)? = layout.decorations.first(where: { $0.name == Thumb.name }) else { return selection }
        let centre = thumb.frame.midX
        return layout.segments.min { abs(centre - $0.frame.midX) < abs(centre - $1.frame.midX) }?.index ?? selection
    }

    /// The segment whose frame holds `x` (view coordinates) on `layout`, the last one's right edge
    /// included.
    func segment(under x: Double, in layout: ControlLayout) -> Int? {
        let content = x + layout.scrollOffset
        return layout.segments.first { $0.frame.minX <= content && content < $0.frame.maxX }?.index
            ?? layout.segments.first { content == $0.frame.maxX }?.index
    }

    /// The fractional segment position whose indicator centre is at `x` (view coordinates): the
    /// segments' centres on `layout` (what the finger went down on), interpolated linearly between
    /// the two either side of `x`; before the first centre or past the last, that end.
    func dragProgress(_ x: Double, in layout: ControlLayout) -> Double {
        let centres = layout.segments.sorted { $0.index < $1.index }.map { $0.frame.midX - layout.scrollOffset }
        guard let first = centres.first, let last = centres.last, centres.count > 1 else { return 0 }
        // Right to left the centres fall with the index.
        let rising = last >= first
        for i in 0..<(centres.count - 1) {
            let a = centres[i], b = centres[i + 1]
            if rising ? (x >= a && x <= b) : (x <= a && x >= b) {
                return a == b ? Double(i) : Double(i) + (x - a) / (b - a)
            }
        }
        return (rising ? x < first : x > first) ? 0 : Double(centres.count - 1)
    }
}
