import Raster

/// JX's background: a pill behind the item's title, by default the item's width plus 20 and 26 pt
/// high, centred vertically, light grey, radius h/2; with a border and a clear colour, a hollow
/// pill. Both edges move linearly.
public struct BackgroundIndicator: RoundedRectIndicator {
    static let name = "background"
    static let isIndicator = true
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [] }
    /// The rounded rectangle, in points.
    public var frame: Rect
    package var paint: IndicatorPaint
    var layer: Decoration.Layer { paint.layer }

    init(_ rest: IndicatorRest) { self.init(frame: rest.frame, paint: rest.paint) }
    init(frame: Rect, paint: IndicatorPaint) {
        self.frame = frame
        self.paint = paint
    }

    func interpolated(to other: BackgroundIndicator, _ t: Double) -> BackgroundIndicator {
        BackgroundIndicator(frame: lerp(frame, other.frame, t), paint: paint.interpolated(to: other.paint, t))
    }
}
