import Raster

/// Material's state layer: the content colour over a whole tab (or button) at a low opacity,
/// showing a pointer hovering, keyboard focus or a drag. Made by `Control/pressLook(_:press:)`.
public struct StateLayer: FramedDecoration {
    static let name = "stateLayer"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [("interaction", .string(interaction.rawValue)), ("opacity", .number(opacity))] }
    /// The tab or button it covers, in points.
    public var frame: Rect
    /// The corners of that shape (a segmented button's rounded end; square for a tab).
    public var clipRadii: CornerRadii
    /// The content colour it is drawn in.
    public var color: RGBA8
    /// How opaque it is drawn, 0–1.
    public var opacity: Double
    /// What it shows.
    public var interaction: Interaction
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: opacity) }

    /// Material 3's state-layer opacities, and how long each takes to fade in (linearly), in
    /// seconds: hovered 0.08 over 15 ms, focused 0.10 over 45 ms, dragged 0.16 over 45 ms.
    static func target(_ interaction: Interaction) -> (opacity: Double, fadeIn: Double) {
        switch interaction {
        case .pressed: (Ripple.pressedOpacity, Ripple.fadeInDuration)
        case .hovered: (0.08, 0.015)
        case .focused: (0.10, 0.045)
        case .dragged: (0.16, 0.045)
        }
    }

    /// How long each layer takes to fade out once the interaction ends: 150 ms after a drag, 15 ms
    /// otherwise (Compose's outgoing state-layer specs).
    static func fadeOut(_ interaction: Interaction) -> Double { interaction == .dragged ? 0.15 : 0.015 }

    /// The layer `time` seconds after `interaction` began on `frame`, ended at `release` (nil: still
    /// on): faded in linearly, and after the release faded out linearly from where it had got to.
    static func showing(
        _ interaction: Interaction, over frame: Rect, radii: CornerRadii, time: Double, release: Double? = nil, color: RGBA8
    ) -> StateLayer {
        let (opacity, fadeIn) = target(interaction)
        func faded(_ t: Double) -> Double { opacity * min(max(t / fadeIn, 0), 1) }
        var shown = faded(time)
        if let release, time >= release {
            shown = faded(release) * (1 - min(max((time - release) / fadeOut(interaction), 0), 1))
        }
        return StateLayer(frame: frame, clipRadii: radii, color: color, opacity: shown, interaction: interaction)
    }

    func interpolated(to other: StateLayer, _ t: Double) -> StateLayer {
        var out = other
        out.frame = lerp(frame, other.frame, t)
        out.color = lerp(color, other.color, t)
        out.opacity = lerp(opacity, other.opacity, t)
        return out
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        guard opacity > 0, !frame.isEmpty else { return [] }
        return [.layer([.fill(frame.offsetBy(dx: context.dx, dy: 0), radii: clipRadii, color)], opacity: opacity)]
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        [.fill(frame.offsetBy(dx: context.dx, dy: 0), radii: clipRadii, .black)]
    }

    func mirrored(in width: Double) -> StateLayer {
        var out = self
        out.frame = frame.mirrored(in: width)
        out.clipRadii = clipRadii.mirrored
        return out
    }
}
