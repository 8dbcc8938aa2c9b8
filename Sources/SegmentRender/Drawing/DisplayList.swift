import Raster

/// One drawing command, in points, in the control's coordinates (scrolling already applied).
public enum DrawCommand: Sendable, Hashable {
    case fillRect(Rect, RGBA8)
    case fillRoundedRect(Rect, radius: Double, RGBA8)
    case fillPolygon([Point], RGBA8)
    /// Shaped text at `size` points, its baseline starting at `origin`.
    case text(ShapedText, size: Double, origin: Point, RGBA8)
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
        let s = Double(scale)
        var framebuffer = Framebuffer(width: Int((width * s).rounded(.up)), height: Int((height * s).rounded(.up)))
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
            }
        }
        return framebuffer
    }
}
