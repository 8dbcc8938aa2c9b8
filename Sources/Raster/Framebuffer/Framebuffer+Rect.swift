extension Framebuffer {
    /// Fills a rectangle given in device pixels with exact-area anti-aliasing: a pixel's coverage
    /// is the area of the pixel inside the rectangle (the product of its row and column overlap),
    /// rounded to 256 levels. A rectangle on whole pixels takes a plain row fill.
    public mutating func fill(rect: Rect, color: RGBA8) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
            rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let box = PixelBox(enclosing: rect).intersection(clip)
        guard !box.isEmpty else { return }
        let paint = Paint(color)
        guard !paint.isInvisible else { return }
        let x0 = rect.minX, x1 = rect.maxX, y0 = rect.minY, y1 = rect.maxY
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            min(Double(i + 1), hi) - max(Double(i), lo)
        }
        // Column coverages are the same on every row.
        var columns = [Double](repeating: 0, count: box.width)
        for i in 0..<box.width { columns[i] = overlap(box.x0 + i, x0, x1) }
        let at = offsets
        pixels.withUnsafeMutableBufferPointer { p in
            for y in box.y0..<box.y1 {
                let rowCoverage = overlap(y, y0, y1)
                let rowStart = at(box.x0, y) - box.x0 * 4
                var i = 0
                while i < box.width {
                    let c = columns[i] * rowCoverage
                    let level = UInt32((c * 255).rounded())
                    var run = 1
                    if columns[i] == 1 {
                        while i + run < box.width && columns[i + run] == 1 { run += 1 }
                    }
                    Framebuffer.blendRun(
                        p, start: rowStart + (box.x0 + i) * 4, count: run,
                        paint: paint, coverage: level)
                    i += run
                }
            }
        }
    }
}
