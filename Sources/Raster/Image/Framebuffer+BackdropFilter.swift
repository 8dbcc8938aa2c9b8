extension Framebuffer {
    /// What a translucent material does to what is behind it (UIVisualEffectView's blur): the
    /// pixels inside `box` replaced by their Gaussian blur of standard deviation `sigma` (pixels),
    /// with colour saturation multiplied by `saturation` (1: unchanged). The blur reads past `box`
    /// into the canvas where there are pixels, and repeats the canvas's edge pixels beyond it, so a
    /// material at the canvas's edge does not darken towards transparency.
    ///
    /// A wide blur is worked at a fraction of the size, as compositors do for materials: the
    /// pixels averaged in 2 × 2 or 4 × 4 blocks, blurred by `sigma` over the factor, and read back
    /// bilinearly. The factor keeps the small blur's sigma at 3 pixels or more, where what the
    /// averaging and the interpolation add (under a pixel of spread) is lost in the blur.
    public mutating func applyBackdropFilter(in box: PixelBox, sigma: Double, saturation: Double) {
        let target = box.intersection(bounds).intersection(clip)
        guard !target.isEmpty else { return }
        let factor = Framebuffer.backdropDownsampling(sigma: sigma)
        // The target grown by the blur's reach (and a pixel for the interpolation, in whole
        // blocks so blocks start at the target's corner), edge pixels of the canvas repeated
        // where it runs out.
        let reach = factor == 1 ? Framebuffer.blurReach(sigma: sigma) : factor * (Framebuffer.blurReach(sigma: sigma / Double(factor)) + 1)
        let window = target.expanded(by: reach)
        var source = Framebuffer(window: window)
        let x0 = originX, x1 = originX + width - 1
        pixels.withUnsafeBufferPointer { src in
            source.pixels.withUnsafeMutableBufferPointer { dst in
                var to = 0
                for y in window.y0..<window.y1 {
                    let row = (min(max(y, originY), originY + height - 1) - originY) * width * 4
                    for x in window.x0..<window.x1 {
                        let from = row + (min(max(x, x0), x1) - originX) * 4
                        dst[to] = src[from]
                        dst[to + 1] = src[from + 1]
                        dst[to + 2] = src[from + 2]
                        dst[to + 3] = src[from + 3]
                        to += 4
                    }
                }
            }
        }
        let blurred =
            factor == 1
            ? source.blurred(sigma: sigma)
            : source.downsampled(by: factor).blurred(sigma: sigma / Double(factor))
                .readBack(at: factor, over: target, from: window)
        let k = Int((saturation * 4096).rounded())
        let w = width, ox = originX, oy = originY
        blurred.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in target.y0..<target.y1 {
                    var from = blurred.byteOffset(target.x0, y), to = ((y - oy) * w + (target.x0 - ox)) * 4
                    for _ in target.x0..<target.x1 {
                        let (r, g, b) = Framebuffer.saturate(r: src[from], g: src[from + 1], b: src[from + 2], a: src[from + 3], by: k)
                        dst[to] = r
                        dst[to + 1] = g
                        dst[to + 2] = b
                        dst[to + 3] = src[from + 3]
                        from += 4
                        to += 4
                    }
                }
            }
        }
    }

    /// How much ``applyBackdropFilter(in:sigma:saturation:)`` shrinks before blurring: 4 from a
    /// sigma of 12 pixels, 2 from 6, else 1 (full size).
    static func backdropDownsampling(sigma: Double) -> Int { sigma >= 12 ? 4 : sigma >= 6 ? 2 : 1 }

    /// A premultiplied pixel's colour pushed away from its luminance (Rec. 709 weights) by
    /// `k`/4096, kept within 0…alpha: Core Image's saturation matrix, in integers.
    @inline(__always)
    static func saturate(r: UInt8, g: UInt8, b: UInt8, a: UInt8, by k: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        guard k != 4096 else { return (r, g, b) }
        let lum = (871 * Int(r) + 2929 * Int(g) + 296 * Int(b)) / 4096
        func push(_ c: UInt8) -> UInt8 {
            let v = lum + (k * (Int(c) - lum) + 2048) >> 12
            return UInt8(min(max(v, 0), Int(a)))
        }
        return (push(r), push(g), push(b))
    }
}

extension Framebuffer {
    /// This framebuffer, the canvas's `window` shrunk by `factor`, read back at full size over
    /// `target` (inside `window`): the image routine's bilinear sampling, each small pixel
    /// stretched over its block, onto clear pixels (so each takes the sample as it is).
    fileprivate func readBack(at factor: Int, over target: PixelBox, from window: PixelBox) -> Framebuffer {
        var out = Framebuffer(window: target)
        let placed = Rect(
            x: Double(window.x0), y: Double(window.y0), width: Double(width * factor), height: Double(height * factor))
        out.draw(self, in: placed)
        return out
    }
}
