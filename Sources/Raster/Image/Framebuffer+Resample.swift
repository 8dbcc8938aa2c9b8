extension Framebuffer {
    /// This framebuffer shrunk by a whole `factor`: each pixel of the result the rounded mean of
    /// a `factor` × `factor` block (fewer at the right and bottom edges, where blocks run out).
    /// The result's pixel (i, j) covers this one's from (x0 + i·factor, y0 + j·factor); its own
    /// coordinates start at 0.
    func downsampled(by factor: Int) -> Framebuffer {
        let factor = max(factor, 1)
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

}
