import Raster

/// Something drawn around the titles — an indicator, a box, a thumb — as layout computes it for
/// one state: a kind, its frames in content points and its paint. Layout makes an ordered list of
/// these (``ControlLayout/decorations``); animation blends two lists kind by kind
/// (``interpolated(to:_:)``); drawing turns each into display-list commands, those in
/// ``Layer/underContent`` before the segments' images and titles, the rest after them.
///
/// A new kind is a case here plus one file holding all it is (`DecorationKind`): its rest
/// geometry, interpolation, mirroring, drawing, what `layout` reports of it and whether it is an
/// indicator. Every switch below is exhaustive (no `default:`), so each is a compile error until
/// the new case is in it.
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
    /// iOS 7's pressed segment, tinted.
    case pressHighlight(PressHighlight)
    /// Material 3's tab indicator.
    case tabIndicator(TabIndicator)
    /// Material's ripple under a finger.
    case ripple(Ripple)
    /// Material 3's outlined segmented buttons.
    case segmentedButtons(SegmentedButtonRow)
    /// Material's state layer over a hovered, focused or dragged tab.
    case stateLayer(StateLayer)
    /// iOS 26's pressed thumb: a magnifying glass capsule.
    case lens(Lens)

    /// Where a decoration is drawn relative to the segments' content.
    public enum Layer: Sendable, Hashable {
        /// Drawn before the segments' titles and images, or after them.
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
        case .pressHighlight(let d): d
        case .tabIndicator(let d): d
        case .ripple(let d): d
        case .segmentedButtons(let d): d
        case .stateLayer(let d): d
        case .lens(let d): d
        }
    }

    /// The kind's name, as configs spell it and `layout` reports it.
    public var name: String { kind.reportedName }
    /// Whether it draws under the segments' content or over it.
    public var layer: Layer { kind.layer }
    /// The rectangle the decoration occupies (an arrow's bounding box).
    public var frame: Rect { kind.frame }

    /// The decoration `t` of the way to `other`, by its kind's rule; nil when the kinds differ.
    public func interpolated(to other: Decoration, _ t: Double) -> Decoration? {
        switch self {
        case .stripe(let a): if case .stripe(let b) = other { return .stripe(a.interpolated(to: b, t)) }
        case .box(let a): if case .box(let b) = other { return .box(a.interpolated(to: b, t)) }
        case .arrow(let a): if case .arrow(let b) = other { return .arrow(a.interpolated(to: b, t)) }
        case .thumb(let a): if case .thumb(let b) = other { return .thumb(a.interpolated(to: b, t)) }
        case .segmentFill(let a): if case .segmentFill(let b) = other { return .segmentFill(a.interpolated(to: b, t)) }
        case .line(let a): if case .line(let b) = other { return .line(a.interpolated(to: b, t)) }
        case .background(let a): if case .background(let b) = other { return .background(a.interpolated(to: b, t)) }
        case .triangle(let a): if case .triangle(let b) = other { return .triangle(a.interpolated(to: b, t)) }
        case .dotLine(let a): if case .dotLine(let b) = other { return .dotLine(a.interpolated(to: b, t)) }
        case .doubleLine(let a): if case .doubleLine(let b) = other { return .doubleLine(a.interpolated(to: b, t)) }
        case .image(let a): if case .image(let b) = other { return .image(a.interpolated(to: b, t)) }
        case .badge(let a): if case .badge(let b) = other { return .badge(a.interpolated(to: b, t)) }
        case .pressHighlight(let a): if case .pressHighlight(let b) = other { return .pressHighlight(a.interpolated(to: b, t)) }
        case .tabIndicator(let a): if case .tabIndicator(let b) = other { return .tabIndicator(a.interpolated(to: b, t)) }
        case .ripple(let a): if case .ripple(let b) = other { return .ripple(a.interpolated(to: b, t)) }
        case .segmentedButtons(let a): if case .segmentedButtons(let b) = other { return .segmentedButtons(a.interpolated(to: b, t)) }
        case .stateLayer(let a): if case .stateLayer(let b) = other { return .stateLayer(a.interpolated(to: b, t)) }
        case .lens(let a): if case .lens(let b) = other { return .lens(a.interpolated(to: b, t)) }
        }
        return nil
    }

    /// The display-list commands that draw it, moved by the scroll offset.
    func commands(_ context: DecorationContext) -> [DrawCommand] { kind.commands(context) }

    /// Whether it comes from `indicators` (rather than a style's own stripe, box or thumb).
    public var isIndicator: Bool { type(of: kind).isIndicator }

    /// What `layout` reports of it beyond its kind, frame and layer.
    var layoutFields: [(String, JSONValue)] { kind.layoutFields }

    /// Its colour and how opaque it is drawn, as motion curves report them.
    public var tint: DecorationTint { kind.tint }

    /// Its part in `layout`'s older `indicator` summary, if any.
    var summaryRole: IndicatorSummaryRole? { type(of: kind).summaryRole }

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
        case .pressHighlight(let d): .pressHighlight(d.mirrored(in: width))
        case .tabIndicator(let d): .tabIndicator(d.mirrored(in: width))
        case .ripple(let d): .ripple(d.mirrored(in: width))
        case .segmentedButtons(let d): .segmentedButtons(d.mirrored(in: width))
        case .stateLayer(let d): .stateLayer(d.mirrored(in: width))
        case .lens(let d): .lens(d.mirrored(in: width))
        }
    }

    /// Its shape alone, opaque, for cutting titles (`titleMask`).
    func mask(_ context: DecorationContext) -> [DrawCommand] { kind.mask(context) }

    /// The decoration an `indicators` entry makes at rest on an item: the shared placement
    /// (``IndicatorConfig/restFrame(item:titleWidth:controlHeight:)``), then the kind's own.
    static func indicator(
        _ config: IndicatorConfig, item: Rect, titleWidth: Double, itemIndex: Int, controlHeight H: Double,
        image: RasterImage?
    ) -> Decoration? {
        let rest = IndicatorRest(
            config: config, frame: config.restFrame(item: item, titleWidth: titleWidth, controlHeight: H),
            paint: IndicatorPaint(config, layer: config.resolvedLayer), itemIndex: itemIndex, image: image)
        switch config.kind {
        case .line, .rainbowLine: return .line(LineIndicator(rest))
        case .background: return .background(BackgroundIndicator(rest))
        case .triangle: return .triangle(TriangleIndicator(rest))
        case .dotLine: return .dotLine(DotLineIndicator(rest))
        case .doubleLine: return .doubleLine(DoubleLineIndicator(rest))
        case .image: return ImageIndicator(rest).map(Decoration.image)
        }
    }
}

