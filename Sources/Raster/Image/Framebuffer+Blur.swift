import Dispatch

extension Framebuffer {
    /// A Gaussian blur of standard deviation `sigma` (pixels), approximated by three box blurs in
    /// each direction (box widths from the standard "boxes for Gauss" construction), on
    /// premultiplied channels in integers, so the result is exact and repeatable.
    public func blurred(sigma: Double) -> Framebuffer {
        guard sigma > 0.2 else { return self }
        // A channel that is 0 everywhere blurs to 0: a black shadow's colour channels are, so only
        // its alpha is blurred (a quarter of the work, the same bytes).
        let alphaOnly = pixels.withUnsafeBufferPointer { p in stride(from: 0, to: p.count, by: 4).allSatisfy { p[$0] | p[$0 + 1] | p[$0 + 2] == 0 } }
        // Six passes between two buffers: a large blur's cost is its passes, not fresh pages.
        // `self` is only read; each pass's source, once read, takes the next pass's result.
        var source = self, target = Framebuffer(window: bounds), sourceIsSelf = true
        for size in Framebuffer.boxSizes(sigma: sigma, count: 3) {
            for horizontal in [true, false] {
                source.boxBlur(radius: (size - 1) / 2, horizontal: horizontal, into: &target, alphaOnly: alphaOnly)
                let freed: Framebuffer? = sourceIsSelf ? nil : source
                (source, sourceIsSelf) = (target, false)
                target = freed ?? Framebuffer(window: bounds)
            }
        }
        return source
    }

    /// How far ``blurred(sigma:)`` spreads a pixel, in pixels each way: nothing farther than this
    /// from a shape is touched by its blur.
    public static func blurReach(sigma: Double) -> Int {
        guard sigma > 0.2 else { return 0 }
        return boxSizes(sigma: sigma, count: 3).map { ($0 - 1) / 2 }.reduce(0, +)
    }

