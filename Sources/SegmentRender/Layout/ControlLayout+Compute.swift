import Raster

/// C's `roundf`: halves round away from zero.
@inline(__always) func roundf(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }
@inline(__always) func ceil(_ x: Double) -> Double { x.rounded(.up) }

extension ControlLayout {
    /// Lays out a control's text segments with HMSegmentedControl 1.5.6's arithmetic
    /// (`hmsegmentedcontrol.md` sections 2.3, 2.5, 2.8, 2.9).
    ///
    /// - Parameters:
    ///   - config: the control.
    ///   - selection: the selected segment, or nil.
    ///   - titles: each title measured in the style it is drawn with (selected or normal).
    public init(config: ControlConfig, selection: Int?, titles: [TitleMeasure]) {
        let W = config.width, H = config.height
        let n = titles.count
        let h = config.indicatorHeight
        let top: Double = config.selectionIndicatorLocation == .top ? 1 : 0
        let sei = config.segmentEdgeInset
        let selection = selection.flatMap { $0 < n ? $0 : nil }

        // 2.3: fixed width, widened to the widest title plus insets (never below zero).
        var sw = n > 0 ? W / Double(n) : 0
        for t in titles { sw = max(sw, max(0, t.width + sei.left + sei.right)) }
        let contentWidth = sw * Double(n)

        // 2.5: titles, centred in the band the stripe leaves.
        var segments: [SegmentLayout] = []
        for (i, t) in titles.enumerated() {
            let x = sw * Double(i)
            let y = roundf((H - h) / 2 - t.height / 2 + h * top)
            let frame = Rect(x: ceil(x + (sw - t.width) / 2), y: ceil(y), width: ceil(t.width), height: ceil(t.height))
            let baseline = Point(x: frame.x + (frame.width - t.advance) / 2, y: frame.y + t.ascent)
            segments.append(SegmentLayout(index: i, frame: Rect(x: x, y: 0, width: sw, height: H),
                                          titleFrame: frame, imageFrame: nil, titleBaseline: baseline))
        }

        var dividers: [Rect] = []
        if config.verticalDividerEnabled && n > 1 {
            let dw = config.verticalDividerWidth
            for i in 1..<n {
                dividers.append(Rect(x: sw * Double(i) - dw / 2, y: 2 * h, width: dw, height: max(0, H - 4 * h)))
            }
        }

        // Borders repeat on every segment's full rect, in the control's own coordinates.
        var borders: [Rect] = []
        let bw = config.borderWidth
        for segment in segments {
            let f = segment.frame
            for side in BorderSide.allCases where config.borderType.contains(side) {
                switch side {
                case .top: borders.append(Rect(x: f.x, y: 0, width: f.width, height: bw))
                case .left: borders.append(Rect(x: f.x, y: 0, width: bw, height: f.height))
                case .bottom: borders.append(Rect(x: f.x, y: f.height - bw, width: f.width, height: bw))
                case .right: borders.append(Rect(x: f.maxX - bw, y: 0, width: bw, height: f.height))
                }
            }
        }

        // 2.8: the stripe.
        var indicator = IndicatorLayout.none
        if let sel = selection {
            let iei = config.selectionIndicatorEdgeInsets
            let yOff: Double
            switch config.selectionIndicatorLocation {
            case .bottom: yOff = H - h + iei.bottom
            case .top: yOff = iei.top
            case .none: yOff = 0
            }
            let cw = titles[sel].width
            if config.selectionStyle == .textWidthStripe && cw <= sw {
                let x = sw * Double(sel) + sw / 2 - cw / 2
                indicator.stripe = Rect(x: x + iei.left, y: yOff, width: max(0, cw - iei.right), height: h)
            } else {
                indicator.stripe = Rect(x: sw * Double(sel) + iei.left, y: yOff,
                                        width: max(0, sw - iei.left - iei.right), height: h)
            }
        }

        // 2.9: the selected segment centred, clamped to the content.
        var scrollOffset = 0.0
        if let sel = selection {
            let centre = sw * Double(sel) + sw / 2
            scrollOffset = min(max(centre - W / 2, 0), max(0, contentWidth - W))
        }

        self.init(width: W, height: H, scale: config.scale, contentWidth: contentWidth, scrollOffset: scrollOffset,
                  selectedSegmentIndex: selection, segments: segments, dividers: dividers, borders: borders,
                  indicator: indicator)
    }
}
