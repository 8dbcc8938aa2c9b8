import Foundation

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
        var row = Int(top.rounded(.down))
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
            let c = min(Int(l.rounded(.down)), stride - 2)
            let f = l - Double(c)
            cells[base + c] += dy * (1 - f)
            cells[base + c + 1] += dy * f
            return
        }
        var c = Int(l.rounded(.down))
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
        var out = [UInt8](repeating: 0, count: box.width * box.height)
        for row in 0..<box.height {
            var sum = 0.0
            for x in 0..<box.width {
                sum += cells[row * stride + x]
                out[row * box.width + x] = UInt8((min(abs(sum), 1) * 255).rounded())
            }
        }
        return out
    }
}

extension Framebuffer {
    /// Fills a closed polygon (device pixels, nonzero winding) with exact-area anti-aliasing.
    public mutating func fill(polygon points: [Point], color: RGBA8) {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var minX = points[0].x, maxX = minX, minY = points[0].y, maxY = minY
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let box = PixelBox(enclosing: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            .intersection(clip)
        guard !box.isEmpty else { return }
        var accumulator = CoverageAccumulator(box: box)
        for i in 0..<points.count {
            accumulator.addEdge(from: points[i], to: points[(i + 1) % points.count])
        }
        let mask = accumulator.coverage()
        mask.withUnsafeBufferPointer { m in
            blend(mask: m, maskWidth: box.width, maskHeight: box.height, atX: box.x0, y: box.y0, color: color)
        }
    }

    /// Fills a rectangle with circular corners of `radius` (device pixels), exact-area anti-aliased.
    /// The radius is limited to half the shorter side; corners are flattened to chords within
    /// 1/20 pixel of the true arc.
    public mutating func fill(roundedRect rect: Rect, radius: Double, color: RGBA8) {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else {
            fill(rect: rect, color: color)
            return
        }
        fill(polygon: Framebuffer.roundedRectPolygon(rect, radius: r), color: color)
    }

    /// The outline of a rounded rectangle as a polygon, clockwise from the top-left corner.
    static func roundedRectPolygon(_ rect: Rect, radius r: Double) -> [Point] {
        let tolerance = 0.05
        let step = 2 * acos(max(-1, 1 - tolerance / r))
        let n = min(64, max(2, Int((Double.pi / 2 / step).rounded(.up))))
        var points: [Point] = []
        points.reserveCapacity(4 * (n + 1))
        let centres = [
            Point(x: rect.minX + r, y: rect.minY + r),  // top-left, from 180° to 270°
            Point(x: rect.maxX - r, y: rect.minY + r),  // top-right, 270° to 360°
            Point(x: rect.maxX - r, y: rect.maxY - r),  // bottom-right, 0° to 90°
            Point(x: rect.minX + r, y: rect.maxY - r),  // bottom-left, 90° to 180°
        ]
        for (corner, centre) in centres.enumerated() {
            let start = Double.pi * (1 + Double(corner) / 2)
            for k in 0...n {
                let angle = start + Double.pi / 2 * Double(k) / Double(n)
                points.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
        return points
    }
}
