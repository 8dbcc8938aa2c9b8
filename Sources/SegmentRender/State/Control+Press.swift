import Raster

/// How a held segment looks, style by style (`press` in the config, `--press` on the command line),
/// at `press.time` seconds after touch-down:
/// - uikit13, an unselected segment: its title fades to 30 % over 0.35 s (ease-in-ease-out);
/// - uikit13, the selected segment: the thumb and its title shrink to 95 % about their centres on a
///   critically damped spring (response 0.3 s);
/// - uikit7, an unselected segment: its slot tinted at 20 % at once (UIKit's highlighted state);
/// - material3, any tab: a bounded ripple from the touch point (``Ripple``), in the selected
///   label's colour at 10 %; hovered, focused or dragged (`press.interaction`), a state layer over
///   the tab (``StateLayer``) at 8, 10 or 16 %;
/// - hm (HMSegmentedControl and JX bars), bsc, the dock, a disabled segment: no look; the iOS looks
///   draw a press only (a hovered, focused or dragged segment looks as it does at rest), and none
///   once it is released (`press.release`); material3's ripple and layers fade out after it.
extension Control {
    /// What uikit13's pressed titles fade to.
    static let pressedTitleAlpha = 0.3
    /// How long uikit13's pressed title takes to fade, in seconds.
    static let pressedTitleFade = 0.35
    /// What uikit13's pressed thumb and title shrink to.
    static let pressedThumbScale = 0.95
    /// How they shrink.
    static let pressedThumbSpring = TimingCurve.spring(damping: 1, response: 0.3)

    /// `state` with `press` (the config's, or a press animation's frame) drawn, if the style has a look for it.
    func pressLook(_ state: FrameState, press: PressConfig?) -> FrameState {
        guard let press, press.segment < state.segments.count, press.segment < state.layout.segments.count,
            !isDisabled(press.segment), config.dock == nil
        else { return state }
        let i = press.segment, selected = state.layout.selectedSegmentIndex == i
        // The iOS looks show only a press, and clear it at touch-up.
        guard config.style == .material3 || (press.interaction == .pressed && !press.isReleased) else { return state }
        var state = state
        switch config.style {
        case .hm, .bsc, .parchment, .tabman:
            break
        case .uikit13 where selected:
            let shrink = 1 - (1 - Control.pressedThumbScale) * Control.pressedThumbSpring.progress(atTime: press.time, duration: 1)
            state.layout.decorations = state.layout.decorations.map { decoration in
                guard case .thumb(var thumb) = decoration else { return decoration }
                thumb.frame = thumb.frame.shrunk(by: shrink)
                thumb.cornerRadius *= shrink
                return .thumb(thumb)
            }
            var segment = state.layout.segments[i]
            if let frame = segment.titleFrame {
                let centre = Point(x: frame.midX, y: frame.midY)
                segment.titleFrame = frame.shrunk(by: shrink)
                segment.titleBaseline = segment.titleBaseline.map { Point(x: centre.x + ($0.x - centre.x) * shrink, y: centre.y + ($0.y - centre.y) * shrink) }
                state.layout.segments[i] = segment
                state.segments[i].style.fontSize *= shrink
                state.segments[i].lineOffsets = state.segments[i].lineOffsets.map { Point(x: $0.x * shrink, y: $0.y * shrink) }
            }
        case .uikit13:
            let faded = TimingCurve.easeInEaseOut.progress(atTime: press.time, duration: Control.pressedTitleFade)
            let alpha = 1 - (1 - Control.pressedTitleAlpha) * faded
            state.segments[i].style.color = state.segments[i].style.color.withOpacity(alpha)
        case .uikit7 where !selected:
            let highlight = PressHighlight(
                frame: state.layout.segments[i].frame, cornerRadius: ControlLayout.uikit7Radius, color: config.tintColor,
                opacity: PressHighlight.uikit7Opacity)
            state.layout.decorations.insert(.pressHighlight(highlight), at: 0)
        case .uikit7:
            break
        case .segmentio:
            // Segmentio's highlighted state: the cell's background and title colour while held.
            if config.highlightedBackgroundColor.a > 0 {
                let highlight = PressHighlight(
                    frame: state.layout.segments[i].frame, cornerRadius: 0, color: config.highlightedBackgroundColor, opacity: 1)
                state.layout.decorations.insert(.pressHighlight(highlight), at: 0)
            }
            if let color = config.highlightedTitleColor { state.segments[i].style.color = color }
        case .material3:
            // A tab's ripple is the selected content colour whichever tab is pressed (Compose's
            // Tab); a segmented button's is its own content colour, clipped to its shape.
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
        }
        return state
    }
}

extension Rect {
    /// Scaled by `factor` about its own centre.
    func shrunk(by factor: Double) -> Rect {
        Rect(x: midX - width * factor / 2, y: midY - height * factor / 2, width: width * factor, height: height * factor)
    }
}
