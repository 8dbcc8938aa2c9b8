import Raster

/// A segment's badge, measured: a dot, or a label shaped in the badge font (11 pt).
public struct BadgeContent: Sendable, Hashable {
    /// The label ("42", "99+", "NEW"); nil for a dot.
    public var label: String?
    public var text: ShapedText?
    /// The label's exact advance, ascent and line height at the badge font's size.
    public var advance: Double = 0
    public var ascent: Double = 0
    public var lineHeight: Double = 0

    public static let dot = BadgeContent()

    public init(label: String? = nil, text: ShapedText? = nil, size: Double = 11) {
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
