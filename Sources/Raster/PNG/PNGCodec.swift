internal import CPNG

/// A decoded image: straight-alpha RGBA8 rows.
public struct DecodedImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Straight-alpha RGBA8, `width * 4` bytes a row.
    public var rgba: [UInt8]

    /// An image from straight-alpha RGBA bytes, `width * height * 4` of them.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The same pixels, premultiplied, ready to draw with or into.
    public var framebuffer: Framebuffer { Framebuffer(width: width, height: height, straightRGBA: rgba) }

    /// A framebuffer's pixels with their alpha unpremultiplied.
    public init(_ framebuffer: Framebuffer) {
        self.init(width: framebuffer.width, height: framebuffer.height, rgba: framebuffer.straightRGBA())
    }
}

/// PNG encoding and decoding through libpng (via the CPNG shim).
public enum PNGCodec {
    /// The largest image a decode accepts by default: 64 megapixels.
    public static let defaultPixelBudget = 64 << 20

    /// Encodes a framebuffer as an sRGB PNG with straight alpha (``PNGCompression`` says how).
    public static func encode(_ framebuffer: Framebuffer, compression: PNGCompression = .default, jobs: Int = 1) throws -> [UInt8] {
        if compression != .small, framebuffer.width > 0, framebuffer.height > 0 {
            return try PNGWriter.encodeOnce(framebuffer, compression: compression, jobs: jobs)
        }
        return try encode(
            straightRGBA: framebuffer.straightRGBA(), width: framebuffer.width, height: framebuffer.height,
            compression: compression, jobs: jobs)
    }

    /// Encodes a decoded (straight-alpha) image.
    public static func encode(_ image: DecodedImage, compression: PNGCompression = .default, jobs: Int = 1) throws -> [UInt8] {
        try encode(straightRGBA: image.rgba, width: image.width, height: image.height, compression: compression, jobs: jobs)
    }

    /// Encodes straight-alpha RGBA8 rows as an sRGB PNG; `fast` and `default` compress row bands on
    /// up to `jobs` threads (the bytes do not depend on it).
    public static func encode(
        straightRGBA rgba: [UInt8], width: Int, height: Int,
        compression: PNGCompression = .default, jobs: Int = 1
    ) throws -> [UInt8] {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw PNGError.wrongPixelCount(bytes: rgba.count, width: width, height: height)
        }
        if compression != .small {
            return try PNGWriter(compression: compression).encode(straightRGBA: rgba, width: width, height: height, jobs: jobs)
        }
        // zlib level 9 without row filters: on UI art, filters cost more than they save
        // (`bench --png-survey` measures it: 30 % smaller than `default` over the presets).
        return try encodeWithZlib(straightRGBA: rgba, width: width, height: height, level: 9, adaptiveFilters: false)
    }

    /// libpng and zlib at any level, with adaptive row filters or none: what `small` uses, open
    /// for `bench --png-survey` to compare settings with.
    public static func encodeWithZlib(straightRGBA rgba: [UInt8], width: Int, height: Int, level: Int, adaptiveFilters: Bool) throws -> [UInt8] {
        var buffer = cpng_buffer()
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_CAPACITY))
        let settings = cpng_encode_options(
            level: Int32(min(max(level, 0), 9)), filters: adaptiveFilters ? cpng_filter_all : cpng_filter_none,
            strategy: cpng_strategy_default, srgb: 1)
        let status = rgba.withUnsafeBufferPointer { p in
            cpng_encode_rgba(p.baseAddress, UInt32(width), UInt32(height), width * 4, settings, &buffer, &message)
        }
        defer { cpng_free(buffer.data) }
        guard status == 0 else { throw PNGError.codec(cString(message)) }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    /// Decodes a PNG of any colour type and bit depth to straight-alpha RGBA8.
    /// An image over `pixelBudget` pixels is refused before its pixels are allocated; a corrupt or
    /// truncated file throws.
    public static func decode(_ data: [UInt8], pixelBudget: Int = defaultPixelBudget) throws -> DecodedImage {
        var image = cpng_image()
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_CAPACITY))
        let status = data.withUnsafeBufferPointer { p in
            cpng_decode_rgba(p.baseAddress, p.count, UInt64(pixelBudget), &image, &message)
        }
        defer { cpng_free(image.pixels) }
        guard status == 0 else { throw PNGError.codec(cString(message)) }
        let count = Int(image.width) * Int(image.height) * 4
        return DecodedImage(
            width: Int(image.width), height: Int(image.height),
            rgba: Array(UnsafeBufferPointer(start: image.pixels, count: count)))
    }

    /// zlib-compresses bytes (a zlib stream as IDAT and fdAT chunks carry it).
    public static func deflate(_ data: [UInt8], level: Int = 6) throws -> [UInt8] {
        var buffer = cpng_buffer()
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_CAPACITY))
        let status = data.withUnsafeBufferPointer { p in
            cpng_deflate(p.baseAddress, p.count, Int32(level), cpng_strategy_default, &buffer, &message)
        }
        defer { cpng_free(buffer.data) }
        guard status == 0 else { throw PNGError.codec(cString(message)) }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    /// Inflates a zlib stream, refusing more than `maxSize` bytes.
    public static func inflate(_ data: [UInt8], maxSize: Int) throws -> [UInt8] {
        var buffer = cpng_buffer()
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_CAPACITY))
        let status = data.withUnsafeBufferPointer { p in cpng_inflate(p.baseAddress, p.count, maxSize, &buffer, &message) }
        defer { cpng_free(buffer.data) }
        guard status == 0 else { throw PNGError.codec(cString(message)) }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    /// CRC-32 as PNG chunks use it.
    public static func crc32(_ bytes: [UInt8], initial: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { cpng_crc32(initial, $0.baseAddress, $0.count) }
    }
}

/// The text of a NUL-terminated C buffer, decoded as UTF-8 (invalid bytes replaced).
func cString(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
