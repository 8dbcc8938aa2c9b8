import Raster
import SegmentRender

/// What a PNG file holds: one still image, or an animation (an APNG: a PNG with an `acTL` chunk).
package enum Picture: Sendable {
    case still(DecodedImage)
    case animation(APNG.Animation)

    /// Decodes `bytes` as an animation when they carry an `acTL` chunk before the image data,
    /// else as a still PNG; both checked against `pixelBudget`.
    package static func decode(_ bytes: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget) throws -> Picture {
        if APNG.isAnimated(bytes) { return .animation(try APNG.decode(bytes, pixelBudget: pixelBudget)) }
        return .still(try PNGCodec.decode(bytes, pixelBudget: pixelBudget))
    }

    /// "a still 750×88 PNG" or "an animation of 31 frames (750×88)", for messages.
    package var description: String {
        switch self {
        case .still(let image): "a still \(image.width)×\(image.height) PNG"
        case .animation(let a): "an animation of \(a.frames.count) frame\(a.frames.count == 1 ? "" : "s") (\(a.width)×\(a.height))"
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
        case let (.animations(m), .animation(a), .animation(b)):
            m.firstDifferingFrame.flatMap { k in m.frames[k].comparison.map { (a.frames[k].canvas, b.frames[k].canvas, $0) } }
        default: nil
        }
    }
}
