import Glibc

/// Which element painted each pixel last: the map a failed golden check counts its differing
/// pixels by ("290 in the indicator, 22 in segment 2 title").
///
/// An element is a run of consecutive commands (a *span*). A pixel belongs to the last span whose
/// drawing changed its bytes; a span that paints a pixel the colour it already was does not take
/// it, which is what attribution wants (such a pixel cannot tell the span apart from what is under it).
package struct PixelOwners: Sendable, Equatable {
    package let width: Int
    package let height: Int
    /// Per pixel, rows top first: 0 when nothing painted it, else 1 + the index of its span.
    package let owners: [UInt32]

    /// The span that painted pixel (x, y) last, or nil.
    package func owner(_ x: Int, _ y: Int) -> Int? {
        let o = owners[y * width + x]
        return o == 0 ? nil : Int(o) - 1
    }

    /// Per span (`count` of them), the box of the pixels it owns; nil for a span that owns none.
    package func boxes(count: Int) -> [PixelBox?] {
        var boxes = [PixelBox?](repeating: nil, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let o = Int(owners[y * width + x])
                guard o > 0, o <= count else { continue }
                let pixel = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
                boxes[o - 1] = boxes[o - 1].map { $0.union(pixel) } ?? pixel
            }
        }
        return boxes
    }
}

extension DisplayList {
    /// Draws every command, as ``rasterize(scale:)`` does (the same bytes), and notes which of
    /// `spans` — ascending, non-overlapping ranges of command indices — painted each pixel last.
    /// Commands in no span are drawn and own nothing.
    ///
    /// After each span, the rows it can reach are compared with the canvas before it (a whole row
    /// at once first, then pixel by pixel where the row changed); costs grow with the spans' reach,
    /// so it is for failures and recordings, not for every render.
    package func rasterizeTrackingOwners(scale: Int, spans: [Range<Int>]) -> (Framebuffer, PixelOwners) {
        let w = Int(saturating: width * Double(scale), .up), h = Int(saturating: height * Double(scale), .up)
        var framebuffer = Framebuffer(width: w, height: h)
        var owners = [UInt32](repeating: 0, count: w * h)
        var before = framebuffer.pixels
        let s = Double(scale)
        var next = 0
        let canvas = framebuffer.bounds
        for (k, span) in spans.enumerated() {
            let span = span.clamped(to: max(next, 0)..<max(next, commands.count))
            if next < span.lowerBound {
                // Commands in no span own nothing: what they paint is the ground the next span is compared with.
                Self.draw(Array(commands[next..<span.lowerBound]), into: &framebuffer, scale: s)
                before = framebuffer.pixels
            }
            let drawn = Array(commands[span])
            Self.draw(drawn, into: &framebuffer, scale: s)
            next = span.upperBound
            let reach = (DrawCommand.reach(of: drawn, scale: s) ?? canvas).intersection(canvas)
            guard !reach.isEmpty else { continue }
            let tag = UInt32(truncatingIfNeeded: k + 1)
            framebuffer.pixels.withUnsafeBufferPointer { now in
                before.withUnsafeMutableBufferPointer { old in
                    for y in reach.y0..<reach.y1 {
                        let start = (y * w + reach.x0) * 4, count = reach.width * 4
                        if memcmp(now.baseAddress! + start, old.baseAddress! + start, count) == 0 { continue }
                        for x in reach.x0..<reach.x1 {
                            let i = (y * w + x) * 4
                            if now[i] != old[i] || now[i + 1] != old[i + 1] || now[i + 2] != old[i + 2] || now[i + 3] != old[i + 3] {
                                owners[y * w + x] = tag
                            }
                        }
                        (old.baseAddress! + start).update(from: now.baseAddress! + start, count: count)
                    }
                }
            }
        }
        if next < commands.count { Self.draw(Array(commands[next...]), into: &framebuffer, scale: s) }
        return (framebuffer, PixelOwners(width: w, height: h, owners: owners))
    }
}
