import Raster

/// A thumb: a rounded rectangle in `color` over an optional soft shadow, sliding between segments.
/// iOS 13's sits under the titles with a black 13 % shadow blurred 3 pt, 2 pt down;
/// BetterSegmentedControl's sits over its normal titles (the selected ones are drawn over it, cut
/// by it) with the shadow its config gives.
public struct Thumb: FramedDecoration {
    static let name = "thumb"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .box
    var layoutFields: [(String, JSONValue)] { [] }
    /// The thumb, in points.
    public var frame: Rect
    /// Its corner radius.
    public var cornerRadius: Double
    /// Its fill colour.
    public var color: RGBA8
    /// Its shadow; nil: none.
    public var shadow: ShadowConfig?
    /// Whether it covers the segments' titles (BetterSegmentedControl) rather than lying under them.
    public var coversTitles = false
    var layer: Decoration.Layer { coversTitles ? .overContent : .underContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: 1) }

    /// iOS 13's thumb shadow.
    static let uikit13Shadow: ShadowConfig = {
        var shadow = ShadowConfig()
        shadow.color = RGBA8(r: 0, g: 0, b: 0, a: 33)
        shadow.radius = 3
        shadow.offset = UnitPoint(x: 0, y: 2)
        return shadow
    }()
    /// How far iOS 13's thumb sits inside its slot and the track, in points; its corners are the
    /// track's less that.
    static let inset = 2.0

    /// iOS 13's thumb over the slot at `slotX`, `slotWidth` wide, in a track `height` high.
    static func atRest(slotX: Double, slotWidth sw: Double, height H: Double, color: RGBA8) -> Thumb {
        Thumb(
            frame: Rect(x: slotX + inset, y: inset, width: sw - 2 * inset, height: H - 2 * inset),
            cornerRadius: ControlLayout.trackRadius - inset, color: color, shadow: uikit13Shadow)
    }

    func interpolated(to other: Thumb, _ t: Double) -> Thumb {
        var out = self
        out.frame = lerp(frame, other.frame, t)
        out.cornerRadius = lerp(cornerRadius, other.cornerRadius, t)
        out.color = lerp(color, other.color, t)
        return out
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        let radii = CornerRadii(all: cornerRadius)
        var commands: [DrawCommand] = []
        if let shadow {
            commands.append(
                .shadow([.fill(r, radii: radii, .black)], color: shadow.color, blur: shadow.radius, offset: Point(x: shadow.offset.x, y: shadow.offset.y)))
        }
        commands.append(.fill(r, radii: radii, color))
        return commands
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        [.fill(frame.offsetBy(dx: context.dx, dy: 0), radii: CornerRadii(all: cornerRadius), .black)]
    }
}
