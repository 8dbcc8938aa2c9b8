extension Framebuffer {
    /// Fills closed outlines (device pixels, nonzero winding) with a vertical gradient from `top`
    /// at `y0` to `bottom` at `y1`, each row taking the colour at its centre (straight-alpha
    /// channels interpolated in sRGB, rounded to nearest).
    public mutating func fill(contours: [[Point]], top: RGBA8, bottom: RGBA8, y0: Double, y1: Double) {
        let (box, mask) = Framebuffer.coverage(of: contours, clip: clip)
        guard !box.isEmpty else { return }
        mask.withUnsafeBufferPointer { m in
            for y in box.y0..<box.y1 {
                let t = y1 > y0 ? min(max((Double(y) + 0.5 - y0) / (y1 - y0), 0), 1) : 0
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
                let color = RGBA8(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: mix(top.a, bottom.a))
                let row = UnsafeBufferPointer(rebasing: m[((y - box.y0) * box.width)..<((y - box.y0 + 1) * box.width)])
                blend(mask: row, maskWidth: box.width, maskHeight: 1, atX: box.x0, y: y, color: color)
            }
        }
    }

    /// Draws `image` into `rect` (device pixels) clipped to a rounded rectangle of `radius`, as a
    /// layer with `cornerRadius` and `masksToBounds` shows its contents.
    public mutating func draw(_ image: Framebuffer, in rect: Rect, cornerRadius radius: Double) {
        guard radius > 0 else { return draw(image, in: rect) }
        let (box, mask) = Framebuffer.coverage(of: [Framebuffer.roundedRectPolygon(rect, radii: CornerRadii(all: radius))], clip: clip)
        guard !box.isEmpty else { return }
        var layer = Framebuffer(width: box.width, height: box.height)
        layer.draw(image, in: rect.offsetBy(dx: -Double(box.x0), dy: -Double(box.y0)))
        let at = offsets
        layer.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in 0..<box.height {
                    for x in 0..<box.width {
                        let coverage = UInt32(mask[y * box.width + x])
                        guard coverage > 0 else { continue }
                        let j = (y * box.width + x) * 4
                        Framebuffer.blendPixel(
                            p, at(x + box.x0, y + box.y0), UInt32(s[j]), UInt32(s[j + 1]),
                            UInt32(s[j + 2]), UInt32(s[j + 3]), coverage: coverage)
                    }
                }
            }
        }
    }
}
