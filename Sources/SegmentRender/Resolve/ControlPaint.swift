import Raster

/// Everything drawing needs besides the frame state, resolved from the config once: the canvas,
/// the style's chrome, and the colours and images segments are drawn with. Drawing reads this
/// and the frame state, never the config.
struct ControlPaint: Sendable {
    /// The canvas, in points, and the scale it is rendered at.
    var width: Double
    var height: Double
    var scale: Double
    var chrome: Chrome
    /// The colour of HMSegmentedControl's vertical dividers between segments.
    var segmentDividerColor: RGBA8
    /// Segments whose image is drawn faded (disabled segments on the UIKit styles).
    var fadedImages: Set<Int>
    /// Whether images are drawn as icons in their title's colour (their alpha tinted, as Compose's
    /// `Icon` tints with the content colour): material3.
    var tintedImages = false
    /// `titleMask`: titles drawn normal outside the indicator and selected inside it.
    var twoToneTitles: (normal: RGBA8, selected: RGBA8)?
    /// What lies behind the control (`backdrop`), at the render's scale.
    var backdrop: PaintedBackdrop?
    /// bsc: every segment's selected title drawn over the thumb, cut by it (the normal titles lie
    /// under the thumb): ``Painter/recordRevealedTitles(_:thumb:_:into:)``.
    var revealsSelectedTitles = false
    var titleGradient: GradientConfig?
    /// Whether a title's look follows its segment's weight in between two states (zoom, stroke or
    /// gradient), so that a frame between them paints every title again.
    var titlesFollowWeight = false
    /// Each segment's background images at the scale, by segment index (empty when none).
    var segmentBackgrounds: [(normal: ResizableImage?, selected: ResizableImage?)]
    var dockAvatar: (image: RasterImage, cornerRadius: Double)?
    var dockTitle: (text: ShapedText, style: TitleStyle)?
    var dockButtons: [RasterImage]

    /// What each style draws that is neither a segment's content nor a decoration.
    enum Chrome: Sendable {
        /// A background over the bounds and the per-segment borders; segments scroll and have
        /// background images and dividers.
        case hm(background: RGBA8, border: RGBA8)
        /// A background, then 1 pt tint dividers and border over the decorations.
        case uikit7(background: RGBA8, tint: RGBA8)
        /// A rounded track and its dividers.
        case uikit13(track: RGBA8, divider: RGBA8)
        /// iOS 26's capsule track.
        case uikit26(track: RGBA8)
        /// Parchment's menu background and the line under its items (`layout.dividers`, scrolled).
        case parchment(background: RGBA8, border: RGBA8)
        /// BetterSegmentedControl's background, rounded by the control's corner radius.
        case bsc(background: RGBA8, cornerRadius: Double)
        /// Material 3's container and the divider along the row's bottom.
        case material3(surface: RGBA8, divider: RGBA8)
        /// Tabman's bar background: nothing, a colour, or a material over the backdrop.
        case tabman(TabmanGround)
        /// Segmentio's background; over the indicator its vertical separators (`layout.dividers`,
        /// scrolled) and horizontal ones (`layout.borders`, fixed).
        case segmentio(background: RGBA8, vertical: RGBA8, horizontal: RGBA8)

        /// Whether segments are drawn as HMSegmentedControl draws them: each with its background
        /// images and dividers and borders, scrolled, culled where they left the canvas.
        var scrollsSegmentBackgrounds: Bool {
            switch self {
            case .hm: true
            case .uikit7, .uikit13, .uikit26, .parchment, .bsc, .material3, .tabman, .segmentio: false
            }
        }
    }

    /// What Tabman's bar draws behind its buttons (`barBackground`).
    enum TabmanGround: Sendable {
        case clear
        case flat(RGBA8)
        /// What is behind blurred by `blur` points, its saturation multiplied, then `tint` over it.
        case material(blur: Double, saturation: Double, tint: RGBA8)
    }

    /// iOS 13's divider colour: rgba(60, 60, 67, 0.3); dark rgba(84, 84, 88, 0.6).
    static let uikit13DividerColor = RGBA8(r: 60, g: 60, b: 67, a: 77)
    static let uikit13DividerColorDark = RGBA8(r: 84, g: 84, b: 88, a: 153)
}

extension ControlPaint {
    /// Resolves the paint of a control from its config and the resources already resolved from it.
    init(
        config: ControlConfig, normal: TitleStyle, selected: TitleStyle, backgrounds: ResolvedBackgrounds?,
        dockAvatar: ImageAsset?, dockButtons: [ImageAsset], dockTitleStyle: TitleStyle?, backdropImage: ImageAsset? = nil
    ) {
        width = config.width
        height = config.height
        scale = config.scale
        chrome = config.style.family.chrome(config)
        switch config.backdrop {
        case .color(let color)?: backdrop = .color(color)
        case .image?: backdrop = backdropImage.map { .image($0.image(forScale: config.scale)) }
        case nil: backdrop = nil
        }
        segmentDividerColor = config.verticalDividerColor
        fadedImages = config.style.isUIKit ? Set(config.disabledSegments) : []
        tintedImages = config.style.traits.tintsImages
        twoToneTitles = config.titleMask ? (normal.color, selected.color) : nil
        revealsSelectedTitles = config.style.traits.revealsSelectedTitles
        titleGradient = config.titleGradient
        titlesFollowWeight = config.titleZoomScale != 1 || config.titleSelectedStrokeWidth != 0 || config.titleGradient != nil
        let count = config.segmentCount, scale = config.scale
        // Right to left, the first segment is the right end.
        let mirrored = config.semanticContentAttribute.isRightToLeft
        segmentBackgrounds =
            backgrounds.map { backgrounds in
                (0..<count).map { index in
                    let position = mirrored ? count - 1 - index : index
                    return (
                        backgrounds.image(forSegment: position, count: count, selected: false, scale: scale),
                        backgrounds.image(forSegment: position, count: count, selected: true, scale: scale)
                    )
                }
            } ?? []
        self.dockAvatar = dockAvatar.map { ($0.image(forScale: scale), config.dock?.avatarCornerRadius ?? 0) }
        if let dock = config.dock, !dock.avatarTitle.isEmpty, let style = dockTitleStyle {
            dockTitle = (ShapedText(dock.avatarTitle, chain: style.chain), style)
        }
        self.dockButtons = dockButtons.map { $0.image(forScale: scale) }
    }
}

/// A backdrop as drawing needs it: a colour, or the image at the render's scale.
enum PaintedBackdrop: Sendable {
    case color(RGBA8)
    case image(RasterImage)
}
