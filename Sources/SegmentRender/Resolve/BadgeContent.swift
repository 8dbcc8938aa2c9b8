import Raster

/// A segment's badge, measured: a dot, or a label shaped in the badge font (11 pt).
package struct BadgeContent: Sendable, Hashable {
    /// The label ("42", "99+", "NEW"); nil for a dot.
    package var label: String?
    package var text: ShapedText?
    /// The label's exact advance, ascent and line height at the badge font's size.
    package var advance: Double = 0
    package var ascent: Double = 0
    package var lineHeight: Double = 0

    package static let dot = BadgeContent()

    package init(label: String? = nil, text: ShapedText? = nil, size: Double = 11) {
        self.label = label
        self.text = text
        if let text {
            let metrics = text.metrics(atSize: size)
            advance = text.advance(atSize: size)
            ascent = metrics.ascent
            lineHeight = metrics.lineHeight
        }
    }
}
