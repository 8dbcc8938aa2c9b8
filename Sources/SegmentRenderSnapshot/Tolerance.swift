import Raster
import SegmentRender

/// How different two images may be and still match: how two pixels are judged equal (the
/// method), and how many pixels may differ. The default is exact: no channel may differ.
public struct Tolerance: Sendable, Hashable {
    /// How two pixels are judged equal, by name; each reads only its own settings below.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        /// Channel by channel, within ``Tolerance/maxChannelDelta``.
        case exact
        /// pixelmatch's YIQ distance within ``Tolerance/threshold``, anti-aliasing not counted.
        case pixelmatch
        /// CIEDE2000 within ``Tolerance/maxDeltaE``.
        case deltaE2000
    }

    /// How two pixels are judged equal.
    public var method: Method = .exact
    /// Exact method: a pixel differs when some channel differs by more than this (0–255).
    public var maxChannelDelta: Int
    /// pixelmatch method: the threshold (0–1); Playwright's default 0.2 unless given.
    public var threshold: Double = ComparisonMethod.playwrightThreshold
    /// pixelmatch method: count anti-aliased pixels too (pixelmatch's `includeAA`).
    public var includeAntiAliased = false
    /// ΔE2000 method: a pixel differs when its ΔE00 is over this (0–100).
    public var maxDeltaE: Double = ComparisonMethod.defaultMaxDeltaE
    /// At most this many pixels may differ…
    public var maxDiffPixels: Int?
    /// …or at most this share of them (0–1). Give one or the other.
    public var maxDiffRatio: Double?

    /// A tolerance of the exact method; the default is exact.
    public init(maxChannelDelta: Int = 0, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// pixelmatch's comparison, thresholds as Playwright's `toHaveScreenshot` takes them.
    public static func pixelmatch(
        threshold: Double = ComparisonMethod.playwrightThreshold, includeAntiAliased: Bool = false, maxDiffPixels: Int? = nil,
        maxDiffRatio: Double? = nil
    ) -> Tolerance {
        var tolerance = Tolerance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        tolerance.method = .pixelmatch
        tolerance.threshold = threshold
        tolerance.includeAntiAliased = includeAntiAliased
        return tolerance
    }

    /// CIEDE2000 comparison: a pixel differs when its ΔE00 is over `maxDeltaE`.
    public static func deltaE2000(maxDeltaE: Double = ComparisonMethod.defaultMaxDeltaE, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) -> Tolerance {
        var tolerance = Tolerance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        tolerance.method = .deltaE2000
        tolerance.maxDeltaE = maxDeltaE
        return tolerance
    }

    /// No channel of any pixel may differ.
    public static let exact = Tolerance()

    /// The method each method's own setting belongs to, by its manifest key: a setting given for
    /// another method is an error (in a manifest and on the command line alike).
    package static let settingOwners: [String: Method] = [
        "maxChannelDelta": .exact, "threshold": .pixelmatch, "includeAntiAliased": .pixelmatch, "maxDeltaE": .deltaE2000,
    ]

    /// The per-pixel test this tolerance compares with.
    public var comparisonMethod: ComparisonMethod {
        switch method {
        case .exact: .exact(maxChannelDelta: maxChannelDelta)
        case .pixelmatch: .pixelmatch(threshold: threshold, includeAntiAliased: includeAntiAliased)
        case .deltaE2000: .deltaE2000(maxDeltaE: maxDeltaE)
        }
    }

    /// Whether a comparison made with ``comparisonMethod`` is within the pixel allowance.
    public func accepts(_ comparison: ImageComparison) -> Bool {
        if let ratio = maxDiffRatio { return comparison.differingRatio <= ratio }
        return comparison.differingPixels <= (maxDiffPixels ?? 0)
    }
}

/// The result of comparing two images: the same size and within tolerance, or not.
public struct ImageMatch: Sendable {
    /// The pixel comparison, on the canvas that holds both images when their sizes differ; nil
    /// for a text golden, or when that canvas would pass the pixel budget.
    public var comparison: ImageComparison?
    /// Set when the sizes differ: such images never match, and ``comparison`` says how their
    /// pixels differ on the union canvas (each padded with transparency at the right and bottom).
    public var sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    /// Whether the pictures match within the tolerance.
    public var passed: Bool

    /// Compares decoded images (straight alpha; two fully transparent pixels are equal).
    public init(expected: DecodedImage, actual: DecodedImage, tolerance: Tolerance = .exact) {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        // Two tall-and-thin images can make a union far past either one: compare no pixels then.
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= PNGCodec.defaultPixelBudget else {
            sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
            comparison = nil
            passed = false
            return
        }
        let c = ImageComparison(
            expected: expected.padded(toWidth: width, height: height), actual: actual.padded(toWidth: width, height: height),
            method: tolerance.comparisonMethod)
        comparison = c
        if expected.width == actual.width, expected.height == actual.height {
            sizeMismatch = nil
            passed = tolerance.accepts(c)
        } else {
            sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
            passed = false
        }
    }

    private init(passed: Bool) {
        comparison = nil
        sizeMismatch = nil
        self.passed = passed
    }

    /// A text golden that matched (nothing to compare as pixels).
    public static let identicalText = ImageMatch(passed: true)
    /// An image golden whose pixels the render has exactly, known from the digests kept beside it
    /// (nothing was decoded or compared).
    public static let identicalPixels = ImageMatch(passed: true)

    /// One line for people: sizes, or the count and share of differing pixels, the largest channel
    /// difference and the box of the change.
    public var summary: String {
        guard let m = sizeMismatch else { return comparison?.summary ?? "" }
        let size = "size changed from \(m.expected.0)×\(m.expected.1) to \(m.actual.0)×\(m.actual.1)"
        guard let c = comparison else { return size }
        return "\(size); on the \(c.width)×\(c.height) canvas holding both, \(c.summary)"
    }
}
