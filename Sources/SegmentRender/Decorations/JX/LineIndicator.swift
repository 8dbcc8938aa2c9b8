import Raster

/// JX's line (and rainbow line, whose colour is the item's own): a rounded bar, by default the
/// item's width and 3 pt high at the bottom. Between items its edges move by `lineStyle`:
/// - normal: both edges move linearly;
/// - lengthen: in the first half the left edge stays and the bar grows until its right edge reaches
///   the target's right edge; in the second half the left edge catches up;
/// - lengthenOffset: as lengthen, the left edge drifting `offsetX` during the stretch (the longest
///   bar is `2 × offsetX` shorter).
public struct LineIndicator: RoundedRectIndicator {
    static let name = "line"
    static let isIndicator = true
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [] }
    /// The line, in points.
    public var frame: Rect
    /// How it stretches between items.
    public var style: LineStyle
    /// The horizontal offset `lineScrollOffsetX` gives it, in points.
    public var offsetX: Double
    package var paint: IndicatorPaint
    /// `rainbowLine` when the colour comes from the item.
    public var isRainbow = false
    /// The name `layout` reports when it is another library's mark drawn as a line (Tabman's dot);
    /// nil: `line` or `rainbowLine`.
    public var alias: String?
    var layer: Decoration.Layer { paint.layer }
    var reportedName: String { alias ?? (isRainbow ? "rainbowLine" : "line") }

    /// At rest: `rainbowLine` takes the item's own colour from `colors`.
    init(_ rest: IndicatorRest) {
        var paint = rest.paint
        let rainbow = rest.config.kind == .rainbowLine
        if rainbow, !rest.config.colors.isEmpty { paint.color = rest.config.colors[min(rest.itemIndex, rest.config.colors.count - 1)] }
        self.init(frame: rest.frame, style: rest.config.lineStyle, offsetX: rest.config.lineScrollOffsetX, paint: paint, isRainbow: rainbow)
    }

    init(frame: Rect, style: LineStyle, offsetX: Double, paint: IndicatorPaint, isRainbow: Bool = false) {
        self.frame = frame
        self.style = style
        self.offsetX = offsetX
        self.paint = paint
        self.isRainbow = isRainbow
    }

    func interpolated(to other: LineIndicator, _ t: Double) -> LineIndicator {
        var out = self
        out.paint = paint.interpolated(to: other.paint, t)
        let y = lerp(frame.y, other.frame.y, t), h = lerp(frame.height, other.frame.height, t)
        switch style {
        case .normal:
            out.frame = lerp(frame, other.frame, t)
            return out
        case .lengthen, .lengthenOffset:
            let m = LeftToRight(frame, other.frame, t)
            let drift = style == .lengthenOffset ? offsetX : 0
            let leftX = m.left.x, rightX = m.right.x, leftW = m.left.width, rightW = m.right.width
            let longest = rightX - leftX + rightW - 2 * drift
            let x: Double, w: Double
            if m.progress <= 0.5 {
                x = lerp(leftX, leftX + drift, m.progress * 2)
                w = lerp(leftW, longest, m.progress * 2)
            } else {
                x = lerp(leftX + drift, rightX, (m.progress - 0.5) * 2)
                w = lerp(longest, rightW, (m.progress - 0.5) * 2)
            }
            out.frame = Rect(x: x, y: y, width: max(0, w), height: h)
            return out
        }
    }
}
