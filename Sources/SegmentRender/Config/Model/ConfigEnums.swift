/// The enumerated values of config keys, spelled in configs by their raw values.

public enum IndicatorLocation: String, ConfigEnum, Sendable {
    case top, bottom, none
}

/// `selectionStyle`: the HM indicator's shape.
public enum SelectionStyle: String, ConfigEnum, Sendable {
    case textWidthStripe, fullWidthStripe, box, arrow
}

/// `segmentWidthStyle`: equal or content-sized segments.
public enum SegmentWidthStyle: String, ConfigEnum, Sendable {
    case fixed, dynamic
}

/// `type`: what a segment shows.
public enum SegmentType: String, ConfigEnum, Sendable {
    case text, images, textImages
}

/// `imagePosition`: where the image sits beside the title.
public enum ImagePosition: String, ConfigEnum, Sendable {
    case behindText, leftOfText, rightOfText, aboveText, belowText
}

/// `style`: HMSegmentedControl, a UISegmentedControl generation, BetterSegmentedControl,
/// Parchment's paging menu, Tabman's bar, Segmentio, or Material 3's tabs. Each is drawn by its
/// family (`ControlStyle.family`, `Styles/`).
public enum ControlStyle: String, ConfigEnum, Sendable {
    case hm, uikit7, uikit13, uikit26, bsc, parchment, tabman, segmentio, material3
}

/// `tabVariant` (material3): which of Material 3's tab rows.
public enum TabVariant: String, ConfigEnum, Sendable {
    /// Primary tabs: a 3 dp indicator as wide as the label, rounded on top; the selected label in primary.
    case primary
    /// Secondary tabs: a 2 dp indicator the tab's full width; the selected label in onSurface.
    case secondary
    /// Outlined segmented buttons: 40 dp buttons sharing 1 dp outlines, the row's ends fully
    /// rounded, the selected one filled in secondaryContainer with a checkmark before its label.
    case segmentedButtons
}

/// `press.interaction`: how the pointer is on the segment — pressed (a finger down), hovered (a
/// pointer over it), focused (keyboard focus) or dragged. Material 3 draws a ripple for a press
/// and a state layer for the others; the iOS looks draw a press only.
public enum Interaction: String, ConfigEnum, Sendable {
    case pressed, hovered, focused, dragged
}

/// `tabMode` (material3): tabs sharing the width, or sized by their labels and scrolling.
public enum TabMode: String, ConfigEnum, Sendable {
    case fixed, scrollable
}

/// `indicatorAnimation` (material3): how the indicator travels between tabs.
public enum IndicatorAnimation: String, ConfigEnum, Sendable {
    /// Both edges together.
    case linear
    /// The leading edge on an ease-out sine of the progress, the trailing edge on an ease-in sine:
    /// the indicator stretches, then catches up.
    case elastic
    /// Fades out where it was over the first half, and in where it goes over the second.
    case fade
}

/// `titleVerticalAlignment`: how titles sit in the height.
public enum TitleVerticalAlignment: String, ConfigEnum, Sendable {
    case hm, center
}

/// `titleTruncation`: whether titles too wide are cut.
public enum TitleTruncation: String, ConfigEnum, Sendable {
    case none, tail
    /// The font scaled down to fit, to half its size at most (UILabel's
    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor` 0.5), then cut at the tail.
    case shrink

    /// How far `shrink` may scale a title's font down.
    static let minimumScaleFactor = 0.5
}

/// `orientation`: a row of segments or a column of items.
public enum Orientation: String, ConfigEnum, Sendable {
    case horizontal, vertical
}

/// `itemContent`: what a vertical item shows.
public enum ItemContent: String, ConfigEnum, Sendable {
    case iconAndTitle, iconOnly
}

/// `titleTransition`: how titles change during an animation.
public enum TitleTransition: String, ConfigEnum, Sendable {
    case `switch`, crossfade
}

/// `borderType`: the sides a border is drawn on.
public enum BorderSide: String, ConfigEnum, Sendable {
    case top, left, bottom, right
}

/// `layout`: whose arithmetic lays segments out.
public enum LayoutModel: String, ConfigEnum, Sendable {
    case hm, jx
}

/// `contentAlignment`: where content narrower than the control sits.
public enum ContentAlignment: String, ConfigEnum, Sendable {
    case left, center, right
}

/// Dynamic Type sizes, as UIContentSizeCategory names them.
public enum ContentSizeCategory: String, ConfigEnum, Sendable {
    case XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5

    /// The body text style's size at this category, in points.
    public var bodySize: Double {
        switch self {
        case .XS: 14
        case .S: 15
        case .M: 16
        case .L: 17
        case .XL: 19
        case .XXL: 21
        case .XXXL: 23
        case .AX1: 28
        case .AX2: 33
        case .AX3: 40
        case .AX4: 47
        case .AX5: 53
        }
    }
}

/// Light or dark mode: which side of every `{"light", "dark"}` colour a config uses, and which
/// palette the built-in styles default to.
public enum Appearance: String, ConfigEnum, Sendable {
    case light, dark
}

/// UIKit's semanticContentAttribute: how the control lays out for a writing direction.
public enum SemanticContentAttribute: String, ConfigEnum, Sendable {
    case unspecified, forceLeftToRight, forceRightToLeft

    /// Whether it lays out right to left.
    public var isRightToLeft: Bool { self == .forceRightToLeft }
}

/// `menuItemSize` (parchment): how wide each menu item is.
public enum MenuItemSize: String, ConfigEnum, Sendable {
    /// Every item `menuItemWidth` wide; when they all fit, stretched to share the width.
    case sizeToFit
    /// Every item `menuItemWidth` wide.
    case fixed
    /// Each item its title plus `menuItemLabelSpacing` on both sides.
    case selfSizing
}

/// `selectedScrollPosition` (parchment): where the menu scrolls the selected item.
public enum SelectedScrollPosition: String, ConfigEnum, Sendable {
    /// To the centre where the content allows (clamped at its ends).
    case preferCentered
    /// Always to the centre: the menu gains room before the first item and after the last (the
    /// wheel).
    case center
}
