import Raster

extension ControlConfig {
    /// The keys every family may read — those without a family of their own (`appliesTo` none, or
    /// several families): what a family's declaration and layout see besides their own options
    /// (``FamilyConfig``). Each property's initial value is its key's default; the public
    /// properties of the same names (`ControlConfig.swift`) read and write these.
    struct Core: Sendable, Hashable {
        var width: Double
        var height: Double
        var scale: Double = 2
        var sectionTitles: [String] = []
        var accessibilityLabels: [String] = []
        var selectedSegmentIndex: Int? = 0
        var backgroundColor: RGBA8 = .white
        var titleTextAttributes: TextAttributes = TextAttributes()
        var selectedTitleTextAttributes: TextAttributes = TextAttributes()
        var selectionIndicatorColor: RGBA8 = RGBA8(r: 0x34, g: 0xB5, b: 0xE5)
        var selectionIndicatorHeight: Double = 5
        var selectionIndicatorLocation: IndicatorLocation = .top
        var segmentWidthStyle: SegmentWidthStyle = .fixed
        var segmentEdgeInset: EdgeInsets = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        var verticalDividerEnabled: Bool = false
        var verticalDividerColor: RGBA8 = .black
        var borderColor: RGBA8 = .black
        var borderWidth: Double = 1
        var type: SegmentType = .text
        var sectionImages: [String] = []
        var sectionSelectedImages: [String] = []
        var imagePosition: ImagePosition = .behindText
        var contentOffset: Double?
        var enlargeEdgeInset: EdgeInsets = EdgeInsets()
        var semanticContentAttribute: SemanticContentAttribute = .unspecified
        var appearance: Appearance = .light
        var style: ControlStyle = .hm
        var selectedSegmentTintColor: RGBA8 = .white
        var titleVerticalAlignment: TitleVerticalAlignment = .hm
        var titleTruncation: TitleTruncation = .none
        var orientation: Orientation = .horizontal
        var dock: DockConfig?
        var animationDuration: Double?
        var animationCurve: TimingCurve = .linear
        var titleTransition: TitleTransition = .switch
        var layout: LayoutModel = .hm
        var titleNumberOfLines: Int = 1
        var titleZoomScale: Double = 1
        var titleSelectedStrokeWidth: Double = 0
        var titleMask: Bool = false
        var titleGradient: GradientConfig?
        var disabledSegments: [Int] = []
        var disabledTitleTextAttributes: TextAttributes = TextAttributes()
        var adjustsFontForContentSizeCategory: Bool = false
        var contentSizeCategory: ContentSizeCategory = .L
        var badges: [BadgeConfig?] = []
        var press: PressConfig?
        var drag: Double?
        var backdrop: Backdrop?
        var badgeOffset: UnitPoint = UnitPoint(x: 0, y: 0)
        var badgeMaxNumber: Int = 99
        var badgeNumberFormat: String = "{max}+"
        var badgeColor: RGBA8?
        var badgeTextColor: RGBA8 = .white
        var indicators: [IndicatorConfig]?

        init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }
}

extension ControlConfig.Core {
    // What the config derives from its keys, one rule each; ControlConfig's public properties of
    // the same names say what each is.
    var fontScale: Double { adjustsFontForContentSizeCategory ? contentSizeCategory.bodySize / 17 : 1 }
    var indicatorHeight: Double { selectionIndicatorLocation == .none ? 0 : selectionIndicatorHeight }
    func titleZoom(atWeight weight: Double) -> Double { TitleZoom(scale: titleZoomScale).at(weight) }
    var effectiveAnimationDuration: Double { animationDuration ?? animationCurve.settlingTime ?? 0.15 }
    var segmentCount: Int { type == .images ? sectionImages.count : sectionTitles.count }
    var effectiveWidthStyle: SegmentWidthStyle { type == .images ? .fixed : segmentWidthStyle }
    var pixelWidth: Int { Int(saturating: width * scale, .up) }
    var pixelHeight: Int { Int(saturating: height * scale, .up) }
}
