import Raster

extension TabmanFamily {
    /// The keys only tabman takes (`appliesTo: tabman`), in the order the reference lists them.
    static let keys: [ConfigKey<ControlConfig>] = [
        .field(
            "barBackground", { $0.barBackground }, { $0.barBackground = $1 }, .enumeration,
            "tabman: nothing behind the buttons (clear), backgroundColor (flat), or a translucent material over the backdrop (blur).",
            appliesTo: .style(.tabman)),
        .field(
            "blurStyle", { $0.blurStyle }, { $0.blurStyle = $1 }, .enumeration,
            "tabman: the blur background's material (regular and prominent follow the appearance; approximate, docs/style-tabman.md).",
            appliesTo: .style(.tabman)),
        .field(
            "barIndicator", { $0.barIndicator }, { $0.barIndicator = $1 }, .enumeration,
            "tabman: a line under the selected button, a chevron or a dot under its centre, or none.", appliesTo: .style(.tabman)),
        .field(
            "indicatorWeight", { $0.indicatorWeight }, { $0.indicatorWeight = $1 }, .enumeration, "tabman: the line's height: 2, 4 or 8 points.", appliesTo: .style(.tabman)),
        .field(
            "indicatorSize", { $0.indicatorSize }, { $0.indicatorSize = $1 }, .enumeration, "tabman: the chevron (10 × 8, 14 × 12, 20 × 16) or dot (6, 8, 12).",
            appliesTo: .style(.tabman)),
        .field(
            "indicatorCornerStyle", { $0.indicatorCornerStyle }, { $0.indicatorCornerStyle = $1 }, .enumeration,
            "tabman: the line's corner radius: 0, a quarter of its weight, or half its height.", appliesTo: .style(.tabman)),
        .field(
            "indicatorOverscroll", { $0.indicatorOverscroll }, { $0.indicatorOverscroll = $1 }, .enumeration,
            "tabman: past the first or last page (progress below 0 or above N − 1) the indicator moves on by its width times the overscroll (bounce), shrinks by it (compress), or stays (none).",
            appliesTo: .style(.tabman)),
        .field(
            "barContentMode", { $0.barContentMode }, { $0.barContentMode = $1 }, .enumeration,
            "tabman: buttons as wide as their titles, scrolling when they do not fit (intrinsic), or sharing the width (fit).",
            appliesTo: .style(.tabman)),
        .field(
            "interButtonSpacing", { $0.interButtonSpacing }, { $0.interButtonSpacing = $1 }, .number(.length), "tabman: the gap between buttons (tab items have none).",
            appliesTo: .style(.tabman)),
        .field(
            "barContentInset", { $0.barContentInset }, { $0.barContentInset = $1 }, .insets,
            "tabman: room around the buttons and the indicator; left and right are scrolled with them.", appliesTo: .style(.tabman)),
        .field(
            "fadesContentEdges", { $0.fadesContentEdges }, { $0.fadesContentEdges = $1 }, .bool,
            "tabman: the content fades out over the bar's outer 2–5 % at an end while there is more to scroll to that way.",
            appliesTo: .style(.tabman)),
    ]
}