    /// Odd box widths whose three successive box blurs approximate a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, count n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(saturating: ideal, .down)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n)) / Double(-4 * lower - 4)).rounded())
        return (0..<n).map { $0 < m ? lower : upper }
    }

    /// One box blur of half-width `radius` along rows or columns; edges extend with transparency.
    /// A running sum per channel slides along each line: one add and one subtract a pixel,
    /// whatever the radius. Columns are swept a row at a time (a running sum per column), so
    /// memory is read in order either way.
    /// `bands` (tests) overrides how many bands the lines are shared out in. `alphaOnly`: the
    /// colour channels are 0 everywhere, and are left 0.
    func boxBlurred(radius: Int, horizontal: Bool, bands given: Int? = nil, alphaOnly: Bool = false) -> Framebuffer {
        guard radius > 0 else { return self }
        var out = Framebuffer(window: bounds)
        boxBlur(radius: radius, horizontal: horizontal, into: &out, bands: given, alphaOnly: alphaOnly)
        return out
    }

    /// The same, into `out` (of this framebuffer's bounds; with `alphaOnly`, its colour channels 0).
    func boxBlur(radius: Int, horizontal: Bool, into out: inout Framebuffer, bands given: Int? = nil, alphaOnly: Bool = false) {
        precondition(out.bounds == bounds)
        guard radius > 0 else {
            out = self
            return
        }
        let divide = BoxDivisor(size: 2 * radius + 1)
        // Lines are independent (rows in one pass, columns in the other): a large window is shared
        // out in bands between the cores, each byte worked out by one thread, so the same bytes.
        let (width, height) = (width, height)
        let bands = given ?? (width * height >= 1 << 20 ? min(Processors.available, max(1, (horizontal ? height : width) / 64)) : 1)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                let (from, to) = (SendableSource(src), SendablePointer(dst))
                let blur: @Sendable (Int) -> Void = { band in
                    if horizontal {
                        let lines = (height * band / bands)..<(height * (band + 1) / bands)
                        if alphaOnly {
                            Framebuffer.boxBlurAlphaRows(from.buffer, to.buffer, width: width, lines: lines, radius: radius, divide: divide)
                        } else {
                            Framebuffer.boxBlurRows(from.buffer, to.buffer, width: width, lines: lines, radius: radius, divide: divide)
                        }
                    } else {
                        let columns = (width * band / bands)..<(width * (band + 1) / bands)
                        Framebuffer.boxBlurColumns(
                            from.buffer, to.buffer, width: width, height: height, columns: columns, radius: radius, divide: divide, alphaOnly: alphaOnly)
                    }
                }
                if bands == 1 { blur(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: blur) }
            }
        }
    }

    private static func boxBlurRows(
        _ src: UnsafeBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>,
        width: Int, lines: Range<Int>, radius: Int, divide: BoxDivisor
    ) {
        for line in lines {
            let base = line * width * 4
            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
            for k in 0...min(radius, width - 1) {
                let i = base + k * 4
                r += UInt32(src[i])
                g += UInt32(src[i + 1])
                b += UInt32(src[i + 2])
                a += UInt32(src[i + 3])
            }
            for k in 0..<width {
                let i = base + k * 4
                dst[i] = divide(r)
                dst[i + 1] = divide(g)
                dst[i + 2] = divide(b)
                dst[i + 3] = divide(a)
                let add = k + radius + 1, remove = k - radius
                if add < width {
                    let j = base + add * 4
                    r += UInt32(src[j])
                    g += UInt32(src[j + 1])
                    b += UInt32(src[j + 2])
                    a += UInt32(src[j + 3])
                }
                if remove >= 0 {
                    let j = base + remove * 4
                    r -= UInt32(src[j])
                    g -= UInt32(src[j + 1])
                    b -= UInt32(src[j + 2])
                    a -= UInt32(src[j + 3])
                }
            }
        }
    }

    /// The rows' blur of the alpha channel alone (the colour channels of `dst` stay 0).
    private static func boxBlurAlphaRows(
        _ src: UnsafeBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>,
        width: Int, lines: Range<Int>, radius: Int, divide: BoxDivisor
    ) {
        for line in lines {
            let base = line * width * 4 + 3
            var a: UInt32 = 0
            for k in 0...min(radius, width - 1) { a += UInt32(src[base + k * 4]) }
            for k in 0..<width {
                dst[base + k * 4] = divide(a)
                let add = k + radius + 1, remove = k - radius
                if add < width { a += UInt32(src[base + add * 4]) }
                if remove >= 0 { a -= UInt32(src[base + remove * 4]) }
            }
        }
    }

    private static func boxBlurColumns(
        _ src: UnsafeBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int, columns: Range<Int>, radius: Int, divide: BoxDivisor, alphaOnly: Bool
    ) {
        let rowBytes = width * 4, first = columns.lowerBound * 4, bytes = columns.count * 4
        // One running sum per byte of the band's part of a row: each column's four channels, or
        // its alpha alone (every fourth byte from the fourth).
        let (start, step) = alphaOnly ? (3, 4) : (0, 1)
        var sums = [UInt32](repeating: 0, count: bytes)
        sums.withUnsafeMutableBufferPointer { sum in
            for y in 0...min(radius, height - 1) {
                let base = y * rowBytes + first
                for c in stride(from: start, to: bytes, by: step) { sum[c] += UInt32(src[base + c]) }
            }
            for y in 0..<height {
                let base = y * rowBytes + first
                for c in stride(from: start, to: bytes, by: step) { dst[base + c] = divide(sum[c]) }
                let add = y + radius + 1, remove = y - radius
                if add < height {
                    let from = add * rowBytes + first
                    for c in stride(from: start, to: bytes, by: step) { sum[c] += UInt32(src[from + c]) }
                }
                if remove >= 0 {
                    let from = remove * rowBytes + first
                    for c in stride(from: start, to: bytes, by: step) { sum[c] -= UInt32(src[from + c]) }
                }
            }
        }
    }
}

/// A picture's pixels read by the threads that blur disjoint bands of it.
struct SendableSource: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
}

/// A box's sum of channel values divided by its size, rounded to nearest: `(sum + size/2) / size`
/// worked by a multiply and a shift. With a 40-bit reciprocal the quotient is exact for every
/// sum of at most `size` bytes while the size is under 2¹⁶ (the error term sum·(m·size − 2⁴⁰)
/// stays below 2⁴⁰); larger boxes divide.
struct BoxDivisor {
    let size: UInt64, half: UInt64, reciprocal: UInt64

    init(size: Int) {
        self.size = UInt64(size)
        half = UInt64(size / 2)
        reciprocal = size < 1 << 16 ? ((1 << 40) + UInt64(size) - 1) / UInt64(size) : 0
    }

    @inline(__always)
    func callAsFunction(_ sum: UInt32) -> UInt8 {
        let n = UInt64(sum) + half
        return UInt8(truncatingIfNeeded: reciprocal != 0 ? (n &* reciprocal) >> 40 : n / size)
    }
}

extension Framebuffer {
    /// Replaces this framebuffer with `color` at the alpha of each pixel of `shape`.
    public mutating func tint(coverageOf shape: Framebuffer, with color: RGBA8) {
        precondition(shape.bounds == bounds)
        let p = color.premultiplied
        shape.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { d in
                var i = 0
                while i < d.count {
                    let a = UInt32(s[i + 3])
                    d[i] = UInt8(div255(UInt32(p.r) * a))
                    d[i + 1] = UInt8(div255(UInt32(p.g) * a))
                    d[i + 2] = UInt8(div255(UInt32(p.b) * a))
                    d[i + 3] = UInt8(div255(UInt32(p.a) * a))
                    i += 4
                }
            }
        }
    }
}
