internal import CPNG
import Dispatch
import FoundationEssentials
import Glibc

/// Our own PNG writer for the `fast` and `default` modes: IHDR (8-bit RGBA), the sRGB chunks libpng
/// writes (gAMA, sRGB, cHRM), one IDAT holding a zlib stream compressed in row bands
/// (``BandDeflate``), IEND. Rows use filter type 0, which on flat UI art is as small as adaptive
/// filtering and much faster.
///
/// A writer remembers the last image's bands: a band whose rows are byte-for-byte the same as
/// last time reuses its compressed bytes, so in an animation only the rows that changed are
/// compressed again. Reuse never changes the output — each band is compressed independently of
/// the others — so one writer per sequence, or a fresh one per frame, give identical files.
package final class PNGWriter: @unchecked Sendable {
    package let compression: PNGCompression
    private var previous: (width: Int, height: Int, filtered: [UInt8], bands: [DeflateBand])?
    /// The rows of the image before the previous one, written over by the next: a sequence
    /// alternates between two buffers instead of allocating (and page-faulting in) fresh rows
    /// for every frame.
    private var spare: [UInt8] = []

    /// - Parameter compression: any mode; `small` is written by libpng and zlib (no bands, no
    ///   reuse), so one writer serves a sequence whatever mode it asks for.
    package init(compression: PNGCompression) {
        self.compression = compression
    }

    /// Encodes straight-alpha RGBA8 rows, compressing bands on up to `jobs` threads.
    package func encode(straightRGBA rgba: [UInt8], width: Int, height: Int, jobs: Int = 1) throws -> [UInt8] {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw PNGError.wrongPixelCount(bytes: rgba.count, width: width, height: height)
        }
        if compression == .small {
            return try PNGCodec.encode(straightRGBA: rgba, width: width, height: height, compression: .small)
        }
        let stride = width * 4, rowBytes = width * 4 + 1
        var filtered = rows(count: rowBytes * height)
        filtered.withUnsafeMutableBufferPointer { out in
            rgba.withUnsafeBytes { src in
                for y in 0..<height {
                    out[y * rowBytes] = 0  // filter type None
                    UnsafeMutableRawPointer(out.baseAddress! + y * rowBytes + 1).copyMemory(from: src.baseAddress! + y * stride, byteCount: stride)
                }
            }
        }
        return try encode(filtered: filtered, width: width, height: height, jobs: jobs)
    }

    /// Encodes a framebuffer, un-premultiplying straight into the PNG's rows (no intermediate image).
    package func encode(_ framebuffer: Framebuffer, jobs: Int = 1) throws -> [UInt8] {
        if compression == .small { return try PNGCodec.encode(framebuffer, compression: .small) }
        let width = framebuffer.width, height = framebuffer.height  // a framebuffer has at least one pixel
        let rowBytes = width * 4 + 1
        var filtered = rows(count: rowBytes * height)
        filtered.withUnsafeMutableBufferPointer { Self.filter(framebuffer, rows: 0..<height, into: $0) }
        return try encode(filtered: filtered, width: width, height: height, jobs: jobs)
    }

    /// `rows` of `framebuffer` as PNG rows at the start of `out`: each un-premultiplied after its
    /// filter-type byte (0, None).
    private static func filter(_ framebuffer: Framebuffer, rows: Range<Int>, into out: UnsafeMutableBufferPointer<UInt8>) {
        let width = framebuffer.width, rowBytes = width * 4 + 1
        framebuffer.pixels.withUnsafeBufferPointer { src in
            for (i, y) in rows.enumerated() {
                out[i * rowBytes] = 0
                Framebuffer.unpremultiply(src, from: y * width * 4, count: width, into: out, at: i * rowBytes + 1)
            }
        }
    }

    /// Threads pay off from about a megabyte of rows; below that, starting them costs more.
    package static func threadsPayOff(width: Int, height: Int) -> Bool { (width * 4 + 1) * height >= 1 << 20 }

    /// Encodes one framebuffer with nothing kept for a next image, in the same bytes as
    /// ``encode(_:jobs:)``. Below the size where threads pay off, each band's rows are
    /// un-premultiplied into one band-sized buffer, compressed, and the buffer is reused for the
    /// next band: the image's rows are never all in memory at once (the 2x demo touches 16 pages
    /// for them instead of 65, each a page fault in a short-lived process).
    package static func encodeOnce(_ framebuffer: Framebuffer, compression: PNGCompression, jobs: Int) throws -> [UInt8] {
        let width = framebuffer.width, height = framebuffer.height
        guard compression != .small, !(jobs > 1 && threadsPayOff(width: width, height: height)) else {
            return try PNGWriter(compression: compression).encode(framebuffer, jobs: jobs)
        }
        let layout = PNGBands(width: width, height: height)
        let level = compression == .fast ? 0 : 1
        // Left uninitialized: each band writes every byte it compresses.
        let capacity = min(layout.rowsPerBand, height) * layout.rowBytes
        var rows = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        var bands: [DeflateBand] = []
        bands.reserveCapacity(layout.count)
        for k in 0..<layout.count {
            let band = layout.rows(k)
            let byteCount = band.count * layout.rowBytes
            rows.withUnsafeMutableBufferPointer { filter(framebuffer, rows: band, into: $0) }
            bands.append(
                try rows.withUnsafeBufferPointer {
                    try BandDeflate.band(UnsafeBufferPointer(rebasing: $0[..<byteCount]), level: level, isFinal: k == layout.count - 1)
                })
        }
        return file(width: width, height: height, idat: BandDeflate.zlibStream(bands))
    }

    /// A buffer of `count` bytes for the next image's rows (their contents are all overwritten):
    /// the spare one when it has that size, else a new one.
    private func rows(count: Int) -> [UInt8] {
        var buffer: [UInt8] = []
        swap(&buffer, &spare)
        guard buffer.count == count else {
            // Left uninitialized: the caller writes every byte, and zeroing first would touch
            // each page twice.
            return [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        return buffer
    }

    private func encode(filtered: [UInt8], width: Int, height: Int, jobs: Int) throws -> [UInt8] {
        let layout = PNGBands(width: width, height: height)
        let reusable = previous.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        let level = compression == .fast ? 0 : 1
        let count = layout.count
        var bands = [DeflateBand?](repeating: nil, count: count)
        var todo: [Int] = []
        for k in 0..<count {
            let range = (layout.rows(k).lowerBound * layout.rowBytes)..<(layout.rows(k).upperBound * layout.rowBytes)
            if let reusable, Self.same(reusable.filtered, filtered, range) {
                bands[k] = reusable.bands[k]
            } else {
                todo.append(k)
            }
        }
        let pending = todo
        let made = try filtered.withUnsafeBufferPointer { all -> [DeflateBand] in
            let base = UnsafeSendableBuffer(all)
            return try parallelMap(pending.count, jobs: Self.threadsPayOff(width: width, height: height) ? jobs : 1) { i in
                let k = pending[i], rows = layout.rows(k)
                let slice = UnsafeBufferPointer(rebasing: base.buffer[(rows.lowerBound * layout.rowBytes)..<(rows.upperBound * layout.rowBytes)])
                return try BandDeflate.band(slice, level: level, isFinal: k == count - 1)
            }
        }
        for (i, k) in todo.enumerated() { bands[k] = made[i] }
        lastReusedBands = count - todo.count
        let finished = bands.map { $0! }
        spare = previous?.filtered ?? []
        previous = (width, height, filtered, finished)
        return Self.file(width: width, height: height, idat: BandDeflate.zlibStream(finished))
    }

    /// How many bands the last image reused from the one before (for tests and the benchmark).
    package private(set) var lastReusedBands = 0

    /// Whether two buffers hold the same bytes in `range` (memcmp: an ArraySlice `==` goes
    /// element by element).
    static func same(_ a: [UInt8], _ b: [UInt8], _ range: Range<Int>) -> Bool {
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in memcmp(pa.baseAddress! + range.lowerBound, pb.baseAddress! + range.lowerBound, range.count) == 0 }
        }
    }

    /// A zlib stream of `data` (filtered rows) in `compression`'s way: zlib level 9 for `small`,
    /// else igzip in 64 KB bands — for APNG frames, whose rows are cropped.
    static func zlib(_ data: [UInt8], compression: PNGCompression, jobs: Int = 1) throws -> [UInt8] {
        if compression == .small { return try PNGCodec.deflate(data, level: 9) }
        let size = 64 << 10, count = max(1, (data.count + size - 1) / size)
        let bands = try data.withUnsafeBufferPointer { all -> [DeflateBand] in
            let base = UnsafeSendableBuffer(all)
            return try parallelMap(count, jobs: jobs) { k in
                try BandDeflate.band(
                    UnsafeBufferPointer(rebasing: base.buffer[(k * size)..<min(data.count, (k + 1) * size)]),
                    level: compression == .fast ? 0 : 1, isFinal: k == count - 1)
            }
        }
        return BandDeflate.zlibStream(bands)
    }

    static func file(width: Int, height: Int, idat: [UInt8]) -> [UInt8] {
        var out = APNG.signature
        out.reserveCapacity(idat.count + 128)
        out += APNG.chunk("IHDR", APNG.be32(width) + APNG.be32(height) + [8, 6, 0, 0, 0])
        out += APNG.chunk("gAMA", APNG.be32(45455))
        out += APNG.chunk("sRGB", [0])
        // The sRGB primaries and white point, × 100,000, as libpng writes them beside sRGB.
        out += APNG.chunk("cHRM", [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap(APNG.be32))
        out += APNG.chunk("IDAT", idat)
        out += APNG.chunk("IEND", [])
        return out
    }
}

/// Rows handed to ``parallelMap(_:jobs:_:)``, which the compiler cannot prove safe: every band
/// only reads them, and they outlive the call.
struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
    init(_ b: UnsafeBufferPointer<T>) { buffer = b }
}
