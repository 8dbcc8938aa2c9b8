import FoundationEssentials
import Glibc

/// Material 3's tab numbers, in dp (points here), and the rule that turns them into device pixels.
/// Where each comes from is in docs/style-material3.md.
enum MaterialTabMetrics {
    /// Padding each side of a label inside its tab.
    static let labelPadding = 16.0
    /// A scrollable tab is at least this wide.
    static let scrollableMinTabWidth = 90.0
    /// Space before the first scrollable tab and after the last.
    static let scrollableEdgePadding = 52.0
    /// A primary indicator is at least this wide.
    static let minIndicatorWidth = 24.0
    /// Indicator heights: primary, secondary.
    static let primaryIndicatorHeight = 3.0
    static let secondaryIndicatorHeight = 2.0
    /// The primary indicator's top corners.
    static let indicatorCornerRadius = 3.0
    /// The divider under the row.
    static let dividerThickness = 1.0
    /// TitleSmall's line height: the box a label is centred in.
    static let labelLineHeight = 20.0
    /// A tab row's height without icons (the primary tab token's container).
    static let rowHeight = 48.0
    /// An icon's side.
    static let iconSize = 24.0
    /// A tab with an icon above its label: the token's height (Compose's code uses 72 dp).
    static let iconTabHeight = 64.0
    /// From the label's baseline up to the icon's bottom (20 sp).
    static let iconDistanceFromBaseline = 20.0
    /// From the indicator's top up to a one-line label's baseline, under an icon.
    static let baselineAboveIndicatorWithIcon = 14.0
    /// Between a leading icon and its label.
    static let leadingIconGap = 8.0
    /// A badge: a dot's size, and how far down its anchor's top its own top sits (its size less 6 dp).
    static let badgeDotSize = 6.0
    static let badgeDotOffset = 6.0
    /// A labelled badge: height (and least width), padding each side of the label, the label's
    /// line height, how far in from the anchor's right its left edge sits, and how much of it
    /// overlaps the anchor vertically.
    static let badgeHeight = 16.0
    static let badgePadding = 4.0
    static let badgeLineHeight = 16.0
    static let badgeLabelInset = 12.0
    static let badgeLabelOverlap = 14.0

    /// dp to whole device pixels as Compose's `roundToPx` does: the nearest, halves up.
    static func px(_ dp: Double, _ scale: Double) -> Double { (dp * scale + 0.5).rounded(.down) }

    /// A measured length (a label's advance, a font's ascent) to the whole pixels it covers:
    /// rounded up, less a hair so an exact multiple is not pushed to the next pixel.
    static func coveringPx(_ length: Double, _ scale: Double) -> Double { (length * scale - 1e-9).rounded(.up) }
}
