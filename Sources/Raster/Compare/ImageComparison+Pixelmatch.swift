/// pixelmatch's YIQ distance and anti-aliasing detector, computed in the same order and with the
/// same constants as the published algorithm so that its thresholds carry over unchanged.
enum YIQ {
    /// The largest squared YIQ distance two colours can have.
    static let maxDistance = 35215.0

    @inline(__always) static func y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    @inline(__always) static func same(_ p: [UInt8], _ k: Int, _ o: [UInt8], _ m: Int) -> Bool {
        p[k] == o[m] && p[k + 1] == o[m + 1] && p[k + 2] == o[m + 2] && p[k + 3] == o[m + 3]
    }

    /// The squared YIQ distance between pixel `k` of `p` and pixel `m` of `o` (0 when identical).
    static func distance(_ p: [UInt8], _ k: Int, _ o: [UInt8], _ m: Int) -> Double {
        if same(p, k, o, m) { return 0 }
        let (r1, g1, b1) = onWhite(p, k), (r2, g2, b2) = onWhite(o, m)
        let dy = y(r1, g1, b1) - y(r2, g2, b2)
        let di = i(r1, g1, b1) - i(r2, g2, b2)
        let dq = q(r1, g1, b1) - q(r2, g2, b2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// The brightness difference alone (signed), between two pixels of one image.
    static func brightness(_ p: [UInt8], _ k: Int, _ m: Int) -> Double {
        if same(p, k, p, m) { return 0 }
        let (r1, g1, b1) = onWhite(p, k), (r2, g2, b2) = onWhite(p, m)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }

    /// Whether pixel (x, y) of `image` looks like anti-aliasing: among its neighbours no more than
    /// two equal it, and its darkest or brightest neighbour sits in a flat area (3+ identical
    /// neighbours) in both `image` and `other`.
    static func isAntiAliased(_ image: [UInt8], _ x: Int, _ y: Int, _ width: Int, _ height: Int, other: [UInt8]) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let k = (y * width + x) * 4
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        // Columns outside, rows inside, as the published algorithm walks them: ties keep the first.
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = brightness(image, k, (ny * width + nx) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkX = nx
                    darkY = ny
                } else if delta > brightest {
                    brightest = delta
                    brightX = nx
                    brightY = ny
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkX, darkY, width, height) && hasManySiblings(other, darkX, darkY, width, height))
            || (hasManySiblings(image, brightX, brightY, width, height) && hasManySiblings(other, brightX, brightY, width, height))
    }

    /// Whether pixel (x, y) has 3 or more identical neighbours (an edge of the image counts as one).
    static func hasManySiblings(_ image: [UInt8], _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let k = (y * width + x) * 4
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if same(image, k, image, (ny * width + nx) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// Pixel `k`'s channels (0–255) blended onto white by its alpha when it is not opaque, as both
/// perceptual methods see a translucent pixel: `255 + (c − 255) × alpha`, in pixelmatch's order.
@inline(__always) func onWhite(_ p: [UInt8], _ k: Int) -> (Double, Double, Double) {
    let r = Double(p[k]), g = Double(p[k + 1]), b = Double(p[k + 2]), a = p[k + 3]
    guard a < 255 else { return (r, g, b) }
    let alpha = Double(a) / 255
    return (255 + (r - 255) * alpha, 255 + (g - 255) * alpha, 255 + (b - 255) * alpha)
}
