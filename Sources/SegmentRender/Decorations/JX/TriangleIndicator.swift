import Raster

/// JX's triangle: 14 × 10 by default, centred on the item, pointing up from the bottom or down
/// from the top. It moves linearly.
public struct TriangleIndicator: FramedDecoration, PaintedIndicator {
    static let name = "triangle"
    static let isIndicator = true
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [] }
    /// The triangle's box, in points.
    public var frame: Rect
    /// Where it points.
    public var direction: TriangleDirection
    package var paint: IndicatorPaint
    /// The name `layout` reports when it is another library's triangle (Tabman's chevron); nil:
    /// `triangle`.
    public var alias: String?
    var layer: Decoration.Layer { paint.layer }
    var reportedName: String { alias ?? Self.name }

    /// At rest: pointing up from the bottom, down from the top, unless `direction` says otherwise.
    init(_ rest: IndicatorRest) {
        let direction = rest.config.direction ?? ((rest.config.position ?? .bottom) == .top ? .down : .up)
        self.init(frame: rest.frame, direction: direction, paint: rest.paint)
    }

    init(frame: Rect, direction: TriangleDirection, paint: IndicatorPaint) {
        self.frame = frame
        self.direction = direction
        self.paint = paint
    }

    func interpolated(to other: TriangleIndicator, _ t: Double) -> TriangleIndicator {
        var out = TriangleIndicator(frame: lerp(frame, other.frame, t), direction: direction, paint: paint.interpolated(to: other.paint, t))
        out.alias = alias
        return out
    }

    /// Apex first.
    func points(dx: Double) -> [Point] {
        let r = frame.offsetBy(dx: dx, dy: 0)
        return direction == .up
            ? [Point(x: r.midX, y: r.y), Point(x: r.maxX, y: r.maxY), Point(x: r.x, y: r.maxY)]
            : [Point(x: r.midX, y: r.maxY), Point(x: r.x, y: r.y), Point(x: r.maxX, y: r.y)]
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let corners = points(dx: context.dx)
        return paint.commands(shape: { .fillPolygon(corners, $0) }, border: nil, bounds: frame.offsetBy(dx: context.dx, dy: 0), context: context)
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] { [.fillPolygon(points(dx: context.dx), .black)] }
}
