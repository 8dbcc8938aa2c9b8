/// A colour in sRGB with straight (non-premultiplied) alpha, 8 bits per channel.
///
/// This is how colours enter and leave the renderer: configs give them, PNG files store them.
/// Inside the framebuffer colours are premultiplied (``PremultipliedRGBA8``).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8
    /// Opacity, 0 (clear) to 255 (opaque).
    public var a: UInt8

    /// A colour from its channels; opaque unless `a` says otherwise.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from 0–1 components, as UIColor's `colorWithRed:green:blue:alpha:` takes them.
    /// Each component is clamped to 0–1 and rounded to the nearest of 256 levels (half away from zero).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(r: RGBA8.level(red), g: RGBA8.level(green), b: RGBA8.level(blue), a: RGBA8.level(alpha))
    }

    /// A grey from 0–1 components, as UIColor's `colorWithWhite:alpha:` takes them.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    static func level(_ component: Double) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// Opaque black.
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = RGBA8(r: 255, g: 255, b: 255)
    /// Fully transparent.
    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// `#RRGGBBAA`.
    public var description: String {
        "#"
            + [r, g, b, a].map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + hex : hex
            }.joined()
    }

    /// The colour with each channel multiplied by its opacity, as framebuffers store it.
    public var premultiplied: PremultipliedRGBA8 {
        let alpha = UInt32(a)
        return PremultipliedRGBA8(
            r: UInt8(div255(UInt32(r) * alpha)),
            g: UInt8(div255(UInt32(g) * alpha)),
            b: UInt8(div255(UInt32(b) * alpha)),
            a: a)
    }
}

/// A colour with its channels already multiplied by alpha, as the framebuffer stores pixels.
/// Every channel is at most `a`.
public struct PremultipliedRGBA8: Hashable, Sendable {
    /// Red times opacity, 0–255.
    public var r: UInt8
    /// Green times opacity, 0–255.
    public var g: UInt8
    /// Blue times opacity, 0–255.
    public var b: UInt8
    /// Opacity, 0–255.
    public var a: UInt8

    /// A premultiplied colour from its channels (each at most `a`).
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Back to straight alpha: `c × 255 / a`, rounded to nearest; a fully transparent pixel is
    /// transparent black.
    public var straight: RGBA8 {
        guard a != 0 else { return .clear }
        guard a != 255 else { return RGBA8(r: r, g: g, b: b, a: 255) }
        let alpha = UInt32(a)
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + alpha / 2) / alpha)) }
        return RGBA8(r: channel(r), g: channel(g), b: channel(b), a: a)
    }
}

/// `v / 255` rounded to the nearest integer, exact for every `v` in 0...255×255.
/// The renderer's one rounding rule: every blend and every premultiplication goes through it.
@inline(__always)
public func div255(_ v: UInt32) -> UInt32 {
    let t = v &+ 128
    return (t &+ (t >> 8)) >> 8
}
