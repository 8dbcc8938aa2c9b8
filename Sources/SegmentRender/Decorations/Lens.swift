import Raster

/// iOS 26's pressed thumb: a capsule of glass over the track that magnifies what is under it
/// (the track, the titles, the backdrop), ringed by a light rim, over a soft shadow. It grows out
/// of the thumb while the finger is down. Apple publishes none of its numbers; ours are in
/// docs/style-uikit26.md.
public struct Lens: FramedDecoration {
    static let name = "lens"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .box
    var layoutFields: [(String, JSONValue)] { [("zoom", .number(zoom))] }
    /// The lens, in points.
    public var frame: Rect
    /// Its corner radius (half its height: a capsule).
    public var cornerRadius: Double
    /// How much it magnifies (1: not at all).
    public var zoom: Double
    /// The rim's colour: a ring `rimWidth` points wide inside its edge.
    public var rim: RGBA8
    /// How wide the rim is, in points.
    public var rimWidth: Double
    /// A faint tint over the magnified picture.
    public var glass: RGBA8
    /// Its shadow.
    public var shadow: ShadowConfig?
    var layer: Decoration.Layer { .overContent }
    var tint: DecorationTint { DecorationTint(color: glass, opacity: 1) }

    func interpolated(to other: Lens, _ t: Double) -> Lens {
        var out = other
        out.frame = lerp(frame, other.frame, t)
        out.cornerRadius = lerp(cornerRadius, other.cornerRadius, t)
        out.zoom = lerp(zoom, other.zoom, t)
        out.rim = lerp(rim, other.rim, t)
        out.rimWidth = lerp(rimWidth, other.rimWidth, t)
        out.glass = lerp(glass, other.glass, t)
        return out
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        let radii = CornerRadii(all: cornerRadius)
        // The lens reads the canvas before anything of its own is drawn (at zoom 1 it would copy
        // it: nothing to draw); its shadow then falls outside it only (under clear glass a shadow
        // would show through and darken the picture).
        var commands: [DrawCommand] = zoom == 1 ? [] : [.magnifier(r, cornerRadius: cornerRadius, zoom: zoom)]
        if let shadow {
            let offset = Point(x: shadow.offset.x, y: shadow.offset.y)
            commands.append(
                .masked(
                    [.shadow([.fill(r, radii: radii, .black)], color: shadow.color, blur: shadow.radius, offset: offset)],
                    by: [.fillPolygon(Lens.outside(r, radii: radii, reach: 3 * shadow.radius + abs(offset.x) + abs(offset.y) + 2), .black)]))
        }
        commands.append(.fill(r, radii: radii, glass))
        commands.append(.strokeRoundedRect(r, radii: radii, width: rimWidth, rim))
        return commands
    }

    /// What lies within `reach` of the rounded rectangle `r` but outside it, as one outline: the
    /// outer rectangle anticlockwise, a cut in to the shape, the shape clockwise, the cut back
    /// (the two windings cancel inside the shape; the cut's two edges cancel each other).
    static func outside(_ r: Rect, radii: CornerRadii, reach: Double) -> [Point] {
        let x0 = r.minX - reach, y0 = r.minY - reach, x1 = r.maxX + reach, y1 = r.maxY + reach
        let shape = Framebuffer.roundedRectPolygon(r, radii: radii)
        let outer = [Point(x: x0, y: y0), Point(x: x0, y: y1), Point(x: x1, y: y1), Point(x: x1, y: y0), Point(x: x0, y: y0)]
        return outer + shape + shape.prefix(1)
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        [.fill(frame.offsetBy(dx: context.dx, dy: 0), radii: CornerRadii(all: cornerRadius), .black)]
    }
}

extension Lens {
    /// A lens that has not begun: clear, unmagnified, rimless, resting over a thumb's frame — what
    /// a held thumb's lens blends with in a state where it is not held. Nil for anything else.
    init?(clearOver decoration: Decoration) {
        guard case .thumb(let thumb) = decoration else { return nil }
        self.init(
            frame: thumb.frame, cornerRadius: thumb.cornerRadius, zoom: 1, rim: RGBA8(r: 255, g: 255, b: 255, a: 0), rimWidth: 0,
            glass: RGBA8(r: 255, g: 255, b: 255, a: 0), shadow: nil)
    }
}
