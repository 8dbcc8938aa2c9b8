import Raster

/// The selection indicator as `layout` has always reported it: the first stripe, the first box
/// (HMSegmentedControl's box, iOS 13's thumb or iOS 7's selected segment) and the first arrow
/// among the decorations; nil when absent.
public struct IndicatorLayout: Sendable, Hashable {
    public var stripe: Rect?
    public var box: Rect?
    /// Apex first.
    public var arrow: [Point]?
}

extension ControlLayout {
    public var indicator: IndicatorLayout {
        var result = IndicatorLayout()
        for decoration in decorations {
            switch decoration {
            case .stripe(let s) where result.stripe == nil: result.stripe = s.frame
            case .box, .thumb, .segmentFill: if result.box == nil { result.box = decoration.frame }
            case .arrow(let a) where result.arrow == nil: result.arrow = a.points
            default: break
            }
        }
        return result
    }
}
