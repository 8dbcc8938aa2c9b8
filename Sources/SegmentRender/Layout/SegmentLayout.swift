import Raster

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
