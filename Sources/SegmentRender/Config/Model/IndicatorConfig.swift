import Raster

/// One entry of `indicators`: a JXSegmentedView-class indicator. Several stack, in order. Unset
/// geometry takes the kind's own default (one table of them, `IndicatorKind.defaults`). Each
/// property is the entry's key of the same name (`segment-render help config`).
public struct IndicatorConfig: Sendable, Hashable {
    public var kind: IndicatorKind = .line
    public var color = RGBA8(r: 255, g: 0, b: 0)
    public var gradient: GradientConfig?
    /// `indicator`: the gradient spans the indicator; `content`: it spans the whole content, and the
    /// moving indicator shows its slice.
    public var gradientSpan: GradientSpan = .indicator
    /// nil: half the height.
    public var cornerRadius: Double?
    /// nil: the kind's (`IndicatorKind/defaults`).
    public var position: IndicatorPosition?
    public var verticalOffset: Double = 0
    public var shadow: ShadowConfig?
    /// nil: the kind's (`IndicatorKind/defaults`).
    public var widthMode: IndicatorWidthMode?
    /// The width with `widthMode: fixed`; nil: the kind's (`IndicatorKind/defaults`).
    public var width: Double?
    /// Added to the width; nil: the kind's (`IndicatorKind/defaults`).
    public var widthIncrement: Double?
    /// nil: the kind's (`IndicatorKind/defaults`).
    public var height: Double?
    /// nil: under the titles for a background (and an image background), over them otherwise.
    public var layer: IndicatorLayer?
    public var lineStyle: LineStyle = .normal
    public var lineScrollOffsetX: Double = 10
    public var lineMaxWidth: Double = 50
    public var minLineWidthPercent: Double = 0.2
    public var borderWidth: Double = 0
    public var borderColor: RGBA8 = .black
    public var direction: TriangleDirection?
    /// `rainbowLine`: one colour per item.
    public var colors: [RGBA8] = []
    /// `image`: a PNG path or builtin:NAME.
    public var image: String?
    public var imageMode: ImageIndicatorMode = .mark
    /// `image`: the box the picture is aspect-fit into (a mark's width and height); nil: 20 × 20.
    public var imageSize: Size?
    /// At the transition's midpoint the image is this much larger (1: no zoom).
    public var zoomScale: Double = 1

    /// An entry of `kind` with every other key at its default.
    public init(kind: IndicatorKind = .line) { self.kind = kind }
}

/// `indicators[].kind`: what the indicator draws.
public enum IndicatorKind: String, ConfigEnum, Sendable {
    case line, background, triangle, dotLine, doubleLine, rainbowLine, image

    /// What the kind draws, as the `kind` key's description lists it: the description is made
    /// from these, so a new kind is named there by the compiler.
    var draws: String {
        switch self {
        case .line: "a line (lineStyle normal, lengthen or lengthenOffset)"
        case .background: "a pill under the titles, hollow with borderWidth"
        case .triangle: "a triangle"
        case .dotLine: "a dot stretching into a line on the way"
        case .doubleLine: "two lines, one fading out as the next fades in"
        case .rainbowLine: "a line in one colour an item, blended on the way"
        case .image: "an image, a mark or the item's background"
        }
    }

    /// The kind's own defaults, JXSegmentedView's: what an entry leaves unset. One row a kind with
    /// every field, so a new kind cannot miss one; the help, schema notes and docs are made from it.
    package var defaults: IndicatorDefaults {
        switch self {
        case .line: IndicatorDefaults(height: 3, widthMode: .item, fixedWidth: nil, widthIncrement: 0, behindTitles: false)
        case .background: IndicatorDefaults(height: 26, widthMode: .item, fixedWidth: nil, widthIncrement: 20, behindTitles: true)
        case .triangle: IndicatorDefaults(height: 10, widthMode: .fixed, fixedWidth: 14, widthIncrement: 0, behindTitles: false)
        case .dotLine: IndicatorDefaults(height: 10, widthMode: .fixed, fixedWidth: 10, widthIncrement: 0, behindTitles: false)
        case .doubleLine: IndicatorDefaults(height: 3, widthMode: .item, fixedWidth: nil, widthIncrement: 0, behindTitles: false)
        case .rainbowLine: IndicatorDefaults(height: 3, widthMode: .item, fixedWidth: nil, widthIncrement: 0, behindTitles: false)
        case .image: IndicatorDefaults(height: 20, widthMode: .fixed, fixedWidth: 20, widthIncrement: 0, behindTitles: false)
        }
    }
}

