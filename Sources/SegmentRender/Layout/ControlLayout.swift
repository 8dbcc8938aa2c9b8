import Raster

/// The geometry of one state of a control, in points, in content coordinates (before scrolling),
/// except ``borders``, which belong to the control and do not scroll. Nothing here is a pixel.
public struct ControlLayout: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var scale: Int
    /// Total width of the segments; wider than ``width`` when the control scrolls.
    public var contentWidth: Double
    /// Horizontal scroll offset of the content (points).
    public var scrollOffset: Double
    public var selectedSegmentIndex: Int?
    public var segments: [SegmentLayout]
    public var dividers: [Rect]
    public var borders: [Rect]
    /// What is drawn around the titles, in drawing order (``Decoration``).
    public var decorations: [Decoration]
    /// The width style in effect (`images` is always fixed); decides who owns a boundary in hit-tests.
    public var widthStyle: SegmentWidthStyle
    /// Side by side, or stacked (vertical items are hit-tested by y).
    public var orientation: Orientation = .horizontal
    /// The Dock's avatar and buttons, when the control has a dock.
    public var dock: DockLayout?
    /// Mirrored for a right-to-left interface (hit-testing mirrors the point back).
    public var isRightToLeft = false
}
