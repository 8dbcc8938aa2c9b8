import Raster
import SegmentRender

/// One picture of a matrix: an appearance, a direction, a Dynamic Type size, a state and a scale.
/// Its file name puts the axes in a fixed order and leaves out the defaults (light, ltr, L), so
/// goldens recorded before a suite grew a matrix keep their names:
/// `NAME[-dark][-rtl][-CAT][-LOCALE]-STATE@SCALEx`, and an animation's `NAME…-FROM-to-TO@SCALEx`.
package struct Variant: Sendable, Hashable {
    package var appearance: Appearance = .light
    package var rightToLeft = false
    package var contentSize: ContentSizeCategory?
    /// A pseudolocale (`.plain`: the config's own titles).
    package var locale: Pseudolocale = .plain
    /// nil: no selection.
    package var state: Int?
    package var scale: Double
    /// An animation's end state (the inner nil: no selection); nil for a still.
    package var endState: Int??
    /// A segment held down (the entry's `press`), over the config's; not part of the name.
    package var press: PressConfig?
    /// A finger dragging the selection (the entry's `drag`), in points; part of the name.
    package var drag: Double?
    /// What lies behind the control (the entry's `backdrop`), over the config's; not part of the name.
    package var backdrop: Backdrop?

    package init(
        appearance: Appearance = .light, rightToLeft: Bool = false, contentSize: ContentSizeCategory? = nil, locale: Pseudolocale = .plain, state: Int?,
        scale: Double
    ) {
        self.appearance = appearance
        self.rightToLeft = rightToLeft
        self.contentSize = contentSize
        self.locale = locale
        self.state = state
        self.scale = scale
    }

    /// The axes that are not their defaults, as names spell them: `dark`, `rtl`, `AX3`, `en-XA`.
    package var axisParts: [String] {
        var parts: [String] = []
        if appearance == .dark { parts.append("dark") }
        if rightToLeft { parts.append("rtl") }
        if let contentSize, contentSize != .L { parts.append(contentSize.rawValue) }
        if locale != .plain { parts.append(locale.rawValue) }
        if let drag { parts.append("drag" + ControlConfig.scaleName(drag)) }
        return parts
    }

    package func name(_ base: String) -> String {
        var parts = [base] + axisParts
        parts.append(state.map(String.init) ?? "none")
        if let endState { parts += ["to", endState.map(String.init) ?? "none"] }
        return parts.joined(separator: "-") + "@\(ControlConfig.scaleName(scale))x"
    }

    /// What loading the control needs for this variant (nil keeps the config's own).
    package var overrides: ConfigOverrides {
        ConfigOverrides(
            appearance: appearance == .dark ? .dark : nil, direction: rightToLeft ? .forceRightToLeft : nil, contentSize: contentSize,
            locale: locale == .plain ? nil : locale, press: press, drag: drag,
            backdrop: backdrop)
    }
}

/// The values each axis of a matrix takes; every combination is one ``Variant``.
package struct VariantAxes: Sendable, Hashable {
    package var appearances: [Appearance] = [.light]
    package var directions: [Bool] = [false]
    /// nil inside: the config's own size.
    package var contentSizes: [ContentSizeCategory?] = [nil]
    /// Pseudolocales (`.plain`: the config's titles).
    package var locales: [Pseudolocale] = [.plain]
    /// nil: none and every segment.
    package var states: [Int?]?
    /// nil: the config's own scale.
    package var scales: [Double]?
    /// A segment held down in every variant (not an axis).
    package var press: PressConfig?
    /// Drag points (nil inside: none), each a variant of its own.
    package var drags: [Double?] = [nil]
    /// What lies behind the control in every variant (not an axis).
    package var backdrop: Backdrop?

    package init() {}

    /// The axes' names, as `render --matrix` spells them.
    package static let axisNames = ["appearance", "direction", "contentSize", "locale", "state", "scale"]
    /// The names as a list in a sentence ("appearance, direction, …"), for `render --help`.
    package static var axisList: String { joinedByAppending(axisNames, separator: ", ") }

    /// How many combinations ``variants(segmentCount:defaultScale:)`` makes, saturating at `Int.max`.
    package func variantCount(segmentCount count: Int) -> Int {
        [appearances.count, directions.count, contentSizes.count, locales.count, states?.count ?? count + 1, scales?.count ?? 1, drags.count].reduce(1) { total, n in
            let (product, overflow) = total.multipliedReportingOverflow(by: n)
            return overflow ? Int.max : product
        }
    }

    /// Every combination, appearance slowest and scale fastest, for a control with `count` segments
    /// at `scale` by default.
    package func variants(segmentCount count: Int, defaultScale: Double) -> [Variant] {
        var out: [Variant] = []
        for appearance in appearances {
            for rtl in directions {
                for size in contentSizes {
                    for locale in locales {
                        for state in states ?? ([nil] + (0..<count).map { Optional($0) }) {
                            for scale in scales ?? [defaultScale] {
                                for drag in drags {
                                    var variant = Variant(appearance: appearance, rightToLeft: rtl, contentSize: size, locale: locale, state: state, scale: scale)
                                    variant.press = press
                                    variant.drag = drag
                                    variant.backdrop = backdrop
                                    out.append(variant)
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
