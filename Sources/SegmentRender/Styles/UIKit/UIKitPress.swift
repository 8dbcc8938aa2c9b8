import Raster

/// The UIKit styles' press looks (``Control/pressLook(_:press:)``): uikit13's shrinking thumb
/// and fading titles, uikit26's glass lens, uikit7's tinted slot.
extension Control {
    /// What uikit13's pressed titles fade to.
    static let pressedTitleAlpha = 0.3
    /// How long uikit13's pressed title takes to fade, in seconds.
    static let pressedTitleFade = 0.35
    /// What uikit13's pressed thumb and title shrink to.
    static let pressedThumbScale = 0.95
    /// How they shrink.
    static let pressedThumbSpring = TimingCurve.spring(damping: 1, response: 0.3)

    /// How far iOS 26's lens grows past the thumb on each side, and above and below, in points
    /// (community measurements; docs/style-uikit26.md).
    static let uikit26LensGrowth = (horizontal: 10.0, vertical: 8.0)
    /// How much it magnifies, held (estimated from screen recordings).
    static let uikit26LensZoom = 1.15
    /// Its rim: white, `width` points wide, light and dark (a bright ring in light mode, a hairline
    /// in dark).
    static let uikit26LensRim = (light: (width: 1.3, alpha: 204.0), dark: (width: 0.5, alpha: 77.0))

    /// iOS 26's held thumb at `time`: glass growing out of `thumb` on the style's spring — the
    /// frame by ``uikit26LensGrowth`` but never past `bounds` (the canvas is the control: on a
    /// device the lens spills over the track's edges), a capsule throughout. Two decorations: the
    /// thumb itself, under the titles, grown with the lens and fading to clear, and over the titles
    /// the ``Lens`` magnifying them, zoom to ``uikit26LensZoom``, its white glass and rim coming
    /// in, the thumb's shadow falling outside it (light mode; dark mode has none). At touch-down
    /// they draw the resting thumb's picture.
    static func uikit26Held(_ thumb: Thumb, at time: Double, dark: Bool, bounds: Rect) -> (thumb: Thumb, lens: Lens) {
        let p = ControlConfig.uikit26Spring.progress(atTime: time, duration: 1), held = min(max(p, 0), 1)
        let dx = uikit26LensGrowth.horizontal * p, dy = uikit26LensGrowth.vertical * p
        let x0 = max(thumb.frame.minX - dx, bounds.minX), x1 = min(thumb.frame.maxX + dx, bounds.maxX)
        let y0 = max(thumb.frame.minY - dy, bounds.minY), y1 = min(thumb.frame.maxY + dy, bounds.maxY)
        let frame = Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
        var under = thumb
        under.frame = frame
        under.cornerRadius = frame.height / 2
        under.color = thumb.color.withOpacity(1 - held)
        under.shadow = nil
        let rim = dark ? uikit26LensRim.dark : uikit26LensRim.light
        let lens = Lens(
            frame: frame, cornerRadius: frame.height / 2, zoom: 1 + (uikit26LensZoom - 1) * p,
            rim: RGBA8(r: 255, g: 255, b: 255, a: UInt8((rim.alpha * held).rounded())), rimWidth: rim.width,
            glass: RGBA8(r: 255, g: 255, b: 255, a: UInt8(((dark ? 15 : 31) * held).rounded())),
            shadow: dark ? nil : thumb.shadow)
        return (under, lens)
    }

    func uikit13Pressed(_ state: FrameState, _ press: PressConfig, selected: Bool) -> FrameState {
        guard selected else { return pressedTitleFaded(state, press) }
        let i = press.segment
        var state = state
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
        return state
    }

    func uikit26Pressed(_ state: FrameState, _ press: PressConfig, selected: Bool) -> FrameState {
        guard selected else { return pressedTitleFaded(state, press) }
        guard let at = state.layout.decorations.firstIndex(where: { $0.name == Thumb.name }),
            case .thumb(let thumb) = state.layout.decorations[at]
        else { return state }
        var state = state
        let bounds = Rect(x: 0, y: 0, width: config.width, height: config.height)
        let held = Control.uikit26Held(thumb, at: press.time, dark: config.appearance == .dark, bounds: bounds)
        state.layout.decorations[at] = .thumb(held.thumb)
        state.layout.decorations.append(.lens(held.lens))
        return state
    }

    /// An unselected segment held on uikit13 or uikit26: its title fading.
    private func pressedTitleFaded(_ state: FrameState, _ press: PressConfig) -> FrameState {
        var state = state
        let faded = TimingCurve.easeInEaseOut.progress(atTime: press.time, duration: Control.pressedTitleFade)
        let alpha = 1 - (1 - Control.pressedTitleAlpha) * faded
        state.segments[press.segment].style.color = state.segments[press.segment].style.color.withOpacity(alpha)
        return state
    }

    func uikit7Pressed(_ state: FrameState, _ press: PressConfig, selected: Bool) -> FrameState {
        guard !selected else { return state }
        var state = state
        let highlight = PressHighlight(
            frame: state.layout.segments[press.segment].frame, cornerRadius: ControlLayout.uikit7Radius, color: config.tintColor,
            opacity: PressHighlight.uikit7Opacity)
        state.layout.decorations.insert(.pressHighlight(highlight), at: 0)
        return state
    }
}

extension Rect {
    /// Scaled by `factor` about its own centre.
    func shrunk(by factor: Double) -> Rect {
        Rect(x: midX - width * factor / 2, y: midY - height * factor / 2, width: width * factor, height: height * factor)
    }
}
