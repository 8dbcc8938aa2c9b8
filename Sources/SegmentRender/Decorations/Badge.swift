import Raster

/// A segment's badge: a pill (or dot) in `color` with its label centred in `textColor`, drawn
/// above everything else. It moves linearly with its anchor.
public struct Badge: FramedDecoration {
    static let name = "badge"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [("segment", .number(Double(segment)))] + (content.label.map { [("text", .string($0))] } ?? []) }
    /// The pill (or dot), in points.
    public var frame: Rect
    /// The segment it belongs to.
    public var segment: Int
    package var content: BadgeContent
    /// The label ("42", "99+", "NEW"); nil for a dot.
    public var label: String? { content.label }
    /// The pill's colour.
    public var color: RGBA8
    /// The label's colour.
    public var textColor: RGBA8
    /// Where the label's baseline starts, from the pill's top-left corner (Material's pixel
    /// placement); nil: centred on the pill by its line height.
    public var textOffset: Point?
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: 1) }

    /// Mirrored for right to left: the pill moves, and a placed label keeps its place inside it, mirrored.
    func mirrored(in width: Double) -> Badge {
        var out = self
        out.frame = frame.mirrored(in: width)
        out.textOffset = textOffset.map { Point(x: frame.width - $0.x - content.advance, y: $0.y) }
        return out
    }

    func interpolated(to other: Badge, _ t: Double) -> Badge {
        var out = other
        out.frame = lerp(frame, other.frame, t)
        out.color = lerp(color, other.color, t)
        out.textColor = lerp(textColor, other.textColor, t)
        return out
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        var commands: [DrawCommand] = [.fillRoundedRect(r, radii: CornerRadii(all: min(r.width, r.height) / 2), color)]
        if let text = content.text {
            let origin =
                textOffset.map { Point(x: r.minX + $0.x, y: r.minY + $0.y) }
                ?? Point(x: r.midX - content.advance / 2, y: r.midY - content.lineHeight / 2 + content.ascent)
            commands.append(.text(text, size: ControlLayout.badgeFontSize, origin: origin, textColor))
        }
        return commands
    }
}
