import Raster
import SegmentRender

/// How different two images may be and still match. The default is exact: no channel may differ.
public struct Tolerance: Sendable, Hashable {
    /// A pixel differs when some channel differs by more than this (0–255).
    public var maxChannelDelta: Int
    /// At most this many pixels may differ…
    public var maxDiffPixels: Int?
    /// …or at most this share of them (0–1). Give one or the other.
    public var maxDiffRatio: Double?

    /// A tolerance; the default is exact.
    public init(maxChannelDelta: Int = 0, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// No channel of any pixel may differ.
    public static let exact = Tolerance()

    /// Whether a comparison made with ``maxChannelDelta`` is within the pixel allowance.
    public func accepts(_ comparison: ImageComparison) -> Bool {
        if let ratio = maxDiffRatio { return comparison.differingRatio <= ratio }
        return comparison.differingPixels <= (maxDiffPixels ?? 0)
    }
}

/// The result of comparing two images: the same size and within tolerance, or not.
public struct ImageMatch: Sendable {
    /// The pixel comparison; nil when the sizes differ.
    public var comparison: ImageComparison?
    /// Set when the sizes differ (then there is no comparison).
    public var sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    /// Whether the pictures match within the tolerance.
    public var passed: Bool

    /// Compares decoded images (straight alpha; two fully transparent pixels are equal).
    public init(expected: DecodedImage, actual: DecodedImage, tolerance: Tolerance = .exact) {
        guard expected.width == actual.width, expected.height == actual.height else {
            sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
            comparison = nil
            passed = false
            return
        }
        let c = ImageComparison(expected: expected, actual: actual, maxChannelDelta: tolerance.maxChannelDelta)
        comparison = c
        sizeMismatch = nil
        passed = tolerance.accepts(c)
    }

    private init(passed: Bool) {
        comparison = nil
        sizeMismatch = nil
        self.passed = passed
    }

    /// A text golden that matched (nothing to compare as pixels).
    public static let identicalText = ImageMatch(passed: true)

    /// One line for people: sizes, or the count and share of differing pixels, the largest channel
    /// difference and the box of the change.
    public var summary: String {
        if let m = sizeMismatch {
            return "sizes differ: expected \(m.expected.0)×\(m.expected.1), actual \(m.actual.0)×\(m.actual.1)"
        }
        return comparison?.summary ?? ""
    }
}
