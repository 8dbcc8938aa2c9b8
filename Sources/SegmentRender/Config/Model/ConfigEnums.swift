/// The enumerated values of config keys, spelled in configs by their raw values.

public enum IndicatorLocation: String, ConfigEnum, Sendable {
    case top, bottom, none
}

public enum SelectionStyle: String, ConfigEnum, Sendable {
    case textWidthStripe, fullWidthStripe, box, arrow
}

public enum SegmentWidthStyle: String, ConfigEnum, Sendable {
    case fixed, dynamic
}

public enum SegmentType: String, ConfigEnum, Sendable {
    case text, images, textImages
}

public enum ImagePosition: String, ConfigEnum, Sendable {
    case behindText, leftOfText, rightOfText, aboveText, belowText
}

public enum ControlStyle: String, ConfigEnum, Sendable {
    case hm, uikit7, uikit13
}

public enum TitleVerticalAlignment: String, ConfigEnum, Sendable {
    case hm, center
}

public enum TitleTruncation: String, ConfigEnum, Sendable {
    case none, tail
}

public enum Orientation: String, ConfigEnum, Sendable {
    case horizontal, vertical
}

public enum ItemContent: String, ConfigEnum, Sendable {
    case iconAndTitle, iconOnly
}

public enum TitleTransition: String, ConfigEnum, Sendable {
    case `switch`, crossfade
}

public enum BorderSide: String, ConfigEnum, Sendable {
    case top, left, bottom, right
}

public enum LayoutModel: String, ConfigEnum, Sendable {
    case hm, jx
}

public enum ContentAlignment: String, ConfigEnum, Sendable {
    case left, center, right
}
