extension Framebuffer {
    /// A lens: what is already drawn, magnified `zoom` times about the centre of `rect` (device
    /// pixels), put inside the rounded rectangle `rect` with corners `radius`, its edge
    /// anti-aliased into what is there.
    ///
    /// The magnified picture is the canvas drawn by the image routine into itself scaled about
    /// the lens's centre — so a pixel centre maps back by 1/`zoom`, is sampled bilinearly in
    /// 256ths and clamps at the canvas's edges, exactly as an image is drawn. Inside the shape it
    /// replaces what was there (a translucent canvas must not show its unmagnified picture
    /// through); on the shape's edge the two mix by its coverage.
    public mutating func applyMagnifier(in rect: Rect, radius: Double, zoom: Double) {
        guard zoom > 0, zoom.isFinite, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
            rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let shape = Framebuffer.roundedRectPolygon(rect, radii: CornerRadii(all: radius))
        let (box, mask) = Framebuffer.coverage(of: [shape], clip: clip.intersection(bounds))
        guard !box.isEmpty else { return }
        let canvas = bounds, cx = rect.midX, cy = rect.midY
        let scaled = Rect(
            x: cx + (Double(canvas.x0) - cx) * zoom, y: cy + (Double(canvas.y0) - cy) * zoom,
            width: Double(canvas.width) * zoom, height: Double(canvas.height) * zoom)
        var lens = Framebuffer(window: box)
        lens.draw(self, in: scaled)  // onto clear pixels: the samples themselves
        let at = offsets
        lens.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { p in
                for y in box.y0..<box.y1 {
                    for x in box.x0..<box.x1 {
                        let a = UInt32(mask[(y - box.y0) * box.width + (x - box.x0)])
                        guard a > 0 else { continue }
                        let from = lens.byteOffset(x, y), to = at(x, y)
                        for c in 0..<4 { p[to + c] = UInt8(div255(UInt32(s[from + c]) * a + UInt32(p[to + c]) * (255 - a))) }
                    }
                }
            }
        }
    }
}
