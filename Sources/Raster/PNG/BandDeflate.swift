internal import CISAL
internal import CPNG
import FoundationEssentials
import Glibc

/// A zlib stream made of independently compressed bands: each band is a run of whole deflate
/// blocks that ends byte-aligned (ISA-L's full flush, no back-references into another band), so
/// bands compress on any number of threads — the bytes are the same for any count — and a band
/// whose input did not change can reuse its compressed bytes. The stream is the zlib header, the
/// bands in order (only the last carries the final-block bit), and the Adler-32 of all the input,
/// joined from the bands' own checksums.
package struct DeflateBand: Sendable, Equatable {
    /// Raw deflate blocks, ending byte-aligned (final only for the last band).
    package var blocks: [UInt8]
    /// The Adler-32 of this band's input.
    package var adler: UInt32
    /// The input's length.
    package var length: Int
    package var isFinal: Bool
}

/// igzip's working memory (about 300 KB for level 1), kept between bands: a fresh allocation that
/// size is mapped from the kernel every time, and faulting its pages in cost more than the
/// compression. A buffer is reused as the last band left it: a band's first call resets the
/// hash table it reads and writes everything else before reading it, so a band's bytes never
/// depend on the band before (`PNGWriterTests` compresses through a buffer filled with garbage
/// and checks the bytes). Zeroing 300 KB per band cost 6 % of a whole `render`. For the same
/// reason a fresh buffer comes from `malloc`, not `calloc`: calloc zeroed all of it, 70 page
/// faults in a process's first band, where compressing a 64 KB band touches about 14 pages.
final class LevelBuffers: @unchecked Sendable {
    static let shared = LevelBuffers()
    private let lock = Lock()
    private var free: [Int: [UnsafeMutableRawPointer]] = [:]

    func take(size: Int) throws -> UnsafeMutableRawPointer {
        lock.lock()
        let pooled = free[size]?.popLast()
        lock.unlock()
        if let pooled { return pooled }
        guard let fresh = malloc(size) else { throw PNGError.outOfMemory }
        return fresh
    }

    func give(_ buffer: UnsafeMutableRawPointer, size: Int) {
        lock.lock()
        defer { lock.unlock() }
        if free[size, default: []].count < 64 {
            free[size, default: []].append(buffer)
        } else {
            Glibc.free(buffer)
        }
    }
}

enum BandDeflate {
    /// Compresses one band with igzip at `level` (0 stores matches only with a tiny hash table;
    /// 1 is the fast default).
    static func band(_ input: UnsafeBufferPointer<UInt8>, level: Int, isFinal: Bool) throws -> DeflateBand {
        var stream = isal_zstream()
        return try band(input, level: level, isFinal: isFinal, stream: &stream)
    }

    /// The bytes ISA-L's tail routine compresses on their own at the start of each band, ahead
    /// of the rest (levels 1 and 2). In ISA-L 2.30 the level-1/2 body, when it starts a stream
    /// with no history, hashes the *stream's address* instead of input bytes 2–5 (the register
    /// it meant to load still holds the `isal_zstream` pointer), so a band's bytes depended on
    /// where the stream happened to sit: stack addresses vary with ASLR, and about 1 process in
    /// 600 wrote different (valid) bytes. Starting the band with a sync-flushed primer gives the
    /// body history, so it never takes that path. The primer must be 4 bytes or more (fewer
    /// leaves no history) and at most 16 (the look-ahead a flushing call keeps back: a longer
    /// primer reaches the body itself). It costs about 6 bytes a band.
    /// `BandDeflateAddressTests` places the stream where the stray hash does harm.
    static let primerLength = 8

    /// The bytes an igzip stream occupies.
    static let streamSize = MemoryLayout<isal_zstream>.size

    /// `band(_:level:isFinal:)` with the stream in `streamMemory` (`streamSize` bytes, 8-byte
    /// aligned): tests place it at chosen addresses.
    static func band(
        _ input: UnsafeBufferPointer<UInt8>, level: Int, isFinal: Bool,
        streamMemory: UnsafeMutableRawPointer
    ) throws -> DeflateBand {
        let stream = streamMemory.bindMemory(to: isal_zstream.self, capacity: 1)
        stream.initialize(to: isal_zstream())
        return try band(input, level: level, isFinal: isFinal, stream: stream)
    }

    private static func band(
        _ input: UnsafeBufferPointer<UInt8>, level: Int, isFinal: Bool,
        stream: UnsafeMutablePointer<isal_zstream>
    ) throws -> DeflateBand {
        let clamped = min(max(level, 0), 3)
        let levelBufferSize = Self.levelBufferSize(clamped)
        let levelBuffer = try LevelBuffers.shared.take(size: levelBufferSize)
        defer { LevelBuffers.shared.give(levelBuffer, size: levelBufferSize) }
        // Incompressible input grows by about 5 bytes per 64 KB stored block, plus headers and
        // the primer's own block and flush.
        let capacity = input.count + input.count / 8 + 1024
        let primer = clamped >= 1 && clamped <= 2 ? min(primerLength, input.count) : 0
        let output = try [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            initialized = 0
            if primer == 0 {
                isal_deflate_stateless_init(stream)
            } else {
                isal_deflate_init(stream)
            }
            stream.pointee.level = UInt32(clamped)
            stream.pointee.level_buf = levelBuffer.assumingMemoryBound(to: UInt8.self)
            stream.pointee.level_buf_size = UInt32(levelBufferSize)
            stream.pointee.gzip_flag = 0
            stream.pointee.next_out = out.baseAddress
            stream.pointee.avail_out = UInt32(capacity)
            let start = UnsafeMutablePointer(mutating: input.baseAddress)
            if primer == 0 {
                try Self.run(
                    stream, isal_deflate_stateless, from: start, count: input.count,
                    flush: FULL_FLUSH, isFinal: isFinal, checkState: false)
            } else {
                try Self.run(
                    stream, isal_deflate, from: start, count: primer, flush: SYNC_FLUSH, isFinal: false,
                    checkState: true)
                try Self.run(
                    stream, isal_deflate, from: start.map { $0 + primer }, count: input.count - primer,
                    flush: FULL_FLUSH, isFinal: isFinal, checkState: true)
            }
            initialized = capacity - Int(stream.pointee.avail_out)
        }
        let adler = isal_adler32(1, input.baseAddress, UInt64(input.count))
        return DeflateBand(blocks: output, adler: adler, length: input.count, isFinal: isFinal)
    }

    /// One igzip call over `count` bytes from `start`, which must consume them all. A stateful
    /// call (`checkState`) must also leave nothing buffered: its flush ends between blocks, and
    /// the final band ends the stream. (A stateless call that falls back to stored blocks ends
    /// in the end state even mid-stream, so its status is all there is to check.)
    private static func run(
        _ stream: UnsafeMutablePointer<isal_zstream>,
        _ deflate: (UnsafeMutablePointer<isal_zstream>?) -> Int32,
        from start: UnsafeMutablePointer<UInt8>?, count: Int, flush: Int32, isFinal: Bool,
        checkState: Bool
    ) throws {
        stream.pointee.next_in = start
        stream.pointee.avail_in = UInt32(count)
        stream.pointee.flush = UInt16(flush)
        stream.pointee.end_of_stream = isFinal ? 1 : 0
        let status = deflate(stream)
        let state = stream.pointee.internal_state.state
        let finished = !checkState || state == (isFinal ? ZSTATE_END : ZSTATE_NEW_HDR)
        guard status == COMP_OK, stream.pointee.avail_in == 0, finished else {
            throw PNGError.compressorFailed(status: status, state: state.rawValue)
        }
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
