/// The picture a failed comparison leaves for people.
extension ImageComparison {
    /// Three labelled panels side by side on a light grey ground, separated by rules: the expected
    /// image, the differing pixels in red (pixelmatch's anti-aliased ones in yellow) over a faded copy of it, and the actual image. Images are
    /// shown over white, so transparency reads as white. Labels are skipped when the default fonts
    /// are not installed (the panels stay where they are).
    /// Images smaller than the comparison's canvas (a size change) are padded with transparency.
    /// `outlines` (device-pixel boxes of the canvas: the elements a failure names) are drawn on the
    /// diff panel as 1-pixel blue rectangles just outside each box.
    public static func diffImage(expected: DecodedImage, actual: DecodedImage, comparison: ImageComparison) -> DecodedImage {
        diffImage(expected: expected, actual: actual, comparison: comparison, outlines: [])
    }

    package static func diffImage(expected: DecodedImage, actual: DecodedImage, comparison: ImageComparison, outlines: [PixelBox]) -> DecodedImage {
        let w = comparison.width, h = comparison.height
        let expected = expected.padded(toWidth: w, height: h), actual = actual.padded(toWidth: w, height: h)
        let margin = 8, gap = 17, labelHeight = 22, labelSize = 13.0
        let captions = ["expected", "diff: \(comparison.differingPixels) px", "actual"]
        let chain = try? FontChain.standard()
        let labels = captions.map { caption in chain.map { ShapedText(caption, chain: $0) } }
        let column = max(w, labels.compactMap { $0.map { Int(($0.advance(atSize: labelSize)).rounded(.up)) } }.max() ?? 0)
        let width = margin * 2 + column * 3 + gap * 2, height = margin * 2 + labelHeight + h
        var canvas = Framebuffer(width: width, height: height, fill: RGBA8(r: 242, g: 242, b: 247))
        for k in 1...2 {
            let x = margin + k * column + (k - 1) * gap + gap / 2
            canvas.fill(rect: Rect(x: Double(x), y: Double(margin), width: 1, height: Double(labelHeight + h)), color: RGBA8(r: 199, g: 199, b: 204))
        }
        for (k, label) in labels.enumerated() {
            guard let label else { continue }
            canvas.draw(
                label, pixelSize: labelSize, origin: Point(x: Double(margin + k * (column + gap)), y: Double(margin + 15)),
                color: RGBA8(r: 58, g: 58, b: 60))
        }
        var out = canvas.straightRGBA()
        func put(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            let i = (y * width + x) * 4
            out[i] = r
            out[i + 1] = g
            out[i + 2] = b
            out[i + 3] = 255
        }
        func overWhite(_ c: UInt8, _ a: UInt8) -> UInt8 { UInt8(div255(UInt32(c) * UInt32(a) + 255 * (255 - UInt32(a)))) }
        let top = margin + labelHeight
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let e = (
                    overWhite(expected.rgba[i], expected.rgba[i + 3]), overWhite(expected.rgba[i + 1], expected.rgba[i + 3]),
                    overWhite(expected.rgba[i + 2], expected.rgba[i + 3])
                )
                let a = (
                    overWhite(actual.rgba[i], actual.rgba[i + 3]), overWhite(actual.rgba[i + 1], actual.rgba[i + 3]),
                    overWhite(actual.rgba[i + 2], actual.rgba[i + 3])
                )
                put(margin + x, top + y, e.0, e.1, e.2)
                put(margin + 2 * (column + gap) + x, top + y, a.0, a.1, a.2)
                if comparison.mask[y * w + x] {
                    put(margin + column + gap + x, top + y, 255, 0, 0)
                } else if !comparison.antiAliasedMask.isEmpty && comparison.antiAliasedMask[y * w + x] {
                    put(margin + column + gap + x, top + y, 255, 255, 0)
                } else {
                    // Faded: a quarter of the expected image's luminance over white.
                    let luma = (UInt32(e.0) * 77 + UInt32(e.1) * 150 + UInt32(e.2) * 29) >> 8
                    let faded = UInt8(255 - (255 - luma) / 4)
                    put(margin + column + gap + x, top + y, faded, faded, faded)
                }
            }
        }
        // Outlines just outside each box: its four edges, each clipped to the panel before it is
        // walked, so a box costs at most the panel's perimeter however large (or inverted) it is.
        for box in outlines where !box.isEmpty {
            let ring = box.expanded(by: 1)
            let xs = max(ring.x0, 0)..<max(min(ring.x1, w), max(ring.x0, 0))
            let ys = max(ring.y0, 0)..<max(min(ring.y1, h), max(ring.y0, 0))
            for y in [ring.y0, ring.y1 - 1] where y >= 0 && y < h {
                for x in xs { put(margin + column + gap + x, top + y, 0, 122, 255) }
            }
            for x in [ring.x0, ring.x1 - 1] where x >= 0 && x < w {
                for y in ys { put(margin + column + gap + x, top + y, 0, 122, 255) }
            }
        }
        return DecodedImage(width: width, height: height, rgba: out)
    }
}
