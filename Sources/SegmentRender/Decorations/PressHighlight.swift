import Raster

/// iOS 7's pressed segment: its slot tinted at 20 % (UIKit's highlighted state), the control's
/// ends rounded as the selected fill's are, under the titles. Made by `Control/pressLook(_:press:)`.
public struct PressHighlight: FramedDecoration {
    static let name = "pressHighlight"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [] }
    /// The pressed segment's slot, in points.
    public var frame: Rect
    /// The radius of the corners where the slot ends the control.
    public var cornerRadius: Double
    /// The tint.
    public var color: RGBA8
    /// How strongly it tints, 0–1.
    public var opacity: Double
    var layer: Decoration.Layer { .underContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: opacity) }

    /// UIKit's highlighted segment: the tint at this opacity.
    static let uikit7Opacity = 0.2

    func interpolated(to other: PressHighlight, _ t: Double) -> PressHighlight {
        PressHighlight(
            frame: lerp(frame, other.frame, t), cornerRadius: lerp(cornerRadius, other.cornerRadius, t), color: lerp(color, other.color, t),
            opacity: lerp(opacity, other.opacity, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        guard opacity > 0 else { return [] }
        let radii = SegmentFill.radii(of: frame, among: context.segments, radius: cornerRadius)
        return [.layer([.fillRoundedRect(frame.offsetBy(dx: context.dx, dy: 0), radii: radii, color)], opacity: opacity)]
    }
}
