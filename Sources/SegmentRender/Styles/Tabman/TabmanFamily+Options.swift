import Raster

extension TabmanFamily {
    /// Tabman's own keys (`TabmanFamily+Keys.swift`), each at its key's default:
    /// what only this family's declaration and layout see (``FamilyConfig``).
    struct Options: Sendable, Hashable {
        var barBackground: BarBackground = .blur
        var blurStyle: BlurStyle = .extraLight
        var barIndicator: BarIndicator = .line
        var indicatorWeight: IndicatorWeight = .medium
        var indicatorSize: IndicatorSize = .medium
        var indicatorCornerStyle: IndicatorCornerStyle = .square
        var indicatorOverscroll: IndicatorOverscroll = .bounce
        var barContentMode: BarContentMode = .intrinsic
        var interButtonSpacing: Double = 16.0
        var barContentInset: EdgeInsets = EdgeInsets()
        var fadesContentEdges: Bool = false
    }
}

extension ControlConfig {
    /// `tabman`: what the bar draws behind its buttons.
    public var barBackground: BarBackground {
        get { tabman.barBackground }
        set { tabman.barBackground = newValue }
    }
    /// `tabman`: the material of a `blur` background.
    public var blurStyle: BlurStyle {
        get { tabman.blurStyle }
        set { tabman.blurStyle = newValue }
    }
    /// `tabman`: what marks the selected button.
    public var barIndicator: BarIndicator {
        get { tabman.barIndicator }
        set { tabman.barIndicator = newValue }
    }
    /// `tabman`: the line's height.
    public var indicatorWeight: IndicatorWeight {
        get { tabman.indicatorWeight }
        set { tabman.indicatorWeight = newValue }
    }
    /// `tabman`: the chevron's or the dot's size.
    public var indicatorSize: IndicatorSize {
        get { tabman.indicatorSize }
        set { tabman.indicatorSize = newValue }
    }
    /// `tabman`: the line's corners.
    public var indicatorCornerStyle: IndicatorCornerStyle {
        get { tabman.indicatorCornerStyle }
        set { tabman.indicatorCornerStyle = newValue }
    }
    /// `tabman`: what the indicator does past the first or last page.
    public var indicatorOverscroll: IndicatorOverscroll {
        get { tabman.indicatorOverscroll }
        set { tabman.indicatorOverscroll = newValue }
    }
    /// `tabman`: buttons sized by their titles and scrolling, or sharing the width.
    public var barContentMode: BarContentMode {
        get { tabman.barContentMode }
        set { tabman.barContentMode = newValue }
    }
    /// `tabman`: the gap between buttons (tab items have none).
    public var interButtonSpacing: Double {
        get { tabman.interButtonSpacing }
        set { tabman.interButtonSpacing = newValue }
    }
    /// `tabman`: the room around the buttons and indicator (the layout's `contentInset`).
    public var barContentInset: EdgeInsets {
        get { tabman.barContentInset }
        set { tabman.barContentInset = newValue }
    }
    /// `tabman`: whether the content fades out at the bar's ends while there is more to scroll to.
    public var fadesContentEdges: Bool {
        get { tabman.fadesContentEdges }
        set { tabman.fadesContentEdges = newValue }
    }
}
