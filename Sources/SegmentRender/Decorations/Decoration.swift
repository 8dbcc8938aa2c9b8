import Raster

/// Something drawn around the titles — an indicator, a box, a thumb — as layout computes it for
/// one state: a kind, its frames in content points and its paint. Layout makes an ordered list of
/// these (``ControlLayout/decorations``); animation blends two lists kind by kind
/// (``interpolated(to:_:)``); drawing turns each into display-list commands, those in
/// ``Layer/underContent`` before the segments' images and titles, the rest after them.
///
/// A new kind is a case here plus one file holding its geometry, its interpolation rule and its
/// drawing (``DecorationKind``).
public enum Decoration: Sendable, Hashable {
    /// A filled rectangle: HMSegmentedControl's stripe.
    case stripe(Stripe)
    /// HMSegmentedControl's translucent box over the selected segment.
    case box(SelectionBox)
    /// HMSegmentedControl's triangle pointing at the selected segment.
    case arrow(Arrow)
    /// iOS 13's sliding thumb: a rounded rectangle with a soft shadow.
    case thumb(Thumb)
    /// iOS 7's tinted selected segment, cross-fading between segments.
    case segmentFill(SegmentFill)
    /// JX's line and rainbow line (normal, lengthen, lengthenOffset).
    case line(LineIndicator)
    /// JX's pill behind the title.
    case background(BackgroundIndicator)
    /// JX's triangle.
    case triangle(TriangleIndicator)
    /// JX's dot that stretches into a line between items.
    case dotLine(DotLineIndicator)
    /// JX's two lines that fade into each other.
    case doubleLine(DoubleLineIndicator)
    /// JX's image mark or background.
    case image(ImageIndicator)
    /// A segment's dot, number or text badge.
    case badge(Badge)

    /// Where a decoration is drawn relative to the segments' content.
    public enum Layer: Sendable, Hashable {
        case underContent, overContent
    }

    var kind: any DecorationKind {
        switch self {
        case .stripe(let d): d
        case .box(let d): d
        case .arrow(let d): d
        case .thumb(let d): d
        case .segmentFill(let d): d
        case .line(let d): d
        case .background(let d): d
        case .triangle(let d): d
        case .dotLine(let d): d
        case .doubleLine(let d): d
        case .image(let d): d
        case .badge(let d): d
        }
    }

    /// The kind's name, as configs spell it and `layout` reports it.
    public var name: String { kind.reportedName }
    public var layer: Layer { kind.layer }
    /// The rectangle the decoration occupies (an arrow's bounding box).
    public var frame: Rect { kind.frame }

    /// The decoration `t` of the way to `other`, by its kind's rule; nil when the kinds differ.
    public func interpolated(to other: Decoration, _ t: Double) -> Decoration? {
        switch (self, other) {
        case let (.stripe(a), .stripe(b)): .stripe(a.interpolated(to: b, t))
        case let (.box(a), .box(b)): .box(a.interpolated(to: b, t))
        case let (.arrow(a), .arrow(b)): .arrow(a.interpolated(to: b, t))
        case let (.thumb(a), .thumb(b)): .thumb(a.interpolated(to: b, t))
        case let (.segmentFill(a), .segmentFill(b)): .segmentFill(a.interpolated(to: b, t))
        case let (.line(a), .line(b)): .line(a.interpolated(to: b, t))
        case let (.background(a), .background(b)): .background(a.interpolated(to: b, t))
        case let (.triangle(a), .triangle(b)): .triangle(a.interpolated(to: b, t))
        case let (.dotLine(a), .dotLine(b)): .dotLine(a.interpolated(to: b, t))
        case let (.doubleLine(a), .doubleLine(b)): .doubleLine(a.interpolated(to: b, t))
        case let (.image(a), .image(b)): .image(a.interpolated(to: b, t))
        case let (.badge(a), .badge(b)): .badge(a.interpolated(to: b, t))
        default: nil
        }
    }

    /// The display-list commands that draw it, moved by the scroll offset.
    func commands(_ context: DecorationContext) -> [DrawCommand] { kind.commands(context) }

    /// Whether it comes from `indicators` (rather than a style's own stripe, box or thumb).
    public var isIndicator: Bool {
        switch self {
        case .line, .background, .triangle, .dotLine, .doubleLine, .image: true
        default: false
        }
    }

