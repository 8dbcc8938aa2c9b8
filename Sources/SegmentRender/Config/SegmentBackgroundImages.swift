import Raster

/// `segmentBackgroundImages`: a stretchable background per segment position and state, as the
/// QQ-Space SegmentBar gives its buttons. `single` is for a one-segment control; a position that is
/// not given falls back to `middle`, and a missing `selected` to `normal` (see ``ResolvedBackgrounds``).
public struct SegmentBackgroundImages: Sendable, Hashable {
    public var left: StateImages?
    public var middle: StateImages?
    public var right: StateImages?
    public var single: StateImages?

    public init(left: StateImages? = nil, middle: StateImages? = nil, right: StateImages? = nil, single: StateImages? = nil) {
        self.left = left
        self.middle = middle
        self.right = right
        self.single = single
    }

    public struct StateImages: Sendable, Hashable {
        public var normal: BackgroundImage?
        public var selected: BackgroundImage?
        public init(normal: BackgroundImage? = nil, selected: BackgroundImage? = nil) {
            self.normal = normal
            self.selected = selected
        }
    }
}

/// One stretchable image: a path (or `builtin:NAME`) and how it stretches.
public struct BackgroundImage: Sendable, Hashable {
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

    public init(image: String, stretch: Stretch) {
        self.image = image
        self.stretch = stretch
    }
}

extension SegmentBackgroundImages: ConfigValue {
    static var expectation: String { #"an object with "left", "middle", "right" and "single", each {"normal", "selected"}"# }
    static func decodeConfig(from decoder: Decoder) throws -> SegmentBackgroundImages {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(expectation)" + found(in: decoder))
        }
        try c.rejectUnknownKeys(ConfigSchema.segmentPositions)
        let value = SegmentBackgroundImages(left: try c.optional("left"), middle: try c.optional("middle"),
                                            right: try c.optional("right"), single: try c.optional("single"))
        guard value.middle != nil || (value.left != nil && value.right != nil) || value.single != nil else {
            throw ConfigIssue(path: decoder.codingPath, message: "give at least \"middle\" (the fallback for positions not given)")
        }
        return value
    }
}

extension SegmentBackgroundImages.StateImages: ConfigValue {
    static var expectation: String { #"an object with "normal" and "selected" images"# }
    static func decodeConfig(from decoder: Decoder) throws -> SegmentBackgroundImages.StateImages {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(expectation)" + found(in: decoder))
        }
        try c.rejectUnknownKeys(ConfigSchema.segmentStates)
        let value = SegmentBackgroundImages.StateImages(normal: try c.optional("normal"), selected: try c.optional("selected"))
        guard value.normal != nil || value.selected != nil else {
            throw ConfigIssue(path: decoder.codingPath, message: "give \"normal\", \"selected\" or both")
        }
        return value
    }
}

extension BackgroundImage: ConfigValue {
    static var expectation: String {
        #"{"image", "capInsets", "resizingMode"} or {"image", "leftCapWidth", "topCapHeight"}"#
    }
    static func decodeConfig(from decoder: Decoder) throws -> BackgroundImage {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(expectation)" + found(in: decoder))
        }
        let image = try c.required("image", String.self)
        if image.lowercased().hasSuffix(".9.png") {
            try c.rejectUnknownKeys(["image"])
            return BackgroundImage(image: image, stretch: .ninePatch)
        }
        if c.has("leftCapWidth") || c.has("topCapHeight") {
            try c.rejectUnknownKeys(ConfigSchema.backgroundImage.map(\.name).filter { !["capInsets", "resizingMode"].contains($0) })
            let left = try c.number("leftCapWidth", default: 0, nonNegative)
            let top = try c.number("topCapHeight", default: 0, nonNegative)
            return BackgroundImage(image: image, stretch: .legacyCaps(leftCapWidth: left, topCapHeight: top))
        }
        try c.rejectUnknownKeys(ConfigSchema.backgroundImage.map(\.name).filter { !["leftCapWidth", "topCapHeight"].contains($0) })
        let insets = try c.value("capInsets", default: EdgeInsets())
        for (key, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] where value < 0 {
            throw ConfigIssue(path: c.codingPath + [AnyKey("capInsets"), AnyKey(key)],
                              message: "expected a cap inset of 0 or more, found \(format(value))")
        }
        let mode = try c.value("resizingMode", default: ResizingMode.tile)
        return BackgroundImage(image: image, stretch: .capInsets(CapInsets(top: insets.top, left: insets.left, bottom: insets.bottom,
                                                                           right: insets.right), mode))
    }
}

extension ResizingMode: ConfigEnum {}
extension FontWeight: ConfigEnum {}
