internal import CISAL
internal import CPNG
import Foundation

/// A zlib stream made of independently compressed bands: each band is a run of whole deflate
/// blocks that ends byte-aligned (ISA-L's full flush, no back-references into another band), so
/// bands compress on any number of threads — the bytes are the same for any count — and a band
/// whose input did not change can reuse its compressed bytes. The stream is the zlib header, the
/// bands in order (only the last carries the final-block bit), and the Adler-32 of all the input,
/// joined from the bands' own checksums.
public struct DeflateBand: Sendable, Equatable {
    /// Raw deflate blocks, ending byte-aligned (final only for the last band).
    public var blocks: [UInt8]
    /// The Adler-32 of this band's input.
    public var adler: UInt32
    /// The input's length.
    public var length: Int
    public var isFinal: Bool
}

/// igzip's working memory (about 300 KB for level 1), kept between bands: a fresh allocation that
/// size is mapped from the kernel every time, and faulting its pages in cost more than the
/// compression. A buffer is reused as the last band left it: stateless compression resets the
/// hash table it reads and writes everything else before reading it, so a band's bytes never
/// depend on the band before (`PNGWriterTests` compresses through a buffer filled with garbage
/// and checks the bytes). Zeroing 300 KB per band cost 6 % of a whole `render`.
final class LevelBuffers: @unchecked Sendable {
    static let shared = LevelBuffers()
    private let lock = NSLock()
    private var free: [Int: [UnsafeMutableRawPointer]] = [:]

    func take(size: Int) throws -> UnsafeMutableRawPointer {
        lock.lock()
        let pooled = free[size]?.popLast()
        lock.unlock()
        if let pooled { return pooled }
        guard let fresh = calloc(size, 1) else { throw PNGError(description: "out of memory compressing a band") }
        return fresh
    }

    func give(_ buffer: UnsafeMutableRawPointer, size: Int) {
        lock.lock()
        defer { lock.unlock() }
        if free[size, default: []].count < 64 {
            free[size, default: []].append(buffer)
        } else {
            Foundation.free(buffer)
        }
    }
}

enum BandDeflate {
    /// Compresses one band with igzip at `level` (0 stores matches only with a tiny hash table;
    /// 1 is the fast default).
    static func band(_ input: UnsafeBufferPointer<UInt8>, level: Int, isFinal: Bool) throws -> DeflateBand {
        var stream = isal_zstream()
        isal_deflate_stateless_init(&stream)
        let clamped = min(max(level, 0), 3)
        let levelBufferSize = Self.levelBufferSize(clamped)
        let levelBuffer = try LevelBuffers.shared.take(size: levelBufferSize)
        defer { LevelBuffers.shared.give(levelBuffer, size: levelBufferSize) }
        // Incompressible input grows by about 5 bytes per 64 KB stored block, plus headers.
        let capacity = input.count + input.count / 8 + 1024
        var status: Int32 = 0
        let output = try [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            stream.level = UInt32(clamped)
            stream.level_buf = levelBuffer.assumingMemoryBound(to: UInt8.self)
            stream.level_buf_size = UInt32(levelBufferSize)
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(capacity)
            stream.flush = UInt16(FULL_FLUSH)
            stream.end_of_stream = isFinal ? 1 : 0
            stream.gzip_flag = 0
            status = isal_deflate_stateless(&stream)
            initialized = status == COMP_OK ? capacity - Int(stream.avail_out) : 0
            if status != COMP_OK { throw PNGError(description: "ISA-L could not compress a band (status \(status))") }
        }
        let adler = isal_adler32(1, input.baseAddress, UInt64(input.count))
        return DeflateBand(blocks: output, adler: adler, length: input.count, isFinal: isFinal)
    }

    /// The working memory igzip needs at `level` (0–3).
    static func levelBufferSize(_ level: Int) -> Int {
        Int(cisal_level_buffer_size(Int32(min(max(level, 0), 3))))
    }

    /// The zlib stream of `bands`, in order.
    static func zlibStream(_ bands: [DeflateBand]) -> [UInt8] {
        // CMF 0x78 (deflate, 32 KB window), FLG 0x01 (fastest; FCHECK makes 0x7801 a multiple of 31).
        var out: [UInt8] = [0x78, 0x01]
        out.reserveCapacity(2 + bands.reduce(0) { $0 + $1.blocks.count } + 4)
        var adler: UInt32 = 1
        for band in bands {
            out += band.blocks
            adler = cpng_adler32_combine(adler, band.adler, band.length)
        }
        out += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return out
    }
}
