extension ControlLayout {
    /// The scroll offset: `contentOffset` when given, else the selected segment centred (fix 7: on
    /// the first render too), clamped to `[0, max(0, contentWidth − W)]`.
    /// Every scrolling layout's rule (HM's and JX's): `slot` is the selected segment's x and width.
    static func scrollOffset(contentOffset: Double?, contentWidth: Double, width W: Double, selected slot: (x: Double, width: Double)?) -> Double {
        let maxOffset = max(0, contentWidth - W)
        if let offset = contentOffset { return min(max(offset, 0), maxOffset) }
        guard let slot else { return 0 }
        return min(max(slot.x + slot.width / 2 - W / 2, 0), maxOffset)
    }
}
