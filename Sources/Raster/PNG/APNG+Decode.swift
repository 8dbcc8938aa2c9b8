extension APNG {
    /// Decodes an APNG written as ``encode(_:delayNumerator:delayDenominator:loops:level:)`` writes
    /// them (8-bit RGBA, not interlaced), checking CRCs, the sequence and every frame rectangle,
    /// and composes each frame onto the canvas (dispose none, blend source or over).
    /// Chunk lengths are checked against the file, IHDR and fcTL against their sizes, and the
    /// canvas against `pixelBudget` (PNGCodec's default, 64 MP) before anything is allocated.
    /// Every frame's canvas is kept, so the frames together may hold at most `framePixelBudget`
    /// pixels (frames × canvas; 64 MP, what a snapshot animation may hold): a small file of many
    /// one-pixel frames on a large canvas is refused before its canvases are made.
    public static func decode(
        _ bytes: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget, framePixelBudget: Int = defaultFramePixelBudget
    ) throws -> Animation {
        var frames: [Frame] = []
        let header = try readFrames(bytes, pixelBudget: pixelBudget) { frame in
            let (total, overflow) = (frames.count + 1).multipliedReportingOverflow(by: frame.canvas.width * frame.canvas.height)
            guard !overflow, total <= framePixelBudget else {
                throw PNGError.overFrameBudget(frames: frames.count + 1, width: frame.canvas.width, height: frame.canvas.height, budget: framePixelBudget)
            }
            frames.append(frame)
        }
        return Animation(
            width: header.width, height: header.height, loopCount: header.loops, declaredFrameCount: header.declared, frames: frames,
            sequenceNumbers: header.sequence, chunkTypes: header.types)
    }

    /// The most pixels ``decode(_:pixelBudget:framePixelBudget:)`` keeps across an animation's frames.
    public static let defaultFramePixelBudget = 1 << 26

    /// Checks a whole APNG as ``decode(_:pixelBudget:framePixelBudget:)`` does — chunks, CRCs,
    /// sequence, frame rectangles, every frame's data — composing its frames on one canvas and
    /// keeping none: memory is one canvas however many frames there are.
    package static func validate(_ bytes: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget) throws {
        _ = try readFrames(bytes, pixelBudget: pixelBudget) { _ in }
    }

    /// Reads the file, composing each frame on the one canvas and handing it to `body` as it is
    /// done (the canvas a copy only if `body` keeps it).
    static func readFrames(
        _ bytes: [UInt8], pixelBudget: Int, _ body: (Frame) throws -> Void
    ) throws -> (width: Int, height: Int, loops: Int, declared: Int, sequence: [Int], types: [String]) {
        var reader = try FrameReader(bytes, pixelBudget: pixelBudget)
        while let frame = try reader.next() { try body(frame) }
        return (reader.width, reader.height, reader.loopCount, reader.declaredFrameCount, reader.sequenceNumbers, reader.chunkTypes)
    }

    /// An APNG read one frame at a time, each composed on the one canvas the reader keeps: two
    /// readers compare two animations frame by frame holding two canvases, however many frames
    /// there are. Checks what ``decode(_:pixelBudget:framePixelBudget:)`` checks, as it goes.
    package struct FrameReader {
        let bytes: [UInt8]
        let pixelBudget: Int
        /// The canvas size, from `IHDR` (0 before the first frame is read).
        package private(set) var width = 0, height = 0
        /// From `acTL`: how many times it plays (0: forever) and the frame count it declares.
        package private(set) var loopCount = 0, declaredFrameCount = 0
        private(set) var sequenceNumbers: [Int] = [], chunkTypes: [String] = []
        private var offset = 8
        private var pending: (x: Int, y: Int, w: Int, h: Int, num: Int, den: Int, blend: UInt8)?
        private var data: [UInt8] = []
        private var canvas: [UInt8] = []
        private var ended = false

        package init(_ bytes: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget) throws {
            guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw PNGError.notPNG }
            self.bytes = bytes
            self.pixelBudget = pixelBudget
        }

        /// The next frame, or nil after `IEND`.
        package mutating func next() throws -> Frame? {
            while offset < bytes.count {
                guard !ended else { throw PNGError.dataAfterEnd(bytes: bytes.count - offset) }
                guard bytes.count - offset >= 12 else { throw PNGError.truncatedChunkHeader }
                let length = u32(bytes[...], offset)
                guard length <= bytes.count - offset - 12 else { throw PNGError.chunkPastEnd }
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                let body = bytes[(offset + 8)..<(offset + 8 + length)]
                let crc = u32(bytes[...], offset + 8 + length)
                guard crc == Int(PNGCodec.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)]))) else {
                    throw PNGError.badCRC(chunk: type)
                }
                chunkTypes.append(type)
                offset += 12 + length
                if let frame = try read(type, body, length: length) { return frame }
            }
            guard ended else { throw PNGError.missingEnd }
            return nil
        }

        /// One chunk; the frame it completes (an `fcTL` or `IEND` ends the frame before it).
        private mutating func read(_ type: String, _ body: ArraySlice<UInt8>, length: Int) throws -> Frame? {
            switch type {
            case "IHDR":
                guard length == 13 else { throw PNGError.chunkSize(chunk: "IHDR", length: length, expected: 13) }
                width = u32(body, 0)
                height = u32(body, 4)
                guard width > 0, height > 0, width <= 1_000_000, height <= 1_000_000, width * height <= pixelBudget else {
                    throw PNGError.overPixelBudget(width: width, height: height, budget: pixelBudget)
                }
                guard body[body.startIndex + 8] == 8, body[body.startIndex + 9] == 6, body[body.startIndex + 12] == 0 else {
                    throw PNGError.unsupportedAnimationFormat
                }
                canvas = [UInt8](repeating: 0, count: width * height * 4)
            case "acTL":
                guard length == 8 else { throw PNGError.chunkSize(chunk: "acTL", length: length, expected: 8) }
                declaredFrameCount = u32(body, 0)
                loopCount = u32(body, 4)
            case "fcTL":
                guard length == 26 else { throw PNGError.chunkSize(chunk: "fcTL", length: length, expected: 26) }
                guard !canvas.isEmpty else { throw PNGError.frameControlBeforeHeader }
                let done = try finishFrame()
                sequenceNumbers.append(u32(body, 0))
                let w = u32(body, 4), h = u32(body, 8), x = u32(body, 12), y = u32(body, 16)
                guard w > 0, h > 0, x <= width, y <= height, w <= width - x, h <= height - y else {
                    throw PNGError.frameOutsideCanvas(x: x, y: y, width: w, height: h, canvasWidth: width, canvasHeight: height)
                }
                let i = body.startIndex
                pending = (x, y, w, h, Int(body[i + 20]) << 8 | Int(body[i + 21]), Int(body[i + 22]) << 8 | Int(body[i + 23]), body[i + 25])
                return done
            case "IDAT":
                data += body
            case "fdAT":
                guard length >= 4 else { throw PNGError.frameDataChunkTooShort(length: length) }
                sequenceNumbers.append(u32(body, 0))
                data += body.dropFirst(4)
            case "IEND":
                ended = true
                return try finishFrame()
            default:
                break
            }
            return nil
        }

        /// The pending frame's data inflated, unfiltered and composed onto the canvas.
        private mutating func finishFrame() throws -> Frame? {
            defer {
                pending = nil
                data = []
            }
            // Image data before any fcTL is a default image outside the animation.
            guard let f = pending else { return nil }
            let raw = try PNGCodec.inflate(data, maxSize: f.h * (f.w * 4 + 1))
            let rgba = try unfilter(raw, width: f.w, height: f.h)
            for y in 0..<f.h {
                for x in 0..<f.w {
                    let s = (y * f.w + x) * 4, d = ((f.y + y) * width + f.x + x) * 4
                    if f.blend == 0 {
                        for c in 0..<4 { canvas[d + c] = rgba[s + c] }
                    } else {
                        var over = Framebuffer(width: 1, height: 1, straightRGBA: Array(canvas[d..<(d + 4)]))
                        over.fill(RGBA8(r: rgba[s], g: rgba[s + 1], b: rgba[s + 2], a: rgba[s + 3]))
                        canvas.replaceSubrange(d..<(d + 4), with: over.straightRGBA())
                    }
                }
            }
            return Frame(
                x: f.x, y: f.y, width: f.w, height: f.h, delayNumerator: f.num, delayDenominator: f.den,
                canvas: DecodedImage(width: width, height: height, rgba: canvas))
        }

        private func u32(_ b: ArraySlice<UInt8>, _ at: Int) -> Int {
            let i = b.startIndex + at
            return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
        }
    }

    /// Undoes PNG's five row filters on 4-byte pixels.
    static func unfilter(_ raw: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let stride = width * 4
        guard raw.count == height * (stride + 1) else { throw PNGError.frameDataLength }
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= 4 ? Int(out[y * stride + x - 4]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= 4 && y > 0 ? Int(out[(y - 1) * stride + x - 4]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw PNGError.unknownRowFilter(filter)
                }
                out[y * stride + x] = UInt8((Int(value) + predictor) & 255)
            }
        }
        return out
    }
}
