import FoundationEssentials
import Glibc

/// How an animation's progress follows time: CAMediaTimingFunction's cubic Béziers, or a spring.
public enum TimingCurve: Sendable, Hashable, CustomStringConvertible {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case cubic(Double, Double, Double, Double)
    /// A spring with damping ratio in (0, 1] and response (its undamped period) in seconds,
    /// in closed form; it starts at rest at 0 and heads for 1.
    case spring(damping: Double, response: Double)

    /// Progress equal to time.
    public static let linear = TimingCurve.cubic(0, 0, 1, 1)
    /// CoreAnimation's ease-in: slow start.
    public static let easeIn = TimingCurve.cubic(0.42, 0, 1, 1)
    /// CoreAnimation's ease-out: slow end.
    public static let easeOut = TimingCurve.cubic(0, 0, 0.58, 1)
    /// CoreAnimation's ease-in-ease-out: slow at both ends.
    public static let easeInEaseOut = TimingCurve.cubic(0.42, 0, 0.58, 1)
    /// CAMediaTimingFunction's `default`.
    public static let `default` = TimingCurve.cubic(0.25, 0.1, 0.25, 1)

    static let named: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The spellings `parse` accepts, for messages.
    public static let spellings = named.map(\.0) + ["cubic(x1,y1,x2,y2)", "spring(damping,response)"]

    public var description: String {
        if let name = TimingCurve.named.first(where: { $0.1 == self })?.0 { return name }
        switch self {
        case let .cubic(a, b, c, d): return "cubic(\(fmt(a)),\(fmt(b)),\(fmt(c)),\(fmt(d)))"
        case let .spring(damping, response): return "spring(\(fmt(damping)),\(fmt(response)))"
        }
    }

    private func fmt(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// Parses `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`, `cubic(x1,y1,x2,y2)` (x1, x2
    /// in 0–1, y1 and y2 in −10–10) or `spring(damping,response)` (damping 0.01–1, response in (0, 60]
    /// seconds). Throws an `AnimationError` saying what is wrong.
    public static func parse(_ text: String) throws -> TimingCurve {
        let trimmed = text.replacing(" ", with: "")
        if let named = named.first(where: { $0.0 == trimmed })?.1 { return named }
        func arguments(_ prefix: String, count: Int) throws -> [Double]? {
            guard trimmed.hasPrefix(prefix + "("), trimmed.hasSuffix(")") else { return nil }
            let inner = trimmed.dropFirst(prefix.count + 1).dropLast()
            let values = inner.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) }
            guard values.count == count, values.allSatisfy({ $0 != nil && $0!.isFinite }) else {
                throw AnimationError.curveArguments(Quoted.cut(text), form: prefix, count: count)
            }
            return values.map { $0! }
        }
        if let v = try arguments("cubic", count: 4) {
            guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
                throw AnimationError.curveXOutOfRange(Quoted.cut(text))
            }
            guard (-10...10).contains(v[1]), (-10...10).contains(v[3]) else {
                throw AnimationError.curveYOutOfRange(Quoted.cut(text))
            }
            return .cubic(v[0], v[1], v[2], v[3])
        }
        if let v = try arguments("spring", count: 2) {
            guard v[0] >= 0.01, v[0] <= 1 else { throw AnimationError.springDamping(Quoted.cut(text)) }
            guard v[1] > 0, v[1] <= 60 else { throw AnimationError.springResponse(Quoted.cut(text)) }
            return .spring(damping: v[0], response: v[1])
        }
        throw AnimationError.unknownCurve(Quoted.cut(text), suggestion: closest(to: text, in: named.map(\.0)), curves: spellings)
    }

    /// Progress (0 at the start, 1 at rest; a spring may overshoot) at `time` seconds of an
    /// animation lasting `duration` seconds.
    public func progress(atTime time: Double, duration: Double) -> Double {
        switch self {
        case let .cubic(x1, y1, x2, y2):
            return TimingCurve.solveBezier(x: duration > 0 ? min(max(time / duration, 0), 1) : 1, x1, y1, x2, y2)
        case let .spring(damping, response):
            return TimingCurve.spring(time: max(0, time), damping: damping, response: response)
        }
    }

    /// y on the Bézier where x = `x`: t solved by Newton's method, falling back to bisection, to 1e-9.
    static func solveBezier(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }  // the diagonal: linear, exactly
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-9 { return bezier(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return bezier(t, y1, y2)
    }

    /// A spring's position at `time`: ω₀ = 2π / response; underdamped
    /// `1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t)`, critically damped `1 − e^(−ω₀t)(1 + ω₀t)`.
    static func spring(time t: Double, damping zeta: Double, response: Double) -> Double {
        let w0 = 2 * Double.pi / response
        if zeta >= 1 { return 1 - exp(-w0 * t) * (1 + w0 * t) }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    /// For a spring, the time after which it stays within 0.1 % of its distance; nil for Béziers.
    public var settlingTime: Double? {
        guard case let .spring(zeta, response) = self else { return nil }
        let w0 = 2 * Double.pi / response, tolerance = 0.001
        // An upper bound from the envelope, then step back to the last time outside the band.
        var bound: Double
        if zeta >= 1 {
            var low = 0.0, high = 100 * response
            for _ in 0..<200 {
                let mid = (low + high) / 2
                if exp(-w0 * mid) * (1 + w0 * mid) > tolerance { low = mid } else { high = mid }
            }
            return high
        } else {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow(zeta * w0 / wd, 2)).squareRoot()
            bound = log(amplitude / tolerance) / (zeta * w0)
        }
        // At most 100,000 steps back, whatever the bound.
        let step = max(1e-4, bound / 100_000)
        var t = bound
        while t > 0 && abs(1 - TimingCurve.spring(time: t, damping: zeta, response: response)) < tolerance { t -= step }
        return min(bound, t + step)
    }
}
