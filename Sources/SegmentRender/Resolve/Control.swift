import FoundationEssentials
import Glibc
import Raster

/// A checked config with its fonts and images resolved: everything layout and drawing need.
/// This is the library's entry point, and what the `segment-render` command itself uses.
///
/// ```swift
/// import SegmentRender
///
/// let control = try ConfigLoader.load(file: "tabs.json")      // or Presets.load("hx")
/// let layout = control.layout(selection: .index(2))           // geometry in points, no pixels
/// let image = control.render(selection: .index(2))            // a premultiplied RGBA8 Framebuffer
/// let png = try PNGCodec.encode(image)                        // PNG bytes, sRGB, straight alpha
/// let frame = control.render(control.progressState(1.5))      // halfway between segments 1 and 2
/// ```
///
/// Controls can also be built in code: make a ``ControlConfig``, set its properties, and pass it to
/// ``init(config:source:baseDirectory:)``.
///
/// A control is immutable once resolved, so its config can never disagree with the fonts and
/// images resolved from it: ``reconfigured(_:)`` resolves a changed copy, ``scaled(to:)`` renders
/// the same control at another scale.
public struct Control: Sendable {
    /// The checked config the control was resolved from.
    public private(set) var config: ControlConfig
    /// Where the config came from, for messages.
    public let source: String
    /// The folder relative paths in the config start from.
    public let baseDirectory: String
    package private(set) var normalStyle: TitleStyle
    package private(set) var selectedStyle: TitleStyle
    /// Disabled segments' titles.
    package private(set) var disabledStyle: TitleStyle
    /// `sectionImages`, loaded (empty for the text type).
    package private(set) var images: [ImageAsset] = []
    /// `sectionSelectedImages`, loaded.
    package private(set) var selectedImages: [ImageAsset] = []

    /// Segment backgrounds, resolved per position and state (empty when not configured).
    package private(set) var backgrounds: ResolvedBackgrounds?
    /// The dock's avatar and bottom-button images.
    package private(set) var dockAvatar: ImageAsset?
    package private(set) var dockButtons: [ImageAsset] = []
    package private(set) var dockTitleStyle: TitleStyle?
    /// Badge labels: the default font chain, 11 pt.
    package private(set) var badgeStyle: TitleStyle
    /// The images of `indicators` entries of kind image, by entry index.
    package private(set) var indicatorImages: [Int: ImageAsset] = [:]
    /// `backdrop`'s image, loaded (nil for a colour or none).
    package private(set) var backdropImage: ImageAsset?
    /// Starts the title faces' outlines opening, the first time it is asked (``prepareToDraw()``).
    /// Copies share it: a scaled copy draws the same titles with the same fonts.
    let outlinePreparation: Once<Void>
    /// Every segment's title face, normal and selected, made on first use and shared by copies.
    let titleFaceTable: Memo<TitleFaceTable>
    /// How far each of those titles' ink reaches, made the first time a scrolled control is drawn.
    let titleInkTable: Memo<TitleInkTable>
    /// The contents (and HMSegmentedControl's geometry) of the state with nothing selected, kept
    /// once laid out (``layout(selecting:)``); a copy at another scale starts a new one.
    private(set) var restLayout = Kept<RestLayout>()
    /// SHA-256 of the config as JSON (a golden sidecar's provenance), computed when first asked.
    package private(set) var configDigest: Once<String>
    /// The canvas, chrome, colours and images drawing reads (resolved again by ``scaled(to:)``).
    private(set) var paint: ControlPaint

