import Raster

/// JX's double line: at rest one line under the selected item; between items the outgoing line
/// shrinks about its centre to `minLineWidthPercent` of its width and fades out while the incoming
/// one grows from that share to its full width and fades in.
public struct DoubleLineIndicator: PaintedIndicator {
    static let name = "doubleLine"
    static let isIndicator = true
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] {
        [
            (
                "fading",
                fading.map {
                    .object([
                        ("x", .number(ControlLayout.printed($0.x))), ("y", .number(ControlLayout.printed($0.y))), ("width", .number(ControlLayout.printed($0.width))),
                        ("height", .number(ControlLayout.printed($0.height))),
                    ])
                } ?? .null
            ), ("opacity", .number(ControlLayout.printed(paint.opacity))),
        ]
    }
    /// The line under the selection (at rest, the only one visible).
    public var frame: Rect
    /// The other line while moving, and the selected line's opacity.
    public var fading: Rect?
    /// How opaque the outgoing line is (1 at rest).
    public var fadingOpacity: Double = 0
    /// The shortest the lines shrink to, as a share of their width.
    public var minLineWidthPercent: Double
    package var paint: IndicatorPaint
    var layer: Decoration.Layer { paint.layer }

    init(_ rest: IndicatorRest) { self.init(frame: rest.frame, minLineWidthPercent: rest.config.minLineWidthPercent, paint: rest.paint) }
    init(frame: Rect, minLineWidthPercent: Double, paint: IndicatorPaint) {
        self.frame = frame
        self.minLineWidthPercent = minLineWidthPercent
        self.paint = paint
    }

    func interpolated(to other: DoubleLineIndicator, _ t: Double) -> DoubleLineIndicator {
        func around(_ r: Rect, width: Double) -> Rect { Rect(x: r.midX - width / 2, y: r.y, width: width, height: r.height) }
        let p = min(max(t, 0), 1)
        var out = other
        out.paint = paint.interpolated(to: other.paint, t)
        out.frame = around(other.frame, width: lerp(other.frame.width * minLineWidthPercent, other.frame.width, p))
        out.paint.opacity = p * other.paint.opacity
        out.fading = around(frame, width: lerp(frame.width, frame.width * minLineWidthPercent, p))
        out.fadingOpacity = (1 - p) * paint.opacity
        return out
    }

    func mirrored(in width: Double) -> DoubleLineIndicator {
        var out = self
        out.frame = frame.mirrored(in: width)
        out.fading = fading?.mirrored(in: width)
        return out
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        var commands = paint.roundedRect(frame.offsetBy(dx: context.dx, dy: 0), context: context)
        if let fading {
            var faded = paint
            faded.opacity = fadingOpacity
            commands = faded.roundedRect(fading.offsetBy(dx: context.dx, dy: 0), context: context) + commands
        }
        return commands
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        return [.fillRoundedRect(r, radii: CornerRadii(all: paint.radius(for: r)), .black)]
    }
}
