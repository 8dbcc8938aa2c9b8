import Glibc

/// Which element painted each pixel last: the map a failed golden check counts its differing
/// pixels by ("290 in the indicator, 22 in segment 2 title").
///
/// An element is a run of consecutive commands (a *span*). A pixel belongs to the last span whose
/// drawing changed its bytes; a span that paints a pixel the colour it already was does not take
/// it, which is what attribution wants (such a pixel cannot tell the span apart from what is under it).
package struct PixelOwners: Sendable, Equatable {
    /// The pixels mapped: the canvas, or the window asked for (its own coordinates are the canvas's).
    package let bounds: PixelBox
    package var width: Int { bounds.width }
    package var height: Int { bounds.height }
    /// Per pixel of `bounds`, rows top first: 0 when nothing painted it, else 1 + the index of its span.
    package let owners: [UInt32]
    /// Per span, the box of every pixel it changed (painted over later or not) within `bounds`;
    /// nil when it changed none.
    package let boxes: [PixelBox?]

    /// The span that painted pixel (x, y) — in canvas coordinates, inside `bounds` — last, or nil.
    package func owner(_ x: Int, _ y: Int) -> Int? {
        let o = owners[(y - bounds.y0) * bounds.width + (x - bounds.x0)]
        return o == 0 ? nil : Int(o) - 1
    }
}

extension DisplayList {
    /// Draws every command, as ``rasterize(scale:)`` does (the same bytes), and notes which of
    /// `spans` — ascending, non-overlapping ranges of command indices — painted each pixel last,
    /// and the box each one painted. Commands in no span are drawn and own nothing.
    ///
    /// Before each span, the part of the canvas it can reach is saved; after it, compared (a row at
    /// once first, then pixel by pixel where the row changed). Costs grow with the spans' reach, so
    /// it is for failures and recordings, not for every render.
    ///
    /// `window`: map only these pixels (canvas coordinates), drawing only into them — the same
    /// owners there as the whole canvas's map, for a list whose commands draw into a window what
    /// they draw there on the whole canvas (none reads pixels outside it).
    package func rasterizeTrackingOwners(scale: Double, spans: [Range<Int>], window: PixelBox? = nil) -> (Framebuffer, PixelOwners) {
        let whole = PixelBox(x0: 0, y0: 0, x1: Int(saturating: width * scale, .up), y1: Int(saturating: height * scale, .up))
        let area = window.map { $0.intersection(whole) } ?? whole
        guard !area.isEmpty else {
            return (Framebuffer(width: 1, height: 1), PixelOwners(bounds: area, owners: [], boxes: [PixelBox?](repeating: nil, count: spans.count)))
        }
        let w = area.width, h = area.height
        var framebuffer: Framebuffer
        var owners: [UInt32] = []
        let s = scale
        // The common first span: an opaque fill of the whole canvas. Start filled with it, as
        // rasterize does (the same bytes), and give it every pixel.
        if let first = spans.first, first.lowerBound == 0, first.count == 1, !commands.isEmpty, case let .fillRect(rect, color) = commands[0], color.a == 255,
            rect.minX <= 0, rect.minY <= 0, rect.maxX * s >= Double(whole.x1), rect.maxY * s >= Double(whole.y1)
        {
            framebuffer = Framebuffer(window: area, fill: color)
            owners = [UInt32](repeating: 1, count: w * h)
        } else {
            framebuffer = Framebuffer(window: area)
        }
        var boxes = [PixelBox?](repeating: nil, count: spans.count)
        var saved: [UInt8] = []  // the rows a span can reach, as they were before it
        var next = 0
        let canvas = framebuffer.bounds
        for (k, span) in spans.enumerated() {
            let span = span.clamped(to: max(next, 0)..<max(next, commands.count))
            if next < span.lowerBound { Self.draw(Array(commands[next..<span.lowerBound]), into: &framebuffer, scale: s) }
            let drawn = Array(commands[span])
            let tag = UInt32(truncatingIfNeeded: k + 1)
            if k == 0, !owners.isEmpty {  // the filled start above
                boxes[k] = canvas
                next = span.upperBound
                continue
            }
            if owners.isEmpty { owners = [UInt32](repeating: 0, count: w * h) }
            next = span.upperBound
            let reach = (Self.ownerReach(of: drawn, scale: s) ?? canvas).intersection(canvas)
            guard !reach.isEmpty else {
                Self.draw(drawn, into: &framebuffer, scale: s)
                continue
            }
            let rowBytes = reach.width * 4
            // Offsets into the window's pixels and owners, from canvas coordinates.
            func pixel(_ x: Int, _ y: Int) -> Int { (y - area.y0) * w + (x - area.x0) }
            saved.removeAll(keepingCapacity: true)
            for y in reach.y0..<reach.y1 { saved += framebuffer.pixels[pixel(reach.x0, y) * 4..<pixel(reach.x0, y) * 4 + rowBytes] }
            Self.draw(drawn, into: &framebuffer, scale: s)
            var box = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
            framebuffer.pixels.withUnsafeBytes { now in
                saved.withUnsafeBytes { old in
                    for (row, y) in (reach.y0..<reach.y1).enumerated() {
                        let start = pixel(reach.x0, y) * 4, was = row * rowBytes
                        if memcmp(now.baseAddress! + start, old.baseAddress! + was, rowBytes) == 0 { continue }
                        for x in reach.x0..<reach.x1
                        where now.loadUnaligned(fromByteOffset: start + (x - reach.x0) * 4, as: UInt32.self)
                            != old.loadUnaligned(fromByteOffset: was + (x - reach.x0) * 4, as: UInt32.self)
                        {
                            owners[pixel(x, y)] = tag
                            box = PixelBox(x0: min(box.x0, x), y0: min(box.y0, y), x1: max(box.x1, x + 1), y1: y + 1)
                        }
                    }
                }
            }
            if !box.isEmpty { boxes[k] = box }
        }
        if next < commands.count { Self.draw(Array(commands[next...]), into: &framebuffer, scale: s) }
        if owners.isEmpty { owners = [UInt32](repeating: 0, count: w * h) }
        return (framebuffer, PixelOwners(bounds: area, owners: owners, boxes: boxes))
    }

