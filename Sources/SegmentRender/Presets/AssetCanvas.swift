import Raster

/// Draws a built-in asset in points at a given scale.
struct AssetCanvas {
    var framebuffer: Framebuffer
    let s: Double

    init(width: Double, height: Double, scale: Int) {
        s = Double(scale)
        framebuffer = Framebuffer(width: Int(saturating: width * s, .toNearestOrAwayFromZero), height: Int(saturating: height * s, .toNearestOrAwayFromZero))
    }

    func px(_ r: Rect) -> Rect { r.scaled(by: s) }

    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGBA8) {
        framebuffer.fill(rect: px(Rect(x: x, y: y, width: w, height: h)), color: color)
    }

    mutating func roundedRect(_ r: Rect, _ radii: CornerRadii, _ color: RGBA8) {
        framebuffer.fill(roundedRect: px(r), radii: radii.scaled(by: s), color: color)
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, _ color: RGBA8) {
        framebuffer.fill(roundedRect: px(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), radius: r * s, color: color)
    }

    mutating func ring(_ cx: Double, _ cy: Double, _ r: Double, width: Double, _ color: RGBA8) {
        let outer = Framebuffer.roundedRectPolygon(px(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), radii: CornerRadii(all: r * s))
        let ri = r - width
        let inner = Framebuffer.roundedRectPolygon(px(Rect(x: cx - ri, y: cy - ri, width: 2 * ri, height: 2 * ri)), radii: CornerRadii(all: ri * s))
        framebuffer.fill(outer: outer, inner: inner, color: color)
    }

    mutating func polygon(_ points: [(Double, Double)], _ color: RGBA8) {
        framebuffer.fill(polygon: points.map { Point(x: $0.0 * s, y: $0.1 * s) }, color: color)
    }

    mutating func gradient(_ r: Rect, _ radii: CornerRadii, top: RGBA8, bottom: RGBA8) {
        let outline = Framebuffer.roundedRectPolygon(px(r), radii: radii.scaled(by: s))
        framebuffer.fill(contours: [outline], top: top, bottom: bottom, y0: r.minY * s, y1: r.maxY * s)
    }

    /// A border `width` points wide just inside a rounded rectangle.
    mutating func border(_ r: Rect, _ radii: CornerRadii, width: Double, _ color: RGBA8) {
        let outer = Framebuffer.roundedRectPolygon(px(r), radii: radii.scaled(by: s))
        let insetRadii = CornerRadii(
            topLeft: max(0, radii.topLeft - width), topRight: max(0, radii.topRight - width),
            bottomRight: max(0, radii.bottomRight - width), bottomLeft: max(0, radii.bottomLeft - width))
        let inner = Framebuffer.roundedRectPolygon(
            px(
                Rect(
                    x: r.x + width, y: r.y + width, width: r.width - 2 * width,
                    height: r.height - 2 * width)), radii: insetRadii.scaled(by: s))
        framebuffer.fill(outer: outer, inner: inner, color: color)
    }
}
