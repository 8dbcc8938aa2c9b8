/// Animated PNG, written and read by our own chunk code (Debian's libpng has no APNG support).
///
/// Writing: the PNG signature, `IHDR` (8-bit RGBA), `sRGB`, `acTL` (frame count, loop count), then
/// for frame 0 an `fcTL` and `IDAT`s with the whole canvas (so a plain viewer shows frame 0), and
/// for each later frame an `fcTL` and `fdAT`s with only the rectangle that changed since the frame
/// before (dispose none, blend source). `fcTL` and `fdAT` share one gap-free sequence from 0.
public enum APNG {
    /// One decoded frame: its rectangle on the canvas and delay, and the whole canvas after it.
    public struct Frame: Equatable, Sendable {
        /// The frame's rectangle on the canvas, in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// How long the frame shows: numerator / denominator seconds.
        public var delayNumerator: Int, delayDenominator: Int
        /// The whole canvas once the frame is drawn.
        public var canvas: DecodedImage

        /// How long the frame shows, in seconds (a denominator of 0 means 100, as the format says).
        public var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    /// What a decode found: frames and the container's own numbers, for tests to check.
    public struct Animation: Sendable {
        /// The canvas size, in pixels.
        public var width: Int, height: Int
        /// How many times the animation plays (0: forever).
        public var loopCount: Int
        /// The frame count `acTL` declares.
        public var declaredFrameCount: Int
        /// The frames, in order.
        public var frames: [Frame]
        /// Every sequence number, in file order.
        public var sequenceNumbers: [Int]
        /// Every chunk's type, in file order.
        public var chunkTypes: [String]
    }

    /// What goes wrong reading or writing an animation: the PNG stage's one error type.
    public typealias Error = PNGError

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Whether `bytes` are a PNG with an `acTL` chunk before its image data: an animation. Reads
    /// chunk headers only, never past the end.
    public static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > 8, bytes[0..<8].elementsEqual(signature) else { return false }
        var offset = 8
        while offset <= bytes.count - 12 {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = bytes[(offset + 4)..<(offset + 8)]
            if type.elementsEqual("acTL".utf8) { return true }
            if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return false }
            guard length <= bytes.count - offset - 12 else { return false }
            offset += 12 + length
        }
        return false
    }

    /// Encodes frames (straight-alpha images of one size) with `delay` = numerator / denominator
    /// seconds each, looping `loops` times (0 = forever), compressed as `compression` says.
    public static func encode(
        _ frames: [DecodedImage], delayNumerator: Int, delayDenominator: Int, loops: Int,
        compression: PNGCompression = .default
    ) throws -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError.noFrames }
        var writer = APNGWriter(
            delayNumerator: delayNumerator, delayDenominator: delayDenominator, loops: loops,
            frameCount: frames.count, compression: compression)
        for frame in frames { try writer.append(frame) }
        return try writer.finish()
    }

    /// The smallest box holding every pixel that differs (at least one pixel, for an unchanged frame).
    static func changedBox(from a: DecodedImage, to b: DecodedImage) -> PixelBox {
        var x0 = a.width, y0 = a.height, x1 = 0, y1 = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                if a.rgba[i] != b.rgba[i] || a.rgba[i + 1] != b.rgba[i + 1] || a.rgba[i + 2] != b.rgba[i + 2] || a.rgba[i + 3] != b.rgba[i + 3] {
                    x0 = min(x0, x)
                    y0 = min(y0, y)
                    x1 = max(x1, x + 1)
                    y1 = max(y1, y + 1)
                }
            }
        }
        return x1 > x0 ? PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) : PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
    }

    /// Filter-type-0 rows of `box`.
    static func rows(of image: DecodedImage, in box: PixelBox) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(box.height * (box.width * 4 + 1))
        for y in box.y0..<box.y1 {
            out.append(0)
            let start = (y * image.width + box.x0) * 4
            out += image.rgba[start..<(start + box.width * 4)]
        }
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(data.count) + typeBytes + data + be32(Int(PNGCodec.crc32(typeBytes + data)))
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 255), UInt8(v & 255)] }
}

/// Builds an APNG one frame at a time, keeping only the previous frame for the changed rectangle.
package struct APNGWriter {
    private var bytes: [UInt8]
    private var sequence = 0
    private var previous: DecodedImage?
    private let delayNumerator: Int, delayDenominator: Int, compression: PNGCompression
    private let expectedFrames: Int
    private var frames = 0

    public init(delayNumerator: Int, delayDenominator: Int, loops: Int, frameCount: Int, compression: PNGCompression = .default) {
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.compression = compression
        expectedFrames = frameCount
        bytes = APNG.signature
        bytes.reserveCapacity(1 << 16)
        pendingHeader = (loops, frameCount)
    }

    private var pendingHeader: (loops: Int, frames: Int)?

    public mutating func append(_ frame: DecodedImage) throws {
        if let header = pendingHeader {
            bytes += APNG.chunk("IHDR", APNG.be32(frame.width) + APNG.be32(frame.height) + [8, 6, 0, 0, 0])
            bytes += APNG.chunk("sRGB", [0])
            bytes += APNG.chunk("acTL", APNG.be32(header.frames) + APNG.be32(header.loops))
            pendingHeader = nil
        }
        if let previous, previous.width != frame.width || previous.height != frame.height {
            throw PNGError.framesDifferInSize
        }
        let box = previous.map { APNG.changedBox(from: $0, to: frame) } ?? PixelBox(x0: 0, y0: 0, x1: frame.width, y1: frame.height)
        bytes += APNG.chunk(
            "fcTL",
            APNG.be32(sequence) + APNG.be32(box.width) + APNG.be32(box.height) + APNG.be32(box.x0)
                + APNG.be32(box.y0) + APNG.be16(delayNumerator) + APNG.be16(delayDenominator) + [0, 0])
        sequence += 1
        let data = try PNGWriter.zlib(APNG.rows(of: frame, in: box), compression: compression)
        for start in stride(from: 0, to: max(data.count, 1), by: 1 << 16) {
            let piece = Array(data[start..<min(data.count, start + (1 << 16))])
            if previous == nil {
                bytes += APNG.chunk("IDAT", piece)
            } else {
                bytes += APNG.chunk("fdAT", APNG.be32(sequence) + piece)
                sequence += 1
            }
        }
        previous = frame
        frames += 1
    }

    /// The finished file; throws when fewer or more frames came than were announced.
    public func finish() throws -> [UInt8] {
        guard frames == expectedFrames else { throw PNGError.frameCountMismatch(written: frames, announced: expectedFrames) }
        return bytes + APNG.chunk("IEND", [])
    }
}

extension APNG.Animation {
    /// Frames as they play, before any file holds them (what encoding then decoding them
    /// gives, less the container's sequence numbers and chunk types, which stay empty): each
    /// frame covers the whole canvas and shows `delayNumerator / delayDenominator` seconds.
    package init(playing frames: [DecodedImage], delayNumerator: Int, delayDenominator: Int, loops: Int) {
        width = frames.first?.width ?? 0
        height = frames.first?.height ?? 0
        loopCount = loops
        declaredFrameCount = frames.count
        self.frames = frames.map {
            APNG.Frame(x: 0, y: 0, width: $0.width, height: $0.height, delayNumerator: delayNumerator, delayDenominator: delayDenominator, canvas: $0)
        }
        sequenceNumbers = []
        chunkTypes = []
    }
}
