extension Framebuffer {
    /// Draws shaped text with its baseline starting at `origin` (device pixels), at `pixelSize`
    /// pixels per em, tinted with `color`. Each glyph's pen position is rounded to a quarter pixel
    /// and drawn from the mask of that sub-pixel phase. `embolden` thickens every outline by that
    /// many pixels (half on each side), as a stroke drawn with the fill; advances do not change.
    ///
    /// What cannot reach the clip costs nothing: a glyph whose face's glyph box (plus an em, and
    /// the thickening) misses the clip is never rasterized, and a glyph larger than
    /// ``GlyphCache/clippedAbove`` pixels is rasterized only where it meets the clip.
    public mutating func draw(_ text: ShapedText, pixelSize: Double, origin: Point, color: RGBA8, embolden: Double = 0) {
        guard pixelSize > 0, origin.x.isFinite, origin.y.isFinite, !clip.isEmpty else { return }
        let spacing = text.tracking * pixelSize
        var penUnits = spacing / 2  // pen position in pixels relative to origin.x, accumulated exactly
        for run in text.runs {
            let unitsToPixels = pixelSize / Double(run.unitsPerEm)
            // The face's glyph box in pixels around a pen, grown by an em and the thickening.
            let box = run.face.glyphBox, margin = pixelSize + embolden
            let reachLeft = Double(box.xMin) * unitsToPixels - margin, reachRight = Double(box.xMax) * unitsToPixels + margin
            let reachUp = Double(box.yMax) * unitsToPixels + margin, reachDown = -Double(box.yMin) * unitsToPixels + margin
            let large = max(reachRight - reachLeft, reachUp + reachDown) > Double(GlyphCache.clippedAbove)
            for i in 0..<run.glyphs.count {
                defer { penUnits += Double(run.xAdvances[i]) * unitsToPixels + spacing }
                let (gx, gy) = ShapedText.pen(run, i, origin: origin, penUnits: penUnits, unitsToPixels: unitsToPixels)
                guard gx + reachRight >= Double(clip.x0), gx + reachLeft <= Double(clip.x1),
                    gy + reachDown >= Double(clip.y0), gy - reachUp <= Double(clip.y1)
                else { continue }
                let (qx, qy) = ShapedText.quarters(gx, gy)
                let px = qx >> 2, py = qy >> 2
                let mask: GlyphMask
                if large {
                    let reach = PixelBox(enclosing: Rect(x: gx + reachLeft, y: gy - reachUp, width: reachRight - reachLeft, height: reachUp + reachDown))
                    mask = GlyphCache.shared.clippedMask(
                        face: run.face, pixelSize: pixelSize, glyph: run.glyphs[i], phaseX: qx & 3, phaseY: qy & 3,
                        embolden: embolden, pen: (px, py), window: reach.intersection(clip))
                } else {
                    mask = GlyphCache.shared.mask(
                        face: run.face, pixelSize: pixelSize, glyph: run.glyphs[i],
                        phaseX: qx & 3, phaseY: qy & 3, embolden: embolden)
                }
                if mask.width > 0 {
                    mask.coverage.withUnsafeBufferPointer { m in
                        blend(
                            mask: m, maskWidth: mask.width, maskHeight: mask.height,
                            atX: px + mask.left, y: py + mask.top, color: color)
                    }
                }
            }
        }
    }
}

extension ShapedText {
    /// Glyph `i` of `run`'s pen position in device pixels, `penUnits` along from `origin`: where
    /// drawing places it. One formula for drawing and ``quarterPens(pixelSize:origin:embolden:)``.
    @inline(__always)
    static func pen(_ run: GlyphRun, _ i: Int, origin: Point, penUnits: Double, unitsToPixels: Double) -> (x: Double, y: Double) {
        (origin.x + penUnits + Double(run.xOffsets[i]) * unitsToPixels, origin.y - Double(run.yOffsets[i]) * unitsToPixels)
    }

    /// A pen position rounded to the quarter pixel whose mask draws the glyph.
    @inline(__always)
    static func quarters(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
        let phases = Double(GlyphCache.phases)
        return (Int(saturating: x * phases, .toNearestOrAwayFromZero), Int(saturating: y * phases, .toNearestOrAwayFromZero))
    }

    /// Whether `run`'s glyphs are drawn from masks cut to the clip (over ``GlyphCache/clippedAbove``
    /// pixels), as drawing decides it.
    static func isLarge(_ run: GlyphRun, pixelSize: Double, embolden: Double) -> Bool {
        let box = run.face.glyphBox, margin = pixelSize + embolden, unitsToPixels = pixelSize / Double(run.unitsPerEm)
        let reachLeft = Double(box.xMin) * unitsToPixels - margin, reachRight = Double(box.xMax) * unitsToPixels + margin
        let reachUp = Double(box.yMax) * unitsToPixels + margin, reachDown = -Double(box.yMin) * unitsToPixels + margin
        return max(reachRight - reachLeft, reachUp + reachDown) > Double(GlyphCache.clippedAbove)
    }

