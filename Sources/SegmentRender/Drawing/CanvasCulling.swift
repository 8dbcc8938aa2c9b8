import Raster

/// The horizontal extent of a canvas, in device pixels, and whether a scrolled segment's drawing
/// can reach it. A segment is left out only when every command it would record draws nothing: its
/// background image and image lie wholly outside (with a pixel for anti-aliasing), and every line
/// of its title fails the very test drawing makes glyph by glyph (``InkExtent/mayDraw(pixelSize:originX:embolden:between:)``).
/// A 500-segment bar then records and draws the few segments on screen, not all 500.
struct CanvasCulling {
    let canvas: PixelBox
    let scale: Double
    let ink: TitleInkTable
    /// How many segments have background images (``ControlPaint/segmentBackgrounds``).
    let backgrounds: Int

    /// `margin`: device pixels either side of the canvas that count as on it (what a check looking
    /// past the bounds sees).
    init(width: Double, scale: Double, ink: TitleInkTable, backgrounds: Int, margin: Int = 0) {
        canvas = PixelBox(x0: -margin, y0: 0, x1: Int(saturating: width * scale + Double(margin), .up), y1: 0)
        self.scale = scale
        self.ink = ink
        self.backgrounds = backgrounds
    }

    /// Whether a rectangle (points) reaches the canvas horizontally.
    func mayDraw(_ rect: Rect) -> Bool {
        let minX = rect.minX * scale - 1, maxX = rect.maxX * scale + 1
        guard minX.isFinite, maxX.isFinite else { return true }
        return maxX >= Double(canvas.x0) && minX <= Double(canvas.x1)
    }

    /// Whether anything `segment` draws with `paint` — its background image, its image or a line
    /// of its title — reaches the canvas, scrolled by `dx`.
    func mayDraw(_ segment: SegmentLayout, _ paint: SegmentPaint, dx: Double) -> Bool {
        if segment.index < backgrounds, mayDraw(segment.frame.offsetBy(dx: dx, dy: 0)) { return true }
        if paint.image != nil, let frame = segment.imageFrame, mayDraw(frame.offsetBy(dx: dx, dy: 0)) { return true }
        guard let baseline = segment.titleBaseline else { return false }
        let pixelSize = paint.style.fontSize * scale, embolden = abs(paint.stroke) * scale
        let extents = ink.lines(segment.index, paint)
        guard extents.count == paint.lines.count else { return true }
        for (extent, offset) in zip(extents, paint.lineOffsets)
        where extent.mayDraw(pixelSize: pixelSize, originX: (baseline.x + dx + offset.x) * scale, embolden: embolden, between: canvas) {
            return true
        }
        return false
    }
}