/// What an indicator kind leaves unset (`IndicatorKind/defaults`).
package struct IndicatorDefaults: Sendable, Hashable {
    public var height: Double
    public var widthMode: IndicatorWidthMode
    /// The width with `widthMode: fixed`; nil when the kind is not fixed-width by default (then
    /// `widthMode: fixed` needs a `width`).
    public var fixedWidth: Double?
    public var widthIncrement: Double
    /// Whether it sits behind the item's title: centred, under the titles.
    public var behindTitles: Bool

    /// How the reference states a default that depends on the kind: the most common value, and
    /// the kinds that differ (`3 (background 26; triangle, dotLine 10; image 20)`).
    static func note(_ value: (IndicatorKind) -> String?) -> String {
        var groups: [(String, [String])] = []
        for kind in IndicatorKind.allCases {
            guard let text = value(kind) else { continue }
            if let k = groups.firstIndex(where: { $0.0 == text }) { groups[k].1.append(kind.rawValue) } else { groups.append((text, [kind.rawValue])) }
        }
        guard let common = groups.max(by: { $0.1.count < $1.1.count }), common.1.count > 1 else {
            return groups.map { "\($0.1.joined(separator: ", ")) \($0.0)" }.joined(separator: "; ")
        }
        let others = groups.filter { $0.0 != common.0 }.map { "\($0.1.joined(separator: ", ")) \($0.0)" }
        return others.isEmpty ? common.0 : "\(common.0) (\(others.joined(separator: "; ")))"
    }
}

/// `indicators[].position`: top or bottom of the item.
public enum IndicatorPosition: String, ConfigEnum, Sendable { case top, bottom, center }
/// `indicators[].widthMode`: what the indicator's width follows.
public enum IndicatorWidthMode: String, ConfigEnum, Sendable { case item, title, fixed }
/// `indicators[].layer`: under or over the titles.
public enum IndicatorLayer: String, ConfigEnum, Sendable { case under, over }
/// `indicators[].lineStyle`: how a line stretches between items.
public enum LineStyle: String, ConfigEnum, Sendable { case normal, lengthen, lengthenOffset }
/// `indicators[].direction`: where a triangle points.
public enum TriangleDirection: String, ConfigEnum, Sendable { case up, down }
/// `indicators[].imageMode`: how an image indicator moves.
public enum ImageIndicatorMode: String, ConfigEnum, Sendable { case mark, background }
/// `gradient.span`: what a gradient is spread across.
public enum GradientSpan: String, ConfigEnum, Sendable { case indicator, content }

/// A linear gradient as CAGradientLayer takes it: colours, optional increasing locations (0–1),
/// and start and end points in unit coordinates of what it fills.
public struct GradientConfig: Sendable, Hashable {
    public var colors: [RGBA8] = []
    /// nil: evenly spaced.
    public var locations: [Double]?
    public var startPoint = UnitPoint(x: 0, y: 0.5)
    public var endPoint = UnitPoint(x: 1, y: 0.5)
    /// A gradient with every key at its default.
    public init() {}

    /// The gradient laid over `rect`: its unit points placed in it, as CAGradientLayer places them.
    func linear(in rect: Rect) -> LinearGradient {
        LinearGradient(
            colors: colors, locations: locations,
            start: Point(x: rect.x + startPoint.x * rect.width, y: rect.y + startPoint.y * rect.height),
            end: Point(x: rect.x + endPoint.x * rect.width, y: rect.y + endPoint.y * rect.height))
    }
}

/// A point in unit coordinates (0–1 across what it belongs to).
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
}

/// A layer shadow: colour (with its opacity), blur radius and offset in points.
public struct ShadowConfig: Sendable, Hashable {
    public var color = RGBA8(r: 0, g: 0, b: 0, a: 85)
    public var radius: Double = 3
    public var offset = UnitPoint(x: 0, y: 2)
    /// A shadow with every key at its default.
    public init() {}
}
