/// A block of premultiplied RGBA8 pixels, row after row, 4 bytes a pixel, top row first.
///
/// All drawing composites with integer source-over and the one rounding rule of ``div255(_:)``,
/// so the same calls give the same bytes on every run, machine and thread count.
/// Drawing is limited to ``clip`` (the whole framebuffer unless set).
///
/// A framebuffer may be a *window* of a larger canvas (``init(window:)``): it holds only the
/// pixels of ``bounds`` but every coordinate stays the canvas's own, so drawing into it gives,
/// inside the window, exactly the bytes drawing into the whole canvas would — a layer costs the
/// box its content can reach, not the canvas.
public struct Framebuffer: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Where the window's top-left pixel is on its canvas (0, 0 for a whole canvas).
    package let originX: Int

    package let originY: Int
    /// Premultiplied RGBA8, `width * 4` bytes a row.
    public internal(set) var pixels: [UInt8]
    /// Drawing outside this box (canvas coordinates) is discarded.
    package var clip: PixelBox

    /// A framebuffer filled with `color` (transparent by default).
    public init(width: Int, height: Int, fill color: RGBA8 = .clear) {
        self.init(window: PixelBox(x0: 0, y0: 0, x1: width, y1: height), fill: color)
    }

    /// A window of a canvas: the pixels of `window` only, addressed in the canvas's coordinates.
    package init(window: PixelBox, fill color: RGBA8 = .clear) {
        let width = window.width, height = window.height
        precondition(width > 0 && height > 0, "a framebuffer needs at least one pixel")
        self.width = width
        self.height = height
        originX = window.x0
        originY = window.y0
        let p = color.premultiplied
        if p.a == 0 {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            let word = (UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24).littleEndian
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                UnsafeMutableRawPointer(buffer.baseAddress!).initializeMemory(as: UInt32.self, repeating: word, count: width * height)
                count = width * height * 4
            }
        }
        clip = window
    }

    /// A framebuffer over existing premultiplied pixels.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        precondition(premultipliedPixels.count == width * height * 4)
        self.width = width
        self.height = height
        originX = 0
        originY = 0
        pixels = premultipliedPixels
        clip = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    }

    /// The pixels held, in canvas coordinates.
    package var bounds: PixelBox { PixelBox(x0: originX, y0: originY, x1: originX + width, y1: originY + height) }

    /// The byte offset of the pixel at canvas coordinates (x, y), which must be inside ``bounds``.
    @inline(__always)
    func byteOffset(_ x: Int, _ y: Int) -> Int { ((y - originY) * width + (x - originX)) * 4 }

    /// The alpha of the pixel at canvas coordinates (x, y); 0 outside ``bounds``.
    package func alpha(_ x: Int, _ y: Int) -> UInt8 { bounds.contains(x, y) ? pixels[byteOffset(x, y) + 3] : 0 }

    /// ``byteOffset(_:_:)`` as a value, for use while the pixels are being written.
    var offsets: PixelOffsets { PixelOffsets(originX: originX, originY: originY, width: width) }

    public static func == (lhs: Framebuffer, rhs: Framebuffer) -> Bool {
        lhs.bounds == rhs.bounds && lhs.pixels == rhs.pixels
    }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        let i = byteOffset(x, y)
        return PremultipliedRGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Writes `count` pixels starting at byte `start` of premultiplied `source` as straight alpha
    /// into `target` at byte `offset`: opaque pixels as they are, clear ones as zeros.
    static func unpremultiply(
        _ source: UnsafeBufferPointer<UInt8>, from start: Int, count: Int,
        into target: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) {
        var i = start, o = offset
        let from = UnsafeRawPointer(source.baseAddress!), to = UnsafeMutableRawPointer(target.baseAddress!)
        for _ in 0..<count {
            let pixel = from.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            // Read as little-endian, alpha is the top byte. Opaque pixels are copied whole.
            if UInt32(littleEndian: pixel) >= 0xFF00_0000 {
                to.storeBytes(of: pixel, toByteOffset: o, as: UInt32.self)
                i += 4
                o += 4
                continue
            }
            let a = source[i + 3]
            if a == 255 {
                target[o] = source[i]
                target[o + 1] = source[i + 1]
                target[o + 2] = source[i + 2]
            } else if a == 0 {
                target[o] = 0
                target[o + 1] = 0
                target[o + 2] = 0
            } else {
                let s = PremultipliedRGBA8(r: source[i], g: source[i + 1], b: source[i + 2], a: a).straight
                target[o] = s.r
                target[o + 1] = s.g
                target[o + 2] = s.b
            }
            target[o + 3] = a
            i += 4
            o += 4
        }
    }

    /// Straight-alpha RGBA8 rows, as PNG stores them.
    public func straightRGBA() -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            pixels.withUnsafeBufferPointer { Framebuffer.unpremultiply($0, from: 0, count: count, into: out, at: 0) }
            initialized = count * 4
        }
    }

    /// A framebuffer from straight-alpha RGBA8 rows (as decoded from PNG).
    public init(width: Int, height: Int, straightRGBA: [UInt8]) {
        precondition(straightRGBA.count == width * height * 4)
        var premultiplied = straightRGBA
        premultiplied.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 {
                    let q = RGBA8(r: p[i], g: p[i + 1], b: p[i + 2], a: a).premultiplied
                    p[i] = q.r
                    p[i + 1] = q.g
                    p[i + 2] = q.b
                }
                i += 4
            }
        }
        self.init(width: width, height: height, premultipliedPixels: premultiplied)
    }
}

/// A box of whole pixels, `x0..<x1` by `y0..<y1`.
public struct PixelBox: Hashable, Sendable {
    /// Left edge (inclusive), in pixels.
    public var x0: Int
    /// Top edge (inclusive), in pixels.
    public var y0: Int
    /// Right edge (exclusive), in pixels.
    public var x1: Int
    /// Bottom edge (exclusive), in pixels.
    public var y1: Int
    /// The box from (`x0`, `y0`) up to, not including, (`x1`, `y1`).
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
    /// Whether the box holds no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// Whether pixel (`x`, `y`) is inside the box.
    @inline(__always)
    public func contains(_ x: Int, _ y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }
    /// The box grown by `n` pixels on every side.
    public func expanded(by n: Int) -> PixelBox { PixelBox(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n) }
    /// The smallest box holding both.
    public func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
    /// Width in pixels (0 when empty).
    public var width: Int { max(0, x1 - x0) }
    /// Height in pixels (0 when empty).
    public var height: Int { max(0, y1 - y0) }
    /// The pixels in both boxes (empty when they do not meet).
    public func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
    /// The smallest box of whole pixels that holds `rect`.
    public init(enclosing rect: Rect) {
        x0 = Int(saturating: rect.minX, .down)
        y0 = Int(saturating: rect.minY, .down)
        x1 = Int(saturating: rect.maxX, .up)
        y1 = Int(saturating: rect.maxY, .up)
    }
}

/// Byte offsets of canvas coordinates in one framebuffer's pixels (see ``Framebuffer/byteOffset(_:_:)``).
struct PixelOffsets {
    let originX: Int, originY: Int, width: Int
    @inline(__always)
    func callAsFunction(_ x: Int, _ y: Int) -> Int { ((y - originY) * width + (x - originX)) * 4 }
}
