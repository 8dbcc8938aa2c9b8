import Raster

/// One segment: its slot, and where its title sits.
public struct SegmentLayout: Sendable, Hashable {
    /// The segment's index in `sectionTitles` (not its place on screen, which right to left reverses).
    public var index: Int
    /// The segment's full slot, `(x, 0, width, H)`.
    public var frame: Rect
    /// HMSegmentedControl's title frame (ceiled), or nil when the segment has no title.
    public var titleFrame: Rect?
    /// The image's frame; nil without an image.
    public var imageFrame: Rect?
    /// Where the title's baseline starts: `titleFrame.y + ascent`, the run centred in the frame.
    public var titleBaseline: Point?
}
