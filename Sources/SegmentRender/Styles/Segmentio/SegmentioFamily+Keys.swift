import Raster

extension SegmentioFamily {
    /// The keys only segmentio takes (`appliesTo: segmentio`), in the order the reference lists them.
    static let keys: [ConfigKey<ControlConfig>] = [
        .field(
            "maxVisibleItems", { $0.maxVisibleItems }, { $0.maxVisibleItems = $1 }, .integer(1...1_000, expectation: "a whole number from 1 to 1000"),
            "segmentio, fixed widths: the cells share the width among this many at most (more scroll).", appliesTo: .style(.segmentio)),
        .field(
            "horizontalSeparatorType", { $0.horizontalSeparatorType }, { $0.horizontalSeparatorType = $1 }, .enumeration,
            "segmentio: full-width lines along the top, the bottom, both or neither; the cells sit between them.", appliesTo: .style(.segmentio)),
        .field(
            "horizontalSeparatorHeight", { $0.horizontalSeparatorHeight }, { $0.horizontalSeparatorHeight = $1 }, .number(.length), "segmentio: the lines' height.",
            appliesTo: .style(.segmentio)),
        .field(
            "horizontalSeparatorColor", { $0.horizontalSeparatorColor }, { $0.horizontalSeparatorColor = $1 }, .color, "segmentio: the lines' colour.",
            appliesTo: .style(.segmentio)),
        .field(
            "verticalSeparatorRatio", { $0.verticalSeparatorRatio }, { $0.verticalSeparatorRatio = $1 }, .number(.unit),
            "segmentio: how much of the cell's height a vertical divider spans, centred.", appliesTo: .style(.segmentio)),
        .field(
            "indicatorRatio", { $0.indicatorRatio }, { $0.indicatorRatio = $1 }, .number(.unit), "segmentio: how much of the cell's width the indicator spans, centred.",
            appliesTo: .style(.segmentio)),
        .field(
            "indicatorRoundedCorners", { $0.indicatorRoundedCorners }, { $0.indicatorRoundedCorners = $1 }, .bool, "segmentio: round ends on the indicator.",
            appliesTo: .style(.segmentio)),
        .field(
            "highlightedBackgroundColor", { $0.highlightedBackgroundColor }, { $0.highlightedBackgroundColor = $1 }, .color,
            "segmentio: a pressed cell's background (`--press`).",
            appliesTo: .style(.segmentio)),
        .optional(
            "highlightedTitleColor", { $0.highlightedTitleColor }, { $0.highlightedTitleColor = $1 }, .color, "segmentio: a pressed cell's title colour (`--press`).",
            defaultNote: "unchanged", appliesTo: .style(.segmentio)),
    ]
}
