import Raster

/// iOS 13's thumb: a rounded rectangle in `color` over its soft shadow (black at 13 %, blurred
/// 3 pt, 2 pt down), sliding between segments.
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
    var layer: Decoration.Layer { .underContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: 1) }

    static let shadowColor = RGBA8(r: 0, g: 0, b: 0, a: 33)
    static let shadowBlur = 3.0
    static let shadowOffset = Point(x: 0, y: 2)
    /// How far the thumb sits inside its slot and the track, in points; its corners are the
    /// track's less that.
    static let inset = 2.0

    /// The thumb over the slot at `slotX`, `slotWidth` wide, in a track `height` high.
    static func atRest(slotX: Double, slotWidth sw: Double, height H: Double, color: RGBA8) -> Thumb {
        Thumb(
            frame: Rect(x: slotX + inset, y: inset, width: sw - 2 * inset, height: H - 2 * inset),
            cornerRadius: ControlLayout.trackRadius - inset, color: color)
    }

    func interpolated(to other: Thumb, _ t: Double) -> Thumb {
        Thumb(frame: lerp(frame, other.frame, t), cornerRadius: lerp(cornerRadius, other.cornerRadius, t), color: lerp(color, other.color, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        let shape = DrawCommand.fillRoundedRect(r, radii: CornerRadii(all: cornerRadius), .black)
        return [
            .shadow([shape], color: Thumb.shadowColor, blur: Thumb.shadowBlur, offset: Thumb.shadowOffset),
            .fillRoundedRect(r, radii: CornerRadii(all: cornerRadius), color),
        ]
    }
}
