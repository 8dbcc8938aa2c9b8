extension Framebuffer {
    /// Draws shaped text with its baseline starting at `origin` (device pixels), at `pixelSize`
    /// pixels per em, tinted with `color`. Each glyph's pen position is rounded to a quarter pixel
    /// and drawn from the mask of that sub-pixel phase. `embolden` thickens every outline by that
    /// many pixels (half on each side), as a stroke drawn with the fill; advances do not change.
    public mutating func draw(_ text: ShapedText, pixelSize: Double, origin: Point, color: RGBA8, embolden: Double = 0) {
        guard pixelSize > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let phases = Double(GlyphCache.phases)
        var penUnits = 0.0  // pen position in pixels relative to origin.x, accumulated exactly
        for run in text.runs {
            let unitsToPixels = pixelSize / Double(run.face.unitsPerEm)
            for i in 0..<run.glyphs.count {
                let gx = origin.x + penUnits + Double(run.xOffsets[i]) * unitsToPixels
                let gy = origin.y - Double(run.yOffsets[i]) * unitsToPixels
                let qx = Int(saturating: gx * phases, .toNearestOrAwayFromZero), qy = Int(saturating: gy * phases, .toNearestOrAwayFromZero)
                let px = qx >> 2, py = qy >> 2
                let mask = GlyphCache.shared.mask(face: run.face, pixelSize: pixelSize, glyph: run.glyphs[i],
                                                  phaseX: qx & 3, phaseY: qy & 3, embolden: embolden)
                if mask.width > 0 {
                    mask.coverage.withUnsafeBufferPointer { m in
                        blend(mask: m, maskWidth: mask.width, maskHeight: mask.height,
                              atX: px + mask.left, y: py + mask.top, color: color)
                    }
                }
                penUnits += Double(run.xAdvances[i]) * unitsToPixels
            }
        }
    }
}
