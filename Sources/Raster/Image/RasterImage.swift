/// A bitmap with the scale it was made for, as UIImage pairs a CGImage with a scale: its size in
/// points is its pixel size divided by ``scale``. Shared by reference; never mutated.
public final class RasterImage: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Premultiplied pixels.
    public let pixels: Framebuffer
    /// Pixels per point (1 for `name.png`, 2 for `name@2x.png`, 3 for `name@3x.png`).
    public let scale: Int
    /// Where it came from, for messages.
    public let name: String

    /// An image of `pixels` drawn at `scale` pixels a point; `name` identifies it in messages and cache keys.
    public init(pixels: Framebuffer, scale: Int, name: String) {
        self.pixels = pixels
        self.scale = max(1, scale)
        self.name = name
    }

    /// Width in pixels.
    public var pixelWidth: Int { pixels.width }
    /// Height in pixels.
    public var pixelHeight: Int { pixels.height }
    /// Size in points.
    public var size: Size { Size(width: Double(pixels.width) / Double(scale), height: Double(pixels.height) / Double(scale)) }

    public var description: String { "\(name) (\(pixels.width)×\(pixels.height) px @\(scale)x)" }

    public static func == (lhs: RasterImage, rhs: RasterImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
