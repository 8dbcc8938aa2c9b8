import Raster

/// WCAG 2.2's relative luminance and contrast ratio, for sRGB colours of 8 bits a channel.
package enum Contrast {
    /// Each 8-bit value's linear light (sRGB's decoding, as WCAG writes it), looked up.
    static let linear: [Double] = (0...255).map { srgbToLinear(Double($0) / 255) }

    /// 0.2126 R + 0.7152 G + 0.0722 B of the linear channels.
    package static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
        0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    package static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio of two opaque colours.
    package static func ratio(_ a: RGBA8, _ b: RGBA8) -> Double {
        ratio(luminance(a.r, a.g, a.b), luminance(b.r, b.g, b.b))
    }

    /// The luminance of premultiplied pixel `i` (its byte offset) of `pixels` seen over the opaque
    /// `ground`: c + ground × (1 − a), channel by channel.
    package static func luminance(_ pixels: [UInt8], _ i: Int, over ground: RGBA8) -> Double {
        let a = UInt32(pixels[i + 3])
        func channel(_ c: UInt8, _ g: UInt8) -> UInt8 { UInt8(min(255, UInt32(c) + div255(UInt32(g) * (255 - a)))) }
        return luminance(channel(pixels[i], ground.r), channel(pixels[i + 1], ground.g), channel(pixels[i + 2], ground.b))
    }

    /// A colour of any alpha as it looks over the opaque `ground`.
    package static func over(_ color: RGBA8, _ ground: RGBA8) -> RGBA8 {
        let p = color.premultiplied
        return RGBA8(
            r: UInt8(min(255, UInt32(p.r) + div255(UInt32(ground.r) * (255 - UInt32(p.a))))),
            g: UInt8(min(255, UInt32(p.g) + div255(UInt32(ground.g) * (255 - UInt32(p.a))))),
            b: UInt8(min(255, UInt32(p.b) + div255(UInt32(ground.b) * (255 - UInt32(p.a))))))
    }

    /// `values.sorted()[k]`, by selection: the audit wants one rank (a low percentile) of a
    /// title's thousands of pixel ratios, not their order. Linear on average; a partition that
    /// keeps failing to shrink the range falls back to sorting, so no input makes it quadratic.
    /// `values` is left reordered.
    static func ranked(_ values: inout [Double], _ k: Int) -> Double {
        precondition(values.indices.contains(k))
        var (lo, hi) = (0, values.count - 1)
        var budget = 2 * (Int.bitWidth - values.count.leadingZeroBitCount) + 4
        while lo < hi {
            if budget == 0 {
                values[lo...hi].sort()
                break
            }
            budget -= 1
            let pivot = values[lo + (hi - lo) / 2]
            var (i, j) = (lo, hi)
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    (i, j) = (i + 1, j - 1)
                }
            }
            // [lo, j] ≤ pivot ≤ [i, hi], and what lies between equals the pivot.
            if k <= j {
                hi = j
            } else if k >= i {
                lo = i
            } else {
                break
            }
        }
        return values[k]
    }
}
