import Raster

/// `segmentBackgroundImages`: a stretchable background per segment position and state, as the
/// QQ-Space SegmentBar gives its buttons. `single` is for a one-segment control; a position that is
/// not given falls back to `middle`, and a missing `selected` to `normal` (see `ResolvedBackgrounds`).
public struct SegmentBackgroundImages: Sendable, Hashable {
    public var left: StateImages?
    public var middle: StateImages?
    public var right: StateImages?
    public var single: StateImages?

    /// Images for the left, middle, right and only segment.
    public init(left: StateImages? = nil, middle: StateImages? = nil, right: StateImages? = nil, single: StateImages? = nil) {
        self.left = left
        self.middle = middle
        self.right = right
        self.single = single
    }

    /// A segment position's images: normal, and selected.
    public struct StateImages: Sendable, Hashable {
        public var normal: BackgroundImage?
        public var selected: BackgroundImage?
        /// The normal and selected images of a position.
        public init(normal: BackgroundImage? = nil, selected: BackgroundImage? = nil) {
            self.normal = normal
            self.selected = selected
        }
    }
}

/// One stretchable image: a path (or `builtin:NAME`) and how it stretches.
public struct BackgroundImage: Sendable, Hashable {
    /// How a background image stretches.
    public enum Stretch: Sendable, Hashable {
        /// `resizableImageWithCapInsets:resizingMode:` (points).
        case capInsets(CapInsets, ResizingMode)
        /// `stretchableImageWithLeftCapWidth:topCapHeight:` (points).
        case legacyCaps(leftCapWidth: Double, topCapHeight: Double)
        /// An Android `.9.png`, which carries its own markers.
        case ninePatch
    }

    public var image: String
    public var stretch: Stretch

    /// An image file (or `builtin:NAME`) stretched as `stretch` says.
    public init(image: String, stretch: Stretch) {
        self.image = image
        self.stretch = stretch
    }
}
