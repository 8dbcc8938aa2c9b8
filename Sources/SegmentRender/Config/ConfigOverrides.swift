/// What a command line (or a snapshot matrix) sets over a config: the appearance, the layout
/// direction and the Dynamic Type size. nil keeps the config's own.
public struct ConfigOverrides: Sendable, Hashable {
    /// Light or dark, over the config's `appearance`.
    public var appearance: Appearance?
    /// Left-to-right or right-to-left, over `semanticContentAttribute`.
    public var direction: SemanticContentAttribute?
    /// Setting a size also turns `adjustsFontForContentSizeCategory` on.
    public var contentSize: ContentSizeCategory?

    /// Overrides of the given settings; nil keeps the config's.
    public init(appearance: Appearance? = nil, direction: SemanticContentAttribute? = nil, contentSize: ContentSizeCategory? = nil) {
        self.appearance = appearance
        self.direction = direction
        self.contentSize = contentSize
    }

    /// No overrides.
    public static let none = ConfigOverrides()

    /// These overrides, each falling back to `base`'s where it is nil (a matrix variant over the
    /// command line's or a run's own).
    package func over(_ base: ConfigOverrides) -> ConfigOverrides {
        ConfigOverrides(appearance: appearance ?? base.appearance, direction: direction ?? base.direction, contentSize: contentSize ?? base.contentSize)
    }

    /// `config` with these overrides applied (the appearance must also be chosen while decoding,
    /// for `{"light", "dark"}` colours: ``ConfigLoader`` does both).
    func apply(to config: inout ControlConfig) {
        if let appearance { config.appearance = appearance }
        if let direction { config.semanticContentAttribute = direction }
        if let contentSize {
            config.contentSizeCategory = contentSize
            config.adjustsFontForContentSizeCategory = true
        }
    }
}
