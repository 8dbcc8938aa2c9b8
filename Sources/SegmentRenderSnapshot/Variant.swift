import SegmentRender
/// One picture of a matrix: an appearance, a direction, a Dynamic Type size, a state and a scale.
/// Its file name puts the axes in a fixed order and leaves out the defaults (light, ltr, L), so
/// goldens recorded before a suite grew a matrix keep their names:
/// `NAME[-dark][-rtl][-CAT]-STATE@SCALEx`.
public struct Variant: Sendable, Hashable {
    public var appearance: Appearance = .light
    public var rightToLeft = false
    public var contentSize: ContentSizeCategory?
    /// nil: no selection.
    public var state: Int?
    public var scale: Int

    public init(appearance: Appearance = .light, rightToLeft: Bool = false, contentSize: ContentSizeCategory? = nil, state: Int?, scale: Int) {
        self.appearance = appearance
        self.rightToLeft = rightToLeft
        self.contentSize = contentSize
        self.state = state
        self.scale = scale
    }

    public func name(_ base: String) -> String {
        var parts = [base]
        if appearance == .dark { parts.append("dark") }
        if rightToLeft { parts.append("rtl") }
        if let contentSize, contentSize != .L { parts.append(contentSize.rawValue) }
        parts.append(state.map(String.init) ?? "none")
        return parts.joined(separator: "-") + "@\(scale)x"
    }

    /// What loading the control needs for this variant (nil keeps the config's own).
    public var overrides: ConfigOverrides {
        ConfigOverrides(appearance: appearance == .dark ? .dark : nil, direction: rightToLeft ? .forceRightToLeft : nil, contentSize: contentSize)
    }
}

/// The values each axis of a matrix takes; every combination is one ``Variant``.
public struct VariantAxes: Sendable, Hashable {
    public var appearances: [Appearance] = [.light]
    public var directions: [Bool] = [false]
    /// nil inside: the config's own size.
    public var contentSizes: [ContentSizeCategory?] = [nil]
    /// nil: none and every segment.
    public var states: [Int?]?
    /// nil: the config's own scale.
    public var scales: [Int]?

    public init() {}

    /// The axes' names, as `render --matrix` spells them.
    public static let axisNames = ["appearance", "direction", "contentSize", "state", "scale"]

    /// How many combinations ``variants(segmentCount:defaultScale:)`` makes, saturating at `Int.max`.
    public func variantCount(segmentCount count: Int) -> Int {
        [appearances.count, directions.count, contentSizes.count, states?.count ?? count + 1, scales?.count ?? 1].reduce(1) { total, n in
            let (product, overflow) = total.multipliedReportingOverflow(by: n)
            return overflow ? Int.max : product
        }
    }

    /// Every combination, appearance slowest and scale fastest, for a control with `count` segments
    /// at `scale` by default.
    public func variants(segmentCount count: Int, defaultScale: Int) -> [Variant] {
        var out: [Variant] = []
        for appearance in appearances {
            for rtl in directions {
                for size in contentSizes {
                    for state in states ?? ([nil] + (0..<count).map { Optional($0) }) {
                        for scale in scales ?? [defaultScale] {
                            out.append(Variant(appearance: appearance, rightToLeft: rtl, contentSize: size, state: state, scale: scale))
                        }
                    }
                }
            }
        }
        return out
    }
}
