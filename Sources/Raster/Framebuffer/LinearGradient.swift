/// A linear gradient as CAGradientLayer draws one: colour stops at locations along the axis from
/// `start` to `end` (device pixels). A pixel takes the colour at its centre's projection onto the
/// axis, clamped to the ends; between two stops the straight-alpha channels are interpolated in
/// sRGB and rounded to nearest.
public struct LinearGradient: Sendable, Hashable {
    /// The colours, evenly spaced from start to end.
    public var colors: [RGBA8]
    /// Increasing, 0–1, one per colour.
    public var locations: [Double]
    /// Where the first colour is, in points.
    public var start: Point
    /// Where the last colour is, in points.
    public var end: Point

    /// `locations` nil: evenly spaced. At least one colour.
    public init(colors: [RGBA8], locations: [Double]? = nil, start: Point, end: Point) {
        precondition(!colors.isEmpty, "a gradient needs a colour")
        self.colors = colors
        self.locations = locations ?? (colors.count == 1 ? [0] : colors.indices.map { Double($0) / Double(colors.count - 1) })
        self.start = start
        self.end = end
    }

    /// The gradient with its axis scaled by `s` (points to device pixels).
    public func scaled(by s: Double) -> LinearGradient {
        LinearGradient(colors: colors, locations: locations, start: Point(x: start.x * s, y: start.y * s), end: Point(x: end.x * s, y: end.y * s))
    }

    /// The colour at axis position `t` (0 at `start`, 1 at `end`).
    public func color(at t: Double) -> RGBA8 {
        guard t > locations[0] else { return colors[0] }
        guard t < locations[locations.count - 1] else { return colors[colors.count - 1] }
        var k = 1
        while k < locations.count - 1 && locations[k] < t { k += 1 }
        let l0 = locations[k - 1], l1 = locations[k]
        let f = l1 > l0 ? (t - l0) / (l1 - l0) : 1
        let a = colors[k - 1], b = colors[k]
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return RGBA8(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }

    /// Axis position of the point `(x, y)`.
    func position(x: Double, y: Double) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return 0 }
        return ((x - start.x) * dx + (y - start.y) * dy) / length2
    }
}

extension Framebuffer {
    /// Composites `gradient` over every pixel inside the clip.
    public mutating func fill(_ gradient: LinearGradient) {
        let b = clip
        guard !b.isEmpty else { return }
        let at = offsets
        func paint(_ x: Int, _ y: Int) -> Paint {
            Paint(gradient.color(at: gradient.position(x: Double(x) + 0.5, y: Double(y) + 0.5)))
        }
        // An axis along a row or a column makes the colour depend on one coordinate only: work it
        // out once per column or per row (the same arithmetic, so the same bytes).
        if gradient.start.y == gradient.end.y {
            let columns = (b.x0..<b.x1).map { paint($0, b.y0) }
            pixels.withUnsafeMutableBufferPointer { p in
                for y in b.y0..<b.y1 {
                    var i = at(b.x0, y)
                    for column in columns {
                        Framebuffer.blendRun(p, start: i, count: 1, paint: column, coverage: 255)
                        i += 4
                    }
                }
            }
            return
        }
        pixels.withUnsafeMutableBufferPointer { p in
            for y in b.y0..<b.y1 {
                if gradient.start.x == gradient.end.x {
                    Framebuffer.blendRun(p, start: at(b.x0, y), count: b.width, paint: paint(b.x0, y), coverage: 255)
                    continue
                }
                for x in b.x0..<b.x1 {
                    Framebuffer.blendRun(p, start: at(x, y), count: 1, paint: paint(x, y), coverage: 255)
                }
            }
        }
    }

    /// Keeps each pixel in proportion to `mask`'s alpha there (destination-in): where the mask is
    /// clear the pixel goes, where it is opaque the pixel stays. Same size as this framebuffer.
    public mutating func keep(where mask: Framebuffer) {
        precondition(mask.bounds == bounds, "a mask must match the framebuffer")
        mask.pixels.withUnsafeBufferPointer { m in
            pixels.withUnsafeMutableBufferPointer { p in
                var i = 0
                while i < p.count {
                    let a = UInt32(m[i + 3])
                    if a == 0 {
                        p[i] = 0
                        p[i + 1] = 0
                        p[i + 2] = 0
                        p[i + 3] = 0
                    } else if a < 255 {
                        p[i] = UInt8(div255(UInt32(p[i]) * a))
                        p[i + 1] = UInt8(div255(UInt32(p[i + 1]) * a))
                        p[i + 2] = UInt8(div255(UInt32(p[i + 2]) * a))
                        p[i + 3] = UInt8(div255(UInt32(p[i + 3]) * a))
                    }
                    i += 4
                }
            }
        }
    }
}
