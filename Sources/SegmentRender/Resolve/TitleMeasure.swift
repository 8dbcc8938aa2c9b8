import Raster

/// What layout needs to know of one title, measured in the style it is drawn with.
package struct TitleMeasure: Sendable, Hashable {
    /// HMSegmentedControl's `tw`: the exact advance rounded up to a whole point.
    package var width: Double
    /// HMSegmentedControl's `th`: `ceil(lineHeight + |primary descender|)`.
    package var height: Double
    /// The exact advance, for centring the glyphs.
    package var advance: Double
    /// Largest ascent among the fonts used: the baseline sits this far below the frame's top.
    package var ascent: Double
    /// ascent + descent + line gap: the height a UIButton centres.
    package var lineHeight: Double
    /// Largest |descender| among the fonts used (Material's line box centres ascent + descent).
    package var descent: Double

    package init(width: Double, height: Double, advance: Double, ascent: Double, lineHeight: Double? = nil, descent: Double? = nil) {
        self.width = width
        self.height = height
        self.advance = advance
        self.ascent = ascent
        self.lineHeight = lineHeight ?? height
        self.descent = descent ?? max(0, (lineHeight ?? height) - ascent)
    }

    /// Measures shaped text at `size` points the way HMSegmentedControl's `measureTitleAtIndex` does.
    package init(_ text: ShapedText, size: Double) {
        let metrics = text.metrics(atSize: size)
        advance = text.advance(atSize: size)
        width = text.layoutWidth(atSize: size)
        height = (metrics.lineHeight + metrics.primaryDescent - 1e-9).rounded(.up)
        ascent = metrics.ascent
        lineHeight = metrics.lineHeight
        descent = metrics.descent
    }

    /// Measures a title of several lines stacked at the first line's line height: as wide as its
    /// widest line, as high as all of them.
    package init(lines: [ShapedText], size: Double) {
        self.init(lines[0], size: size)
        guard lines.count > 1 else { return }
        let others = lines.dropFirst().map { TitleMeasure($0, size: size) }
        let extra = Double(others.count) * lineHeight
        advance = max(advance, others.map(\.advance).max()!)
        width = max(width, others.map(\.width).max()!)
        height += extra
        lineHeight += extra
    }
}
