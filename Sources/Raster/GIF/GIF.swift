/// Animated GIF, for docs and anything that shows GIF everywhere (APNG is exact; GIF is the
/// format every viewer plays). Palettes, frames and disposal are ours (``GIFPalette``,
/// ``GIFWriter``); giflib compresses.
public enum GIF {
    /// Encodes frames (straight-alpha images of one size) played at `fps`, `loops` times (0: for
    /// ever), with one palette made from all of them; partly transparent pixels are blended over
    /// `matte` (`0xRRGGBB`), fully transparent ones stay so. The same frames give the same bytes.
    public static func encode(
        _ frames: [DecodedImage], fps: Int, loops: Int = 0, dither: GIFDither = .none, matte: UInt32 = 0xFF_FFFF
    ) throws -> [UInt8] {
        guard let first = frames.first else { throw GIFError.noFrames }
        var histogram = GIFPalette.Histogram(matte: matte)
        for frame in frames {
            guard frame.width == first.width, frame.height == first.height else { throw GIFError.framesDifferInSize }
            histogram.add(frame)
        }
        var writer = try GIFWriter(
            width: first.width, height: first.height, palette: GIFPalette(histogram, transparentEntry: frames.count > 1), dither: dither, fps: fps, loops: loops, matte: matte)
        for frame in frames { try writer.append(frame) }
        return try writer.finish()
    }
}
