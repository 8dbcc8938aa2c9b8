import Raster

/// iOS 7's selected segment: its slot filled with `color`, the outer corners rounded by
/// `cornerRadius` where it ends the control. While animating, every segment's fill shows at its
/// selection weight — a cross-fade, as UIKit animates it — so drawing reads the weights; `frame`
/// is the selected slot, moving linearly, for `layout` to report.
public struct SegmentFill: FramedDecoration {
    static let name = "segmentFill"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .box
    var layoutFields: [(String, JSONValue)] { [] }
    /// The selected slot, in points.
    public var frame: Rect
    /// The radius of the corners at the control's ends.
    public var cornerRadius: Double
    /// The fill colour.
    public var color: RGBA8
    var layer: Decoration.Layer { .underContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: 1) }

    /// The fill of the selected segment's slot, its ends rounded by iOS 7's corner radius.
    static func atRest(over slot: Rect, color: RGBA8) -> SegmentFill {
        SegmentFill(frame: slot, cornerRadius: ControlLayout.uikit7Radius, color: color)
    }

    func interpolated(to other: SegmentFill, _ t: Double) -> SegmentFill {
        SegmentFill(frame: lerp(frame, other.frame, t), cornerRadius: lerp(cornerRadius, other.cornerRadius, t), color: lerp(color, other.color, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for (i, segment) in context.segments.enumerated() where context.weights[i] > 0 {
            let radii = SegmentFill.radii(of: segment.frame, among: context.segments, radius: cornerRadius)
            let fill = DrawCommand.fillRoundedRect(segment.frame.offsetBy(dx: context.dx, dy: 0), radii: radii, color)
            commands.append(context.weights[i] >= 1 ? fill : .layer([fill], opacity: context.weights[i]))
        }
        return commands
    }

    /// A slot's corners: `radius` where it ends the control (wherever the segments run, mirrored
    /// for right to left), square elsewhere.
    static func radii(of slot: Rect, among segments: [SegmentLayout], radius r: Double) -> CornerRadii {
        let left = segments.map(\.frame.minX).min() ?? 0, right = segments.map(\.frame.maxX).max() ?? 0
        let atLeft = slot.minX == left, atRight = slot.maxX == right
        return CornerRadii(topLeft: atLeft ? r : 0, topRight: atRight ? r : 0, bottomRight: atRight ? r : 0, bottomLeft: atLeft ? r : 0)
    }
}
