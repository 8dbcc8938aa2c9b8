import Raster

extension ControlLayout {
    /// BetterSegmentedControl's layout (docs/style-bsc.md): segment `i`
    /// fills its element frame `(inset + i·w, inset, w, H − 2·inset)` with `w = (W − 2·inset)/N`,
    /// its label centred in it; the thumb takes the selected element's frame (or, dragged, slides
    /// along with the finger, kept between the insets), its corners the control's radius less the
    /// inset. A tap selects the segment whose centre is nearest.
    static func bsc(config: FamilyConfig<BSCFamily>, selection: Int?, segments contents: [SegmentContent]) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count, inset = config.thumbInset
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        let segments = contents.indices.map { i in
            segmentLayout(i, in: elementFrame(i, width: config.bscElementWidth, height: H, inset: inset), contents[i])
        }
        var decorations: [Decoration] = []
        if let sel = selection {
            decorations = [
                .thumb(
                    Thumb(
                        frame: segments[sel].frame, cornerRadius: max(0, config.cornerRadius - inset), color: config.selectedSegmentTintColor,
                        shadow: config.thumbShadow, coversTitles: true))
            ]
        }
        return ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: W, scrollOffset: 0,
            selectedSegmentIndex: selection, segments: segments, dividers: [], borders: [],
            decorations: decorations, hitRule: .nearestCentre)
    }

    /// Element `i`, `w` wide (BetterSegmentedControl's `frameForElement`, left to right).
    static func elementFrame(_ i: Int, width w: Double, height H: Double, inset: Double) -> Rect {
        Rect(x: inset + Double(i) * w, y: inset, width: w, height: H - 2 * inset)
    }

    /// A segment filling `frame`: its title's line and its image centred in it, as a centred
    /// UILabel or image view does.
    static func segmentLayout(_ i: Int, in frame: Rect, _ content: SegmentContent) -> SegmentLayout {
        var segment = SegmentLayout(index: i, frame: frame, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
        if let title = content.title {
            let titleFrame = Rect(
                x: frame.x + (frame.width - title.advance) / 2, y: frame.midY - title.lineHeight / 2,
                width: title.advance, height: title.lineHeight)
            segment.titleFrame = titleFrame
            segment.titleBaseline = Point(x: titleFrame.x, y: titleFrame.y + title.ascent)
        }
        if let size = content.imageSize {
            segment.imageFrame = Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        }
        return segment
    }
}

extension FamilyConfig where Family == BSCFamily {
    /// bsc: every element's width, the width between the thumb insets shared out: `(W − 2·inset)/N`
    /// (what layout places labels in and titles are cut to).
    var bscElementWidth: Double {
        self.segmentCount > 0 ? (self.width - 2 * self.thumbInset) / Double(self.segmentCount) : 0
    }
}
