import Raster

extension Control {
    /// Segmentio's highlighted state: the cell's background and title colour while held.
    func segmentioPressed(_ state: FrameState, _ press: PressConfig) -> FrameState {
        let i = press.segment
        var state = state
        if config.highlightedBackgroundColor.a > 0 {
            let highlight = PressHighlight(
                frame: state.layout.segments[i].frame, cornerRadius: 0, color: config.highlightedBackgroundColor, opacity: 1)
            state.layout.decorations.insert(.pressHighlight(highlight), at: 0)
        }
        if let color = config.highlightedTitleColor { state.segments[i].style.color = color }
        return state
    }
}
