import Raster

extension Rect {
    /// The rectangle mirrored across a span `width` wide: x' = width − x − w.
    func mirrored(in width: Double) -> Rect { Rect(x: width - x - self.width, y: y, width: self.width, height: height) }
}

extension Point {
    func mirrored(in width: Double) -> Point { Point(x: width - x, y: y) }
}

extension ControlLayout {
    /// The same layout for a right-to-left interface: every frame mirrored, x' = W − x − width,
    /// where W is the content's width (at least the control's) for what scrolls and the control's
    /// width for borders; title runs keep their own direction, starting at the mirrored left edge of
    /// their run; the scroll offset is measured from the right end.
    func mirrored(contents: [SegmentContent]) -> ControlLayout {
        var out = self
        let content = max(contentWidth, width)
        out.segments = zip(segments, contents).map { segment, measure in
            var s = segment
            s.frame = segment.frame.mirrored(in: content)
            s.titleFrame = segment.titleFrame?.mirrored(in: content)
            s.imageFrame = segment.imageFrame?.mirrored(in: content)
            if let baseline = segment.titleBaseline {
                s.titleBaseline = Point(x: content - baseline.x - (measure.title?.advance ?? 0), y: baseline.y)
            }
            return s
        }
        out.dividers = dividers.map { $0.mirrored(in: content) }
        out.borders = borders.map { $0.mirrored(in: width) }
        out.decorations = decorations.map { $0.mirrored(in: content) }
        out.scrollOffset = max(0, contentWidth - width) - scrollOffset
        if var dock {
            if let baseline = dock.avatarTitleBaseline, let frame = dock.avatarTitle {
                dock.avatarTitleBaseline = Point(x: width - baseline.x - 2 * (frame.midX - baseline.x), y: baseline.y)
            }
            dock.avatar = dock.avatar.mirrored(in: width)
            dock.avatarImage = dock.avatarImage.mirrored(in: width)
            dock.avatarTitle = dock.avatarTitle?.mirrored(in: width)
            dock.buttons = dock.buttons.map { $0.mirrored(in: width) }
            dock.buttonIcons = dock.buttonIcons.map { $0.mirrored(in: width) }
            out.dock = dock
        }
        out.isRightToLeft = true
        return out
    }
}
