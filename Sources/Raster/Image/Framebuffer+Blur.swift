extension Framebuffer {
    /// A Gaussian blur of standard deviation `sigma` (pixels), approximated by three box blurs in
    /// each direction (box widths from the standard "boxes for Gauss" construction), on
    /// premultiplied channels in integers, so the result is exact and repeatable.
    public func blurred(sigma: Double) -> Framebuffer {
        guard sigma > 0.2 else { return self }
        var out = self
        for size in Framebuffer.boxSizes(sigma: sigma, count: 3) {
            out = out.boxBlurred(radius: (size - 1) / 2, horizontal: true)
            out = out.boxBlurred(radius: (size - 1) / 2, horizontal: false)
        }
        return out
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
    /// whatever the radius.
    func boxBlurred(radius: Int, horizontal: Bool) -> Framebuffer {
        guard radius > 0 else { return self }
        var out = Framebuffer(window: bounds)
        let size = UInt32(2 * radius + 1), half = size / 2
        let lines = horizontal ? height : width, length = horizontal ? width : height
        // Byte distance between neighbours along a line, and between the starts of two lines.
        let step = horizontal ? 4 : width * 4, lineStep = horizontal ? width * 4 : 4
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    for k in 0...min(radius, length - 1) {
                        let i = base + k * step
                        r += UInt32(src[i])
                        g += UInt32(src[i + 1])
                        b += UInt32(src[i + 2])
                        a += UInt32(src[i + 3])
                    }
                    for k in 0..<length {
                        let i = base + k * step
                        dst[i] = UInt8((r + half) / size)
                        dst[i + 1] = UInt8((g + half) / size)
                        dst[i + 2] = UInt8((b + half) / size)
                        dst[i + 3] = UInt8((a + half) / size)
                        let add = k + radius + 1, remove = k - radius
                        if add < length {
                            let j = base + add * step
                            r += UInt32(src[j])
                            g += UInt32(src[j + 1])
                            b += UInt32(src[j + 2])
                            a += UInt32(src[j + 3])
                        }
                        if remove >= 0 {
                            let j = base + remove * step
                            r -= UInt32(src[j])
                            g -= UInt32(src[j + 1])
                            b -= UInt32(src[j + 2])
                            a -= UInt32(src[j + 3])
                        }
                    }
                }
            }
        }
        return out
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
