import Raster

/// Where the content fades out at the bar's ends (Tabman's edge fade), in view points: it is
/// clear left of `leading.lowerBound`, opaque from `leading.upperBound` to
/// `trailing.lowerBound`, clear right of `trailing.upperBound`, linear between.
public struct EdgeFade: Sendable, Hashable {
    /// The left ramp: clear at its start, opaque at its end.
    public var leading: ClosedRange<Double>
    /// The right ramp: opaque at its start, clear at its end.
    public var trailing: ClosedRange<Double>

    /// The fade as an alpha mask over the view (`masked`'s mask).
    var mask: LinearGradient {
        let w = trailing.upperBound
        let opaque = RGBA8(r: 0, g: 0, b: 0, a: 255)
        return LinearGradient(
            colors: [.clear, opaque, opaque, .clear],
            locations: [leading.lowerBound / w, leading.upperBound / w, trailing.lowerBound / w, 1],
            start: Point(x: 0, y: 0), end: Point(x: w, y: 0))
    }
}

extension ControlLayout {
    /// The edge fade of this state, nil without `fadesEdges` or while the content fits.
    ///
    /// Tabman's mask stops are 2 % and 5 % of the width in from each end, each end's scaled by how
    /// much there is to scroll to on that side: the hidden width there over half the scrollable
    /// width, at most 1. So a bar scrolled to its start shows no fade on the left and the whole
    /// fade on the right; in the middle of long content both ends fade fully.
    public var edgeFade: EdgeFade? {
        guard fadesEdges, contentWidth > width, width > 0 else { return nil }
        let half = (contentWidth - width) / 2
        let hiddenLeft = scrollOffset, hiddenRight = contentWidth - width - scrollOffset
        let left = min(max(hiddenLeft / half, 0), 1), right = min(max(hiddenRight / half, 0), 1)
        return EdgeFade(
            leading: (0.02 * left * width)...(0.05 * left * width),
            trailing: (width - 0.05 * right * width)...(width - 0.02 * right * width))
    }
}
