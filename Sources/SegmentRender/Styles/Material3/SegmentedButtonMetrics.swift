/// Material 3's outlined segmented buttons, in dp (points here). Where each comes from is in
/// docs/style-material3.md.
enum SegmentedButtonMetrics {
    /// A button's height (and the row's, unless the control is shorter).
    static let height = 40.0
    /// The outline, drawn inside each button; neighbours overlap by it, so they share one.
    static let outlineWidth = 1.0
    /// Padding each side of a button's content.
    static let contentPadding = 12.0
    /// The checkmark's box, and the space after it.
    static let iconSize = 18.0
    static let iconSpacing = 8.0
    /// Seconds the checkmark takes to grow in (and the label to move aside), on FastOutSlowIn.
    static let checkDuration = 0.35
    /// The curve those move on.
    static let checkCurve = TimingCurve.cubic(0.4, 0, 0.2, 1)
    /// A disabled label's and outline's opacity, of onSurface.
    static let disabledLabelOpacity = 0.38
    static let disabledOutlineOpacity = 0.12
}
