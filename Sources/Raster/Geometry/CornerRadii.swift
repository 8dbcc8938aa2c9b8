/// The radii of a rectangle's four corners.
public struct CornerRadii: Hashable, Sendable {
    /// Each corner's radius, in points.
    public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
    /// Four radii, clockwise from the top left.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    /// The same radius at every corner.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    /// Whether every corner is square.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
    /// The radii of the same corners `width` further in (a ring's inner edge): each less `width`, never below 0.
    public func inset(by width: Double) -> CornerRadii {
        CornerRadii(
            topLeft: max(0, topLeft - width), topRight: max(0, topRight - width), bottomRight: max(0, bottomRight - width),
            bottomLeft: max(0, bottomLeft - width))
    }
    /// Left and right swapped, for a right-to-left interface.
    public var mirrored: CornerRadii { CornerRadii(topLeft: topRight, topRight: topLeft, bottomRight: bottomLeft, bottomLeft: bottomRight) }
    /// Every radius multiplied by `s` (points to pixels).
    public func scaled(by s: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * s, topRight: topRight * s, bottomRight: bottomRight * s, bottomLeft: bottomLeft * s)
    }
}
