import Raster

/// How one segment's content is painted in one frame: its title's lines and where each starts,
/// the style at the segment's weight (size zoomed, colour blended with `titleTransition:
/// crossfade`), the glyph thickening, and its image. Drawing reads this and nothing of the config.
struct SegmentPaint: Sendable, Equatable {
    /// The title's lines, shaped; empty when it has none.
    var lines: [ShapedText]
    /// Where each line's baseline starts, from the segment's title baseline.
    var lineOffsets: [Point]
    /// The style drawn with; its size includes `titleZoomScale` at the segment's weight.
    var style: TitleStyle
    var image: RasterImage?
    /// How selected the segment is drawn (0–1), for gradient titles.
    var weight: Double
    /// The `titleZoomScale` zoom at the weight (1 unzoomed).
    var scale: Double
    /// The glyph thickening from `titleSelectedStrokeWidth` at the weight, in points.
    var stroke: Double
    /// Whether `lines` are the segment's selected title face (else its normal one), for
    /// ``TitleInkTable/lines(_:_:)``.
    var selectedFace: Bool
}

extension Control {
    /// Segment `i` painted with `face` at `weight` (0 normal, 1 selected); `selected` picks its
    /// image. `face` is the segment's own face in that state (`titleFace(i, selected: selected)`,
    /// which culling's ``TitleInkTable`` measured).
    func segmentPaint(_ i: Int, face: TitleFace, selected: Bool, weight: Double) -> SegmentPaint {
        var style = face.style
        let zoom = config.titleZoom(atWeight: weight)
        style.fontSize *= zoom
        return SegmentPaint(
            lines: face.lines, lineOffsets: face.lineOffsets(atSize: style.fontSize), style: style,
            image: image(forSegment: i, selection: selected ? i : nil, scale: config.scale), weight: weight, scale: zoom,
            stroke: -config.titleSelectedStrokeWidth / 100 * style.fontSize * weight, selectedFace: selected)
    }
}
