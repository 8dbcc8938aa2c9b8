import FoundationEssentials
import Glibc
import Raster

/// All frames of an animation in one picture: a grid of frames, each with its number above it.
package enum ContactSheet {
    /// The largest sheet made, in pixels.
    package static let pixelBudget = 64 * 1024 * 1024

    /// The grid for `count` frames of `fw × fh` pixels: columns, and the sheet's size in pixels.
    /// Throws when the sheet would be over ``pixelBudget`` (checked before any frame is drawn).
    package static func grid(count: Int, frameWidth fw: Int, frameHeight fh: Int, scale: Double) throws -> (columns: Int, width: Int, height: Int) {
        let s = scale
        let pad = Int(6 * s), label = Int(16 * s)
        let columns = max(1, min(count, Int((Double(count) * Double(fh + label) / Double(fw + pad)).squareRoot().rounded(.up))))
        let rows = (count + columns - 1) / columns
        let width = pad + columns * (fw + pad), height = pad + rows * (fh + label + pad)
        guard width * height <= pixelBudget else {
            throw AnimationError.sheetOverBudget(frames: count, width: width, height: height, budget: pixelBudget)
        }
        return (columns, width, height)
    }

    /// Lays `frames` (all one size) out in a grid about as wide as tall, at `scale` pixels a point.
    package static func make(_ frames: [Framebuffer], scale: Double) throws -> Framebuffer {
        guard let first = frames.first else { throw AnimationError.noFrames }
        let s = scale
        let fw = first.width, fh = first.height
        let pad = Int(6 * s), label = Int(16 * s)
        let (columns, width, height) = try grid(count: frames.count, frameWidth: fw, frameHeight: fh, scale: scale)
        var sheet = Framebuffer(width: width, height: height, fill: RGBA8(r: 242, g: 242, b: 242))
        let chain = try FontChain.standard()
        for (k, frame) in frames.enumerated() {
            let x = pad + (k % columns) * (fw + pad), y = pad + (k / columns) * (fh + label + pad)
            let text = ShapedText(String(k), chain: chain)
            sheet.draw(text, pixelSize: 11 * s, origin: Point(x: Double(x), y: Double(y) + 12 * s), color: RGBA8(r: 90, g: 90, b: 96))
            sheet.draw(frame, in: Rect(x: Double(x), y: Double(y + label), width: Double(fw), height: Double(fh)))
        }
        return sheet
    }
}
