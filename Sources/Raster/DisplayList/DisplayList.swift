/// One drawing command, in points, in the control's coordinates (scrolling already applied).
public enum DrawCommand: Sendable, Hashable {
    /// A rectangle filled with a colour.
    case fillRect(Rect, RGBA8)
    /// A rectangle with rounded corners, filled.
    case fillRoundedRect(Rect, radii: CornerRadii, RGBA8)
    /// The band between a rounded rectangle and the same one inset by `width` (each corner's
    /// radius less `width`): a rounded border.
    case strokeRoundedRect(Rect, radii: CornerRadii, width: Double, RGBA8)
    /// A polygon (its points in order) filled with the nonzero rule.
    case fillPolygon([Point], RGBA8)
    /// Shaped text at `size` points, its baseline starting at `origin`.
    case text(ShapedText, size: Double, origin: Point, RGBA8)
    /// Shaped text with every glyph outline thickened by `stroke` points (a stroke of that width
    /// drawn with the fill, NSStrokeWidth's negative form); advances do not change.
    case strokedText(ShapedText, size: Double, origin: Point, RGBA8, stroke: Double)
    /// An image drawn into a rectangle (resampled when sizes or scales differ).
    case image(RasterImage, Rect)
    /// A resizable (nine-slice) image drawn into a rectangle; seams snap to device pixels.
    case resizableImage(ResizableImage, Rect)
    /// An image clipped to a rounded rectangle (a layer with `cornerRadius` and `masksToBounds`).
    case roundedImage(RasterImage, Rect, radius: Double)
    /// A linear gradient over everything (within a layer, usually `masked`).
    case gradient(LinearGradient)
    /// `content` drawn into a layer of its own, kept only where `mask` covers (the mask's alpha),
    /// then composited: a gradient-filled shape, or two-tone titles cut by an indicator.
    indirect case masked(_ content: [DrawCommand], by: [DrawCommand])
    /// Commands drawn in order, as one (several lines of a title).
    indirect case group([DrawCommand])
    /// Commands drawn into a transparent layer of their own, composited at `opacity`.
    indirect case layer([DrawCommand], opacity: Double)
    /// The shadow of what `commands` cover: their coverage tinted with `color`, blurred with a
    /// Gaussian of standard deviation `blur` points, moved by `offset` (CALayer's shadowRadius,
    /// shadowOpacity and shadowOffset). The commands themselves are not drawn.
    indirect case shadow([DrawCommand], color: RGBA8, blur: Double, offset: Point)
    /// What is already drawn inside the rectangle, blurred with a Gaussian of standard deviation
    /// `blur` points and its colour saturation multiplied by `saturation`: a translucent material
    /// over what is behind it (``Framebuffer/applyBackdropFilter(in:sigma:saturation:)``). It reads
    /// the canvas, so it belongs at the top level of a list, never inside a layer or mask.
    case backdropFilter(Rect, blur: Double, saturation: Double)
    /// What is already drawn, magnified `zoom` times about the rectangle's centre and shown inside
    /// the rounded rectangle: a glass lens (``Framebuffer/applyMagnifier(in:radius:zoom:)``). It
    /// reads the canvas, so it belongs at the top level of a list.
    case magnifier(Rect, cornerRadius: Double, zoom: Double)
}

/// What to draw for one state, bottom to top: the seam between layout and a back end.
public struct DisplayList: Sendable, Hashable {
    /// The canvas width, in points.
    public var width: Double
    /// The canvas height, in points.
    public var height: Double
    /// What to draw, bottom to top.
    public var commands: [DrawCommand] = []

    /// An empty list for a canvas of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Draws every command into a new framebuffer of `width × scale` by `height × scale` pixels.
    public func rasterize(scale: Double) -> Framebuffer {
        let w = Int(saturating: width * scale, .up), h = Int(saturating: height * scale, .up)
        // An opaque background over the whole canvas is the common first command: start filled with
        // it instead of clearing and then filling (one pass over the pixels instead of two; the
        // same bytes, as an opaque fill replaces what is under it).
        if case let .fillRect(rect, color)? = commands.first, color.a == 255, rect.minX <= 0, rect.minY <= 0,
            rect.maxX * Double(scale) >= Double(w), rect.maxY * Double(scale) >= Double(h)
        {
            var framebuffer = Framebuffer(width: w, height: h, fill: color)
            DisplayList.draw(Array(commands.dropFirst()), into: &framebuffer, scale: scale)
            return framebuffer
        }
        var framebuffer = Framebuffer(width: w, height: h)
        DisplayList.draw(commands, into: &framebuffer, scale: scale)
        return framebuffer
    }

