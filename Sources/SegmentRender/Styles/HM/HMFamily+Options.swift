import Raster

extension HMFamily {
    /// HMSegmentedControl's own keys, with JX's items' and vertical items' (declared among the
    /// shared ones, `Config/Keys/ControlConfig+Keys.swift`, in the reference's order), each at its
    /// key's default: what only this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var selectionStyle: SelectionStyle = .textWidthStripe
        var selectionIndicatorEdgeInsets: EdgeInsets = EdgeInsets()
        var verticalDividerWidth: Double = 1
        var borderType: [BorderSide] = []
        var textImageSpacing: Double = 0
        var stretchSegmentsToScreenSize: Bool = false
        var selectionIndicatorBoxColor: RGBA8 = RGBA8(r: 0x34, g: 0xB5, b: 0xE5)
        var selectionIndicatorBoxOpacity: Double = 0.2
        var segmentBackgroundImages: SegmentBackgroundImages?
        var itemHeight: Double?
        var itemIconWidthFraction: Double = 0.4
        var itemContent: ItemContent = .iconAndTitle
        var itemSpacing: Double = 20
        var itemWidth: Double?
        var itemWidthIncrement: Double = 0
        var contentEdgeInsetLeft: Double?
        var contentEdgeInsetRight: Double?
        var isItemSpacingAverageEnabled: Bool = true
        var cellWidthZoomScale: Double = 1
        var contentAlignment: ContentAlignment = .left
    }
}

extension ControlConfig {
    public var selectionStyle: SelectionStyle {
        get { hm.selectionStyle }
        set { hm.selectionStyle = newValue }
    }
    public var selectionIndicatorEdgeInsets: EdgeInsets {
        get { hm.selectionIndicatorEdgeInsets }
        set { hm.selectionIndicatorEdgeInsets = newValue }
    }
    public var verticalDividerWidth: Double {
        get { hm.verticalDividerWidth }
        set { hm.verticalDividerWidth = newValue }
    }
    public var borderType: [BorderSide] {
        get { hm.borderType }
        set { hm.borderType = newValue }
    }
    public var textImageSpacing: Double {
        get { hm.textImageSpacing }
        set { hm.textImageSpacing = newValue }
    }
    /// Dynamic widths only: spread leftover width over the segments.
    public var stretchSegmentsToScreenSize: Bool {
        get { hm.stretchSegmentsToScreenSize }
        set { hm.stretchSegmentsToScreenSize = newValue }
    }
    /// Box style: the box's colour (HMSegmentedControl copies #34B5E5 at init).
    public var selectionIndicatorBoxColor: RGBA8 {
        get { hm.selectionIndicatorBoxColor }
        set { hm.selectionIndicatorBoxColor = newValue }
    }
    /// Box style: the opacity the box layer composites at.
    public var selectionIndicatorBoxOpacity: Double {
        get { hm.selectionIndicatorBoxOpacity }
        set { hm.selectionIndicatorBoxOpacity = newValue }
    }
    /// Stretchable backgrounds per segment position and state.
    public var segmentBackgroundImages: SegmentBackgroundImages? {
        get { hm.segmentBackgroundImages }
        set { hm.segmentBackgroundImages = newValue }
    }
    /// Vertical: each item's height (default: the height divided among the items).
    public var itemHeight: Double? {
        get { hm.itemHeight }
        set { hm.itemHeight = newValue }
    }
    /// Vertical `textImages` items: the share of the width the icon takes; the title has the rest.
    public var itemIconWidthFraction: Double {
        get { hm.itemIconWidthFraction }
        set { hm.itemIconWidthFraction = newValue }
    }
    /// Vertical items: icon and title, or the icon alone.
    public var itemContent: ItemContent {
        get { hm.itemContent }
        set { hm.itemContent = newValue }
    }
    /// JX: the gap between items.
    public var itemSpacing: Double {
        get { hm.itemSpacing }
        set { hm.itemSpacing = newValue }
    }
    /// JX: every item's width; nil: each its content's width.
    public var itemWidth: Double? {
        get { hm.itemWidth }
        set { hm.itemWidth = newValue }
    }
    /// JX: added to every item's width.
    public var itemWidthIncrement: Double {
        get { hm.itemWidthIncrement }
        set { hm.itemWidthIncrement = newValue }
    }
    /// JX: the space before the first item and after the last; nil: the item spacing.
    public var contentEdgeInsetLeft: Double? {
        get { hm.contentEdgeInsetLeft }
        set { hm.contentEdgeInsetLeft = newValue }
    }
    public var contentEdgeInsetRight: Double? {
        get { hm.contentEdgeInsetRight }
        set { hm.contentEdgeInsetRight = newValue }
    }
    /// JX: when the items are narrower than the control, spread the spare room into the spacing.
    public var isItemSpacingAverageEnabled: Bool {
        get { hm.isItemSpacingAverageEnabled }
        set { hm.isItemSpacingAverageEnabled = newValue }
    }
    /// JX: the selected item is this much wider (interpolated while moving); 1: off.
    public var cellWidthZoomScale: Double {
        get { hm.cellWidthZoomScale }
        set { hm.cellWidthZoomScale = newValue }
    }
    /// JX: where the items sit when they fit and the spacing is not spread out.
    public var contentAlignment: ContentAlignment {
        get { hm.contentAlignment }
        set { hm.contentAlignment = newValue }
    }
}
