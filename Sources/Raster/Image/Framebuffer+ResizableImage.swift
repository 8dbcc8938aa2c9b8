extension ResizableImage {
    /// Where each span lands along one axis: whole-pixel boundaries from `start` to `end`.
    /// See the type's documentation for the rules.
    static func boundaries(_ spans: [LatticeSpan], start: Int, end: Int, ratio: Double) -> [Int] {
        let available = end - start
        let natural = spans.map { Double($0.length) * ratio }
        // Fixed spans keep their own (rounded) size when there is room, so equal caps stay equal.
        let fixed = zip(spans, natural).map { $0.stretchable ? 0 : Int($1.rounded()) }
        let fixedTotal = fixed.reduce(0, +)
        let stretchSource = spans.filter(\.stretchable).map(\.length).reduce(0, +)
        var lengths = [Int](repeating: 0, count: spans.count)
        if available >= fixedTotal && stretchSource > 0 {
            let extra = Double(available - fixedTotal)
            var shared = 0.0, given = 0
            for (i, span) in spans.enumerated() {
                if span.stretchable {
                    shared += extra * Double(span.length) / Double(stretchSource)
                    lengths[i] = Int(saturating: shared, .toNearestOrAwayFromZero) - given
                    given += lengths[i]
                } else {
                    lengths[i] = fixed[i]
                }
            }
        } else {
            // Too small (or nothing stretches): every span scales by the same factor.
            let total = natural.reduce(0, +)
            var sum = 0.0, given = 0
            for i in spans.indices {
                sum += total > 0 ? natural[i] * Double(available) / total : Double(available) / Double(spans.count)
                lengths[i] = Int(saturating: sum, .toNearestOrAwayFromZero) - given
                given += lengths[i]
            }
        }
        var result = [start]
        for length in lengths { result.append(result.last! + length) }
        result[result.count - 1] = end
        return result
    }
}

extension Framebuffer {
    /// Draws a resizable image into `rect` (device pixels) for a render at `scale`, rounding the
    /// rectangle's edges to whole pixels so every patch seam lands on one.
    public mutating func draw(_ resizable: ResizableImage, in rect: Rect, scale: Double, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite else { return }
        let x0 = Int(saturating: rect.minX, .toNearestOrAwayFromZero), x1 = Int(saturating: rect.maxX, .toNearestOrAwayFromZero)
        let y0 = Int(saturating: rect.minY, .toNearestOrAwayFromZero), y1 = Int(saturating: rect.maxY, .toNearestOrAwayFromZero)
        guard x1 > x0, y1 > y0 else { return }
        let ratio = scale / Double(resizable.image.scale)
        let xs = ResizableImage.boundaries(resizable.columns, start: x0, end: x1, ratio: ratio)
        let ys = ResizableImage.boundaries(resizable.rows, start: y0, end: y1, ratio: ratio)
        let saved = clip
        defer { clip = saved }
        for (j, row) in resizable.rows.enumerated() where ys[j + 1] > ys[j] && row.length > 0 {
            for (i, column) in resizable.columns.enumerated() where xs[i + 1] > xs[i] && column.length > 0 {
                let source = PixelBox(x0: column.start, y0: row.start, x1: column.start + column.length, y1: row.start + row.length)
                let target = PixelBox(x0: xs[i], y0: ys[j], x1: xs[i + 1], y1: ys[j + 1])
                let tileX = resizable.mode == .tile && column.stretchable && column.length > 1
                let tileY = resizable.mode == .tile && row.stretchable && row.length > 1
                // A tile is the source patch at its natural size; a non-tiled axis spans the patch.
                let stepX = tileX ? max(1, Int(saturating: Double(column.length) * ratio, .toNearestOrAwayFromZero)) : target.width
                let stepY = tileY ? max(1, Int(saturating: Double(row.length) * ratio, .toNearestOrAwayFromZero)) : target.height
                clip = saved.intersection(target)
                guard !clip.isEmpty else { continue }
                var ty = target.y0
                while ty < target.y1 {
                    var tx = target.x0
                    while tx < target.x1 {
                        draw(
                            resizable.image.pixels, source: source,
                            in: Rect(x: Double(tx), y: Double(ty), width: Double(stepX), height: Double(stepY)), opacity: opacity)
                        tx += stepX
                    }
                    ty += stepY
                }
            }
        }
    }
}
