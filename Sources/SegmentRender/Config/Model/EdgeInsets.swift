/// UIEdgeInsets: top, left, bottom, right in points. Negative values are allowed, as in UIKit.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double = 0
    public var left: Double = 0
    public var bottom: Double = 0
    public var right: Double = 0
    /// Insets from each edge, in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
