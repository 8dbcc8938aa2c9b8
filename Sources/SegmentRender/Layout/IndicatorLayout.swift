import Raster

/// The selection indicator as `layout` has always reported it: the first stripe, the first box
/// (HMSegmentedControl's box, iOS 13's thumb or iOS 7's selected segment) and the first arrow
/// among the decorations; nil when absent.
public struct IndicatorLayout: Sendable, Hashable {
    /// The first stripe (or line indicator).
    public var stripe: Rect?
    /// The first box, thumb or selected-segment fill.
    public var box: Rect?
    /// Apex first.
    public var arrow: [Point]?
}

extension ControlLayout {
    /// The selection indicator as `layout` reports it (see ``IndicatorLayout``).
    public var indicator: IndicatorLayout {
        var result = IndicatorLayout()
        for decoration in decorations {
            switch decoration.summaryRole {
            case .stripe?: if result.stripe == nil { result.stripe = decoration.frame }
            case .box?: if result.box == nil { result.box = decoration.frame }
            case .arrow?: if result.arrow == nil, case let .arrow(arrow) = decoration { result.arrow = arrow.points }
            case nil: continue
            }
        }
        return result
    }
}
