import Raster

/// The geometry of one state of a control, in points, in content coordinates (before scrolling),
/// except ``borders``, which belong to the control and do not scroll. Nothing here is a pixel.
public struct ControlLayout: Sendable, Hashable {
    /// The control's width, in points.
    public var width: Double
    /// The control's height, in points.
    public var height: Double
    /// Pixels a point the control renders at.
    public var scale: Double
    /// Total width of the segments; wider than ``width`` when the control scrolls.
    public var contentWidth: Double
    /// Horizontal scroll offset of the content (points).
    public var scrollOffset: Double
    /// The segment drawn selected; nil when none is.
    public var selectedSegmentIndex: Int?
    /// Each segment's frames, in content coordinates (before scrolling).
    public var segments: [SegmentLayout]
    /// The dividers between segments.
    public var dividers: [Rect]
    /// Each divider's opacity while dividers fade in or out between two states (iOS 13 hides the
    /// two beside the thumb); empty at rest: every divider opaque.
    public var dividerOpacities: [Double] = []
    /// HMSegmentedControl's borders, in view coordinates.
    public var borders: [Rect]
    /// What is drawn around the titles, in drawing order (``Decoration``).
    public var decorations: [Decoration]
    /// How a tap finds its segment (``HitRule``): HMSegmentedControl's arithmetic or the item frames.
    public var hitRule: HitRule
    /// Side by side, or stacked (vertical items are hit-tested by y).
    public var orientation: Orientation = .horizontal
    /// The Dock's avatar and buttons, when the control has a dock.
    public var dock: DockLayout?
    /// Mirrored for a right-to-left interface (hit-testing mirrors the point back).
    public var isRightToLeft = false
    /// How far past the bounds a tap still counts: `enlargeEdgeInset`, a `UIEdgeInsets`, so its
    /// left is the control's left edge in either direction.
    public var touchInsets = EdgeInsets()
    /// Whether the content fades out at the ends while there is more to scroll to (Tabman's
    /// `fadesContentEdges`; ``edgeFade``).
    public var fadesEdges = false
}

/// How a tap at a point finds its segment, as the control being drawn does it.
public enum HitRule: Sendable, Hashable {
    /// HMSegmentedControl, fixed widths: `floor(X / width)`, a boundary belongs to the right-hand segment.
    case equalSlots
    /// HMSegmentedControl, dynamic widths: each width subtracted in turn until `X ≤ 0`, a boundary
    /// belongs to the left-hand segment.
    case slotsInTurn
    /// Item views (JXSegmentedView's cells, UISegmentedControl's segments): the segment whose frame
    /// holds the point, left edge in and right edge out; the spacing between items hits nothing.
    case itemFrames
    /// BetterSegmentedControl: the segment whose centre is nearest the point's x, anywhere in the
    /// bounds (the first of two equally near).
    case nearestCentre
}

extension ControlLayout {
    /// Divider `i`'s colour at its opacity (``dividerOpacities``).
    func divider(_ i: Int, _ color: RGBA8) -> RGBA8 {
        guard i < dividerOpacities.count else { return color }
        var faded = color
        faded.a = UInt8((Double(color.a) * min(max(dividerOpacities[i], 0), 1)).rounded())
        return faded
    }
}
