import Raster

/// Material's bounded ripple: a circle of the content colour growing from the touch point towards
/// the tab's centre, clipped to the tab, drawn over the label. Made by `Control/pressLook(_:press:)`.
public struct Ripple: DecorationKind {
    static let name = "ripple"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] {
        [("center", .object([("x", .number(center.x)), ("y", .number(center.y))])), ("radius", .number(radius))]
    }
    /// The tab (or button) it is clipped to, in points.
    public var frame: Rect
    /// The corners of the shape it is clipped to (a segmented button's rounded end; square for a tab).
    public var clipRadii = CornerRadii(all: 0)
    /// The circle's centre, in points.
    public var center: Point
    /// The circle's radius, in points.
    public var radius: Double
    /// The content colour it is drawn in.
    public var color: RGBA8
    /// How opaque it is drawn, 0–1: the pressed state's 0.10 times the fade-in.
    public var opacity: Double
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: opacity) }

    /// Material 3's pressed state layer opacity, the ripple's at full strength.
    static let pressedOpacity = 0.10
    /// Seconds the ripple takes to fade in, and to grow (and move its centre to the tab's).
    static let fadeInDuration = 0.075
    static let growDuration = 0.225
    /// Seconds the ripple takes to fade out once released (and grown).
    static let fadeOutDuration = 0.15
    /// How far past the tab's half-diagonal a bounded ripple ends, in dp.
    static let extraRadius = 10.0
    /// The radius grows on FastOutSlowIn.
    static let growCurve = TimingCurve.cubic(0.4, 0, 0.2, 1)

    /// A ripple in `tab` from `touch`, `time` seconds after touch-down: alpha `min(t / 0.075, 1)`;
    /// radius from `0.3 × max(w, h)` to `hypot(w, h) / 2 + 10` on FastOutSlowIn over 0.225 s; centre
    /// from the touch point to the tab's centre, linearly over 0.225 s. Released at `release`, the
    /// alpha is 1 at once (a fade-in cut short jumps to full), and from `max(release, 0.225)` it
    /// fades linearly to 0 over 0.15 s — Compose fades out only after the ripple has grown.
    static func pressed(
        in tab: Rect, radii: CornerRadii = CornerRadii(all: 0), at touch: Point, time: Double, release: Double? = nil, color: RGBA8
    ) -> Ripple {
        let grow = min(max(time / growDuration, 0), 1)
        let start = 0.3 * max(tab.width, tab.height)
        let end = (tab.width * tab.width + tab.height * tab.height).squareRoot() / 2 + extraRadius
        return Ripple(
            frame: tab, clipRadii: radii, center: Point(x: lerp(touch.x, tab.midX, grow), y: lerp(touch.y, tab.midY, grow)),
            radius: lerp(start, end, growCurve.progress(atTime: grow, duration: 1)), color: color,
            opacity: pressedOpacity * alpha(time: time, release: release))
    }

    /// The ripple's alpha, 0–1, `time` seconds after touch-down, released at `release` (nil: held).
    static func alpha(time: Double, release: Double?) -> Double {
        guard let release, time >= release else { return min(max(time / fadeInDuration, 0), 1) }
        let fadeOutStart = max(release, growDuration)
        return 1 - min(max((time - fadeOutStart) / fadeOutDuration, 0), 1)
    }

    func interpolated(to other: Ripple, _ t: Double) -> Ripple {
        Ripple(
            frame: lerp(frame, other.frame, t), clipRadii: other.clipRadii, center: Point(x: lerp(center.x, other.center.x, t), y: lerp(center.y, other.center.y, t)),
            radius: lerp(radius, other.radius, t), color: lerp(color, other.color, t), opacity: lerp(opacity, other.opacity, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        guard opacity > 0, radius > 0, frame.width > 0, frame.height > 0 else { return [] }
        let c = Point(x: center.x + context.dx, y: center.y)
        let circle = DrawCommand.fillRoundedRect(
            Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius), radii: CornerRadii(all: radius), color)
        return [.layer([.masked([circle], by: mask(context))], opacity: opacity)]
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        [.fill(frame.offsetBy(dx: context.dx, dy: 0), radii: clipRadii, .black)]
    }

    func mirrored(in width: Double) -> Ripple {
        var out = self
        out.frame = frame.mirrored(in: width)
        out.clipRadii = clipRadii.mirrored
        out.center = center.mirrored(in: width)
        return out
    }
}
