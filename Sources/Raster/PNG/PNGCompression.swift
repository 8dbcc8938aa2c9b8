/// How hard a PNG's pixels are compressed. Every mode writes the same pixels, and each mode's bytes
/// are the same run after run and for any thread count; the modes differ in speed and size.
///
/// Chosen by measurement on every preset, light and dark (`segment-render bench --png-survey`):
/// - `fast`: igzip (ISA-L) level 0 in row bands, no row filters — for throw-away frames.
/// - `default`: igzip level 1 in row bands, no row filters — about 10× faster than zlib level 6
///   and still smaller than Skia's own PNG of the demo scene.
/// - `small`: libpng with zlib level 9 and no row filters — for files committed to git (new goldens
///   are recorded this way): 30 % smaller than `default` over the presets, at least 10 % on each.
///   Adaptive row filters make flat UI art *larger* (they pay off on photographs), so none of the
///   modes uses them.
///
/// `small` is zlib's, the same bytes on any machine. `fast` and `default` are ISA-L's, whose
/// compressed bytes can depend on the instruction set it picks at run time (the pixels never do),
/// but not on the process, the thread or where memory lies: `BandDeflate` works around an ISA-L
/// 2.30 level-1 bug that made them depend on the stream's address.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// igzip level 0 in row bands: the fastest.
    case fast
    /// igzip level 1 in row bands.
    case `default`
    /// zlib level 9: the smallest.
    case small
}

/// The row bands one image is compressed in: about 64 KB of input each (at least 8 rows), so a
/// 750 × 88 px frame is 4 bands, a large image as many as it takes to keep every core busy.
package struct PNGBands: Sendable, Equatable {
    public let rowBytes: Int
    public let height: Int
    public let rowsPerBand: Int

    public init(width: Int, height: Int, targetBytes: Int = 64 << 10) {
        rowBytes = width * 4 + 1
        self.height = height
        rowsPerBand = max(8, targetBytes / max(1, rowBytes))
    }

    public var count: Int { (height + rowsPerBand - 1) / rowsPerBand }

    /// The rows of band `k`.
    public func rows(_ k: Int) -> Range<Int> { (k * rowsPerBand)..<min(height, (k + 1) * rowsPerBand) }
}
