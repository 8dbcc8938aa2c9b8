import Raster

extension ControlLayout {
    /// The segment a tap at `point` (control coordinates) selects, on this very layout, whatever is
    /// selected (docs/layout-rules.md, "Hit-testing"):
    ///
    /// - the point must lie inside the bounds grown by ``touchInsets``, else nil;
    /// - `X = point.x + scrollOffset`, the point in content coordinates; left of the content
    ///   (`X < 0`) is nil (fix 4: HMSegmentedControl converts it to an unsigned index);
    /// - then the layout's ``HitRule``: HMSegmentedControl's slot arithmetic, or the item frames;
    /// - vertical items stack in y: a boundary belongs to the item below it;
    /// - past the last segment is nil.
    ///
    /// Right to left, the point, the frames and the insets are mirrored and the left-to-right
    /// rules apply.
    public func segmentIndex(at point: Point) -> Int? {
        if isRightToLeft { return leftToRight.segmentIndex(at: Point(x: width - point.x, y: point.y)) }
        let inset = touchInsets
        let area = Rect(
            x: -inset.left, y: -inset.top, width: width + inset.left + inset.right,
            height: height + inset.top + inset.bottom)
        guard area.contains(point), !segments.isEmpty else { return nil }
        if orientation == .vertical {
            let top = segments[0].frame.minY, h = segments[0].frame.height
            guard h > 0, point.y >= top else { return nil }
            let index = Int(saturating: (point.y - top) / h, .down)
            return index < segments.count ? index : nil
        }
        var x = point.x + scrollOffset
        guard x >= 0 else { return nil }
        switch hitRule {
        case .equalSlots:
            let w = segments[0].frame.width
            guard w > 0 else { return nil }
            let index = Int(saturating: x / w, .down)
            return index < segments.count ? index : nil
        case .slotsInTurn:
            for segment in segments {
                x -= segment.frame.width
                if x <= 0 { return segment.index }
            }
            return nil
        case .itemFrames:
            return segments.first { $0.frame.minX <= x && x < $0.frame.maxX }?.index
        case .nearestCentre:
            // The first of equally near centres, as BetterSegmentedControl's closestIndex.
            return segments.min { abs(x - $0.frame.midX) < abs(x - $1.frame.midX) }?.index
        }
    }

    /// What this right-to-left layout hit-tests as: frames mirrored back across the content, the
    /// scroll offset measured from the left again, the insets' sides swapped.
    private var leftToRight: ControlLayout {
        var ltr = self
        ltr.isRightToLeft = false
        let content = max(contentWidth, width)
        ltr.segments = segments.map { segment in
            var s = segment
            s.frame = segment.frame.mirrored(in: content)
            return s
        }
        ltr.scrollOffset = max(0, contentWidth - width) - scrollOffset
        ltr.touchInsets = EdgeInsets(top: touchInsets.top, left: touchInsets.right, bottom: touchInsets.bottom, right: touchInsets.left)
        return ltr
    }
}
