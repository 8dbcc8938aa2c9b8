import Raster

/// C's `roundf`: halves round away from zero.
@inline(__always) func roundf(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }
@inline(__always) func ceil(_ x: Double) -> Double { x.rounded(.up) }

/// What layout needs of one segment: its title measured in the style it is drawn with, and the
/// point size of its (normal) image.
public struct SegmentContent: Sendable, Hashable {
    public var title: TitleMeasure?
    public var imageSize: Size?
    public init(title: TitleMeasure?, imageSize: Size?) {
        self.title = title
        self.imageSize = imageSize
    }
}

extension ControlLayout {
    /// Lays out a control with HMSegmentedControl 1.5.6's arithmetic (`hmsegmentedcontrol.md`
    /// sections 2.3 and 2.5–2.9) and the project's deliberate fixes (README, "Differences").
    public init(config: ControlConfig, selection: Int?, segments contents: [SegmentContent]) {
        if config.orientation == .vertical {
            self = ControlLayout.vertical(config: config, selection: selection, segments: contents)
            return
        }
        if config.style != .hm {
            self = ControlLayout.uikit(config: config, selection: selection, segments: contents)
            return
        }
        let W = config.width, H = config.height
        let n = contents.count
        let type = config.type
        let dynamic = config.effectiveWidthStyle == .dynamic
        let h = config.indicatorHeight
        let top: Double = config.selectionIndicatorLocation == .top ? 1 : 0
        let notBox: Double = config.selectionStyle == .box ? 0 : 1
        let sei = config.segmentEdgeInset
        let spacing = config.textImageSpacing
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let tw = contents.map { $0.title?.width ?? 0 }
        let th = contents.map { $0.title?.height ?? 0 }
        let iw = contents.map { $0.imageSize?.width ?? 0 }
        let ih = contents.map { $0.imageSize?.height ?? 0 }

        // 2.3: segment widths.
        var sw = n > 0 ? W / Double(n) : 0
        var widths: [Double]
        if !dynamic {
            for i in 0..<n {
                let content = type == .images ? iw[i] : tw[i]
                sw = max(sw, max(0, content + sei.left + sei.right))
            }
            widths = Array(repeating: sw, count: n)
        } else {
            widths = (0..<n).map { i in
                switch type {
                case .text, .images:
                    return max(0, tw[i] + sei.left + sei.right)
                case .textImages:
                    // Fix 2: each segment's own image width (HMSegmentedControl always reads image 0).
                    let a = iw[i] + sei.left, b = tw[i] + sei.right
                    switch config.imagePosition {
                    case .leftOfText, .rightOfText: return max(0, a + b + spacing)
                    default: return max(0, max(a, b))
                    }
                }
            }
            let sum = widths.reduce(0, +)
            if config.stretchSegmentsToScreenSize && sum < W && n > 0 {
                widths = widths.map { $0 + (W - sum) / Double(n) }
            }
        }
        let offsets: [Double] = dynamic
            ? widths.indices.map { i in widths[..<i].reduce(0, +) }
            : (0..<n).map { sw * Double($0) }
        let contentWidth = dynamic ? widths.reduce(0, +) : sw * Double(n)

        // 2.5–2.7: titles and images in each segment.
        var segments: [SegmentLayout] = []
        var borderRects: [Rect] = []
        for i in 0..<n {
            let x0 = offsets[i], w = widths[i]
            var segment = SegmentLayout(index: i, frame: Rect(x: x0, y: 0, width: w, height: H),
                                        titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            var textRect: Rect?
            switch type {
            case .text where config.titleVerticalAlignment == .center:
                // Centred in the full height, as a UIButton centres its label's line.
                let lh = contents[i].title?.lineHeight ?? 0
                let x = dynamic ? x0 + (w - tw[i]) / 2 : sw * Double(i) + (sw - tw[i]) / 2
                segment.titleFrame = Rect(x: ceil(x), y: (H - lh) / 2, width: tw[i], height: lh)
                borderRects.append(segment.frame)
            case .text:
                let y = roundf((H - notBox * h) / 2 - th[i] / 2 + h * top)
                textRect = dynamic ? Rect(x: x0, y: y, width: w, height: th[i])
                                   : Rect(x: sw * Double(i) + (sw - tw[i]) / 2, y: y, width: tw[i], height: th[i])
                borderRects.append(segment.frame)
            case .images:
                let y = roundf(H - h) / 2 - ih[i] / 2 + (top == 1 ? h : 0)
                segment.imageFrame = Rect(x: sw * Double(i) + (sw - iw[i]) / 2, y: y, width: iw[i], height: ih[i])
                borderRects.append(segment.imageFrame!)
            case .textImages:
                var imgX = x0, txtX = x0
                var imgY = ceil((H - ih[i]) / 2), txtY = ceil((H - th[i]) / 2)
                let vs = H - ih[i] - th[i] - spacing
                switch (config.imagePosition, dynamic) {
                case (.leftOfText, false), (.rightOfText, false):
                    let ws = sw - tw[i] - iw[i] - spacing
                    if config.imagePosition == .leftOfText {
                        imgX = x0 + ws / 2
                        txtX = imgX + iw[i] + spacing
                    } else {
                        txtX = x0 + ws / 2
                        imgX = txtX + tw[i] + spacing
                    }
                case (.leftOfText, true):
                    imgX = x0
                    txtX = x0 + iw[i] + spacing
                case (.rightOfText, true):
                    txtX = x0
                    imgX = x0 + tw[i] + spacing
                default:
                    imgX = x0 + (w - iw[i]) / 2
                    txtX = x0 + (w - tw[i]) / 2
                    if config.imagePosition == .aboveText {
                        imgY = ceil(vs / 2)
                        txtY = imgY + ih[i] + spacing
                    } else if config.imagePosition == .belowText {
                        txtY = ceil(vs / 2)
                        imgY = txtY + th[i] + spacing
                    }
                }
                segment.imageFrame = Rect(x: imgX, y: imgY, width: iw[i], height: ih[i])
                textRect = Rect(x: txtX, y: txtY, width: tw[i], height: th[i])
                borderRects.append(segment.imageFrame!)
            }
            if let r = textRect {
                segment.titleFrame = Rect(x: ceil(r.x), y: ceil(r.y), width: ceil(r.width), height: ceil(r.height))
            }
            if let frame = segment.titleFrame, let title = contents[i].title {
                segment.titleBaseline = Point(x: frame.x + (frame.width - title.advance) / 2, y: frame.y + title.ascent)
            }
            segments.append(segment)
        }

        // Dividers: text and images only; fix 3: never a negative height.
        var dividers: [Rect] = []
        if config.verticalDividerEnabled && type != .textImages && n > 1 {
            let dw = config.verticalDividerWidth
            for i in 1..<n {
                dividers.append(Rect(x: offsets[i] - dw / 2, y: 2 * h, width: dw, height: max(0, H - 4 * h)))
            }
        }

        let borders = ControlLayout.borders(around: borderRects, config: config)

        let indicator = selection.map {
            ControlLayout.indicator(config: config, sel: $0, sw: sw, offsets: offsets, widths: widths,
                                    contentWidth: type == .images ? iw[$0] : type == .text ? tw[$0] : max(tw[$0], iw[$0]))
        } ?? .none

        // 2.9: the selection centred (fix 7: on first render too), or the configured offset.
        let maxOffset = max(0, contentWidth - W)
        var scrollOffset = 0.0
        if let offset = config.contentOffset {
            scrollOffset = min(max(offset, 0), maxOffset)
        } else if let sel = selection {
            scrollOffset = min(max(offsets[sel] + widths[sel] / 2 - W / 2, 0), maxOffset)
        }

        self.init(width: W, height: H, scale: config.scale, contentWidth: contentWidth, scrollOffset: scrollOffset,
                  selectedSegmentIndex: selection, segments: segments, dividers: dividers, borders: borders,
                  indicator: indicator, widthStyle: config.effectiveWidthStyle)
    }

    /// Borders repeat on every segment's background rect (2.5), in the control's own coordinates:
    /// `borderWidth` thick, inside the rect, on each side `borderType` names.
    static func borders(around rects: [Rect], config: ControlConfig) -> [Rect] {
        let bw = config.borderWidth
        return rects.flatMap { f in
            BorderSide.allCases.filter(config.borderType.contains).map { side -> Rect in
                switch side {
                case .top: Rect(x: f.x, y: f.y, width: f.width, height: bw)
                case .left: Rect(x: f.x, y: f.y, width: bw, height: f.height)
                case .bottom: Rect(x: f.x, y: f.maxY - bw, width: f.width, height: bw)
                case .right: Rect(x: f.maxX - bw, y: f.y, width: bw, height: f.height)
                }
            }
        }
    }

    /// 2.8: stripe, box and arrow of segment `sel`; `cw` is its content width.
    static func indicator(config: ControlConfig, sel: Int, sw: Double, offsets: [Double], widths: [Double],
                          contentWidth cw: Double) -> IndicatorLayout {
        let H = config.height, h = config.indicatorHeight
        let iei = config.selectionIndicatorEdgeInsets, sei = config.segmentEdgeInset
        let dynamic = config.effectiveWidthStyle == .dynamic
        let yOff: Double
        switch config.selectionIndicatorLocation {
        case .bottom: yOff = H - h + iei.bottom
        case .top: yOff = iei.top
        case .none: yOff = 0
        }
        var result = IndicatorLayout.none
        switch config.selectionStyle {
        case .arrow:
            guard config.selectionIndicatorLocation != .none else { return result }
            // Fix 1: the selected segment's own centre, in dynamic mode too.
            let cx = offsets[sel] + widths[sel] / 2
            result.arrow = config.selectionIndicatorLocation == .bottom
                ? [Point(x: cx, y: yOff), Point(x: cx - h, y: yOff + h), Point(x: cx + h, y: yOff + h)]
                : [Point(x: cx, y: yOff + h), Point(x: cx + h, y: yOff), Point(x: cx - h, y: yOff)]
            return result
        case .textWidthStripe where !dynamic && cw <= sw:
            let x = sw * Double(sel) + sw / 2 - cw / 2
            result.stripe = Rect(x: x + iei.left, y: yOff, width: max(0, cw - iei.right), height: h)
        case .textWidthStripe where dynamic:
            result.stripe = Rect(x: offsets[sel] + iei.left + sei.left, y: yOff,
                                 width: max(0, widths[sel] - iei.right - sei.left - sei.right), height: max(0, h + iei.bottom))
        case _ where dynamic:
            result.stripe = Rect(x: offsets[sel] + iei.left, y: yOff, width: max(0, widths[sel] - iei.right),
                                 height: max(0, h + iei.bottom))
        default:
            result.stripe = Rect(x: sw * Double(sel) + iei.left, y: yOff, width: max(0, sw - iei.left - iei.right), height: h)
        }
        if config.selectionStyle == .box {
            result.box = Rect(x: offsets[sel], y: 0, width: widths[sel], height: H)
        }
        return result
    }
}
