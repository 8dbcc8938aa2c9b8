import Raster

/// A segmented control, described with HMSegmentedControl's property names and defaults. Each
/// property is the config key of the same name and starts at that key's default; what each key
/// means, takes and defaults to is declared once (`Config/Keys/ControlConfig+Keys.swift`) and read
/// by decoding, `preset` output, the JSON Schema and the reference (`segment-render help config`,
/// the README's "Config reference"). Decoded from JSON by ``ConfigLoader``; the nested config
/// types and the enums of key values are documented the same way.
public struct ControlConfig: Sendable, Hashable {
    /// Control width and height in points. Required.
    public var width: Double
    public var height: Double
    /// Device pixels per point: 1, 2 or 3 (material3 also 1.5, 2.625, 3.5 and 4, Android's densities).
    public var scale: Double = 2
    public var sectionTitles: [String] = []
    /// What VoiceOver reads for each segment; "" (or a shorter list) reads the title.
    public var accessibilityLabels: [String] = []
    /// nil: no segment selected (HMSegmentedControlNoSegment).
    public var selectedSegmentIndex: Int? = 0
    public var backgroundColor: RGBA8 = .white
    /// Normal title attributes; unset keys take HMSegmentedControl's defaults (system font 19, black).
    public var titleTextAttributes = TextAttributes()
    /// Selected title attributes, merged over the normal ones.
    public var selectedTitleTextAttributes = TextAttributes()
    public var selectionIndicatorColor = RGBA8(r: 0x34, g: 0xB5, b: 0xE5)
    /// As configured; ``indicatorHeight`` is what layout uses (0 when the location is `none`).
    public var selectionIndicatorHeight: Double = 5
    public var selectionIndicatorLocation: IndicatorLocation = .top
    public var selectionStyle: SelectionStyle = .textWidthStripe
    public var segmentWidthStyle: SegmentWidthStyle = .fixed
    /// Only left and right are used, as in HMSegmentedControl.
    public var segmentEdgeInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
    public var selectionIndicatorEdgeInsets = EdgeInsets()
    public var verticalDividerEnabled = false
    public var verticalDividerColor: RGBA8 = .black
    public var verticalDividerWidth: Double = 1
    public var borderType: [BorderSide] = []
    public var borderColor: RGBA8 = .black
    public var borderWidth: Double = 1
    /// What a segment shows: titles, images, or both.
    public var type: SegmentType = .text
    /// PNG paths, relative to the config file.
    public var sectionImages: [String] = []
    /// PNG paths for the selected segment; a shorter list falls back to ``sectionImages``.
    public var sectionSelectedImages: [String] = []
    /// Where the image sits relative to the title (`textImages` only).
    public var imagePosition: ImagePosition = .behindText
    public var textImageSpacing: Double = 0
    /// Dynamic widths only: spread leftover width over the segments.
    public var stretchSegmentsToScreenSize = false
    /// Box style: the box's colour (HMSegmentedControl copies #34B5E5 at init).
    public var selectionIndicatorBoxColor = RGBA8(r: 0x34, g: 0xB5, b: 0xE5)
    /// Box style: the opacity the box layer composites at.
    public var selectionIndicatorBoxOpacity: Double = 0.2
    /// A scroll offset to show instead of centring the selection; clamped to the content.
    public var contentOffset: Double?
    /// Grows the hit-test area beyond the bounds.
    public var enlargeEdgeInset = EdgeInsets()
    /// Left-to-right (unspecified, the default) or mirrored for right-to-left languages.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Light or dark: which side of `{"light", "dark"}` colours applies, and the styles' palettes.
    public var appearance: Appearance = .light
    /// Whose look: one of the styles the `style` key lists, each with the library it draws like.
    public var style: ControlStyle = .hm
    /// `uikit7`: border, dividers, selected fill and normal titles (system blue by default).
    public var tintColor = RGBA8(r: 0, g: 122, b: 255)
    /// `uikit13`, `uikit26` and `bsc`: the thumb's colour.
    public var selectedSegmentTintColor: RGBA8 = .white
    /// `parchment`: how wide each menu item is.
    public var menuItemSize: MenuItemSize = .sizeToFit
    /// `parchment`: sizeToFit's least width, fixed's width.
    public var menuItemWidth = 150.0
    /// `parchment`: the gap between items.
    public var menuItemSpacing = 0.0
    /// `parchment`: the room either side of a title inside its item.
    public var menuItemLabelSpacing = 20.0
    /// `parchment`: where the selected item is scrolled.
    public var selectedScrollPosition: SelectedScrollPosition = .preferCentered
    /// `tabman`: what the bar draws behind its buttons.
    public var barBackground: BarBackground = .blur
    /// `tabman`: the material of a `blur` background.
    public var blurStyle: BlurStyle = .extraLight
    /// `tabman`: what marks the selected button.
    public var barIndicator: BarIndicator = .line
    /// `tabman`: the line's height.
    public var indicatorWeight: IndicatorWeight = .medium
    /// `tabman`: the chevron's or the dot's size.
    public var indicatorSize: IndicatorSize = .medium
    /// `tabman`: the line's corners.
    public var indicatorCornerStyle: IndicatorCornerStyle = .square
    /// `tabman`: what the indicator does past the first or last page.
    public var indicatorOverscroll: IndicatorOverscroll = .bounce
    /// `tabman`: buttons sized by their titles and scrolling, or sharing the width.
    public var barContentMode: BarContentMode = .intrinsic
    /// `tabman`: the gap between buttons (tab items have none).
    public var interButtonSpacing = 16.0
    /// `tabman`: the room around the buttons and indicator (the layout's `contentInset`).
    public var barContentInset = EdgeInsets()
    /// `tabman`: whether the content fades out at the bar's ends while there is more to scroll to.
    public var fadesContentEdges = false
    /// `segmentio`: how many fixed-width cells share the width at most.
    public var maxVisibleItems = 4
    /// `segmentio`: where the full-width separator lines run.
    public var horizontalSeparatorType: HorizontalSeparatorType = .topAndBottom
    /// `segmentio`: their height.
    public var horizontalSeparatorHeight = 1.0
    /// `segmentio`: their colour (UIKit's dark grey).
    public var horizontalSeparatorColor = RGBA8(r: 85, g: 85, b: 85)
    /// `segmentio`: how much of a cell's height its vertical separator spans, centred.
    public var verticalSeparatorRatio = 1.0
    /// `segmentio`: how much of the cell's width the indicator spans, centred.
    public var indicatorRatio = 1.0
    /// `segmentio`: whether the indicator's ends are round.
    public var indicatorRoundedCorners = false
    /// `segmentio`: the pressed cell's background (clear: none).
    public var highlightedBackgroundColor: RGBA8 = .clear
    /// `segmentio`: the pressed cell's title colour; nil: unchanged.
    public var highlightedTitleColor: RGBA8?
    /// `bsc`: the control's corner radius (it clips to it); the thumb's is this less `thumbInset`.
    public var cornerRadius = 0.0
    /// `bsc`: how far the thumb sits inside the control, in points.
    public var thumbInset = 2.0
    /// `bsc`: a shadow under the thumb; nil: none.
    public var thumbShadow: ShadowConfig?
    /// `material3`: primary or secondary tabs.
    public var tabVariant: TabVariant = .primary
    /// `material3`: tabs sharing the width, or sized by their labels and scrolling.
    public var tabMode: TabMode = .fixed
    /// `material3`: how the indicator travels between tabs.
    public var indicatorAnimation: IndicatorAnimation = .linear
    /// `material3`: the colour roles (the baseline scheme for the appearance unless given).
    public var materialColors = MaterialColors.baselineLight
    /// `material3`: the height a tab with an icon above its label is laid out in, in dp (64, the
    /// token; Compose's code uses 72).
    public var iconTabHeight: Double = 64
    /// Where titles sit vertically: HMSegmentedControl's band arithmetic, or centred as a UIButton centres.
    public var titleVerticalAlignment: TitleVerticalAlignment = .hm
    /// What happens to a title wider than its slot.
    public var titleTruncation: TitleTruncation = .none
    /// Stretchable backgrounds per segment position and state.
    public var segmentBackgroundImages: SegmentBackgroundImages?
    /// Segments side by side, or stacked top to bottom.
    public var orientation: Orientation = .horizontal
    /// Vertical: each item's height (default: the height divided among the items).
    public var itemHeight: Double?
    /// Vertical `textImages` items: the share of the width the icon takes; the title has the rest.
    public var itemIconWidthFraction: Double = 0.4
    /// Vertical items: icon and title, or the icon alone.
    public var itemContent: ItemContent = .iconAndTitle
    /// The QQ-Space Dock's avatar and bottom buttons around a vertical tab bar.
    public var dock: DockConfig?
    /// Seconds a selection change takes; nil: HMSegmentedControl's 0.15 s, or a spring's settling time.
    public var animationDuration: Double?
    /// The curve a selection change follows (HMSegmentedControl: linear).
    public var animationCurve: TimingCurve = .linear
    /// How titles change during an animation: at once (on frame 1), or colours blended with progress.
    public var titleTransition: TitleTransition = .switch

