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
}

/// Where the Dock's parts sit, in points.
public struct DockLayout: Sendable, Hashable {
    /// The avatar button, its image (rounded corners) and its title (landscape only).
    public var avatar: Rect
    public var avatarImage: Rect
    public var avatarTitle: Rect?
    /// The avatar title's baseline, centred in ``avatarTitle``.
    public var avatarTitleBaseline: Point?
    /// The bottom buttons and their icons (natural size, centred).
    public var buttons: [Rect]
    public var buttonIcons: [Rect]
}

/// One segment: its slot, and where its title sits.
public struct SegmentLayout: Sendable, Hashable {
    public var index: Int
    /// The segment's full slot, `(x, 0, width, H)`.
    public var frame: Rect
    /// HMSegmentedControl's title frame (ceiled), or nil when the segment has no title.
    public var titleFrame: Rect?
    public var imageFrame: Rect?
    /// Where the title's baseline starts: `titleFrame.y + ascent`, the run centred in the frame.
    public var titleBaseline: Point?
}

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
