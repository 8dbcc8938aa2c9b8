import FoundationEssentials
import Glibc
import Raster

/// Material 3's tab indicator: a bar along the row's bottom, its top corners rounded (primary
/// tabs), travelling between tabs by its ``IndicatorAnimation``: both edges together, each edge on
/// its own sine curve (elastic), or fading out and back in (fade).
public struct TabIndicator: FramedDecoration {
    static let name = "tabIndicator"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .stripe
    var layoutFields: [(String, JSONValue)] { [("motion", .string(motion.rawValue))] }
    /// The bar, in points.
    public var frame: Rect
    /// The radius of its two top corners (0: square).
    public var topCornerRadius: Double
    /// Its colour.
    public var color: RGBA8
    /// How it travels to another tab.
    public var motion: IndicatorAnimation
    /// How opaque it is drawn, 0–1 (below 1 only part-way through a fade).
    public var opacity: Double = 1
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: opacity) }

    /// The bar `t` of the way to `other`'s place (`t` already eased by the animation curve):
    /// - linear: both edges `lerp(a, b, t)`;
    /// - elastic: moving right, the left edge on `1 − cos(πt/2)` and the right edge on `sin(πt/2)`
    ///   (moving left, the other way round), so the leading edge goes first and the bar stretches;
    /// - fade: at its old place fading to 0 over the first half, at the new one from 0 over the second.
    ///
    /// A spring overshooting past 1 (or under 0) moves both edges on together by the excess.
    func interpolated(to other: TabIndicator, _ t: Double) -> TabIndicator {
        var out = other
        out.topCornerRadius = lerp(topCornerRadius, other.topCornerRadius, t)
        out.color = lerp(color, other.color, t)
        let y = lerp(frame.y, other.frame.y, t), height = lerp(frame.height, other.frame.height, t)
        switch motion {
        case .linear:
            out.frame = lerp(frame, other.frame, t)
        case .elastic:
            // The curves are for 0…1; past the ends (a spring overshooting) both edges carry on together.
            let c = min(max(t, 0), 1), beyond = t - c
            let easeIn = 1 - cos(c * Double.pi / 2) + beyond, easeOut = sin(c * Double.pi / 2) + beyond
            let movingRight = frame.minX < other.frame.minX
            let left = lerp(frame.minX, other.frame.minX, movingRight ? easeIn : easeOut)
            let right = lerp(frame.maxX, other.frame.maxX, movingRight ? easeOut : easeIn)
            out.frame = Rect(x: left, y: y, width: right - left, height: height)
        case .fade:
            out.frame = t < TabIndicator.fadeSwitch ? frame : other.frame
            let c = min(max(t, 0), 1)
            out.opacity =
                c < TabIndicator.fadeSwitch
                ? opacity * (1 - c / TabIndicator.fadeSwitch) : other.opacity * (c - TabIndicator.fadeSwitch) / (1 - TabIndicator.fadeSwitch)
        }
        return out
    }

    /// Where a fade stops showing the old tab and starts showing the new one.
    static let fadeSwitch = 0.5

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        guard opacity > 0, frame.width > 0, frame.height > 0 else { return [] }
        let r = min(topCornerRadius, frame.height, frame.width / 2)
        let bar = DrawCommand.fillRoundedRect(
            frame.offsetBy(dx: context.dx, dy: 0), radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0), color)
        return opacity >= 1 ? [bar] : [.layer([bar], opacity: opacity)]
    }
}
