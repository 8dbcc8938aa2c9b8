import Raster

extension Control {
    /// Material 3: a bounded ripple from the touch point while pressed; hovered, focused or
    /// dragged, a state layer over the tab. A tab's ripple is the selected content colour
    /// whichever tab is pressed (Compose's Tab); a segmented button's is its own content colour,
    /// clipped to its shape.
    func material3Pressed(_ state: FrameState, _ press: PressConfig, selected: Bool) -> FrameState {
        let i = press.segment
        var state = state
        let tab = state.layout.segments[i].frame
        let touch = Point(x: press.x.map { $0 + state.layout.scrollOffset } ?? tab.midX, y: press.y ?? tab.midY)
        var radii = CornerRadii(all: 0), color = selectedStyle.color
        if config.isSegmentedButtons {
            if case .segmentedButtons(let row)? = state.layout.decorations.first(where: { $0.name == SegmentedButtonRow.name }), i < row.buttons.count {
                radii = row.buttons[i].radii
            }
            color = selected ? selectedStyle.color : normalStyle.color
        }
        if press.interaction == .pressed {
            let ripple = Ripple.pressed(in: tab, radii: radii, at: touch, time: press.time, release: press.release, color: color)
            state.layout.decorations.insert(.ripple(ripple), at: 0)
        } else {
            let layer = StateLayer.showing(press.interaction, over: tab, radii: radii, time: press.time, release: press.release, color: color)
            state.layout.decorations.insert(.stateLayer(layer), at: 0)
        }
        return state
    }
}
