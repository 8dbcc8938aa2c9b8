/// How two pixels are judged equal when images are compared.
///
/// Every method composites nothing into the stored pixels: it reads the decoded straight-alpha
/// RGBA of both sides. Two fully transparent pixels are equal under every method.
public enum ComparisonMethod: Sendable, Hashable {
    /// Channel by channel: a pixel differs when some channel (alpha included) differs by more
    /// than `maxChannelDelta` (0–255). `exact(maxChannelDelta: 0)` is the default everywhere.
    case exact(maxChannelDelta: Int)
    /// pixelmatch's measure, as Playwright uses it: both pixels are blended onto white, their
    /// squared YIQ distance is weighed against `35215 × threshold²` (35215 is the largest the
    /// distance can be), and a pixel over it that looks like anti-aliasing in either image — a
    /// brightness ramp between neighbours that each have 3 or more identical neighbours in both
    /// images — is counted apart, not as a difference, unless `includeAntiAliased` is set.
    case pixelmatch(threshold: Double, includeAntiAliased: Bool)
    /// CIEDE2000 colour difference: both pixels are blended onto white, converted from sRGB to
    /// CIE L*a*b* (D65), and a pixel differs when their ΔE00 is over `maxDeltaE`. About 1 is the
    /// smallest difference a person sees side by side; 2.3 is a common snapshot allowance.
    case deltaE2000(maxDeltaE: Double)

    /// Playwright's pixelmatch threshold, which a threshold carried over from Playwright assumes.
    public static let playwrightThreshold = 0.2
    /// The ΔE00 over which a pixel differs when no other is given.
    public static let defaultMaxDeltaE = 2.3

    /// The method's name as manifests and `compare --method` spell it.
    public var name: String {
        switch self {
        case .exact: "exact"
        case .pixelmatch: "pixelmatch"
        case .deltaE2000: "deltaE2000"
        }
    }
}
