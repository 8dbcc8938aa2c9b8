extension Framebuffer {
    /// Composites premultiplied pixel `(r, g, b, a)` at `coverage` (0–255) over the pixel at byte `i`.
    @inline(__always)
    static func blendPixel(
        _ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int,
        _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32, coverage: UInt32
    ) {
        var sr = r, sg = g, sb = b, sa = a
        if coverage < 255 {
            sr = div255(sr * coverage)
            sg = div255(sg * coverage)
            sb = div255(sb * coverage)
            sa = div255(sa * coverage)
        }
        if sa == 255 {
            p[i] = UInt8(sr)
            p[i + 1] = UInt8(sg)
            p[i + 2] = UInt8(sb)
            p[i + 3] = 255
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
    package mutating func draw(_ image: Framebuffer, source: PixelBox? = nil, in rect: Rect, opacity: Double = 1) {
        draw(image, source: (source ?? image.bounds).intersection(image.bounds), in: rect, opacity: opacity, clearOutside: false)
    }

    /// Draws `layer` — the whole of a `canvas`-sized layer, or a window of one (clear outside its
    /// box) — moved by `offset` device pixels: exactly what drawing the whole layer into
    /// `Rect(offset, canvas size)` draws, at the cost of the window's box only.
    package mutating func draw(_ layer: Framebuffer, movedBy offset: Point, canvas: PixelBox) {
        draw(
            layer, source: canvas,
            in: Rect(
                x: offset.x + Double(canvas.x0), y: offset.y + Double(canvas.y0),
                width: Double(canvas.width), height: Double(canvas.height)),
            opacity: 1, clearOutside: true, reach: layer.bounds)
    }

    /// The one image routine. `clearOutside`: `src` may be larger than the image's pixels, which
    /// read as clear beyond them; `reach` (source coordinates) then bounds what can be drawn.
    private mutating func draw(
        _ image: Framebuffer, source src: PixelBox, in rect: Rect, opacity: Double, clearOutside: Bool,
        reach: PixelBox? = nil
    ) {
        guard !src.isEmpty, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
            rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        var box = PixelBox(enclosing: rect).intersection(clip)
        if let reach {
            // A destination pixel samples at most one source pixel beyond its own: two spare each way.
            let kx = rect.width / Double(src.width), ky = rect.height / Double(src.height)
            let placed = Rect(
                x: rect.minX + Double(reach.x0 - src.x0) * kx - 2, y: rect.minY + Double(reach.y0 - src.y0) * ky - 2,
                width: Double(reach.width) * kx + 4, height: Double(reach.height) * ky + 4)
            box = box.intersection(PixelBox(enclosing: placed))
        }
        guard !box.isEmpty else { return }
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0 else { return }
        let sw = image.width
        // Offsets into the source's own pixels, for a source that is a window of its canvas.
        let sox = image.originX, soy = image.originY
        let held = image.bounds
        let aligned =
            rect.minX == rect.minX.rounded() && rect.minY == rect.minY.rounded()
            && rect.width == Double(src.width) && rect.height == Double(src.height)
        if aligned {
            let ox = Int(saturating: rect.minX) - src.x0, oy = Int(saturating: rect.minY) - src.y0
            let at = offsets
            image.pixels.withUnsafeBufferPointer { s in
                pixels.withUnsafeMutableBufferPointer { p in
                    for y in box.y0..<box.y1 {
                        for x in box.x0..<box.x1 {
                            if clearOutside && !held.contains(x - ox, y - oy) { continue }
                            let j = ((y - oy - soy) * sw + (x - ox - sox)) * 4
                            Framebuffer.blendPixel(
                                p, at(x, y), UInt32(s[j]), UInt32(s[j + 1]),
                                UInt32(s[j + 2]), UInt32(s[j + 3]), coverage: alpha)
                        }
                    }
                }
            }
            return
        }
        let kx = Double(src.width) / rect.width, ky = Double(src.height) / rect.height
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double { min(Double(i + 1), hi) - max(Double(i), lo) }
        // What depends on the column alone, worked out once a column rather than once a pixel:
        // the two source columns sampled, the weight between them, the column's coverage, and the
        // pixel's coverage in rows the rectangle covers whole (c = column × 1 exactly).
        let columns = box.x1 - box.x0
        var sx0 = [Int](repeating: 0, count: columns), sx1 = sx0
        var sfx = [UInt32](repeating: 0, count: columns), wholeRow = sfx
        var columnCoverage = [Double](repeating: 0, count: columns)
        for x in box.x0..<box.x1 {
            let k = x - box.x0
            columnCoverage[k] = overlap(x, rect.minX, rect.maxX)
            wholeRow[k] = div255(UInt32((columnCoverage[k] * 255).rounded()) * alpha)
            let u = min(max((Double(x) + 0.5 - rect.minX) * kx - 0.5 + Double(src.x0), Double(src.x0)), Double(src.x1 - 1))
            sx0[k] = Int(saturating: u, .down)
            sx1[k] = min(sx0[k] + 1, src.x1 - 1)
            sfx[k] = UInt32(((u - Double(sx0[k])) * 256).rounded())
        }
        let at = offsets
        image.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in box.y0..<box.y1 {
                    let rowCoverage = overlap(y, rect.minY, rect.maxY)
                    let v = min(max((Double(y) + 0.5 - rect.minY) * ky - 0.5 + Double(src.y0), Double(src.y0)), Double(src.y1 - 1))
                    let y0 = Int(saturating: v, .down), y1 = min(y0 + 1, src.y1 - 1)
                    let fy = UInt32(((v - Double(y0)) * 256).rounded())
                    let rowA = (y0 - soy) * sw - sox, rowB = (y1 - soy) * sw - sox
                    for k in 0..<columns {
                        let coverage = rowCoverage == 1 ? wholeRow[k] : div255(UInt32((columnCoverage[k] * rowCoverage * 255).rounded()) * alpha)
                        guard coverage > 0 else { continue }
                        let x0 = sx0[k], x1 = sx1[k], fx = sfx[k]
                        var out: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        if clearOutside {
                            func sample(_ sx: Int, _ sy: Int, _ ch: Int) -> UInt32 {
                                held.contains(sx, sy) ? UInt32(s[((sy - soy) * sw + sx - sox) * 4 + ch]) : 0
                            }
                            func channel(_ ch: Int) -> UInt32 {
                                let top = sample(x0, y0, ch) * (256 - fx) + sample(x1, y0, ch) * fx
                                let bottom = sample(x0, y1, ch) * (256 - fx) + sample(x1, y1, ch) * fx
                                return (top * (256 - fy) + bottom * fy + 32768) >> 16
                            }
                            out = (channel(0), channel(1), channel(2), channel(3))
                        } else {
                            // The four source pixels, read in place: the common case of an image inside its bounds.
                            let a = (rowA + x0) * 4, b = (rowA + x1) * 4, c = (rowB + x0) * 4, d = (rowB + x1) * 4
                            func channel(_ ch: Int) -> UInt32 {
                                let top = UInt32(s[a + ch]) * (256 - fx) + UInt32(s[b + ch]) * fx
                                let bottom = UInt32(s[c + ch]) * (256 - fx) + UInt32(s[d + ch]) * fx
                                return (top * (256 - fy) + bottom * fy + 32768) >> 16
                            }
                            out = (channel(0), channel(1), channel(2), channel(3))
                        }
                        Framebuffer.blendPixel(p, at(box.x0 + k, y), out.0, out.1, out.2, out.3, coverage: coverage)
                    }
                }
            }
        }
    }

    /// Composites a layer of the same canvas over this framebuffer at `opacity` (0–1), as a layer
    /// with `opacity` composites: every pixel's premultiplied value scaled, then source-over. The
    /// layer may be a window of the canvas: only its box is composited (outside it, it is clear).
    public mutating func composite(_ layer: Framebuffer, opacity: Double = 1) {
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0 else { return }
        let b = clip.intersection(layer.bounds)
        guard !b.isEmpty else { return }
        let at = offsets
        let layerAt = layer.offsets
        layer.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in b.y0..<b.y1 {
                    for x in b.x0..<b.x1 {
                        let j = layerAt(x, y), i = at(x, y)
                        guard s[j + 3] != 0 || s[j] != 0 || s[j + 1] != 0 || s[j + 2] != 0 else { continue }
                        Framebuffer.blendPixel(p, i, UInt32(s[j]), UInt32(s[j + 1]), UInt32(s[j + 2]), UInt32(s[j + 3]), coverage: alpha)
                    }
                }
            }
        }
    }
}
