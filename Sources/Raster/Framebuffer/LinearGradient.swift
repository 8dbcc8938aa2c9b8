import Dispatch

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
    @inline(__always)
    public func color(at t: Double) -> RGBA8 { color(at: t, stop: stop(at: t)) }

    /// Which piece of the gradient `t` falls in: -1 before the first location, `locations.count`
    /// past the last, else the index of the location that ends its span.
    @inline(__always)
    func stop(at t: Double) -> Int {
        guard t > locations[0] else { return -1 }
        guard t < locations[locations.count - 1] else { return locations.count }
        var k = 1
        while k < locations.count - 1 && locations[k] < t { k += 1 }
        return k
    }

    /// The colour at `t`, in piece `k` (``stop(at:)``). Within a piece each channel is a rounded
    /// linear function of `t`, so it never decreases or never increases with `t`: two positions
    /// with one colour have it at every position between them.
    @inline(__always)
    func color(at t: Double, stop k: Int) -> RGBA8 {
        guard k >= 0 else { return colors[0] }
        guard k < locations.count else { return colors[colors.count - 1] }
        let l0 = locations[k - 1], l1 = locations[k]
        let f = l1 > l0 ? (t - l0) / (l1 - l0) : 1
        let a = colors[k - 1], b = colors[k]
        return RGBA8(r: Self.mix(a.r, b.r, f), g: Self.mix(a.g, b.g, f), b: Self.mix(a.b, b.b, f), a: Self.mix(a.a, b.a, f))
    }

    @inline(__always)
    static func mix(_ x: UInt8, _ y: UInt8, _ f: Double) -> UInt8 { UInt8(roundedHalfAway(Double(x) + (Double(y) - Double(x)) * f)) }

    /// `v.rounded()` (to nearest, ties away from zero) for a channel value 0–255 without the libm
    /// call: the integer part truncates, and `v` less it is exact, so comparing it with ½ decides
    /// as `round` does. Anything else goes to `rounded()`.
    @inline(__always)
    static func roundedHalfAway(_ v: Double) -> Double {
        guard v >= 0, v < 256 else { return v.rounded() }
        let whole = Double(Int(v))
        return v - whole >= 0.5 ? whole + 1 : whole
    }

    /// Axis position of the point `(x, y)`.
    func position(x: Double, y: Double) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return 0 }
        return ((x - start.x) * dx + (y - start.y) * dy) / length2
    }

    /// ``position(x:y:)`` along row `y`: the row's term worked out once, each pixel then costing
    /// one multiply, one add and one divide — the same operations in the same order, so the same
    /// value to the last bit.
    func row(y: Double) -> (Double) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return { _ in 0 } }
        let across = (y - start.y) * dy, sx = start.x
        return { x in ((x - sx) * dx + across) / length2 }
    }
}

extension Framebuffer {
    /// Composites `gradient` over every pixel inside the clip.
    public mutating func fill(_ gradient: LinearGradient) { fill(gradient, bands: nil) }

    /// `bands` (tests) overrides how many bands of rows a gradient with a slanted axis is shared out in.
    mutating func fill(_ gradient: LinearGradient, bands given: Int?) {
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
            if gradient.start.x == gradient.end.x {
                for y in b.y0..<b.y1 { Framebuffer.blendRun(p, start: at(b.x0, y), count: b.width, paint: paint(b.x0, y), coverage: 255) }
                return
            }
            // Every pixel its own colour: rows are independent, so a large area is shared out in
            // bands between the cores (each pixel worked out once, by one thread: the same bytes).
            let rows = b.height, bands = given ?? (b.width * rows >= 1 << 20 ? min(Processors.available, max(1, rows / 64)) : 1)
            let base = SendablePointer(p)
            let fill: @Sendable (Int) -> Void = { band in
                let p = base.buffer
                for y in (b.y0 + rows * band / bands)..<(b.y0 + rows * (band + 1) / bands) {
                    // Runs of pixels round to one colour. The position along the axis is a
                    // monotone function of x (each floating-point step is), and the colour is
                    // monotone in it within a piece: where two pixels have one piece and colour,
                    // every pixel between has them. So a run's end is found from a few pixels
                    // (doubling from the last run's length, then halving), and the run is painted
                    // at once — the bytes of working out every pixel.
                    let position = gradient.row(y: Double(y) + 0.5)
                    func look(_ x: Int) -> (k: Int, color: RGBA8) {
                        let t = position(Double(x) + 0.5), k = gradient.stop(at: t)
                        return (k, gradient.color(at: t, stop: k))
                    }
                    var x = b.x0, guess = 1
                    // The pixel after a run was looked at to end it: the next run starts with it.
                    var after: (x: Int, k: Int, color: RGBA8) = (b.x0 - 1, 0, RGBA8(r: 0, g: 0, b: 0, a: 0))
                    while x < b.x1 {
                        let (k, color) = after.x == x ? (after.k, after.color) : look(x)
                        func same(_ x: Int) -> Bool {
                            let (j, c) = look(x)
                            if j == k && c == color { return true }
                            after = (x, j, c)
                            return false
                        }
                        var (last, step) = (x, guess)
                        var beyond = b.x1
                        while last + step < b.x1 {
                            if !same(last + step) {
                                beyond = last + step
                                break
                            }
                            last += step
                            step *= 2
                        }
                        while beyond - last > 1 {
                            let middle = last + (beyond - last) / 2
                            if same(middle) { last = middle } else { beyond = middle }
                        }
                        Framebuffer.blendRun(p, start: at(x, y), count: last - x + 1, paint: Paint(color), coverage: 255)
                        guess = max(1, last - x + 1)
                        x = last + 1
                    }
                }
            }
            if bands == 1 { fill(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: fill) }
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

/// A framebuffer's pixels handed to the threads that fill disjoint rows of them.
struct SendablePointer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }
}
