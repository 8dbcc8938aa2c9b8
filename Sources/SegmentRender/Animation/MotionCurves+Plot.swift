import Raster

extension MotionCurves {
    /// The indicator's x, width and alpha against time, as three stacked SVG charts
    /// (`animate --curves-plot`): one point per frame, joined; a frame without an indicator breaks
    /// the line. The indicator is the first indicator, stripe, box or thumb of each frame. Every
    /// number is rounded to a hundredth, so the same curves give the same bytes.
    public func plot() -> String {
        let series: [(title: String, unit: String, value: (Decoration) -> Double, fixed: ClosedRange<Double>?)] = [
            ("indicator x", "pt", { $0.frame.x }, nil),
            ("indicator width", "pt", { $0.frame.width }, nil),
            ("indicator alpha", "", { $0.tint.alpha }, 0...1),
        ]
        let width = 640.0, chart = 150.0, gap = 50.0, left = 64.0, right = 32.0, top = 34.0
        let height = top + Double(series.count) * (chart + gap)
        let duration = max(plan.duration, 1e-9)
        var svg = SVGLines()
        svg.line(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="sans-serif" font-size="11">"##
        )
        svg.line(##"<rect width="100%" height="100%" fill="#FFFFFF"/>"##)
        svg.line(
            ##"<text x="\##(n(left))" y="18" font-size="13">\##(SVG.escaped("\(plan.frameCount) frames, \(n(plan.duration)) s at \(plan.fps) fps, \(plan.curve.description)"))</text>"##
        )
        for (i, s) in series.enumerated() {
            let y0 = top + Double(i) * (chart + gap) + 16
            let values = frames.map { MotionCurves.indicator($0).map(s.value) }
            let present = values.compactMap { $0 }
            var range = s.fixed ?? ((present.min() ?? 0)...(present.max() ?? 1))
            if range.upperBound - range.lowerBound < 1e-9 { range = (range.lowerBound - 1)...(range.upperBound + 1) }
            func px(_ t: Double) -> Double { left + t / duration * (width - left - right) }
            func py(_ v: Double) -> Double { y0 + chart - (v - range.lowerBound) / (range.upperBound - range.lowerBound) * chart }
            svg.line(##"<text x="\##(n(left))" y="\##(n(y0 - 6))">\##(SVG.escaped(s.title + (s.unit.isEmpty ? "" : " (\(s.unit))")))</text>"##)
            svg.line(##"<rect x="\##(n(left))" y="\##(n(y0))" width="\##(n(width - left - right))" height="\##(n(chart))" fill="none" stroke="#C8C8C8"/>"##)
            for v in [range.lowerBound, range.upperBound] {
                svg.line(##"<text x="\##(n(left - 6))" y="\##(n(py(v) + 4))" text-anchor="end">\##(n(v))</text>"##)
            }
            for t in [0, plan.duration] {
                svg.line(##"<text x="\##(n(px(t)))" y="\##(n(y0 + chart + 14))" text-anchor="middle">\##(n(t)) s</text>"##)
            }
            var runs: [[(Double, Double)]] = [[]]
            for (k, value) in values.enumerated() {
                guard let value else {
                    if !(runs.last?.isEmpty ?? true) { runs.append([]) }
                    continue
                }
                runs[runs.count - 1].append((px(frames[k].time), py(value)))
            }
            for run in runs where !run.isEmpty {
                let points = run.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
                svg.line(##"<polyline points="\##(points)" fill="none" stroke="#1F6FEB" stroke-width="1.5"/>"##)
                for (x, y) in run { svg.line(##"<circle cx="\##(n(x))" cy="\##(n(y))" r="2" fill="#1F6FEB"/>"##) }
            }
        }
        svg.line("</svg>")
        return svg.text
    }

    /// `value` to a hundredth, without a trailing `.0`.
    private func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        let whole = rounded == rounded.rounded() && abs(rounded) < 1e15
        return whole ? String(Int(saturating: rounded)) : String(rounded == 0 ? 0 : rounded)
    }
}

/// An SVG document built a line at a time.
struct SVGLines {
    private(set) var text = ""

    mutating func line(_ element: String) {
        text += element
        text += "\n"
    }
}
