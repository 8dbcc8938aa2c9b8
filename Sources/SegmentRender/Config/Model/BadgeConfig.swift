/// One segment's badge: a dot, a number (shown as "99+" above `badgeMaxNumber`), or short text.
public enum BadgeConfig: Sendable, Hashable {
    case dot
    case number(Int)
    case text(String)
}

/// A badge entry's keys as written, before they are checked into one ``BadgeConfig``.
struct BadgeKeys {
    var dot: Bool?
    var number: Int?
    var text: String?
}
