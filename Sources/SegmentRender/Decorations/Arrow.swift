import Raster

/// HMSegmentedControl's arrow style: a triangle, apex first. Each corner moves linearly.
public struct Arrow: DecorationKind {
    static let name = "arrow"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .arrow
    var layoutFields: [(String, JSONValue)] { [("points", .array(points.map { .array([.number(ControlLayout.printed($0.x)), .number(ControlLayout.printed($0.y))]) }))] }
    /// The triangle's corners, apex first, in points.
    public var points: [Point]
    /// The fill colour.
    public var color: RGBA8
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: 1) }

    /// The box around the triangle.
    public var frame: Rect {
        guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// HMSegmentedControl's arrow at rest: apex at (`centerX`, `y`) pointing up from the bottom
    /// edge (its base `size` below), or — `fromTop` — apex `size` below `y` pointing down; the base
    /// is `2 × size` wide. The horizontal and vertical styles share it.
    static func atRest(centerX cx: Double, y: Double, size h: Double, fromTop: Bool, color: RGBA8) -> Arrow {
        let points =
            fromTop
            ? [Point(x: cx, y: y + h), Point(x: cx + h, y: y), Point(x: cx - h, y: y)]
            : [Point(x: cx, y: y), Point(x: cx - h, y: y + h), Point(x: cx + h, y: y + h)]
        return Arrow(points: points, color: color)
    }

    func interpolated(to other: Arrow, _ t: Double) -> Arrow {
        guard points.count == other.points.count else { return self }
        return Arrow(points: zip(points, other.points).map { lerp($0, $1, t) }, color: lerp(color, other.color, t))
    }

    func mirrored(in width: Double) -> Arrow { Arrow(points: points.map { $0.mirrored(in: width) }, color: color) }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        [.fillPolygon(points.map { Point(x: $0.x + context.dx, y: $0.y) }, color)]
    }
}
