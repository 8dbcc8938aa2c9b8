internal import CGIF
import FoundationEssentials
import Glibc

/// giflib's encoder writing into memory: the screen, the loop extension, frames with their graphic
/// control blocks, and the trailer. Owns the giflib handle and the buffer; nothing else in Raster
/// calls giflib.
final class GIFEncoder {
    private var sink = UnsafeMutablePointer<segment_render_gif_sink>.allocate(capacity: 1)
    private var gif: UnsafeMutablePointer<GifFileType>?

    init() throws {
        sink.initialize(to: segment_render_gif_sink(bytes: nil, count: 0, capacity: 0, failed: 0))
        var error: Int32 = 0
        gif = segment_render_gif_open(sink, &error)
        if gif == nil {
            free(sink.pointee.bytes)
            sink.deallocate()
            throw Self.failure(error)
        }
    }

    deinit {
        if let gif {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }
        free(sink.pointee.bytes)
        sink.deallocate()
    }

    /// The logical screen, with `palette` as the global colour table; the background is the
    /// transparent entry when there is one.
    func screen(width: Int, height: Int, palette: GIFPalette) throws {
        try withColorMap(palette) { map in
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, Int32(palette.transparentIndex ?? 0), map))
        }
    }

    /// The NETSCAPE2.0 application extension: play, then repeat `repeats` more times (0: for ever).
    func loop(repeats: Int) throws {
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
        try check(EGifPutExtensionBlock(gif, 3, [1, UInt8(repeats & 255), UInt8(repeats >> 8 & 255)]))
        try check(EGifPutExtensionTrailer(gif))
    }

    /// One frame: its graphic control block (delay in centiseconds, disposal, transparent entry),
    /// image descriptor (with `palette` as a local colour table when `local`) and rows, each filled
    /// by `row(y, buffer)` with palette entries for `box`'s columns.
    func frame(
        _ box: PixelBox, delay: Int, disposal: Int32, palette: GIFPalette, local: Bool,
        row: (Int, inout [UInt8]) -> Void
    ) throws {
        var control = GraphicsControlBlock(
            DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(min(delay, 65535)),
            TransparentColor: Int32(palette.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        let describe = { (map: UnsafePointer<ColorMapObject>?) in
            try self.check(EGifPutImageDesc(self.gif, Int32(box.x0), Int32(box.y0), Int32(box.width), Int32(box.height), false, map))
        }
        if local { try withColorMap(palette, describe) } else { try describe(nil) }
        var buffer = [UInt8](repeating: 0, count: box.width)
        for y in box.y0..<box.y1 {
            row(y, &buffer)
            try check(EGifPutLine(gif, &buffer, Int32(box.width)))
        }
    }

    /// Closes the stream (the trailer) and returns every byte written.
    func finish() throws -> [UInt8] {
        var error: Int32 = 0
        let closed = EGifCloseFile(gif, &error)
        gif = nil
        guard closed == GIF_OK, sink.pointee.failed == 0 else { throw Self.failure(sink.pointee.failed != 0 ? E_GIF_ERR_NOT_ENOUGH_MEM : error) }
        return [UInt8](UnsafeBufferPointer(start: sink.pointee.bytes, count: sink.pointee.count))
    }

    /// `palette` as giflib's colour map, padded with black to a power of two (at least 2).
    private func withColorMap<T>(_ palette: GIFPalette, _ body: (UnsafePointer<ColorMapObject>) throws -> T) throws -> T {
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, color) in palette.colors.enumerated() {
            colors[i] = GifColorType(Red: UInt8(color >> 16 & 255), Green: UInt8(color >> 8 & 255), Blue: UInt8(color & 255))
        }
        guard let map = GifMakeMapObject(Int32(size), colors) else { throw GIFError.encoder(code: Int(E_GIF_ERR_NOT_ENOUGH_MEM), message: "out of memory") }
        defer { GifFreeMapObject(map) }
        return try body(map)
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else { throw Self.failure(sink.pointee.failed != 0 ? E_GIF_ERR_NOT_ENOUGH_MEM : gif?.pointee.Error ?? 0) }
    }

    private static func failure(_ code: Int32) -> GIFError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
        return .encoder(code: Int(code), message: message)
    }
}
