import Raster

/// One entry of `indicators`: a JXSegmentedView-class indicator. Several stack, in order. Unset
/// geometry takes the kind's own default (a line is 3 pt high, a background 26 pt, …; see
/// ``IndicatorKind``).
public struct IndicatorConfig: Sendable, Hashable {
    public var kind: IndicatorKind = .line
    public var color = RGBA8(r: 255, g: 0, b: 0)
    public var gradient: GradientConfig?
    /// `indicator`: the gradient spans the indicator; `content`: it spans the whole content, and the
    /// moving indicator shows its slice.
    public var gradientSpan: GradientSpan = .indicator
    /// nil: half the height.
    public var cornerRadius: Double?
    /// nil: the kind's (bottom; centre for a background).
    public var position: IndicatorPosition?
    public var verticalOffset: Double = 0
    public var shadow: ShadowConfig?
    /// nil: the kind's (item; fixed for a dot line).
    public var widthMode: IndicatorWidthMode?
    /// The width with `widthMode: fixed`; nil: the kind's (dot line 10, triangle 14, image 20).
    public var width: Double?
    /// Added to the width; nil: the kind's (a background 20, else 0).
    public var widthIncrement: Double?
    /// nil: the kind's (line 3, background 26, triangle 10, dot line 10, image 20).
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

    public init(kind: IndicatorKind = .line) { self.kind = kind }
}

public enum IndicatorKind: String, ConfigEnum, Sendable {
    case line, background, triangle, dotLine, doubleLine, rainbowLine, image

    /// The kind's own defaults, JXSegmentedView's: what an entry leaves unset.
    var defaultHeight: Double {
        switch self {
        case .line, .doubleLine, .rainbowLine: 3
        case .background: 26
        case .triangle, .dotLine: 10
        case .image: 20
        }
    }

    var defaultWidthMode: IndicatorWidthMode { [.dotLine, .triangle, .image].contains(self) ? .fixed : .item }
    var defaultFixedWidth: Double { self == .triangle ? 14 : self == .image ? 20 : 10 }
    var defaultWidthIncrement: Double { self == .background ? 20 : 0 }
    var drawsBehindTitles: Bool { self == .background }
}

public enum IndicatorPosition: String, ConfigEnum, Sendable { case top, bottom, center }
public enum IndicatorWidthMode: String, ConfigEnum, Sendable { case item, title, fixed }
public enum IndicatorLayer: String, ConfigEnum, Sendable { case under, over }
public enum LineStyle: String, ConfigEnum, Sendable { case normal, lengthen, lengthenOffset }
public enum TriangleDirection: String, ConfigEnum, Sendable { case up, down }
public enum ImageIndicatorMode: String, ConfigEnum, Sendable { case mark, background }
public enum GradientSpan: String, ConfigEnum, Sendable { case indicator, content }

/// A linear gradient as CAGradientLayer takes it: colours, optional increasing locations (0–1),
/// and start and end points in unit coordinates of what it fills.
public struct GradientConfig: Sendable, Hashable {
    public var colors: [RGBA8] = []
    /// nil: evenly spaced.
    public var locations: [Double]?
    public var startPoint = UnitPoint(x: 0, y: 0.5)
    public var endPoint = UnitPoint(x: 1, y: 0.5)
    public init() {}
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
    public init() {}
}