    /// How items are laid out: HMSegmentedControl's arithmetic, or JXSegmentedView's (spacing,
    /// insets, spacing spread out when items are few, alignment, a wider selected item).
    public var layout: LayoutModel = .hm
    /// JX: the gap between items.
    public var itemSpacing: Double = 20
    /// JX: every item's width; nil: each its content's width.
    public var itemWidth: Double?
    /// JX: added to every item's width.
    public var itemWidthIncrement: Double = 0
    /// JX: the space before the first item and after the last; nil: the item spacing.
    public var contentEdgeInsetLeft: Double?
    public var contentEdgeInsetRight: Double?
    /// JX: when the items are narrower than the control, spread the spare room into the spacing.
    public var isItemSpacingAverageEnabled = true
    /// JX: the selected item is this much wider (interpolated while moving); 1: off.
    public var cellWidthZoomScale: Double = 1
    /// JX: where the items sit when they fit and the spacing is not spread out.
    public var contentAlignment: ContentAlignment = .left
    /// How many lines a title with line breaks shows (0: all); the last shown ends in "…" when cut.
    public var titleNumberOfLines = 1
    /// The selected title is drawn this much larger (re-rasterized at that size), interpolated
    /// with the selection; 1: off.
    public var titleZoomScale: Double = 1
    /// The selected title's stroke as NSStrokeWidth gives it (a percentage of the font size;
    /// negative: stroked and filled, thicker), interpolated; 0: off.
    public var titleSelectedStrokeWidth: Double = 0
    /// Two-tone titles cut by the first indicator: the selected colour inside it, the normal
    /// colour outside.
    public var titleMask = false
    /// The selected title filled with a gradient across its frame.
    public var titleGradient: GradientConfig?
    /// Segments drawn as UIKit draws a disabled one (and reported as disabled by hit-testing).
    public var disabledSegments: [Int] = []
    /// Disabled titles' attributes over the normal ones; an unset colour is the normal one at 30 %.
    public var disabledTitleTextAttributes = TextAttributes()
    /// Whether title sizes follow `contentSizeCategory`, as UIFontMetrics scales the body style.
    public var adjustsFontForContentSizeCategory = false
    /// The Dynamic Type size the titles are scaled to (with `adjustsFontForContentSizeCategory`).
    public var contentSizeCategory: ContentSizeCategory = .L
    /// One badge per segment (nil: none), drawn above the indicator at the title's top-right
    /// corner (an image item's image, a vertical item's icon).
    public var badges: [BadgeConfig?] = []
    /// A segment held down, drawn with the style's press look; nil: none.
    public var press: PressConfig?
    /// A finger dragging the selection, this many points from the control's left edge; nil: none.
    /// How each style follows it: `Control/dragState(_:)`.
    public var drag: Double?
    /// What lies behind the control; nil: nothing (transparent where the control is).
    public var backdrop: Backdrop?
    /// Moves every badge from its anchor, in points.
    public var badgeOffset = UnitPoint(x: 0, y: 0)
    /// Numbers above this show as `badgeNumberFormat`.
    public var badgeMaxNumber = 99
    /// What a number above `badgeMaxNumber` shows; `{max}` stands for that number.
    public var badgeNumberFormat = "{max}+"
    /// nil: red (#FF3B30 on the UIKit styles).
    public var badgeColor: RGBA8?
    public var badgeTextColor: RGBA8 = .white
    /// JXSegmentedView-class indicators, stacked in order; given, they replace the `selectionStyle`
    /// shorthand.
    public var indicators: [IndicatorConfig]?

