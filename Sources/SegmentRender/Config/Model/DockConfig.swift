import Raster

/// The QQ-Space iPad Dock  around a vertical tab bar: an avatar at
/// the top, the tab items above three bottom buttons. Constants the original app leaves open default to
/// button height 70, landscape button width 100 and portrait button width 70.
public struct DockConfig: Sendable, Hashable {
    /// `dock.layout`: the dock's arrangement.
    public enum Layout: String, ConfigEnum, Sendable { case landscape, portrait }

    public var layout: Layout = .landscape
    /// The avatar image (path or `builtin:NAME`), drawn with rounded corners.
    public var avatar: String?
    /// The avatar's title, below it in landscape (none in portrait).
    public var avatarTitle: String = ""
    public var avatarCornerRadius: Double = 10
    /// The bottom buttons' icons.
    public var buttons: [String] = []
    /// The bottom buttons' pressed background (not drawn at rest; kept for completeness).
    public var buttonHeight: Double = 70
    public var landscapeButtonWidth: Double = 100
    public var portraitButtonWidth: Double = 70
    public var avatarTitleAttributes = TextAttributes()

    /// A dock with every key at its default.
    public init() {}
}
