/// A point in a 2-D coordinate space (points or pixels; y grows downwards).
public struct Point: Hashable, Sendable {
    /// Horizontal position, in points, rightwards.
    public var x: Double
    /// Vertical position, in points, downwards.
    public var y: Double
    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An axis-aligned rectangle, as CGRect: origin and size, y grows downwards.
public struct Rect: Hashable, Sendable {
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double

    /// The rectangle with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge.
    public var minX: Double { x }
    /// Top edge.
    public var minY: Double { y }
    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }
    /// Whether it has no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Every coordinate multiplied by `factor` (points to device pixels).
    public func scaled(by factor: Double) -> Rect {
        Rect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }

    /// The same rectangle moved by `dx` and `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// A stroke's rectangle (a divider, a border side, a hairline) on whole device pixels at
    /// `scale`, as UIKit and Compose align thin lines: on each axis it covers its length rounded to
    /// whole pixels (at least one), placed where its centre falls (halves round up). A 1 pt
    /// divider centred on x = 200 at 1x covers pixel 200 instead of half of 199 and 200. An empty
    /// rectangle stays as it is.
    public func snappedToPixels(scale: Double) -> Rect {
        guard !isEmpty, scale > 0 else { return self }
        func snap(_ start: Double, _ length: Double) -> (Double, Double) {
            let pixels = max(1, (length * scale).rounded())
            let first = ((start + length / 2) * scale - pixels / 2 + 0.5).rounded(.down)
            return (first / scale, pixels / scale)
        }
        let (sx, sw) = snap(x, width), (sy, sh) = snap(y, height)
        return Rect(x: sx, y: sy, width: sw, height: sh)
    }

    /// The overlap of two rectangles, or an empty rectangle at the origin when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` is inside (left and top edges included, right and bottom not).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// A width and height (points or pixels).
public struct Size: Hashable, Sendable {
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