    /// Resolves the config's fonts and loads its images. `baseDirectory` anchors relative paths.
    public init(config: ControlConfig, source: String, baseDirectory: String) throws {
        self.config = config
        self.source = source
        self.baseDirectory = baseDirectory
        let (styleNormal, styleSelected) = Control.styleDefaults(config)
        let normal = styleNormal.merging(config.titleTextAttributes)
        let selected = normal.merging(styleSelected).merging(config.selectedTitleTextAttributes)
        var chains: [String: FontChain] = [:]
        func chain(for attributes: TextAttributes, keyPath: String) throws -> FontChain {
            let weight = attributes.fontWeight ?? .regular
            let key = "\(attributes.font ?? "")#\(weight.rawValue)"
            if let known = chains[key] { return known }
            do {
                let made = try Control.fontChain(attributes.font, weight: weight, baseDirectory: baseDirectory, styleFamily: config.style.fontFamily)
                chains[key] = made
                return made
            } catch let error as FontError {
                // A default family the config never names is the environment's problem, not a key's.
                throw ConfigError(file: source, keyPath: attributes.font == nil ? "" : keyPath, problem: .font(error))
            }
        }
        let normalPath = "titleTextAttributes.font"
        let selectedPath = config.selectedTitleTextAttributes.font == nil ? normalPath : "selectedTitleTextAttributes.font"
        let scale = config.fontScale
        normalStyle = TitleStyle(chain: try chain(for: normal, keyPath: normalPath), fontSize: normal.fontSize! * scale, color: normal.color!)
        selectedStyle = TitleStyle(chain: try chain(for: selected, keyPath: selectedPath), fontSize: selected.fontSize! * scale, color: selected.color!)
        // Disabled: the normal attributes with the disabled ones on top; the colour fades to 30 %
        // (material3: onSurface at 38 %, Material's disabled content).
        let rules = config.style.family.titleRules(config)
        var disabled = normal.merging(config.disabledTitleTextAttributes)
        if config.disabledTitleTextAttributes.color == nil, let c = normal.color {
            disabled.color = rules.disabledColor ?? c.withOpacity(Control.disabledOpacity)
        }
        let disabledPath = config.disabledTitleTextAttributes.font == nil ? normalPath : "disabledTitleTextAttributes.font"
        disabledStyle = TitleStyle(chain: try chain(for: disabled, keyPath: disabledPath), fontSize: disabled.fontSize! * scale, color: disabled.color!)
        if rules.tracking != 0 {
            let tracking = rules.tracking * scale
            normalStyle.tracking = tracking
            selectedStyle.tracking = tracking
            disabledStyle.tracking = tracking
        }

        badgeStyle = TitleStyle(
            chain: try chain(for: TextAttributes(fontWeight: rules.badgeWeight), keyPath: "badges"),
            fontSize: ControlLayout.badgeFontSize, color: config.badgeTextColor, tracking: rules.badgeTracking)
        var cache: [String: ImageAsset] = [:]
        func load(_ name: String, keyPath: String) throws -> ImageAsset {
            if let known = cache[name] { return known }
            let asset = try ImageAsset.load(name, baseDirectory: baseDirectory, file: source, keyPath: keyPath)
            cache[name] = asset
            return asset
        }
        if config.type != .text {
            images = try config.sectionImages.enumerated().map { try load($1, keyPath: "sectionImages[\($0)]") }
            selectedImages = try config.sectionSelectedImages.enumerated().map { try load($1, keyPath: "sectionSelectedImages[\($0)]") }
        }
        if let spec = config.segmentBackgroundImages {
            backgrounds = try ResolvedBackgrounds(spec, file: source) { name, keyPath in try load(name, keyPath: keyPath) }
        }
        if let dock = config.dock {
            dockAvatar = try dock.avatar.map { try load($0, keyPath: "dock.avatar") }
            dockButtons = try dock.buttons.enumerated().map { try load($1, keyPath: "dock.buttons[\($0)]") }
            let attributes = TextAttributes(fontSize: 15, color: .white, fontWeight: .regular).merging(dock.avatarTitleAttributes)
            dockTitleStyle = TitleStyle(
                chain: try chain(for: attributes, keyPath: "dock.avatarTitleAttributes.font"),
                fontSize: attributes.fontSize!, color: attributes.color!)
        }
        for (k, indicator) in (config.indicators ?? []).enumerated() {
            if let name = indicator.image { indicatorImages[k] = try load(name, keyPath: "indicators[\(k)].image") }
        }
        if case .image(let name)? = config.backdrop { backdropImage = try load(name, keyPath: "backdrop") }
        paint = ControlPaint(
            config: config, normal: normalStyle, selected: selectedStyle, backgrounds: backgrounds,
            dockAvatar: dockAvatar, dockButtons: dockButtons, dockTitleStyle: dockTitleStyle, backdropImage: backdropImage)
        let styles = [normalStyle, selectedStyle, disabledStyle]
        outlinePreparation = Once {
            for face in Control.titleFontFaces(of: config, styles: styles) { face.beginOpeningOutlines() }
        }
        configDigest = Control.digest(of: config)
        let (normalFaceStyle, selectedFaceStyle, disabledFaceStyle) = (normalStyle, selectedStyle, disabledStyle)
        let faceTable = Memo { [config] in
            TitleFaceTable(config: config, normal: normalFaceStyle, selected: selectedFaceStyle, disabled: disabledFaceStyle)
        }
        titleFaceTable = faceTable
        titleInkTable = Memo { TitleInkTable(faceTable.made) }
    }

