import FoundationEssentials
import Glibc

/// Exact-area coverage of closed polygons (nonzero winding), by signed-area accumulation.
///
/// Every edge deposits, row by row and cell by cell, the signed area it sweeps to its right; a
/// running sum along each row then gives each pixel the exact area of it that the polygon covers
/// (no supersampling). Coverage is `min(1, |sum|)`, rounded to 256 levels. Edges left of the box
/// are projected onto its left side, which keeps the winding of every pixel inside.
struct CoverageAccumulator {
    let box: PixelBox
    private var cells: [Double]
    private let stride: Int

    init(box: PixelBox) {
        self.box = box
        stride = box.width + 2
        cells = [Double](repeating: 0, count: stride * max(box.height, 0))
    }

    /// Adds one edge, in device pixels.
    mutating func addEdge(from p0: Point, to p1: Point) {
        guard p0.y != p1.y, !box.isEmpty else { return }
        let sign: Double = p0.y < p1.y ? 1 : -1
        let (a, b) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let top = max(a.y, Double(box.y0)), bottom = min(b.y, Double(box.y1))
        guard bottom > top else { return }
        let slope = (b.x - a.x) / (b.y - a.y)
        let limit = Double(box.width)
        func localX(_ y: Double) -> Double {
            min(max(a.x + (y - a.y) * slope - Double(box.x0), 0), limit)
        }
        var row = Int(saturating: top, .down)
        while Double(row) < bottom {
            let y0 = max(top, Double(row)), y1 = min(bottom, Double(row + 1))
            if y1 > y0 {
                deposit(row: row - box.y0, from: localX(y0), to: localX(y1), dy: (y1 - y0) * sign)
            }
            row += 1
        }
    }

    private mutating func deposit(row: Int, from xa: Double, to xb: Double, dy: Double) {
        let base = row * stride
        let l = min(xa, xb), r = max(xa, xb)
        if r - l < 1e-12 {
            let c = min(Int(saturating: l, .down), stride - 2)
            let f = l - Double(c)
            cells[base + c] += dy * (1 - f)
            cells[base + c + 1] += dy * f
            return
        }
        var c = Int(saturating: l, .down)
        var left = l
        while left < r {
            let right = min(r, Double(c + 1))
            let part = dy * (right - left) / (r - l)
            let mid = (left + right) / 2 - Double(c)
            cells[base + c] += part * (1 - mid)
            cells[base + c + 1] += part * mid
            left = right
            c += 1
        }
    }

    /// Coverage levels 0–255, `box.width` bytes a row.
    func coverage() -> [UInt8] {
        let (width, height, stride) = (box.width, box.height, stride)
        return [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            cells.withUnsafeBufferPointer { cells in
                for row in 0..<height {
                    var sum = 0.0
                    for x in 0..<width {
                        sum += cells[row * stride + x]
                        // Rounded half away from zero, as `rounded()` does, without the libm call:
                        // v is in 0...255, so its whole part and the rest are exact.
                        let v = min(abs(sum), 1) * 255
                        let whole = Int(v)
                        out[row * width + x] = UInt8(v - Double(whole) >= 0.5 ? whole + 1 : whole)
                    }
                }
            }
            count = width * height
        }
    }
}

extension Framebuffer {
    /// Fills a closed polygon (device pixels, nonzero winding) with exact-area anti-aliasing.
    package mutating func fill(polygon points: [Point], color: RGBA8) {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let (box, mask) = Framebuffer.coverage(of: [points], clip: clip)
        guard !box.isEmpty else { return }
        mask.withUnsafeBufferPointer { m in
            blend(mask: m, maskWidth: box.width, maskHeight: box.height, atX: box.x0, y: box.y0, color: color)
        }
    }

    /// Fills a rectangle with circular corners of `radius` (device pixels), exact-area anti-aliased.
    /// The radius is limited to half the shorter side; corners are flattened to chords within
    /// 1/20 pixel of the true arc.
    package mutating func fill(roundedRect rect: Rect, radius: Double, color: RGBA8) {
        fill(roundedRect: rect, radii: CornerRadii(all: radius), color: color)
    }

    /// Fills a rectangle whose four corners each have their own radius (device pixels).
    package mutating func fill(roundedRect rect: Rect, radii: CornerRadii, color: RGBA8) {
        if radii.isZero {
            fill(rect: rect, color: color)
            return
        }
        fill(polygon: Framebuffer.roundedRectPolygon(rect, radii: radii), color: color)
    }

    /// Fills the area between two closed outlines (nonzero winding with the inner one reversed):
    /// a ring, such as a rounded border.
    package mutating func fill(outer: [Point], inner: [Point], color: RGBA8) {
        let points = outer + inner
        guard !outer.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let (box, mask) = Framebuffer.coverage(of: [outer, Array(inner.reversed())], clip: clip)
        guard !box.isEmpty else { return }
        mask.withUnsafeBufferPointer { m in
            blend(mask: m, maskWidth: box.width, maskHeight: box.height, atX: box.x0, y: box.y0, color: color)
        }
    }

    /// Exact-area coverage (0–255) of closed outlines under nonzero winding, within `clip`:
    /// the box it covers and one byte a pixel for it.
    package static func coverage(of contours: [[Point]], clip: PixelBox) -> (box: PixelBox, mask: [UInt8]) {
        let all = contours.flatMap { $0 }
        guard let first = all.first else { return (PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), []) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in all {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let box = PixelBox(enclosing: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)).intersection(clip)
        guard !box.isEmpty else { return (box, []) }
        var accumulator = CoverageAccumulator(box: box)
        for contour in contours where contour.count >= 3 {
            for i in 0..<contour.count { accumulator.addEdge(from: contour[i], to: contour[(i + 1) % contour.count]) }
        }
        return (box, accumulator.coverage())
    }

    /// The outline of a rounded rectangle as a polygon, clockwise from the top-left corner.
    package static func roundedRectPolygon(_ rect: Rect, radii: CornerRadii) -> [Point] {
        let limit = min(rect.width, rect.height) / 2
        let r = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { min(max($0, 0), limit) }
        let centres = [
            Point(x: rect.minX + r[0], y: rect.minY + r[0]),  // top-left, from 180° to 270°
            Point(x: rect.maxX - r[1], y: rect.minY + r[1]),  // top-right, 270° to 360°
            Point(x: rect.maxX - r[2], y: rect.maxY - r[2]),  // bottom-right, 0° to 90°
            Point(x: rect.minX + r[3], y: rect.maxY - r[3]),  // bottom-left, 90° to 180°
        ]
        var points: [Point] = []
        for (corner, centre) in centres.enumerated() {
            let radius = r[corner]
            let start = Double.pi * (1 + Double(corner) / 2)
            guard radius > 0 else {
                points.append(Point(x: centre.x, y: centre.y))
                continue
            }
            let step = 2 * acos(max(-1, 1 - 0.05 / radius))
            let n = min(64, max(2, Int(saturating: Double.pi / 2 / step, .up)))
            for k in 0...n {
                let angle = start + Double.pi / 2 * Double(k) / Double(n)
                points.append(Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)))
            }
        }
        return points
    }
}
