import Raster

/// The QQ-Space iPad Dock (`seed-controls.md` section 5) around a vertical tab bar: an avatar at
/// the top, the tab items above three bottom buttons. Constants the seed leaves open default to
/// button height 70, landscape button width 100 and portrait button width 70.
public struct DockConfig: Sendable, Hashable {
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

    public init() {}

    static var keys: [String] { ConfigSchema.dock.map(\.name) }
}

extension DockConfig: ConfigValue {
    static var expectation: String { "an object describing the dock (\(keys.joined(separator: ", ")))" }
    static func decodeConfig(from decoder: Decoder) throws -> DockConfig {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(expectation)" + found(in: decoder))
        }
        try c.rejectUnknownKeys(keys)
        var dock = DockConfig()
        dock.layout = try c.value("layout", default: dock.layout)
        dock.avatar = try c.optional("avatar", String.self)
        dock.avatarTitle = try c.value("avatarTitle", default: dock.avatarTitle)
        dock.avatarCornerRadius = try c.number("avatarCornerRadius", default: dock.avatarCornerRadius, nonNegative)
        dock.buttons = try c.value("buttons", default: dock.buttons)
        dock.buttonHeight = try c.number("buttonHeight", default: dock.buttonHeight, positive)
        dock.landscapeButtonWidth = try c.number("landscapeButtonWidth", default: dock.landscapeButtonWidth, positive)
        dock.portraitButtonWidth = try c.number("portraitButtonWidth", default: dock.portraitButtonWidth, positive)
        dock.avatarTitleAttributes = try c.value("avatarTitleAttributes", default: dock.avatarTitleAttributes)
        return dock
    }
}
