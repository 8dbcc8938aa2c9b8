import Raster

/// JX's image indicator: a picture, aspect-fit into its frame (20 × 20 by default), as a mark where
/// a line would be or as the item's background. It moves linearly and, with `zoomScale` above 1,
/// grows about its centre to that scale halfway through a change.
public struct ImageIndicator: FramedDecoration, PaintedIndicator {
    static let name = "image"
    static let isIndicator = true
    static let summaryRole: IndicatorSummaryRole? = nil
    var layoutFields: [(String, JSONValue)] { [] }
    /// Where the image is drawn, in points.
    public var frame: Rect
    /// The image.
    public var image: RasterImage
    /// How much the image grows toward the middle of a move.
    public var zoomScale: Double
    /// How far through a change it is (0 at rest), for the zoom.
    public var progress: Double = 0
    package var paint: IndicatorPaint
    var layer: Decoration.Layer { paint.layer }

    /// At rest; nil without its image (the config check requires one).
    init?(_ rest: IndicatorRest) {
        guard let image = rest.image else { return nil }
        self.init(frame: rest.frame, image: image, zoomScale: rest.config.zoomScale, paint: rest.paint)
    }

    init(frame: Rect, image: RasterImage, zoomScale: Double, paint: IndicatorPaint) {
        self.frame = frame
        self.image = image
        self.zoomScale = zoomScale
        self.paint = paint
    }

    func interpolated(to other: ImageIndicator, _ t: Double) -> ImageIndicator {
        var out = other
        out.frame = lerp(frame, other.frame, t)
        out.progress = min(max(t, 0), 1)
        out.paint = paint.interpolated(to: other.paint, t)
        return out
    }

    /// The drawn rectangle: the frame zoomed about its centre, the image aspect-fit inside.
    func drawnRect(dx: Double) -> Rect {
        let zoom = 1 + (zoomScale - 1) * (1 - abs(2 * progress - 1))
        let box = frame.offsetBy(dx: dx, dy: 0)
        let w = box.width * zoom, h = box.height * zoom
        let size = image.size
        let fit = size.width > 0 && size.height > 0 ? min(w / size.width, h / size.height) : 0
        let iw = size.width * fit, ih = size.height * fit
        return Rect(x: box.midX - iw / 2, y: box.midY - ih / 2, width: iw, height: ih)
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let image = DrawCommand.image(image, drawnRect(dx: context.dx))
        return paint.opacity >= 1 ? [image] : [.layer([image], opacity: paint.opacity)]
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] { [.image(image, drawnRect(dx: context.dx))] }
}