/// What an `indicators` entry gives its kind to make its rest state from.
struct IndicatorRest {
    var config: IndicatorConfig
    /// The shared placement: width by `widthMode`, height, position.
    var frame: Rect
    var paint: IndicatorPaint
    var itemIndex: Int
    var image: RasterImage?
}

/// A decoration's part in `layout`'s older `indicator` summary: the first stripe, the first box
/// (HMSegmentedControl's box, iOS 13's thumb or iOS 7's selected segment) and the first arrow.
enum IndicatorSummaryRole { case stripe, box, arrow }

/// What one kind of decoration knows: its name, layer and frame, how it blends with another of its
/// kind, how it draws, what `layout` reports of it and whether it is an indicator. The requirements
/// without a default are what a new kind must say.
protocol DecorationKind: Sendable, Hashable {
    static var name: String { get }
    /// Whether `indicators` makes it (titleMask cuts titles by the first of these).
    static var isIndicator: Bool { get }
    /// Its part in `layout`'s older `indicator` summary, or nil.
    static var summaryRole: IndicatorSummaryRole? { get }
    /// What `layout` reports of it beyond its kind, frame and layer (an arrow's points).
    var layoutFields: [(String, JSONValue)] { get }
    /// Its colour and opacity (a gradient's or an image's: the plain colour it was configured with).
    var tint: DecorationTint { get }
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

/// A decoration's colour and the opacity it is drawn at beyond the colour's own alpha.
public struct DecorationTint: Sendable, Hashable {
    /// Its colour.
    public var color: RGBA8
    /// The opacity it is composited at, 0–1.
    public var opacity: Double

    /// How opaque it shows: the colour's alpha times the opacity, 0–1.
    public var alpha: Double { Double(color.a) / 255 * opacity }
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

extension DrawCommand {
    /// `rect` filled with `color`, its corners rounded by `radii` (a plain rectangle when all are square).
    static func fill(_ rect: Rect, radii: CornerRadii, _ color: RGBA8) -> DrawCommand {
        radii.isZero ? .fillRect(rect, color) : .fillRoundedRect(rect, radii: radii, color)
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
    /// kind in `other`; one present in only one state is taken as it is — but a glass lens (iOS
    /// 26's held thumb) grows out of, or shrinks into, the other state's thumb, clear there.
    func interpolated(to other: [Decoration], _ t: Double) -> [Decoration] {
        if t == 0 { return self }
        if t == 1 { return other }
        var used = Set<Int>()
        var result: [Decoration] = []
        for a in self {
            if let j = other.indices.first(where: { !used.contains($0) && other[$0].name == a.name }),
                let blended = a.interpolated(to: other[j], t)
            {
                used.insert(j)
                result.append(blended)
            } else if case .lens(let lens) = a, let resting = other.lazy.compactMap(Lens.init(clearOver:)).first {
                result.append(.lens(lens.interpolated(to: resting, t)))
            } else {
                result.append(a)
            }
        }
        for j in other.indices where !used.contains(j) {
            if case .lens(let lens) = other[j], let resting = lazy.compactMap(Lens.init(clearOver:)).first {
                result.append(.lens(resting.interpolated(to: lens, t)))
            } else {
                result.append(other[j])
            }
        }
        return result
    }
}
