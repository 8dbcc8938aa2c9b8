// Source-over for one premultiplied colour at a coverage, over runs of pixels.

/// A premultiplied colour widened for arithmetic.
@usableFromInline
struct Paint {
    let r: UInt32, g: UInt32, b: UInt32, a: UInt32
    init(_ color: RGBA8) {
        let p = color.premultiplied
        r = UInt32(p.r)
        g = UInt32(p.g)
        b = UInt32(p.b)
        a = UInt32(p.a)
    }
    var isInvisible: Bool { a == 0 }
}

extension Framebuffer {
    /// Composites `paint` at `coverage` (0–255) over `count` pixels starting at byte offset `start`.
    /// `src × coverage` then `dst = src + dst × (255 − src.a)`, each product through ``div255(_:)``.
    @inline(__always)
    static func blendRun(
        _ p: UnsafeMutableBufferPointer<UInt8>, start: Int, count: Int,
        paint: Paint, coverage: UInt32
    ) {
        guard coverage != 0, count > 0 else { return }
        var sr = paint.r, sg = paint.g, sb = paint.b, sa = paint.a
        if coverage < 255 {
            sr = div255(sr * coverage)
            sg = div255(sg * coverage)
            sb = div255(sb * coverage)
            sa = div255(sa * coverage)
        }
        if sa == 0 && sr == 0 && sg == 0 && sb == 0 { return }
        var i = start
        let end = start + count * 4
        if sa == 255 {
            // Opaque: a run of plain 32-bit stores (RGBA bytes in memory order).
            let word = (sr | sg << 8 | sb << 16 | 0xFF00_0000).littleEndian
            UnsafeMutableRawPointer(p.baseAddress! + start).initializeMemory(as: UInt32.self, repeating: word, count: count)
            return
        }
        while i < end {
            sourceOver(p, i, sr, sg, sb, sa)
            i += 4
        }
    }

    /// The one source-over kernel: `dst = src + dst × (255 − src.a)` for the premultiplied
    /// pixel at byte `i`, the product through ``div255(_:)``.
    /// Two channels share a 32-bit word in 16-bit lanes (red with blue, green with alpha), so one
    /// multiply serves two: a lane's product is at most 255 × 255 and its rounding sum stays below
    /// 2¹⁶, so no lane spills into the next and each equals the per-channel arithmetic. Plain
    /// integers, so debug builds run it as fast as they run anything.
    /// (Premultiplied source channels never exceed its alpha, so no sum passes 255.)
    @inline(__always)
    static func sourceOver(_ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ sr: UInt32, _ sg: UInt32, _ sb: UInt32, _ sa: UInt32) {
        let keep = 255 - sa
        let rb = div255x2((UInt32(p[i]) | UInt32(p[i + 2]) << 16) &* keep) &+ (sr | sb << 16)
        let ga = div255x2((UInt32(p[i + 1]) | UInt32(p[i + 3]) << 16) &* keep) &+ (sg | sa << 16)
        p[i] = UInt8(truncatingIfNeeded: rb)
        p[i + 1] = UInt8(truncatingIfNeeded: ga)
        p[i + 2] = UInt8(truncatingIfNeeded: rb >> 16)
        p[i + 3] = UInt8(truncatingIfNeeded: ga >> 16)
    }

    /// ``div255(_:)`` on the two 16-bit lanes of a word at once (each lane at most 255 × 255).
    @inline(__always)
    static func div255x2(_ v: UInt32) -> UInt32 {
        let t = v &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Composites `color` over every pixel inside the clip.
    public mutating func fill(_ color: RGBA8) {
        fill(box: clip, color: color)
    }

    /// Composites `color` over a box of whole pixels (intersected with the clip).
    package mutating func fill(box: PixelBox, color: RGBA8) {
        let b = box.intersection(clip)
        guard !b.isEmpty else { return }
        let paint = Paint(color)
        guard !paint.isInvisible else { return }
        let at = offsets
        pixels.withUnsafeMutableBufferPointer { p in
            for y in b.y0..<b.y1 {
                Framebuffer.blendRun(p, start: at(b.x0, y), count: b.width, paint: paint, coverage: 255)
            }
        }
    }

    /// Replaces every pixel inside the clip with `color`, without blending.
    public mutating func clear(to color: RGBA8 = .clear) {
        let b = clip
        guard !b.isEmpty else { return }
        let q = color.premultiplied
        let at = offsets
        pixels.withUnsafeMutableBufferPointer { p in
            for y in b.y0..<b.y1 {
                var i = at(b.x0, y)
                for _ in 0..<b.width {
                    p[i] = q.r
                    p[i + 1] = q.g
                    p[i + 2] = q.b
                    p[i + 3] = q.a
                    i += 4
                }
            }
        }
    }

    /// Composites `color` through an 8-bit coverage mask whose top-left pixel lands at (`x`, `y`).
    /// `mask` has `maskWidth` bytes a row.
    public mutating func blend(
        mask: UnsafeBufferPointer<UInt8>, maskWidth: Int, maskHeight: Int,
        atX x: Int, y: Int, color: RGBA8
    ) {
        let target = PixelBox(x0: x, y0: y, x1: x + maskWidth, y1: y + maskHeight).intersection(clip)
        guard !target.isEmpty else { return }
        let paint = Paint(color)
        guard !paint.isInvisible else { return }
        let span = target.width
        // Glyph masks are mostly 0 (skipped) and, inside strokes, 255: with an opaque colour that
        // is a plain 32-bit store. Other coverages go through the same arithmetic as ``blendRun``.
        let opaque = paint.a == 255
        let word = (paint.r | paint.g << 8 | paint.b << 16 | 0xFF00_0000).littleEndian
        let at = offsets
        pixels.withUnsafeMutableBufferPointer { p in
            let base = UnsafeMutableRawPointer(p.baseAddress!)
            for py in target.y0..<target.y1 {
                let coverage = mask.baseAddress! + (py - y) * maskWidth + (target.x0 - x)
                var offset = at(target.x0, py)
                for k in 0..<span {
                    let c = UInt32(coverage[k])
                    if c == 255 && opaque {
                        base.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
                    } else if c != 0 {
                        Framebuffer.blendRun(p, start: offset, count: 1, paint: paint, coverage: c)
                    }
                    offset += 4
                }
            }
        }
    }
}
