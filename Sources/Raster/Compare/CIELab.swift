import FoundationEssentials
import Glibc

/// A colour in CIE L*a*b* (D65 white), and the CIEDE2000 difference between two of them.
public struct CIELab: Sendable, Hashable {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double

    /// A colour from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// An sRGB colour (channels 0–255, fractions allowed): decoded to linear light, to XYZ with
    /// the sRGB primaries, then to L*a*b* against D65 white.
    public init(sRGB r: Double, _ g: Double, _ b: Double) {
        let lr = srgbToLinear(r / 255), lg = srgbToLinear(g / 255), lb = srgbToLinear(b / 255)
        let x = 0.412453 * lr + 0.357580 * lg + 0.180423 * lb
        let y = 0.212671 * lr + 0.715160 * lg + 0.072169 * lb
        let z = 0.019334 * lr + 0.119193 * lg + 0.950227 * lb
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0 }
        let fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The CIEDE2000 colour difference ΔE00 (with kL = kC = kH = 1), as Sharma, Wu and Dalal set
    /// it out: chroma re-weighted by G, hue differences taken the short way round, and the
    /// lightness, chroma and hue terms weighed by SL, SC, SH with the blue-region rotation RT.
    public static func deltaE2000(_ one: CIELab, _ two: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25⁷
        let c1 = (one.a * one.a + one.b * one.b).squareRoot(), c2 = (two.a * two.a + two.b * two.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = pow(cMean, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * one.a, a2 = (1 + g) * two.a
        let c1p = (a1 * a1 + one.b * one.b).squareRoot(), c2p = (a2 * a2 + two.b * two.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(one.b, a1), h2 = hue(two.b, a2)
        let dL = two.l - one.l, dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh * .pi / 360)
        let lMean = (one.l + two.l) / 2, cpMean = (c1p + c2p) / 2
        var hMean = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                hMean = (h1 + h2) / 2
            } else {
                hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        func cosd(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
        let t = 1 - 0.17 * cosd(hMean - 30) + 0.24 * cosd(2 * hMean) + 0.32 * cosd(3 * hMean + 6) - 0.20 * cosd(4 * hMean - 63)
        let dTheta = 30 * exp(-((hMean - 275) / 25) * ((hMean - 275) / 25))
        let cpMean7 = pow(cpMean, 7)
        let rc = 2 * (cpMean7 / (cpMean7 + pow25to7)).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        let l = dL / sl, c = dC / sc, h = dH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}

/// An sRGB channel (0–1) decoded to linear light: v/12.92 up to 0.04045, else ((v + 0.055)/1.055)^2.4.
/// CIELab and WCAG's relative luminance both start here.
package func srgbToLinear(_ v: Double) -> Double {
    v > 0.04045 ? pow((v + 0.055) / 1.055, 2.4) : v / 12.92
}