    /// Mirrored across a span `width` wide, for a right-to-left interface.
    public func mirrored(in width: Double) -> Decoration {
        switch self {
        case .stripe(let d): .stripe(d.mirrored(in: width))
        case .box(let d): .box(d.mirrored(in: width))
        case .arrow(let d): .arrow(d.mirrored(in: width))
        case .thumb(let d): .thumb(d.mirrored(in: width))
        case .segmentFill(let d): .segmentFill(d.mirrored(in: width))
        case .line(let d): .line(d.mirrored(in: width))
        case .background(let d): .background(d.mirrored(in: width))
        case .triangle(let d): .triangle(d.mirrored(in: width))
        case .dotLine(let d): .dotLine(d.mirrored(in: width))
        case .doubleLine(let d): .doubleLine(d.mirrored(in: width))
        case .image(let d): .image(d.mirrored(in: width))
        case .badge(let d): .badge(d.mirrored(in: width))
        }
    }

    /// Its shape alone, opaque, for cutting titles (`titleMask`).
    func mask(_ context: DecorationContext) -> [DrawCommand] { kind.mask(context) }

    /// The decoration an `indicators` entry makes at rest on an item.
    static func indicator(_ config: IndicatorConfig, item: Rect, titleWidth: Double, itemIndex: Int, controlHeight H: Double,
                          image: RasterImage?) -> Decoration? {
        let frame = config.restFrame(item: item, titleWidth: titleWidth, controlHeight: H)
        var paint = IndicatorPaint(config, layer: config.resolvedLayer)
        switch config.kind {
        case .line:
            return .line(LineIndicator(frame: frame, style: config.lineStyle, offsetX: config.lineScrollOffsetX, paint: paint))
        case .rainbowLine:
            if !config.colors.isEmpty { paint.color = config.colors[min(itemIndex, config.colors.count - 1)] }
            return .line(LineIndicator(frame: frame, style: config.lineStyle, offsetX: config.lineScrollOffsetX, paint: paint, isRainbow: true))
        case .background:
            return .background(BackgroundIndicator(frame: frame, paint: paint))
        case .triangle:
            let direction = config.direction ?? ((config.position ?? .bottom) == .top ? .down : .up)
            return .triangle(TriangleIndicator(frame: frame, direction: direction, paint: paint))
        case .dotLine:
            return .dotLine(DotLineIndicator(frame: frame, lineMaxWidth: config.lineMaxWidth, paint: paint))
        case .doubleLine:
            return .doubleLine(DoubleLineIndicator(frame: frame, minLineWidthPercent: config.minLineWidthPercent, paint: paint))
        case .image:
            guard let image else { return nil }
            return .image(ImageIndicator(frame: frame, image: image, zoomScale: config.zoomScale, paint: paint))
        }
    }
}

/// What one kind of decoration knows: its name, layer and frame, how it blends with another of its
/// kind, and how it draws.
protocol DecorationKind: Sendable, Hashable {
    static var name: String { get }
    /// The name `layout` reports (the kind's name unless it says otherwise).
    var reportedName: String { get }
    var layer: Decoration.Layer { get }
    var frame: Rect { get }
    func interpolated(to other: Self, _ t: Double) -> Self
    func commands(_ context: DecorationContext) -> [DrawCommand]
    /// Its shape alone, filled opaque.
    func mask(_ context: DecorationContext) -> [DrawCommand]
    /// Mirrored across a span `width` wide, for a right-to-left interface.
    func mirrored(in width: Double) -> Self
}

/// A decoration whose geometry is one rectangle: mirroring moves the rectangle.
protocol FramedDecoration: DecorationKind {
    var frame: Rect { get set }
}

extension FramedDecoration {
    func mirrored(in width: Double) -> Self {
        var out = self
        out.frame = frame.mirrored(in: width)
        return out
    }
}

extension DecorationKind {
    var reportedName: String { Self.name }
    func mask(_ context: DecorationContext) -> [DrawCommand] { [.fillRect(frame.offsetBy(dx: context.dx, dy: 0), .black)] }
}

/// What drawing a decoration may need beyond its own geometry and paint.
struct DecorationContext {
    /// The content's horizontal shift: −scroll offset.
    var dx: Double
    /// The segments' slots, in content points.
    var segments: [SegmentLayout]
    /// Per segment, how selected it is (0 to 1; fractional while animating).
    var weights: [Double]
    /// The content's width and the control's height, for gradients that span the content.
    var contentWidth: Double
    var height: Double
}

extension Array where Element == Decoration {
    /// Two states' decorations blended: the n-th decoration of a kind with the n-th of the same
    /// kind in `other`; one present in only one state is taken as it is.
    func interpolated(to other: [Decoration], _ t: Double) -> [Decoration] {
        if t == 0 { return self }
        if t == 1 { return other }
        var used = Set<Int>()
        var result: [Decoration] = []
        for a in self {
            if let j = other.indices.first(where: { !used.contains($0) && other[$0].name == a.name }),
               let blended = a.interpolated(to: other[j], t) {
                used.insert(j)
                result.append(blended)
            } else {
                result.append(a)
            }
        }
        result += other.indices.filter { !used.contains($0) }.map { other[$0] }
        return result
    }
}
