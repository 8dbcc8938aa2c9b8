import Raster

/// iOS 7's selected segment: its slot filled with `color`, the outer corners rounded by
/// `cornerRadius` where it ends the control. While animating, every segment's fill shows at its
/// selection weight — a cross-fade, as UIKit animates it — so drawing reads the weights; `frame`
/// is the selected slot, moving linearly, for `layout` to report.
public struct SegmentFill: DecorationKind {
    static let name = "segmentFill"
    public var frame: Rect
    public var cornerRadius: Double
    public var color: RGBA8
    var layer: Decoration.Layer { .underContent }

    func interpolated(to other: SegmentFill, _ t: Double) -> SegmentFill {
        SegmentFill(frame: lerp(frame, other.frame, t), cornerRadius: lerp(cornerRadius, other.cornerRadius, t), color: lerp(color, other.color, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let r = cornerRadius, last = context.segments.count - 1
        var commands: [DrawCommand] = []
        for (i, segment) in context.segments.enumerated() where context.weights[i] > 0 {
            let radii = CornerRadii(topLeft: i == 0 ? r : 0, topRight: i == last ? r : 0,
                                    bottomRight: i == last ? r : 0, bottomLeft: i == 0 ? r : 0)
            let fill = DrawCommand.fillRoundedRect(segment.frame.offsetBy(dx: context.dx, dy: 0), radii: radii, color)
            commands.append(context.weights[i] >= 1 ? fill : .layer([fill], opacity: context.weights[i]))
        }
        return commands
    }
}
