import Raster

/// One drawing command, in points, in the control's coordinates (scrolling already applied).
public enum DrawCommand: Sendable, Hashable {
    case fillRect(Rect, RGBA8)
    case fillRoundedRect(Rect, radius: Double, RGBA8)
    case fillPolygon([Point], RGBA8)
    /// Shaped text at `size` points, its baseline starting at `origin`.
    case text(ShapedText, size: Double, origin: Point, RGBA8)
    /// An image drawn into a rectangle (resampled when sizes or scales differ).
    case image(RasterImage, Rect)
    /// Commands drawn into a transparent layer of their own, composited at `opacity`.
    indirect case layer([DrawCommand], opacity: Double)
}

/// What to draw for one state, bottom to top: the seam between layout and a back end.
public struct DisplayList: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var commands: [DrawCommand] = []

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Draws every command into a new framebuffer of `width × scale` by `height × scale` pixels.
    public func rasterize(scale: Int) -> Framebuffer {
        var framebuffer = Framebuffer(width: Int((width * Double(scale)).rounded(.up)),
                                      height: Int((height * Double(scale)).rounded(.up)))
        DisplayList.draw(commands, into: &framebuffer, scale: Double(scale))
        return framebuffer
    }

    static func draw(_ commands: [DrawCommand], into framebuffer: inout Framebuffer, scale s: Double) {
        for command in commands {
            switch command {
            case let .fillRect(rect, color):
                framebuffer.fill(rect: rect.scaled(by: s), color: color)
            case let .fillRoundedRect(rect, radius, color):
                framebuffer.fill(roundedRect: rect.scaled(by: s), radius: radius * s, color: color)
            case let .fillPolygon(points, color):
                framebuffer.fill(polygon: points.map { Point(x: $0.x * s, y: $0.y * s) }, color: color)
            case let .text(text, size, origin, color):
                framebuffer.draw(text, pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s), color: color)
            case let .image(image, rect):
                framebuffer.draw(image.pixels, in: rect.scaled(by: s))
            case let .layer(inner, opacity):
                var layer = Framebuffer(width: framebuffer.width, height: framebuffer.height)
                layer.clip = framebuffer.clip
                draw(inner, into: &layer, scale: s)
                framebuffer.composite(layer, opacity: opacity)
            }
        }
    }
}