    /// A config with every key at its default, `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// How much Dynamic Type scales title sizes: the category's body size over 17 (1 when off).
    public var fontScale: Double { adjustsFontForContentSizeCategory ? contentSizeCategory.bodySize / 17 : 1 }

    /// The indicator height layout uses: `selectionIndicatorLocation: none` forces 0, whatever
    /// order the keys came in.
    public var indicatorHeight: Double {
        selectionIndicatorLocation == .none ? 0 : selectionIndicatorHeight
    }

    /// How much `titleZoomScale` enlarges a title `weight` of the way to selected (0 normal, 1
    /// selected): the one rule layout's measures and every frame's paint use.
    func titleZoom(atWeight weight: Double) -> Double { TitleZoom(scale: titleZoomScale).at(weight) }

    /// The duration animations use: `animationDuration`, else a spring's settling time, else 0.15 s.
    public var effectiveAnimationDuration: Double {
        animationDuration ?? animationCurve.settlingTime ?? 0.15
    }

    /// The number of segments: images for `images`, titles otherwise.
    public var segmentCount: Int { type == .images ? sectionImages.count : sectionTitles.count }

    /// The width style layout uses: `images` is always fixed, as HMSegmentedControl forces.
    public var effectiveWidthStyle: SegmentWidthStyle { type == .images ? .fixed : segmentWidthStyle }

    /// Width of the rendered image in device pixels.
    public var pixelWidth: Int { Int(saturating: width * scale, .up) }
    /// Height of the rendered image in device pixels.
    public var pixelHeight: Int { Int(saturating: height * scale, .up) }
}