    static func draw(_ commands: [DrawCommand], into framebuffer: inout Framebuffer, scale s: Double) {
        for command in commands {
            switch command {
            case let .fillRect(rect, color):
                framebuffer.fill(rect: rect.scaled(by: s), color: color)
            case let .fillRoundedRect(rect, radii, color):
                framebuffer.fill(roundedRect: rect.scaled(by: s), radii: radii.scaled(by: s), color: color)
            case let .strokeRoundedRect(rect, radii, width, color):
                let outer = Framebuffer.roundedRectPolygon(rect.scaled(by: s), radii: radii.scaled(by: s))
                let insetRect = Rect(x: rect.x + width, y: rect.y + width, width: rect.width - 2 * width, height: rect.height - 2 * width)
                let inner = Framebuffer.roundedRectPolygon(insetRect.scaled(by: s), radii: radii.inset(by: width).scaled(by: s))
                framebuffer.fill(outer: outer, inner: inner, color: color)
            case let .fillPolygon(points, color):
                framebuffer.fill(polygon: points.map { Point(x: $0.x * s, y: $0.y * s) }, color: color)
            case let .text(text, size, origin, color):
                framebuffer.draw(text, pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s), color: color)
            case let .strokedText(text, size, origin, color, stroke):
                framebuffer.draw(text, pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s), color: color, embolden: stroke * s)
            case let .image(image, rect):
                framebuffer.draw(image.pixels, in: rect.scaled(by: s))
            case let .resizableImage(image, rect):
                framebuffer.draw(image, in: rect.scaled(by: s), scale: s)
            case let .roundedImage(image, rect, radius):
                framebuffer.draw(image.pixels, in: rect.scaled(by: s), cornerRadius: radius * s)
            case let .shadow(inner, color, blur, offset):
                // The shape and its blur in a window of the canvas: the shape's box grown by the
                // blur's reach, never clipped (a shape outside the clip still casts into it).
                let sigma = blur * s
                let window = (DrawCommand.reach(of: inner, scale: s)?.expanded(by: Framebuffer.blurReach(sigma: sigma) + 2) ?? framebuffer.bounds)
                    .intersection(framebuffer.bounds)
                guard !window.isEmpty else { continue }
                var shape = Framebuffer(window: window)
                draw(inner, into: &shape, scale: s)
                // Tint the coverage: every pixel becomes `color` at the shape's alpha.
                var tinted = Framebuffer(window: window)
                tinted.tint(coverageOf: shape, with: color)
                framebuffer.draw(tinted.blurred(sigma: sigma), movedBy: Point(x: offset.x * s, y: offset.y * s), canvas: framebuffer.bounds)
            case let .group(inner):
                draw(inner, into: &framebuffer, scale: s)
            case let .gradient(gradient):
                framebuffer.fill(gradient.scaled(by: s))
            case let .masked(content, mask):
                guard var layer = framebuffer.layer(for: [command], scale: s) else { continue }
                var coverage = layer
                draw(content, into: &layer, scale: s)
                draw(mask, into: &coverage, scale: s)
                layer.keep(where: coverage)
                framebuffer.composite(layer)
            case let .backdropFilter(rect, blur, saturation):
                let r = rect.scaled(by: s)
                guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { continue }
                framebuffer.applyBackdropFilter(in: PixelBox(enclosing: r), sigma: blur * s, saturation: saturation)
            case let .magnifier(rect, radius, zoom):
                framebuffer.applyMagnifier(in: rect.scaled(by: s), radius: radius * s, zoom: zoom)
            case let .layer(inner, opacity):
                guard var layer = framebuffer.layer(for: inner, scale: s) else { continue }
                draw(inner, into: &layer, scale: s)
                framebuffer.composite(layer, opacity: opacity)
            }
        }
    }
}
