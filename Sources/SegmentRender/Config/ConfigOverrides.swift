/// What a command line (or a snapshot matrix) sets over a config: the appearance, the layout
/// direction, the Dynamic Type size and a pseudolocale. nil keeps the config's own.
public struct ConfigOverrides: Sendable, Hashable {
    /// Light or dark, over the config's `appearance`.
    public let appearance: Appearance?
    /// Left-to-right or right-to-left, over `semanticContentAttribute`.
    public let direction: SemanticContentAttribute?
    /// Setting a size also turns `adjustsFontForContentSizeCategory` on.
    public let contentSize: ContentSizeCategory?
    /// Titles and text badges rewritten (``Pseudolocale``); ar-XB also lays out right to left
    /// unless `direction` says otherwise.
    public let locale: Pseudolocale?
    /// A segment held down (its range is checked with the config's).
    public let press: PressConfig?
    /// A finger dragging the selection, in points from the left edge (checked against the width).
    public let drag: Double?
    /// What lies behind the control, over the config's `backdrop` (an image path is taken as it
    /// is: relative to the config's folder unless absolute).
    public let backdrop: Backdrop?

    /// Overrides of the given settings; nil keeps the config's.
    public init(
        appearance: Appearance? = nil, direction: SemanticContentAttribute? = nil, contentSize: ContentSizeCategory? = nil, locale: Pseudolocale? = nil,
        press: PressConfig? = nil, drag: Double? = nil, backdrop: Backdrop? = nil
    ) {
        self.init(
            every: appearance, direction: direction, contentSize: contentSize, locale: locale, press: press, drag: drag, backdrop: backdrop)
    }

    /// The same with no defaults, for the command line: an override added here is a compile error
    /// where the command line makes its overrides until it passes the option's value.
    package init(
        every appearance: Appearance?, direction: SemanticContentAttribute?, contentSize: ContentSizeCategory?, locale: Pseudolocale?,
        press: PressConfig?, drag: Double?, backdrop: Backdrop?
    ) {
        self.appearance = appearance
        self.direction = direction
        self.contentSize = contentSize
        self.locale = locale
        self.press = press
        self.drag = drag
        self.backdrop = backdrop
    }

    /// No overrides.
    public static let none = ConfigOverrides()

    /// These overrides, each falling back to `base`'s where it is nil (a matrix variant over the
    /// command line's or a run's own).
    package func over(_ base: ConfigOverrides) -> ConfigOverrides { ConfigOverrides(self, over: base) }

    /// Every field is a `let`, so this initialiser must set each one: an override added without
    /// its line here does not compile (it would be dropped from every matrix variant).
    private init(_ top: ConfigOverrides, over base: ConfigOverrides) {
        appearance = top.appearance ?? base.appearance
        direction = top.direction ?? base.direction
        contentSize = top.contentSize ?? base.contentSize
        locale = top.locale ?? base.locale
        press = top.press ?? base.press
        drag = top.drag ?? base.drag
        backdrop = top.backdrop ?? base.backdrop
    }

    /// `config` with these overrides applied (the appearance must also be chosen while decoding,
    /// for `{"light", "dark"}` colours: ``ConfigLoader`` does both).
    func apply(to config: inout ControlConfig) {
        if let appearance { config.appearance = appearance }
        if let press { config.press = press }
        if let drag { config.drag = drag }
        if let backdrop { config.backdrop = backdrop }
        if let direction { config.semanticContentAttribute = direction }
        if let contentSize {
            config.contentSizeCategory = contentSize
            config.adjustsFontForContentSizeCategory = true
        }
        if let locale, locale != .plain {
            config.sectionTitles = config.sectionTitles.map(locale.transform)
            config.badges = config.badges.map { badge in
                if case .text(let text)? = badge { return .text(locale.transform(text)) }
                return badge
            }
            if locale.isRightToLeft && direction == nil { config.semanticContentAttribute = .forceRightToLeft }
        }
    }
}
