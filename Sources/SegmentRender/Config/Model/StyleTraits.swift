/// What each family answers to the rules every style shares (``StyleFamily/traits``): a new
/// family is a compile error until it answers each question — rather than falling without a word
/// into the other branch of a rule that compares it with one style.
struct StyleTraits: Sendable {
    /// `titleVerticalAlignment` when the config leaves it out; nil: the key's own (HM's bands).
    var titleVerticalAlignment: TitleVerticalAlignment?
    /// `titleTruncation` when the config leaves it out; nil: the key's own (none: segments widen).
    var titleTruncation: TitleTruncation?
    /// Whether it takes the layouts built on HMSegmentedControl's arithmetic: JX's items
    /// (`"layout": "jx"`) and vertical items with the Dock.
    var takesHMLayouts: Bool
    /// Whether its thumb (`selectedSegmentTintColor`) turns iOS's dark grey in dark mode.
    var darkGreyThumb: Bool
    /// Whether it draws at the Android densities (1.5, 2.625, 3.5, 4) as well as at 1, 2 and 3.
    var androidDensities: Bool
    /// Whether `indicators` (JX's list) replaces its selection shorthand; the styles with
    /// indicators of their own (Tabman, Material 3) do not take the key.
    var sharedIndicators: Bool
    /// Whether `titleMask` can cut its titles: it draws JX's indicator kinds, from `indicators` or
    /// (Tabman) as its own indicator; Material 3's indicators are of its own kind.
    var cutsTitlesByIndicators: Bool
    /// Whether its images are templates drawn in the title's colour (Material's icons, Tabman's).
    var tintsImages: Bool
    /// Whether the selected titles are drawn over the thumb, cut by it, the normal ones under it
    /// (BetterSegmentedControl).
    var revealsSelectedTitles: Bool
    /// Whether its indicator overscrolls past the first and last segment with scroll progress
    /// (Tabman's `indicatorOverscroll`).
    var overscrolls: Bool
}