    /// Where drawing this text at `pixelSize` from `origin` puts each glyph, in quarter pixels (x
    /// and y of each glyph in turn). A glyph's pixels are its mask for the position's phase at the
    /// position's whole pixel, so two drawings whose quarters differ by the same multiple of four
    /// draw the same pixels moved by whole pixels — wherever nothing clips them. Nil when a glyph is
    /// drawn cut to the clip (too large to cache whole) or nothing is drawn.
    package func quarterPens(pixelSize: Double, origin: Point, embolden: Double = 0) -> [Int]? {
        guard pixelSize > 0, origin.x.isFinite, origin.y.isFinite else { return nil }
        let spacing = tracking * pixelSize
        var penUnits = spacing / 2, pens: [Int] = []
        for run in runs {
            guard !ShapedText.isLarge(run, pixelSize: pixelSize, embolden: embolden) else { return nil }
            let unitsToPixels = pixelSize / Double(run.unitsPerEm)
            for i in 0..<run.glyphs.count {
                let (gx, gy) = ShapedText.pen(run, i, origin: origin, penUnits: penUnits, unitsToPixels: unitsToPixels)
                let (qx, qy) = ShapedText.quarters(gx, gy)
                pens += [qx, qy]
                penUnits += Double(run.xAdvances[i]) * unitsToPixels + spacing
            }
        }
        return pens
    }
}

extension ShapedText {
    /// The pixels drawing this text at `pixelSize` from `origin` can touch: every glyph's pen
    /// position grown by its face's glyph box (the box every outline fits in), the thickening and
    /// `margin` (default two pixels, for anti-aliasing and hinting).
    func reach(pixelSize: Double, origin: Point, embolden: Double = 0, margin: Double? = nil) -> PixelBox? {
        guard pixelSize > 0, origin.x.isFinite, origin.y.isFinite else { return nil }
        let margin = margin ?? embolden + 2
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        let spacing = tracking * pixelSize
        var pen = spacing / 2
        for run in runs {
            let unitsToPixels = pixelSize / Double(run.unitsPerEm)
            let box = run.face.glyphBox
            for i in 0..<run.glyphs.count {
                let gx = origin.x + pen + Double(run.xOffsets[i]) * unitsToPixels
                let gy = origin.y - Double(run.yOffsets[i]) * unitsToPixels
                pen += Double(run.xAdvances[i]) * unitsToPixels + spacing
                minX = min(minX, gx + Double(box.xMin) * unitsToPixels - margin)
                maxX = max(maxX, gx + Double(box.xMax) * unitsToPixels + margin)
                minY = min(minY, gy - Double(box.yMax) * unitsToPixels - margin)
                maxY = max(maxY, gy - Double(box.yMin) * unitsToPixels + margin)
            }
        }
        guard minX <= maxX, minY <= maxY, (maxX - minX).isFinite, (maxY - minY).isFinite else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelBox(enclosing: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)).expanded(by: 1)
    }
}

/// How far a shaped text's ink can reach left and right of its origin, in ems, by the bound
/// drawing culls glyphs with: every glyph's position (pen plus x offset) grown by its face's glyph
/// box. Independent of size, so one extent serves every size and frame.
package struct InkExtent: Sendable, Hashable {
    package var left: Double
    package var right: Double

    package init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }

    /// False only when drawing the text at `pixelSize` from a baseline starting at `originX` (device
    /// pixels) would skip every glyph for lying wholly left of `clip.x0` or right of `clip.x1`: the
    /// test ``Framebuffer/draw(_:pixelSize:origin:color:embolden:)`` makes per glyph (the box grown
    /// by an em and the thickening), with a pixel to spare for rounding. A caller may leave out text
    /// this rejects and draw the same bytes.
    package func mayDraw(pixelSize: Double, originX: Double, embolden: Double = 0, between clip: PixelBox) -> Bool {
        let margin = pixelSize + embolden + 1
        let leftmost = originX + left * pixelSize - margin, rightmost = originX + right * pixelSize + margin
        guard leftmost.isFinite, rightmost.isFinite else { return true }
        return rightmost >= Double(clip.x0) && leftmost <= Double(clip.x1)
    }
}

extension ShapedText {
    /// This text's ``InkExtent`` (reads its faces' glyph boxes, so opens their outlines).
    package var inkExtent: InkExtent {
        var left = 0.0, right = 0.0, runStart = 0.0
        for (k, run) in runs.enumerated() {
            let em = 1 / Double(run.unitsPerEm), box = run.face.glyphBox
            let low = runStart + Double(run.penExtent.min + box.xMin) * em, high = runStart + Double(run.penExtent.max + box.xMax) * em
            (left, right) = k == 0 ? (low, high) : (min(left, low), max(right, high))
            runStart += Double(run.advanceUnits) * em
        }
        return InkExtent(left: left, right: right)
    }
}
