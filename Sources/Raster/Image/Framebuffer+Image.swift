extension Framebuffer {
    /// Composites premultiplied pixel `(r, g, b, a)` at `coverage` (0–255) over the pixel at byte `i`.
    @inline(__always)
    static func blendPixel(_ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int,
                           _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32, coverage: UInt32) {
        var sr = r, sg = g, sb = b, sa = a
        if coverage < 255 {
            sr = div255(sr * coverage); sg = div255(sg * coverage)
            sb = div255(sb * coverage); sa = div255(sa * coverage)
        }
        if sa == 255 {
            p[i] = UInt8(sr); p[i + 1] = UInt8(sg); p[i + 2] = UInt8(sb); p[i + 3] = 255
            return
        }
        if sa == 0 && sr == 0 && sg == 0 && sb == 0 { return }
        sourceOver(p, i, sr, sg, sb, sa)
    }

    /// Draws the `source` box of `image` into `rect` (device pixels), source-over at `opacity`.
    ///
    /// When the rectangle sits on whole pixels at the source's own size, pixels are copied 1:1.
    /// Otherwise each destination pixel centre maps back into the source and is sampled
    /// bilinearly (weights in 1/256ths, integer arithmetic), with samples clamped to the `source`
    /// box so nothing outside it bleeds in; the rectangle's fractional edges get exact-area coverage.
    public mutating func draw(_ image: Framebuffer, source: PixelBox? = nil, in rect: Rect, opacity: Double = 1) {
        let src = (source ?? image.bounds).intersection(image.bounds)
        guard !src.isEmpty, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let box = PixelBox(enclosing: rect).intersection(clip)
        guard !box.isEmpty else { return }
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0 else { return }
        let w = width, sw = image.width
        let aligned = rect.minX == rect.minX.rounded() && rect.minY == rect.minY.rounded()
            && rect.width == Double(src.width) && rect.height == Double(src.height)
        if aligned {
            let ox = Int(saturating: rect.minX) - src.x0, oy = Int(saturating: rect.minY) - src.y0
            image.pixels.withUnsafeBufferPointer { s in
                pixels.withUnsafeMutableBufferPointer { p in
                    for y in box.y0..<box.y1 {
                        for x in box.x0..<box.x1 {
                            let j = ((y - oy) * sw + (x - ox)) * 4
                            Framebuffer.blendPixel(p, (y * w + x) * 4, UInt32(s[j]), UInt32(s[j + 1]),
                                                   UInt32(s[j + 2]), UInt32(s[j + 3]), coverage: alpha)
                        }
                    }
                }
            }
            return
        }
        let kx = Double(src.width) / rect.width, ky = Double(src.height) / rect.height
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double { min(Double(i + 1), hi) - max(Double(i), lo) }
        image.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in box.y0..<box.y1 {
                    let rowCoverage = overlap(y, rect.minY, rect.maxY)
                    let v = min(max((Double(y) + 0.5 - rect.minY) * ky - 0.5 + Double(src.y0), Double(src.y0)), Double(src.y1 - 1))
                    let y0 = Int(saturating: v, .down), y1 = min(y0 + 1, src.y1 - 1)
                    let fy = UInt32(((v - Double(y0)) * 256).rounded())
                    for x in box.x0..<box.x1 {
                        let c = overlap(x, rect.minX, rect.maxX) * rowCoverage
                        let coverage = div255(UInt32((c * 255).rounded()) * alpha)
                        guard coverage > 0 else { continue }
                        let u = min(max((Double(x) + 0.5 - rect.minX) * kx - 0.5 + Double(src.x0), Double(src.x0)), Double(src.x1 - 1))
                        let x0 = Int(saturating: u, .down), x1 = min(x0 + 1, src.x1 - 1)
                        let fx = UInt32(((u - Double(x0)) * 256).rounded())
                        let i00 = (y0 * sw + x0) * 4, i10 = (y0 * sw + x1) * 4
                        let i01 = (y1 * sw + x0) * 4, i11 = (y1 * sw + x1) * 4
                        var out: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        for ch in 0..<4 {
                            let top = UInt32(s[i00 + ch]) * (256 - fx) + UInt32(s[i10 + ch]) * fx
                            let bottom = UInt32(s[i01 + ch]) * (256 - fx) + UInt32(s[i11 + ch]) * fx
                            let value = (top * (256 - fy) + bottom * fy + 32768) >> 16
                            switch ch {
                            case 0: out.0 = value
                            case 1: out.1 = value
                            case 2: out.2 = value
                            default: out.3 = value
                            }
                        }
                        Framebuffer.blendPixel(p, (y * w + x) * 4, out.0, out.1, out.2, out.3, coverage: coverage)
                    }
                }
            }
        }
    }

    /// Composites another framebuffer of the same size over this one at `opacity` (0–1), as a
    /// layer with `opacity` composites: every pixel's premultiplied value scaled, then source-over.
    public mutating func composite(_ layer: Framebuffer, opacity: Double = 1) {
        precondition(layer.width == width && layer.height == height)
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0 else { return }
        let b = clip
        guard !b.isEmpty else { return }
        let w = width
        layer.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in b.y0..<b.y1 {
                    for x in b.x0..<b.x1 {
                        let i = (y * w + x) * 4
                        guard s[i + 3] != 0 || s[i] != 0 || s[i + 1] != 0 || s[i + 2] != 0 else { continue }
                        Framebuffer.blendPixel(p, i, UInt32(s[i]), UInt32(s[i + 1]), UInt32(s[i + 2]), UInt32(s[i + 3]), coverage: alpha)
                    }
                }
            }
        }
    }
}
