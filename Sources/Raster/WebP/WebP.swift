/// Animated WebP: smaller than APNG or GIF, every frame exact when lossless, and played by every
/// current browser. libwebp's animation encoder decides each frame's box, blending and disposal;
/// ``WebPWriter`` feeds it our frames at their times.
public enum WebP {
    /// WebP stores a canvas's sides in 14 bits.
    public static let maxSide = 16383

    /// Encodes frames (straight-alpha images of one size) played at `fps`, `loops` times (0: for
    /// ever). The same frames give the same bytes.
    public static func encode(_ frames: [DecodedImage], fps: Int, loops: Int = 0, compression: WebPCompression = .lossless) throws -> [UInt8] {
        guard let first = frames.first else { throw WebPError.noFrames }
        let writer = try WebPWriter(width: first.width, height: first.height, fps: fps, loops: loops, compression: compression)
        for frame in frames { try writer.append(frame) }
        return try writer.finish()
    }
}

/// How WebP frames are compressed.
public enum WebPCompression: Sendable, Equatable {
    /// Every pixel kept exactly, colour under transparent pixels too.
    case lossless
    /// VP8 with an alpha plane, `quality` 0 (smallest) to 100 (closest).
    case lossy(quality: Int)

    /// The range `quality` must lie in.
    public static let qualityRange = 0...100
}

/// What goes wrong writing a WebP: the WebP stage's one error type.
public enum WebPError: Error, Equatable, CustomStringConvertible {
    /// An animation with no frame.
    case noFrames
    /// Frames of different sizes in one animation.
    case framesDifferInSize
    /// A side past ``WebP/maxSide``.
    case tooLarge(width: Int, height: Int)
    /// A lossy quality outside ``WebPCompression/qualityRange``.
    case qualityOutOfRange(Int)
    /// libwebp refused (its message).
    case encoder(message: String)

    public var description: String {
        switch self {
        case .noFrames: return "an animation needs at least one frame"
        case .framesDifferInSize: return "every frame of an animation must have the same size"
        case .tooLarge(let width, let height): return "a WebP is at most 16,383 px a side; this one is \(width)×\(height) px"
        case .qualityOutOfRange(let quality): return "a WebP quality is 0 to 100, not \(quality)"
        case .encoder(let message): return "the WebP encoder failed: \(message)"
        }
    }
}
