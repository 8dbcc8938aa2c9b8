/// `horizontalSeparatorType` (segmentio): where the full-width lines run.
public enum HorizontalSeparatorType: String, ConfigEnum, Sendable {
    case none, top, bottom, topAndBottom

    var hasTop: Bool { self == .top || self == .topAndBottom }
    var hasBottom: Bool { self == .bottom || self == .topAndBottom }
}
