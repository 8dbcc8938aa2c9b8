import Raster
import SegmentRender

/// What a PNG file holds: one still image, or an animation (an APNG: a PNG with an `acTL` chunk).
package enum Picture: Sendable {
    case still(DecodedImage)
    case animation(AnimatedPicture)

    /// Decodes `bytes` as an animation when they carry an `acTL` chunk before the image data,
    /// else as a still PNG; both checked against `pixelBudget`. An animation is checked whole
    /// here but kept encoded: its frames are composed again, one canvas at a time, when compared.
    package static func decode(_ bytes: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget) throws -> Picture {
        if APNG.isAnimated(bytes) { return .animation(try AnimatedPicture(encoded: bytes, pixelBudget: pixelBudget)) }
        return .still(try PNGCodec.decode(bytes, pixelBudget: pixelBudget))
    }

    /// "a still 750×88 PNG" or "an animation of 31 frames (750×88)", for messages.
    package var description: String {
        switch self {
        case .still(let image): "a still \(image.width)×\(image.height) PNG"
        case .animation(let a): "an animation of \(a.frameCount) frame\(a.frameCount == 1 ? "" : "s") (\(a.width)×\(a.height))"
        }
    }
}

/// Two pictures compared: two stills pixel by pixel (``ImageMatch``), two animations frame by
/// frame (``AnimationMatch``), or a still against an animation, which never matches.
package enum PictureMatch: Sendable {
    case stills(ImageMatch)
    case animations(AnimationMatch)
    case kindsDiffer(expected: String, actual: String)

    package init(expected: Picture, actual: Picture, tolerance: Tolerance = .exact) {
        switch (expected, actual) {
        case let (.still(a), .still(b)): self = .stills(ImageMatch(expected: a, actual: b, tolerance: tolerance))
        case let (.animation(a), .animation(b)): self = .animations(AnimationMatch(expected: a, actual: b, tolerance: tolerance))
        default: self = .kindsDiffer(expected: expected.description, actual: actual.description)
        }
    }

    package var passed: Bool {
        switch self {
        case .stills(let m): m.passed
        case .animations(let m): m.passed
        case .kindsDiffer: false
        }
    }

    package var summary: String {
        switch self {
        case .stills(let m): m.summary
        case .animations(let m): m.summary
        case let .kindsDiffer(e, a): "expected is \(e), actual is \(a)"
        }
    }

    /// The two images and their comparison to draw a diff of: the stills, or an animation's first
    /// differing frame; nil when there is no pixel comparison (sizes, frame counts or kinds differ only).
    package func diffSource(expected: Picture, actual: Picture) -> (DecodedImage, DecodedImage, ImageComparison)? {
        switch (self, expected, actual) {
        case let (.stills(m), .still(a), .still(b)): m.comparison.map { (a, b, $0) }
        case let (.animations(m), .animation, .animation):
            m.firstDifference.flatMap { pair in m.firstDifferingFrame.flatMap { m.frames[$0].comparison }.map { (pair.expected, pair.actual, $0) } }
        default: nil
        }
    }
}

/// An animation to compare: frames already in memory (what a check just rendered), or an APNG's
/// bytes, checked once and then read a frame at a time — so comparing two animations holds two
/// canvases, however many frames a file has.
package struct AnimatedPicture: Sendable {
    enum Source: Sendable {
        case frames([APNG.Frame])
        case encoded([UInt8], pixelBudget: Int)
    }
    let source: Source
    package let width: Int, height: Int, frameCount: Int, loopCount: Int

    package init(_ animation: APNG.Animation) {
        source = .frames(animation.frames)
        (width, height, frameCount, loopCount) = (animation.width, animation.height, animation.frames.count, animation.loopCount)
    }

    /// Checks every chunk and frame (one canvas), keeping the bytes. Frames × canvas pixels may
    /// be at most `framePixelBudget` (64 MP, what a snapshot animation may hold): that bounds the
    /// work of comparing a small file of many frames on a large canvas, as memory is bounded by
    /// reading a frame at a time.
    package init(
        encoded bytes: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget, framePixelBudget: Int = APNG.defaultFramePixelBudget
    ) throws {
        var reader = try APNG.FrameReader(bytes, pixelBudget: pixelBudget)
        var count = 0
        while try reader.next() != nil {
            count += 1
            let (total, overflow) = count.multipliedReportingOverflow(by: reader.width * reader.height)
            guard !overflow, total <= framePixelBudget else {
                throw PNGError.overFrameBudget(frames: count, width: reader.width, height: reader.height, budget: framePixelBudget)
            }
        }
        source = .encoded(bytes, pixelBudget: pixelBudget)
        (width, height, frameCount, loopCount) = (reader.width, reader.height, count, reader.loopCount)
    }

    /// The frames in order, each made when asked for.
    func frames() -> Frames {
        switch source {
        case .frames(let list): Frames(list: list)
        case .encoded(let bytes, let budget): Frames(reader: try? APNG.FrameReader(bytes, pixelBudget: budget))
        }
    }

    struct Frames {
        var list: [APNG.Frame] = []
        var index = 0
        var reader: APNG.FrameReader?

        /// The next frame; nil at the end. The bytes were read whole without an error when the
        /// picture was made, so reading them again cannot fail; if it somehow did, the animation
        /// would end there and the frame counts would differ.
        mutating func next() -> APNG.Frame? {
            if reader != nil { return (try? reader?.next()) ?? nil }
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }
}
