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
        }
    }

    /// The kind's name, as `layout` reports it.
    public var name: String { type(of: kind).name }
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
        default: nil
        }
    }

    /// The display-list commands that draw it, moved by the scroll offset.
    func commands(_ context: DecorationContext) -> [DrawCommand] { kind.commands(context) }
}

/// What one kind of decoration knows: its name, layer and frame, how it blends with another of its
/// kind, and how it draws.
protocol DecorationKind: Sendable, Hashable {
    static var name: String { get }
    var layer: Decoration.Layer { get }
    var frame: Rect { get }
    func interpolated(to other: Self, _ t: Double) -> Self
    func commands(_ context: DecorationContext) -> [DrawCommand]
}

/// What drawing a decoration may need beyond its own geometry and paint.
struct DecorationContext {
    /// The content's horizontal shift: −scroll offset.
    var dx: Double
    /// The segments' slots, in content points.
    var segments: [SegmentLayout]
    /// Per segment, how selected it is (0 to 1; fractional while animating).
    var weights: [Double]
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
