extension ControlLayout {
    /// The scroll offset: `contentOffset` when given, else the selected segment centred (fix 7: on
    /// the first render too), clamped to `[0, max(0, contentWidth − W)]`.
    static func scrollOffset(config: ControlConfig, widths: SegmentWidths, selection: Int?) -> Double {
        let W = config.width
        let maxOffset = max(0, widths.contentWidth - W)
        if let offset = config.contentOffset { return min(max(offset, 0), maxOffset) }
        guard let sel = selection else { return 0 }
        return min(max(widths.offsets[sel] + widths.widths[sel] / 2 - W / 2, 0), maxOffset)
    }
}
