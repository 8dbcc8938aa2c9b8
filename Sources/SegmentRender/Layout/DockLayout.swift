import Raster

/// Where the Dock's parts sit, in points.
public struct DockLayout: Sendable, Hashable {
    /// The avatar button, its image (rounded corners) and its title (landscape only).
    public var avatar: Rect
    public var avatarImage: Rect
    public var avatarTitle: Rect?
    /// The avatar title's baseline, centred in ``avatarTitle``.
    public var avatarTitleBaseline: Point?
    /// The bottom buttons and their icons (natural size, centred).
    public var buttons: [Rect]
    public var buttonIcons: [Rect]
}
