extension Framebuffer {
    /// This framebuffer shrunk by a whole `factor`: each pixel of the result the rounded mean of
    /// a `factor` × `factor` block (fewer at the right and bottom edges, where blocks run out).
    /// The result's pixel (i, j) covers this one's from (x0 + i·factor, y0 + j·factor); its own
    /// coordinates start at 0.
    func downsampled(by factor: Int) -> Framebuffer {
        precondition(factor >= 1)
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = Framebuffer(width: w, height: h)
        let sourceWidth = width, sourceHeight = height
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for j in 0..<h {
                    let y0 = j * factor, y1 = min(y0 + factor, sourceHeight)
                    for i in 0..<w {
                        let x0 = i * factor, x1 = min(x0 + factor, sourceWidth)
                        var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                        for y in y0..<y1 {
                            var k = (y * sourceWidth + x0) * 4
                            for _ in x0..<x1 {
                                r += UInt32(src[k])
                                g += UInt32(src[k + 1])
                                b += UInt32(src[k + 2])
                                a += UInt32(src[k + 3])
                                k += 4
                            }
                        }
                        let n = UInt32((y1 - y0) * (x1 - x0)), o = (j * w + i) * 4
                        dst[o] = UInt8((r + n / 2) / n)
                        dst[o + 1] = UInt8((g + n / 2) / n)
                        dst[o + 2] = UInt8((b + n / 2) / n)
                        dst[o + 3] = UInt8((a + n / 2) / n)
                    }
                }
            }
        }
        return out
    }

    /// Where pixel centre `index` (at full size) falls in a framebuffer shrunk by `factor`, as the
    /// two neighbouring small pixels and the weight of the second in 256ths: the centre
    /// `(index + ½)/factor − ½`, clamped to `0…count − 1`. Exact for factors dividing 128.
    static func upsampleTap(_ index: Int, factor: Int, count: Int) -> (Int, Int, UInt32) {
        // (index + ½)/f − ½ = (2·index + 1 − f)/(2f), in 256ths.
        let position = (2 * index + 1 - factor) * (128 / factor)
        guard position > 0 else { return (0, 0, 0) }
        let lower = position >> 8
        guard lower < count - 1 else { return (count - 1, count - 1, 0) }
        return (lower, lower + 1, UInt32(position & 255))
    }
}

extension Framebuffer {
    /// This framebuffer, a shrunk copy (by `factor`) of the canvas's `window`, read back at full
    /// size over `target` (inside `window`): each pixel the bilinear blend, in integers, of the
    /// four small pixels about its centre.
    func upsampled(by factor: Int, into target: PixelBox, from window: PixelBox) -> Framebuffer {
        var out = Framebuffer(window: target)
        let columns = (target.x0..<target.x1).map { Framebuffer.upsampleTap($0 - window.x0, factor: factor, count: width) }
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                var o = 0
                for y in target.y0..<target.y1 {
                    let (j0, j1, wy) = Framebuffer.upsampleTap(y - window.y0, factor: factor, count: height)
                    let top = j0 * rowBytes, bottom = j1 * rowBytes
                    for (i0, i1, wx) in columns {
                        // Weights in 256ths each way, so the four sum to 65536.
                        let w11 = wx * wy, w01 = (256 - wx) * wy, w10 = wx * (256 - wy), w00 = (256 - wx) * (256 - wy)
                        let a = top + i0 * 4, b = top + i1 * 4, c = bottom + i0 * 4, d = bottom + i1 * 4
                        for ch in 0..<4 {
                            let sum = UInt32(src[a + ch]) * w00 + UInt32(src[b + ch]) * w10 + UInt32(src[c + ch]) * w01 + UInt32(src[d + ch]) * w11
                            dst[o + ch] = UInt8((sum + 32768) >> 16)
                        }
                        o += 4
                    }
                }
            }
        }
        return out
    }
}
