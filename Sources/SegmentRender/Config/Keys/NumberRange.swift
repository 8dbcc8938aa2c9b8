/// The values a number key accepts: finite, and within optional bounds. Every number key declares
/// one; decoding checks it, the JSON Schema carries it and the key table prints it.
package struct NumberRange: Sendable, Hashable {
    package var lower: Double?
    package var lowerInclusive = true
    package var upper: Double?
    package var upperInclusive = true

    /// Any finite number.
    package static let any = NumberRange()
    /// More than 0.
    package static let positive = NumberRange(lower: 0, lowerInclusive: false)
    /// 0 or more.
    package static let nonNegative = NumberRange(lower: 0)
    /// From 0 to 1.
    package static let unit = NumberRange(lower: 0, upper: 1)
    /// More than 0, at most 60 (seconds of animation).
    package static let animationDuration = NumberRange(lower: 0, lowerInclusive: false, upper: 60)
    /// From 0 to 100 (a colour difference, a percentage).
    package static let percent = NumberRange(lower: 0, upper: 100)
    /// The limits every length and position lives within: a million points, which keeps all
    /// arithmetic on them, in points or pixels, far from overflow.
    package static let limit = 1_000_000.0
    /// A size: 0 to a million points.
    package static let length = NumberRange(lower: 0, upper: limit)
    /// A size that must not be 0.
    package static let positiveLength = NumberRange(lower: 0, lowerInclusive: false, upper: limit)
    /// A position or offset: within a million points either way.
    package static let offset = NumberRange(lower: -limit, upper: limit)
    /// A font size: more than 0, at most 500 pt (glyph masks stay a few megabytes at 3x).
    package static let fontSize = NumberRange(lower: 0, lowerInclusive: false, upper: 500)

    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// "greater than 0", "0 or more", "from 0 to 1", "greater than 0 and at most 60"; empty for any.
    package var phrase: String {
        let low = lower.map { lowerInclusive ? "\(format($0)) or more" : "greater than \(format($0))" }
        let high = upper.map { upperInclusive ? "at most \(format($0))" : "less than \(format($0))" }
        switch (low, high) {
        case (.some, .some) where lowerInclusive && upperInclusive: return "from \(format(lower!)) to \(format(upper!))"
        case let (l?, h?): return "\(l) and \(h)"
        case let (l?, nil): return l
        case let (nil, h?): return h
        case (nil, nil): return ""
        }
    }

    /// "> 0", "≥ 0", "0–1", "> 0, ≤ 60": the range as the key table writes it; empty for any.
    package var shortForm: String {
        switch (lower, upper) {
        case let (l?, u?) where lowerInclusive && upperInclusive: return "\(format(l))–\(format(u))"
        case let (l?, u?): return "\(lowerInclusive ? "≥" : ">") \(format(l)), \(upperInclusive ? "≤" : "<") \(format(u))"
        case let (l?, nil): return "\(lowerInclusive ? "≥" : ">") \(format(l))"
        case let (nil, u?): return "\(upperInclusive ? "≤" : "<") \(format(u))"
        case (nil, nil): return ""
        }
    }

    /// The JSON Schema keywords for the bounds.
    var schemaPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let lower { pairs.append((lowerInclusive ? "minimum" : "exclusiveMinimum", .number(lower))) }
        if let upper { pairs.append((upperInclusive ? "maximum" : "exclusiveMaximum", .number(upper))) }
        return pairs
    }
}

/// A number as a person writes it: `2` rather than `2.0`.
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
