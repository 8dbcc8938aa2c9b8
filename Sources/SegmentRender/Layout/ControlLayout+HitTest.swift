import Raster

extension ControlLayout {
    /// The segment under `point` (control coordinates), by HMSegmentedControl's touch arithmetic
    /// (docs/layout-rules.md, "Hit-testing"), whatever is selected:
    ///
    /// - the point must lie inside the bounds grown by `enlargeEdgeInset`, else nil;
    /// - `X = point.x + scrollOffset`; left of the content (`X < 0`) is nil (fix 4: HMSegmentedControl
    ///   converts it to an unsigned index);
    /// - fixed widths: `floor(X / width)`, so a boundary belongs to the right-hand segment;
    ///   dynamic widths: subtract each width in turn until `X ≤ 0`, so a boundary belongs to the
    ///   left-hand segment;
    /// - past the last segment is nil.
    ///
    /// Right to left, the point and the insets are mirrored and the left-to-right rules apply.
    public func segmentIndex(at point: Point, enlargeEdgeInset inset: EdgeInsets = EdgeInsets()) -> Int? {
        if isRightToLeft {
            var ltr = self
            ltr.isRightToLeft = false
            ltr.scrollOffset = max(0, contentWidth - width) - scrollOffset
            let mirroredInset = EdgeInsets(top: inset.top, left: inset.right, bottom: inset.bottom, right: inset.left)
            return ltr.segmentIndex(at: Point(x: width - point.x, y: point.y), enlargeEdgeInset: mirroredInset)
        }
        let area = Rect(x: -inset.left, y: -inset.top, width: width + inset.left + inset.right,
                        height: height + inset.top + inset.bottom)
        guard area.contains(point), !segments.isEmpty else { return nil }
        if orientation == .vertical {
            // Items stack in y: a boundary belongs to the item below it; outside the items is nil.
            let top = segments[0].frame.minY, h = segments[0].frame.height
            guard h > 0, point.y >= top else { return nil }
            let index = Int(saturating: (point.y - top) / h, .down)
            return index < segments.count ? index : nil
        }
        var x = point.x + scrollOffset
        guard x >= 0 else { return nil }
        var index: Int
        switch widthStyle {
        case .fixed:
            let w = segments[0].frame.width
            guard w > 0 else { return nil }
            index = Int(saturating: x / w, .down)
        case .dynamic:
            index = 0
            for segment in segments {
                x -= segment.frame.width
                if x <= 0 { break }
                index += 1
            }
        }
        return index < segments.count ? index : nil
    }
}