    static func digest(of config: ControlConfig) -> Once<String> {
        Once { SHA256.hex(Array(config.json.rendered().utf8)) }
    }

    /// Title attributes each style starts from, before the config's own: normal, and what the
    /// selected state changes on top of normal.
    static func styleDefaults(_ config: ControlConfig) -> (TextAttributes, TextAttributes) {
        let defaults = config.style.family.titleAttributes(config)
        return (defaults.normal, defaults.selected)
    }

    /// Material's letter spacing in points (sp): TitleSmall and LabelLarge, and LabelSmall (badges).
    static let materialLabelTracking = 0.1
    static let materialBadgeTracking = 0.5

    /// How opaque a disabled segment's title (and, on the UIKit styles, image) is.
    static let disabledOpacity = 0.3

    /// Whether segment `index` is disabled.
    public func isDisabled(_ index: Int) -> Bool { config.disabledSegments.contains(index) }

    /// A font names a file when it has a slash or a font file extension; otherwise a family.
    /// Without a font, the style's own family (`styleFamily`) leads the default chain.
    static func fontChain(
        _ font: String?, weight: FontWeight = .regular, baseDirectory: String, styleFamily: (family: String, package: String)? = nil
    ) throws -> FontChain {
        guard let font else { return try FontChain.standard(weight: weight, styleFamily: styleFamily) }
        let lowered = font.lowercased()
        let isPath = font.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains(where: lowered.hasSuffix)
        if isPath {
            let path = font.hasPrefix("/") ? font : URL(fileURLWithPath: baseDirectory).appendingPathComponent(font).path
            return try FontChain.standard(weight: weight, primary: FontLibrary.shared.face(path: path))
        }
        return try FontChain.standard(weight: weight, primary: FontLibrary.shared.face(family: font, weight: weight))
    }

    /// The image segment `index` shows when `selection` is selected: the selected image when there
    /// is one for it (a shorter `sectionSelectedImages` falls back to the normal image), else the
    /// normal one; nil for the text type.
    package func image(forSegment index: Int, selection: Int?, scale: Double) -> RasterImage? {
        TitlePaints.image(images, selectedImages, segment: index, selection: selection, scale: scale)
    }

    /// The style segment `index` is drawn with when `selection` is selected.
    package func style(forSegment index: Int, selection: Int?) -> TitleStyle {
        index == selection ? selectedStyle : normalStyle
    }

    /// The same control with `change` applied to its config, resolved again.
    public func reconfigured(_ change: (inout ControlConfig) throws -> Void) throws -> Control {
        var changed = config
        try change(&changed)
        return try Control(config: changed, source: source, baseDirectory: baseDirectory)
    }

    /// The same control rendered at `scale` (1, 2 or 3). Images keep every variant they were
    /// loaded with, so nothing is resolved again.
    public func scaled(to scale: Double) -> Control {
        var copy = self
        copy.config.scale = scale
        copy.configDigest = Control.digest(of: copy.config)
        copy.restLayout = Kept()
        copy.paint = ControlPaint(
            config: copy.config, normal: normalStyle, selected: selectedStyle, backgrounds: backgrounds,
            dockAvatar: dockAvatar, dockButtons: dockButtons, dockTitleStyle: dockTitleStyle, backdropImage: backdropImage)
        return copy
    }
}
