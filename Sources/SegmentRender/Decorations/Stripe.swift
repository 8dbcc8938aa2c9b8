import Raster

/// A filled rectangle: HMSegmentedControl's selection stripe. Both edges move linearly.
public struct Stripe: FramedDecoration {
    static let name = "stripe"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .stripe
    var layoutFields: [(String, JSONValue)] { [] }
    /// The stripe, in points.
    public var frame: Rect
    /// Its colour.
    public var color: RGBA8
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: 1) }

    func interpolated(to other: Stripe, _ t: Double) -> Stripe {
        Stripe(frame: lerp(frame, other.frame, t), color: lerp(color, other.color, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        [.fillRect(frame.offsetBy(dx: context.dx, dy: 0), color)]
    }
}
