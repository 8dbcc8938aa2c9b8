/// What went wrong reading or writing a PNG or an animated PNG: the one error type of the PNG
/// stage. Each case carries what it found, so code can match the case; `description` is the
/// message a user reads.
public enum PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A buffer that is not `width × height` RGBA pixels, or a size with no pixels.
    case wrongPixelCount(bytes: Int, width: Int, height: Int)
    /// libpng or zlib refused the data, in its own words.
    case codec(String)
    /// Memory for a compression band could not be had.
    case outOfMemory
    /// ISA-L stopped before a band was compressed (its status and state).
    case compressorFailed(status: Int32, state: UInt32)
    /// An animation with no frames.
    case noFrames
    /// An animation's frames are not all one size.
    case framesDifferInSize
    /// A writer finished with a frame count other than the one it announced.
    case frameCountMismatch(written: Int, announced: Int)
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// Bytes follow the IEND chunk.
    case dataAfterEnd(bytes: Int)
    /// The file ends inside a chunk header.
    case truncatedChunkHeader
    /// The file ends without an IEND chunk.
    case missingEnd
    /// A chunk's length runs past the end of the file.
    case chunkPastEnd
    /// A chunk whose CRC does not match its bytes.
    case badCRC(chunk: String)
    /// A chunk of a fixed size that has another.
    case chunkSize(chunk: String, length: Int, expected: Int)
    /// An `fdAT` chunk too short to hold its sequence number.
    case frameDataChunkTooShort(length: Int)
    /// A frame control chunk before the image header.
    case frameControlBeforeHeader
    /// A canvas over the pixel budget, refused before its pixels are allocated.
    case overPixelBudget(width: Int, height: Int, budget: Int)
    /// An animation whose frames, each a whole canvas, hold more pixels together than a decode keeps.
    case overFrameBudget(frames: Int, width: Int, height: Int, budget: Int)
    /// An animation in a format other than 8-bit, non-interlaced RGBA.
    case unsupportedAnimationFormat
    /// A frame rectangle that leaves the canvas.
    case frameOutsideCanvas(x: Int, y: Int, width: Int, height: Int, canvasWidth: Int, canvasHeight: Int)
    /// A frame's inflated data is not its rows.
    case frameDataLength
    /// A row filter byte PNG does not define.
    case unknownRowFilter(UInt8)

    public var description: String {
        switch self {
        case .wrongPixelCount(let bytes, let width, let height):
            "\(bytes) bytes are not \(width) × \(height) RGBA pixels (a PNG needs at least one)"
        case .codec(let message): message
        case .outOfMemory: "out of memory compressing a band"
        case .compressorFailed(let status, let state): "ISA-L could not compress a band (status \(status), state \(state))"
        case .noFrames: "an animation needs at least one frame"
        case .framesDifferInSize: "every frame must be the same size"
        case .frameCountMismatch(let written, let announced): "\(written) frames written, \(announced) announced"
        case .notPNG: "not a PNG file"
        case .dataAfterEnd(let bytes): "\(bytes) bytes follow the IEND chunk"
        case .truncatedChunkHeader: "the file is truncated (it ends inside a chunk header)"
        case .missingEnd: "the file is truncated (no IEND chunk)"
        case .chunkPastEnd: "a chunk runs past the end of the file"
        case .badCRC(let chunk): "bad CRC in \(chunk)"
        case .chunkSize(let chunk, let length, let expected): "\(chunk) is \(length) bytes, not \(expected)"
        case .frameDataChunkTooShort(let length): "fdAT is \(length) bytes, too short for its sequence number"
        case .frameControlBeforeHeader: "fcTL comes before IHDR"
        case .overPixelBudget(let width, let height, let budget): "a \(width)×\(height) canvas is over the budget of \(budget) pixels"
        case .overFrameBudget(let frames, let width, let height, let budget):
            "\(frames) or more frames of a \(width)×\(height) canvas are over the budget of \(budget) pixels across an animation's frames"
        case .unsupportedAnimationFormat: "only 8-bit RGBA, non-interlaced APNGs are read"
        case .frameOutsideCanvas(let x, let y, let w, let h, let canvasWidth, let canvasHeight):
            "frame rectangle (\(x), \(y), \(w), \(h)) is outside the \(canvasWidth)×\(canvasHeight) canvas"
        case .frameDataLength: "frame data has the wrong length"
        case .unknownRowFilter(let filter): "unknown row filter \(filter)"
        }
    }
}
