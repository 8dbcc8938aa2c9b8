import Raster

/// A segmented control, described with HMSegmentedControl's property names and defaults. Each
/// property is the config key of the same name and starts at that key's default; what each key
/// means, takes and defaults to is declared once (`Config/Keys/ControlConfig+Keys.swift`) and read
/// by decoding, `preset` output, the JSON Schema and the reference (`segment-render help config`,
/// the README's "Config reference"). Decoded from JSON by ``ConfigLoader``; the nested config
/// types and the enums of key values are documented the same way.
public struct ControlConfig: Sendable, Hashable {
    // A common core and each family's own options, so a family sees only the keys that apply to
    // it (`FamilyConfig`); the public properties below keep the flat names the JSON uses.
    var core: Core
    var hm = HMFamily.Options()
    var uikit = UIKitFamily.Options()
    var bsc = BSCFamily.Options()
    var parchment = ParchmentFamily.Options()
    var tabman = TabmanFamily.Options()
    var segmentio = SegmentioFamily.Options()
    var material3 = Material3Family.Options()

    /// A config with every key at its default, `width` by `height` points.
    public init(width: Double, height: Double) {
        core = Core(width: width, height: height)
    }

    /// Control width and height in points. Required.
    public var width: Double {
        get { core.width }
        set { core.width = newValue }
    }
    public var height: Double {
        get { core.height }
        set { core.height = newValue }
    }
    /// Device pixels per point: 1, 2 or 3 (material3 also 1.5, 2.625, 3.5 and 4, Android's densities).
    public var scale: Double {
        get { core.scale }
        set { core.scale = newValue }
    }
    public var sectionTitles: [String] {
        get { core.sectionTitles }
        set { core.sectionTitles = newValue }
    }
    /// What VoiceOver reads for each segment; "" (or a shorter list) reads the title.
    public var accessibilityLabels: [String] {
        get { core.accessibilityLabels }
        set { core.accessibilityLabels = newValue }
    }
    /// nil: no segment selected (HMSegmentedControlNoSegment).
    public var selectedSegmentIndex: Int? {
        get { core.selectedSegmentIndex }
        set { core.selectedSegmentIndex = newValue }
    }
    public var backgroundColor: RGBA8 {
        get { core.backgroundColor }
        set { core.backgroundColor = newValue }
    }
    /// Normal title attributes; unset keys take HMSegmentedControl's defaults (system font 19, black).
    public var titleTextAttributes: TextAttributes {
        get { core.titleTextAttributes }
        set { core.titleTextAttributes = newValue }
    }
    /// Selected title attributes, merged over the normal ones.
    public var selectedTitleTextAttributes: TextAttributes {
        get { core.selectedTitleTextAttributes }
        set { core.selectedTitleTextAttributes = newValue }
    }
    public var selectionIndicatorColor: RGBA8 {
        get { core.selectionIndicatorColor }
        set { core.selectionIndicatorColor = newValue }
    }
    /// As configured; ``indicatorHeight`` is what layout uses (0 when the location is `none`).
    public var selectionIndicatorHeight: Double {
        get { core.selectionIndicatorHeight }
        set { core.selectionIndicatorHeight = newValue }
    }
    public var selectionIndicatorLocation: IndicatorLocation {
        get { core.selectionIndicatorLocation }
        set { core.selectionIndicatorLocation = newValue }
    }
    public var segmentWidthStyle: SegmentWidthStyle {
        get { core.segmentWidthStyle }
        set { core.segmentWidthStyle = newValue }
    }
    /// Only left and right are used, as in HMSegmentedControl.
    public var segmentEdgeInset: EdgeInsets {
        get { core.segmentEdgeInset }
        set { core.segmentEdgeInset = newValue }
    }
    public var verticalDividerEnabled: Bool {
        get { core.verticalDividerEnabled }
        set { core.verticalDividerEnabled = newValue }
    }
    public var verticalDividerColor: RGBA8 {
        get { core.verticalDividerColor }
        set { core.verticalDividerColor = newValue }
    }
    public var borderColor: RGBA8 {
        get { core.borderColor }
        set { core.borderColor = newValue }
    }
    public var borderWidth: Double {
        get { core.borderWidth }
        set { core.borderWidth = newValue }
    }
    /// What a segment shows: titles, images, or both.
    public var type: SegmentType {
        get { core.type }
        set { core.type = newValue }
    }
    /// PNG paths, relative to the config file.
    public var sectionImages: [String] {
        get { core.sectionImages }
        set { core.sectionImages = newValue }
    }
    /// PNG paths for the selected segment; a shorter list falls back to ``sectionImages``.
    public var sectionSelectedImages: [String] {
        get { core.sectionSelectedImages }
        set { core.sectionSelectedImages = newValue }
    }
    /// Where the image sits relative to the title (`textImages` only).
    public var imagePosition: ImagePosition {
        get { core.imagePosition }
        set { core.imagePosition = newValue }
    }
    /// A scroll offset to show instead of centring the selection; clamped to the content.
    public var contentOffset: Double? {
        get { core.contentOffset }
        set { core.contentOffset = newValue }
    }
    /// Grows the hit-test area beyond the bounds.
    public var enlargeEdgeInset: EdgeInsets {
        get { core.enlargeEdgeInset }
        set { core.enlargeEdgeInset = newValue }
    }
    /// Left-to-right (unspecified, the default) or mirrored for right-to-left languages.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { core.semanticContentAttribute }
        set { core.semanticContentAttribute = newValue }
    }
    /// Light or dark: which side of `{"light", "dark"}` colours applies, and the styles' palettes.
    public var appearance: Appearance {
        get { core.appearance }
        set { core.appearance = newValue }
    }
    /// Whose look: one of the styles the `style` key lists, each with the library it draws like.
    public var style: ControlStyle {
        get { core.style }
        set { core.style = newValue }
    }
    /// `uikit13`, `uikit26` and `bsc`: the thumb's colour.
    public var selectedSegmentTintColor: RGBA8 {
        get { core.selectedSegmentTintColor }
        set { core.selectedSegmentTintColor = newValue }
    }
    /// Where titles sit vertically: HMSegmentedControl's band arithmetic, or centred as a UIButton centres.
    public var titleVerticalAlignment: TitleVerticalAlignment {
        get { core.titleVerticalAlignment }
        set { core.titleVerticalAlignment = newValue }
    }
    /// What happens to a title wider than its slot.
    public var titleTruncation: TitleTruncation {
        get { core.titleTruncation }
        set { core.titleTruncation = newValue }
    }
    /// Segments side by side, or stacked top to bottom.
    public var orientation: Orientation {
        get { core.orientation }
        set { core.orientation = newValue }
    }
    /// The QQ-Space Dock's avatar and bottom buttons around a vertical tab bar.
    public var dock: DockConfig? {
        get { core.dock }
        set { core.dock = newValue }
    }
    /// Seconds a selection change takes; nil: HMSegmentedControl's 0.15 s, or a spring's settling time.
    public var animationDuration: Double? {
        get { core.animationDuration }
        set { core.animationDuration = newValue }
    }
    /// The curve a selection change follows (HMSegmentedControl: linear).
    public var animationCurve: TimingCurve {
        get { core.animationCurve }
        set { core.animationCurve = newValue }
    }
    /// How titles change during an animation: at once (on frame 1), or colours blended with progress.
    public var titleTransition: TitleTransition {
        get { core.titleTransition }
        set { core.titleTransition = newValue }
    }
    /// How items are laid out: HMSegmentedControl's arithmetic, or JXSegmentedView's (spacing,
    /// insets, spacing spread out when items are few, alignment, a wider selected item).
    public var layout: LayoutModel {
        get { core.layout }
        set { core.layout = newValue }
    }
    /// How many lines a title with line breaks shows (0: all); the last shown ends in "…" when cut.
    public var titleNumberOfLines: Int {
        get { core.titleNumberOfLines }
        set { core.titleNumberOfLines = newValue }
    }
    /// The selected title is drawn this much larger (re-rasterized at that size), interpolated
    /// with the selection; 1: off.
    public var titleZoomScale: Double {
        get { core.titleZoomScale }
        set { core.titleZoomScale = newValue }
    }
    /// The selected title's stroke as NSStrokeWidth gives it (a percentage of the font size;
    /// negative: stroked and filled, thicker), interpolated; 0: off.
    public var titleSelectedStrokeWidth: Double {
        get { core.titleSelectedStrokeWidth }
        set { core.titleSelectedStrokeWidth = newValue }
    }
    /// Two-tone titles cut by the first indicator: the selected colour inside it, the normal
    /// colour outside.
    public var titleMask: Bool {
        get { core.titleMask }
        set { core.titleMask = newValue }
    }
    /// The selected title filled with a gradient across its frame.
    public var titleGradient: GradientConfig? {
        get { core.titleGradient }
        set { core.titleGradient = newValue }
    }
    /// Segments drawn as UIKit draws a disabled one (and reported as disabled by hit-testing).
    public var disabledSegments: [Int] {
        get { core.disabledSegments }
        set { core.disabledSegments = newValue }
    }
    /// Disabled titles' attributes over the normal ones; an unset colour is the normal one at 30 %.
    public var disabledTitleTextAttributes: TextAttributes {
        get { core.disabledTitleTextAttributes }
        set { core.disabledTitleTextAttributes = newValue }
    }
    /// Whether title sizes follow `contentSizeCategory`, as UIFontMetrics scales the body style.
    public var adjustsFontForContentSizeCategory: Bool {
        get { core.adjustsFontForContentSizeCategory }
        set { core.adjustsFontForContentSizeCategory = newValue }
    }
    /// The Dynamic Type size the titles are scaled to (with `adjustsFontForContentSizeCategory`).
    public var contentSizeCategory: ContentSizeCategory {
        get { core.contentSizeCategory }
        set { core.contentSizeCategory = newValue }
    }
    /// One badge per segment (nil: none), drawn above the indicator at the title's top-right
    /// corner (an image item's image, a vertical item's icon).
    public var badges: [BadgeConfig?] {
        get { core.badges }
        set { core.badges = newValue }
    }
    /// A segment held down, drawn with the style's press look; nil: none.
    public var press: PressConfig? {
        get { core.press }
        set { core.press = newValue }
    }
    /// A finger dragging the selection, this many points from the control's left edge; nil: none.
    /// How each style follows it: `Control/dragState(_:)`.
    public var drag: Double? {
        get { core.drag }
        set { core.drag = newValue }
    }
    /// What lies behind the control; nil: nothing (transparent where the control is).
    public var backdrop: Backdrop? {
        get { core.backdrop }
        set { core.backdrop = newValue }
    }
    /// Moves every badge from its anchor, in points.
    public var badgeOffset: UnitPoint {
        get { core.badgeOffset }
        set { core.badgeOffset = newValue }
    }
    /// Numbers above this show as `badgeNumberFormat`.
    public var badgeMaxNumber: Int {
        get { core.badgeMaxNumber }
        set { core.badgeMaxNumber = newValue }
    }
    /// What a number above `badgeMaxNumber` shows; `{max}` stands for that number.
    public var badgeNumberFormat: String {
        get { core.badgeNumberFormat }
        set { core.badgeNumberFormat = newValue }
    }
    /// nil: red (#FF3B30 on the UIKit styles).
    public var badgeColor: RGBA8? {
        get { core.badgeColor }
        set { core.badgeColor = newValue }
    }
    public var badgeTextColor: RGBA8 {
        get { core.badgeTextColor }
        set { core.badgeTextColor = newValue }
    }
    /// JXSegmentedView-class indicators, stacked in order; given, they replace the `selectionStyle`
    /// shorthand.
    public var indicators: [IndicatorConfig]? {
        get { core.indicators }
        set { core.indicators = newValue }
    }

    /// How much Dynamic Type scales title sizes: the category's body size over 17 (1 when off).
    public var fontScale: Double { core.fontScale }

    /// The indicator height layout uses: `selectionIndicatorLocation: none` forces 0, whatever
    /// order the keys came in.
    public var indicatorHeight: Double { core.indicatorHeight }

    /// How much `titleZoomScale` enlarges a title `weight` of the way to selected (0 normal, 1
    /// selected): the one rule layout's measures and every frame's paint use.
    func titleZoom(atWeight weight: Double) -> Double { core.titleZoom(atWeight: weight) }

    /// The duration animations use: `animationDuration`, else a spring's settling time, else 0.15 s.
    public var effectiveAnimationDuration: Double { core.effectiveAnimationDuration }

    /// The number of segments: images for `images`, titles otherwise.
    public var segmentCount: Int { core.segmentCount }

    /// The width style layout uses: `images` is always fixed, as HMSegmentedControl forces.
    public var effectiveWidthStyle: SegmentWidthStyle { core.effectiveWidthStyle }

    /// Width of the rendered image in device pixels.
    public var pixelWidth: Int { core.pixelWidth }
    /// Height of the rendered image in device pixels.
    public var pixelHeight: Int { core.pixelHeight }
}
