import Raster

extension RGBA8 {
    /// The same colour with its alpha multiplied by `opacity` (0–1), rounded to the nearest level.
    func withOpacity(_ opacity: Double) -> RGBA8 {
        RGBA8(r: r, g: g, b: b, a: UInt8((Double(a) * min(max(opacity, 0), 1)).rounded()))
    }
}
