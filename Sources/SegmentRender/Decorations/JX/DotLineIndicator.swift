import Raster

/// JX's dot line: a 10 × 10 dot that, between items, stretches to at most `lineMaxWidth`, centred
/// between the two dots at the midpoint, then shrinks into the next dot.
public struct DotLineIndicator: RoundedRectIndicator {
    static let name = "dotLine"
    static let isIndicator = true
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [] }
    /// The dot or line, in points.
    public var frame: Rect
    /// The widest the line stretches to while moving, in points.
    public var lineMaxWidth: Double
    package var paint: IndicatorPaint
    var layer: Decoration.Layer { paint.layer }

    init(_ rest: IndicatorRest) { self.init(frame: rest.frame, lineMaxWidth: rest.config.lineMaxWidth, paint: rest.paint) }
    init(frame: Rect, lineMaxWidth: Double, paint: IndicatorPaint) {
        self.frame = frame
        self.lineMaxWidth = lineMaxWidth
        self.paint = paint
    }

    func interpolated(to other: DotLineIndicator, _ t: Double) -> DotLineIndicator {
        let m = LeftToRight(frame, other.frame, t)
        let leftX = m.left.x, rightX = m.right.x, dot = m.left.width
        let middleX = leftX + (rightX - leftX - lineMaxWidth) / 2
        let x: Double, w: Double
        if m.progress <= 0.5 {
            x = lerp(leftX, middleX, m.progress * 2)
            w = lerp(dot, lineMaxWidth, m.progress * 2)
        } else {
            x = lerp(middleX, rightX, (m.progress - 0.5) * 2)
            w = lerp(lineMaxWidth, m.right.width, (m.progress - 0.5) * 2)
        }
        return DotLineIndicator(
            frame: Rect(x: x, y: lerp(frame.y, other.frame.y, t), width: max(0, w), height: lerp(frame.height, other.frame.height, t)),
            lineMaxWidth: lineMaxWidth, paint: paint.interpolated(to: other.paint, t))
    }
}
