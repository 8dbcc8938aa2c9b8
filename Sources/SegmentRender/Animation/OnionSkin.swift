import Raster

/// Several frames of one transition in one picture, each older frame half as heavy as the one after
/// it: where nothing moves the picture is the frames' own pixels, and a moving part leaves a trail
/// that fades into the past.
///
/// Each pixel is the weighted mean of the frames' premultiplied pixels, frame i of n (0 the
/// earliest) weighing 2^i, rounded, then un-premultiplied; so the last frame weighs just over half.
package enum OnionSkin {
    /// How many frames an onion skin may layer: weights up to 2^15.
    package static let frameLimit = 2...16

    /// Indices of `count` frames spread evenly over an animation of `frameCount` (first and last
    /// included), each once.
    package static func frames(_ count: Int, of frameCount: Int) -> [Int] {
        let n = min(count, frameCount)
        guard n > 1 else { return [frameCount - 1] }
        var picked: [Int] = []
        for k in 0..<n {
            let index = (2 * k * (frameCount - 1) + (n - 1)) / (2 * (n - 1))  // round(k (F − 1) / (n − 1))
            if picked.last != index { picked.append(index) }
        }
        return picked
    }

    /// The layered picture of `frames` (one size, earliest first; at most 16).
    package static func compose(_ frames: [DecodedImage]) -> DecodedImage {
        let layers = Array(frames.suffix(frameLimit.upperBound))
        let first = layers[0]
        var out = [UInt8](repeating: 0, count: first.rgba.count)
        let total = (1 << layers.count) - 1
        for p in 0..<(first.width * first.height) {
            var sums = (0, 0, 0, 0)
            for (i, layer) in layers.enumerated() {
                let w = 1 << i, a = Int(layer.rgba[4 * p + 3])
                // Premultiplied, scaled by 255 to keep the rounding for the end.
                sums.0 += w * Int(layer.rgba[4 * p]) * a
                sums.1 += w * Int(layer.rgba[4 * p + 1]) * a
                sums.2 += w * Int(layer.rgba[4 * p + 2]) * a
                sums.3 += w * a
            }
            guard sums.3 > 0 else { continue }
            // Straight colour = Σ w c a / Σ w a; alpha = Σ w a / Σ w, both rounded.
            out[4 * p] = UInt8((2 * sums.0 + sums.3) / (2 * sums.3))
            out[4 * p + 1] = UInt8((2 * sums.1 + sums.3) / (2 * sums.3))
            out[4 * p + 2] = UInt8((2 * sums.2 + sums.3) / (2 * sums.3))
            out[4 * p + 3] = UInt8((2 * sums.3 + total) / (2 * total))
        }
        return DecodedImage(width: first.width, height: first.height, rgba: out)
    }
}
