import Raster

extension SegmentioFamily {
    /// Segmentio's own keys (`SegmentioFamily+Keys.swift`), each at its key's default:
    /// what only this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var maxVisibleItems: Int = 4
        var horizontalSeparatorType: HorizontalSeparatorType = .topAndBottom
        var horizontalSeparatorHeight: Double = 1.0
        var horizontalSeparatorColor: RGBA8 = RGBA8(r: 85, g: 85, b: 85)
        var verticalSeparatorRatio: Double = 1.0
        var indicatorRatio: Double = 1.0
        var indicatorRoundedCorners: Bool = false
        var highlightedBackgroundColor: RGBA8 = .clear
        var highlightedTitleColor: RGBA8?
    }
}

extension ControlConfig {
    /// `segmentio`: how many fixed-width cells share the width at most.
    public var maxVisibleItems: Int {
        get { segmentio.maxVisibleItems }
        set { segmentio.maxVisibleItems = newValue }
    }
    /// `segmentio`: where the full-width separator lines run.
    public var horizontalSeparatorType: HorizontalSeparatorType {
        get { segmentio.horizontalSeparatorType }
        set { segmentio.horizontalSeparatorType = newValue }
    }
    /// `segmentio`: their height.
    public var horizontalSeparatorHeight: Double {
        get { segmentio.horizontalSeparatorHeight }
        set { segmentio.horizontalSeparatorHeight = newValue }
    }
    /// `segmentio`: their colour (UIKit's dark grey).
    public var horizontalSeparatorColor: RGBA8 {
        get { segmentio.horizontalSeparatorColor }
        set { segmentio.horizontalSeparatorColor = newValue }
    }
    /// `segmentio`: how much of a cell's height its vertical separator spans, centred.
    public var verticalSeparatorRatio: Double {
        get { segmentio.verticalSeparatorRatio }
        set { segmentio.verticalSeparatorRatio = newValue }
    }
    /// `segmentio`: how much of the cell's width the indicator spans, centred.
    public var indicatorRatio: Double {
        get { segmentio.indicatorRatio }
        set { segmentio.indicatorRatio = newValue }
    }
    /// `segmentio`: whether the indicator's ends are round.
    public var indicatorRoundedCorners: Bool {
        get { segmentio.indicatorRoundedCorners }
        set { segmentio.indicatorRoundedCorners = newValue }
    }
    /// `segmentio`: the pressed cell's background (clear: none).
    public var highlightedBackgroundColor: RGBA8 {
        get { segmentio.highlightedBackgroundColor }
        set { segmentio.highlightedBackgroundColor = newValue }
    }
    /// `segmentio`: the pressed cell's title colour; nil: unchanged.
    public var highlightedTitleColor: RGBA8? {
        get { segmentio.highlightedTitleColor }
        set { segmentio.highlightedTitleColor = newValue }
    }
}
