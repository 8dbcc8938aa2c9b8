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
    public var indicator: IndicatorLayout
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

/// The selection indicator's parts; nil when absent.
public struct IndicatorLayout: Sendable, Hashable {
    public var stripe: Rect?
    public var box: Rect?
    /// Apex first.
    public var arrow: [Point]?

    public static let none = IndicatorLayout(stripe: nil, box: nil, arrow: nil)
}

/// What layout needs to know of one title, measured in the style it is drawn with.
public struct TitleMeasure: Sendable, Hashable {
    /// HMSegmentedControl's `tw`: the exact advance rounded up to a whole point.
    public var width: Double
    /// HMSegmentedControl's `th`: `ceil(lineHeight + |primary descender|)`.
    public var height: Double
    /// The exact advance, for centring the glyphs.
    public var advance: Double
    /// Largest ascent among the fonts used: the baseline sits this far below the frame's top.
    public var ascent: Double
    /// ascent + descent + line gap: the height a UIButton centres.
    public var lineHeight: Double

    public init(width: Double, height: Double, advance: Double, ascent: Double, lineHeight: Double? = nil) {
        self.width = width
        self.height = height
        self.advance = advance
        self.ascent = ascent
        self.lineHeight = lineHeight ?? height
    }

    /// Measures shaped text at `size` points the way HMSegmentedControl's `measureTitleAtIndex` does.
    public init(_ text: ShapedText, size: Double) {
        let metrics = text.metrics(atSize: size)
        advance = text.advance(atSize: size)
        width = text.layoutWidth(atSize: size)
        height = (metrics.lineHeight + metrics.primaryDescent - 1e-9).rounded(.up)
        ascent = metrics.ascent
        lineHeight = metrics.lineHeight
    }
}