    /// ``DrawCommand/reach(scale:)`` with text bounded by its glyphs (drawing's own culling box),
    /// so a title's span compares the rows around it rather than the whole canvas.
    static func ownerReach(of commands: [DrawCommand], scale s: Double) -> PixelBox? {
        var total = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        for command in commands {
            let box: PixelBox?
            switch command {
            case let .text(text, size, origin, _):
                box = text.reach(pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s))
            case let .strokedText(text, size, origin, _, stroke):
                box = text.reach(pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s), embolden: stroke * s)
            case let .group(inner), let .layer(inner, _):
                box = ownerReach(of: inner, scale: s)
            case let .masked(content, mask):
                switch (ownerReach(of: content, scale: s), ownerReach(of: mask, scale: s)) {
                case let (a?, b?): box = a.intersection(b)
                case let (a?, nil): box = a
                case let (nil, b?): box = b
                case (nil, nil): box = nil
                }
            default:
                box = command.reach(scale: s)
            }
            guard let box else { return nil }
            total = total.union(box)
        }
        return total
    }
}

extension DisplayList {
    /// The pixels of `window` (canvas coordinates at `scale`) exactly as ``rasterize(scale:)`` draws
    /// them there, drawing only into the window: for looking closely at one element.
    package func rasterize(scale: Double, window: PixelBox) -> Framebuffer {
        var framebuffer = Framebuffer(window: window)
        Self.draw(commands, into: &framebuffer, scale: scale)
        return framebuffer
    }

    /// `commands` drawn over `framebuffer` (a window of this list's canvas) at `scale`: drawing a
    /// list in two parts this way gives the bytes drawing it whole does, so a caller that needs
    /// the window with and without some commands draws what they share once.
    package static func draw(_ commands: ArraySlice<DrawCommand>, over framebuffer: Framebuffer, scale: Double) -> Framebuffer {
        var framebuffer = framebuffer
        draw(Array(commands), into: &framebuffer, scale: scale)
        return framebuffer
    }

    /// The pixels `commands[range]` can touch at `scale` (text bounded by its glyphs), or nil when
    /// they can reach anywhere.
    package func reach(of range: Range<Int>, scale: Double) -> PixelBox? {
        Self.ownerReach(of: Array(commands[range]), scale: scale)
    }
}
