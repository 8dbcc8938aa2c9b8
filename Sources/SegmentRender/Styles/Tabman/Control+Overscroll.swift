import Raster

extension Control {
    /// Tabman's bar while its paging view is pulled past the first or last page (`progress`
    /// below 0 or above N − 1, clamped to −1…N): the end button stays selected and the indicator
    /// overscrolls by `indicatorOverscroll` — moved on by its focus's width times the overscroll
    /// (bounce) or shrunk by it towards the end (compress) — mirrored right to left.
    func overscrollState(_ progress: Double) -> FrameState {
        let n = config.segmentCount
        let atStart = progress < 0
        let end = atStart ? 0 : n - 1
        let delta = atStart ? max(progress, -1) : min(progress, Double(n)) - Double(n - 1)
        var state = restState(end)
        let layout = state.layout
        guard config.indicatorOverscroll != .none, end < layout.segments.count,
            let k = layout.decorations.firstIndex(where: \.isIndicator)
        else { return state }
        var focus = layout.segments[end].frame
        let forward = layout.isRightToLeft ? -1.0 : 1.0
        switch config.indicatorOverscroll {
        case .bounce:
            focus.x += forward * focus.width * delta
        case .compress:
            // Pulled before the start the far edge comes in; past the end the near edge does.
            let shrink = focus.width * abs(delta)
            focus.width -= shrink
            if atStart == layout.isRightToLeft { focus.x += shrink }
        case .none:
            break
        }
        focus.width = max(0, focus.width)
        if let indicator = ControlLayout.tabmanIndicator(config: FamilyConfig(config), focus: focus, y: layout.decorations[k].frame.y) {
            state.layout.decorations[k] = indicator
        }
        return state
    }
}
