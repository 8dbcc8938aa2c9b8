import Raster

func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { t == 0 ? a : t == 1 ? b : a + (b - a) * t }

func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t), width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
}

func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)) }

/// Colours blended in sRGB (straight alpha), as iOS blends colour animations.
func lerp(_ a: RGBA8, _ b: RGBA8, _ t: Double) -> RGBA8 {
    let t = min(max(t, 0), 1)
    func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
    return RGBA8(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
}

extension ControlLayout {
    /// The geometry `t` of the way from `a` to `b` (t may pass 1 with a spring): every frame and the
    /// scroll offset move linearly in `t`, decorations by their kind's rule. Parts present in only
    /// one state are taken from that state; border lists whose lengths differ keep `a`'s. Dividers do
    /// not travel: one in both states stays, one in only one fades out or in (`fadedDividers`).
    public static func interpolating(_ a: ControlLayout, _ b: ControlLayout, _ t: Double) -> ControlLayout {
        if t == 0 { return a }
        if t == 1 { return b }
        var out = b
        out.contentWidth = lerp(a.contentWidth, b.contentWidth, t)
        out.scrollOffset = lerp(a.scrollOffset, b.scrollOffset, t)
        // Segments that stay put (only the selection moved) are `b`'s as they are: no copy a frame.
        if a.segments.count == b.segments.count, a.segments != b.segments {
            out.segments = zip(a.segments, b.segments).map { sa, sb in
                var s = sb
                s.frame = lerp(sa.frame, sb.frame, t)
                if let fa = sa.titleFrame, let fb = sb.titleFrame { s.titleFrame = lerp(fa, fb, t) }
                if let fa = sa.imageFrame, let fb = sb.imageFrame { s.imageFrame = lerp(fa, fb, t) }
                if let pa = sa.titleBaseline, let pb = sb.titleBaseline { s.titleBaseline = lerp(pa, pb, t) }
                return s
            }
        }
        (out.dividers, out.dividerOpacities) = fadedDividers(a, b, t)
        if a.borders != b.borders {
            out.borders = a.borders.count == b.borders.count ? zip(a.borders, b.borders).map { lerp($0, $1, t) } : a.borders
        }
        out.decorations = a.decorations.interpolated(to: b.decorations, t)
        return out
    }
}

extension ControlLayout {
    /// The dividers `t` of the way from `a` to `b`: those both states draw stay opaque; those only
    /// `a` draws fade out and those only `b` draws fade in, where they are — as iOS 13 fades the
    /// dividers beside the thumb while it slides, instead of a divider sliding across the titles.
    /// Ordered by x (then y); equal lists stay as they are.
    static func fadedDividers(_ a: ControlLayout, _ b: ControlLayout, _ t: Double) -> ([Rect], [Double]) {
        if a.dividers == b.dividers { return (b.dividers, []) }
        let fade = min(max(t, 0), 1)
        let inA = Set(a.dividers), inB = Set(b.dividers)
        var out: [(Rect, Double)] = []
        for (k, rect) in a.dividers.enumerated() {
            let opacity = (k < a.dividerOpacities.count ? a.dividerOpacities[k] : 1) * (inB.contains(rect) ? 1 : 1 - fade)
            out.append((rect, opacity))
        }
        for rect in b.dividers where !inA.contains(rect) { out.append((rect, fade)) }
        out.sort { ($0.0.x, $0.0.y) < ($1.0.x, $1.0.y) }
        return (out.map(\.0), out.map(\.1))
    }
}
