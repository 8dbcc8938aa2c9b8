import Raster

extension ControlLayout {
    /// Where each segment's title and image sit (docs/style-hm.md, "Titles and images"), and
    /// the rect each segment's borders go around (its slot, or its image rect for image types).
    ///
    /// Titles are framed as HMSegmentedControl frames its text layers: whole points (rounded up),
    /// centred in the band the indicator leaves free (`.hm`), or their line centred in the full
    /// height (`.center`); the run is centred in its frame at the exact advance.
    static func placeContent(
        config: FamilyConfig<HMFamily>, widths: SegmentWidths,
        contents: [SegmentContent]
    ) -> (segments: [SegmentLayout], backgroundRects: [Rect]) {
        let H = config.height, h = config.indicatorHeight
        let sw = widths.slot, dynamic = widths.isDynamic
        // The band arithmetic: the indicator's height is left out (except for the box), and with the
        // indicator on top the band moves down by it.
        let top: Double = config.selectionIndicatorLocation == .top ? 1 : 0
        let notBox: Double = config.selectionStyle == .box ? 0 : 1
        let spacing = config.textImageSpacing
        var segments: [SegmentLayout] = [], backgroundRects: [Rect] = []
        segments.reserveCapacity(contents.count)
        backgroundRects.reserveCapacity(contents.count)
        for (i, content) in contents.enumerated() {
            let x0 = widths.offsets[i], w = widths.widths[i]
            let tw = content.title?.width ?? 0, th = content.title?.height ?? 0
            let iw = content.imageSize?.width ?? 0, ih = content.imageSize?.height ?? 0
            var segment = SegmentLayout(
                index: i, frame: Rect(x: x0, y: 0, width: w, height: H),
                titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            var textRect: Rect?
            switch config.type {
            case .text where config.titleVerticalAlignment == .center:
                // Centred in the full height, as a UIButton centres its label's line.
                let lh = content.title?.lineHeight ?? 0
                let x = dynamic ? x0 + (w - tw) / 2 : sw * Double(i) + (sw - tw) / 2
                segment.titleFrame = Rect(x: x.rounded(.up), y: (H - lh) / 2, width: tw, height: lh)
                backgroundRects.append(segment.frame)
            case .text:
                let y = ((H - notBox * h) / 2 - th / 2 + h * top).rounded()
                textRect =
                    dynamic
                    ? Rect(x: x0, y: y, width: w, height: th)
                    : Rect(x: sw * Double(i) + (sw - tw) / 2, y: y, width: tw, height: th)
                backgroundRects.append(segment.frame)
            case .images:
                let y = (H - h).rounded() / 2 - ih / 2 + (top == 1 ? h : 0)
                segment.imageFrame = Rect(x: sw * Double(i) + (sw - iw) / 2, y: y, width: iw, height: ih)
                backgroundRects.append(segment.imageFrame!)
            case .textImages:
                let (image, text) = textAndImage(
                    config: config, x0: x0, width: w, slot: sw, dynamic: dynamic,
                    title: Size(width: tw, height: th), image: Size(width: iw, height: ih), spacing: spacing)
                segment.imageFrame = image
                textRect = text
                backgroundRects.append(image)
            }
            if let r = textRect {
                segment.titleFrame = Rect(x: r.x.rounded(.up), y: r.y.rounded(.up), width: r.width.rounded(.up), height: r.height.rounded(.up))
            }
            if let frame = segment.titleFrame, let title = content.title {
                segment.titleBaseline = Point(x: frame.x + (frame.width - title.advance) / 2, y: frame.y + title.ascent)
            }
            segments.append(segment)
        }
        return (segments, backgroundRects)
    }

    /// `textImages`: the image and title rects of one segment by `imagePosition`. Side by side, the
    /// pair is centred in a fixed slot or starts at the segment's left edge when dynamic; stacked,
    /// each is centred horizontally and the pair vertically; behind, both are centred.
    static func textAndImage(
        config: FamilyConfig<HMFamily>, x0: Double, width w: Double, slot sw: Double, dynamic: Bool,
        title: Size, image: Size, spacing: Double
    ) -> (image: Rect, text: Rect) {
        let H = config.height
        let (tw, th, iw, ih) = (title.width, title.height, image.width, image.height)
        var imgX = x0, txtX = x0
        var imgY = ((H - ih) / 2).rounded(.up), txtY = ((H - th) / 2).rounded(.up)
        let vs = H - ih - th - spacing
        switch (config.imagePosition, dynamic) {
        case (.leftOfText, false), (.rightOfText, false):
            let ws = sw - tw - iw - spacing
            if config.imagePosition == .leftOfText {
                imgX = x0 + ws / 2
                txtX = imgX + iw + spacing
            } else {
                txtX = x0 + ws / 2
                imgX = txtX + tw + spacing
            }
        case (.leftOfText, true):
            imgX = x0
            txtX = x0 + iw + spacing
        case (.rightOfText, true):
            txtX = x0
            imgX = x0 + tw + spacing
        default:
            imgX = x0 + (w - iw) / 2
            txtX = x0 + (w - tw) / 2
            if config.imagePosition == .aboveText {
                imgY = (vs / 2).rounded(.up)
                txtY = imgY + ih + spacing
            } else if config.imagePosition == .belowText {
                txtY = (vs / 2).rounded(.up)
                imgY = txtY + th + spacing
            }
        }
        return (Rect(x: imgX, y: imgY, width: iw, height: ih), Rect(x: txtX, y: txtY, width: tw, height: th))
    }
}
