import Raster

/// Where the Dock's parts sit, in points.
public struct DockLayout: Sendable, Hashable {
    /// The avatar button, its image (rounded corners) and its title (landscape only).
    public var avatar: Rect
    /// The avatar image's frame.
    public var avatarImage: Rect
    /// The avatar title's frame, in landscape.
    public var avatarTitle: Rect?
    /// The avatar title's baseline, centred in ``avatarTitle``.
    public var avatarTitleBaseline: Point?
    /// The bottom buttons and their icons (natural size, centred).
    public var buttons: [Rect]
    /// Each bottom button's icon frame.
    public var buttonIcons: [Rect]
}
