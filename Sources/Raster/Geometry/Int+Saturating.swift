extension Int {
    /// The largest magnitude a saturated value takes: far beyond any pixel coordinate, yet small
    /// enough that adding or multiplying two of them cannot overflow.
    public static let saturationLimit = 1 << 40

    /// `value` rounded by `rule` and clamped to ±``saturationLimit``; NaN is 0. Every Double → Int
    /// conversion in Raster goes through here, so no coordinate or size can trap.
    public init(saturating value: Double, _ rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturationLimit)
        self = Int(Swift.min(Swift.max(value.rounded(rule), -limit), limit))
    }
}
