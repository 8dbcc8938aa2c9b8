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
}
