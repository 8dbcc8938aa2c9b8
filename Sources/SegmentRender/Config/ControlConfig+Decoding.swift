import Raster

extension ControlConfig: Decodable {
    /// Every key a config may have, from ``ConfigSchema`` (so the schema cannot drift from the decoder).
    public static var keys: [String] { ConfigSchema.control.map(\.name).filter { $0 != "$schema" } }

    /// The largest image a config may ask for, in device pixels (width × height × scale²).
    public static let pixelBudget = 16 * 1024 * 1024

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(ControlConfig.keys)
        let width = try c.required("width", Double.self)
        try c.check("width", width, positive)
        let height = try c.required("height", Double.self)
        try c.check("height", height, positive)
        self.init(width: width, height: height)

        let scale = try c.number("scale", default: 2) { [1, 2, 3].contains($0) ? nil : "expected 1, 2 or 3, found \(format($0))" }
        self.scale = Int(scale)
        let pixels = width * height * scale * scale
        if pixels > Double(ControlConfig.pixelBudget) {
            throw ConfigIssue(path: [], message: "the image would be \(format((width * scale).rounded(.up)))×\(format((height * scale).rounded(.up))) pixels, over the budget of \(ControlConfig.pixelBudget) pixels (width × height × scale²)")
        }

        sectionTitles = try c.value("sectionTitles", default: [String]())
        type = try c.value("type", default: type)
        sectionImages = try c.value("sectionImages", default: [String]())
        sectionSelectedImages = try c.value("sectionSelectedImages", default: [String]())
        switch type {
        case .text:
            break
        case .images:
            if sectionImages.isEmpty {
                throw ConfigIssue(path: [AnyKey("sectionImages")], message: "the images type needs at least one image in sectionImages")
            }
        case .textImages:
            if sectionImages.count != sectionTitles.count {
                throw ConfigIssue(path: [AnyKey("sectionImages")], message: "the textImages type needs one image per title: sectionImages has \(sectionImages.count), sectionTitles has \(sectionTitles.count)")
            }
        }
        let count = segmentCount
        if try c.isNull("selectedSegmentIndex") {
            selectedSegmentIndex = nil
        } else if let index = try c.optional("selectedSegmentIndex", Double.self) {
            let path = c.codingPath + [AnyKey("selectedSegmentIndex")]
            guard index == index.rounded(), index >= 0 else {
                throw ConfigIssue(path: path, message: "expected a segment index (a whole number from 0) or null, found \(format(index))")
            }
            guard Int(index) < count else {
                let valid = count == 0 ? "there are no segments" : "valid: 0 to \(count - 1), or null"
                throw ConfigIssue(path: path, message: "segment \(format(index)) is out of range (\(valid))")
            }
            selectedSegmentIndex = Int(index)
        } else {
            // HMSegmentedControl selects segment 0; an empty control has nothing to select.
            selectedSegmentIndex = count == 0 ? nil : 0
        }

        style = try c.value("style", default: style)
        // iOS 13's track is a translucent grey; the other styles default to white.
        let defaultBackground = style == .uikit13 ? RGBA8(r: 118, g: 118, b: 128, a: 31) : backgroundColor
        backgroundColor = try c.value("backgroundColor", default: ConfigColor(defaultBackground)).rgba
        titleTextAttributes = try c.value("titleTextAttributes", default: TextAttributes())
        selectedTitleTextAttributes = try c.value("selectedTitleTextAttributes", default: TextAttributes())
        selectionIndicatorColor = try c.value("selectionIndicatorColor", default: ConfigColor(selectionIndicatorColor)).rgba
        selectionIndicatorHeight = try c.number("selectionIndicatorHeight", default: selectionIndicatorHeight, nonNegative)
        selectionIndicatorLocation = try c.value("selectionIndicatorLocation", default: selectionIndicatorLocation)
        selectionStyle = try c.value("selectionStyle", default: selectionStyle)
        segmentWidthStyle = try c.value("segmentWidthStyle", default: segmentWidthStyle)
        segmentEdgeInset = try c.value("segmentEdgeInset", default: segmentEdgeInset)
        selectionIndicatorEdgeInsets = try c.value("selectionIndicatorEdgeInsets", default: selectionIndicatorEdgeInsets)
        verticalDividerEnabled = try c.value("verticalDividerEnabled", default: verticalDividerEnabled)
        verticalDividerColor = try c.value("verticalDividerColor", default: ConfigColor(verticalDividerColor)).rgba
        verticalDividerWidth = try c.number("verticalDividerWidth", default: verticalDividerWidth, nonNegative)
        borderType = try c.value("borderType", default: borderType)
        borderColor = try c.value("borderColor", default: ConfigColor(borderColor)).rgba
        borderWidth = try c.number("borderWidth", default: borderWidth, nonNegative)
        imagePosition = try c.value("imagePosition", default: imagePosition)
        textImageSpacing = try c.number("textImageSpacing", default: textImageSpacing)
        stretchSegmentsToScreenSize = try c.value("stretchSegmentsToScreenSize", default: stretchSegmentsToScreenSize)
        selectionIndicatorBoxColor = try c.value("selectionIndicatorBoxColor", default: ConfigColor(selectionIndicatorBoxColor)).rgba
        selectionIndicatorBoxOpacity = try c.number("selectionIndicatorBoxOpacity", default: selectionIndicatorBoxOpacity) {
            (0...1).contains($0) ? nil : "expected an opacity from 0 to 1, found \(format($0))"
        }
        contentOffset = try c.optional("contentOffset", Double.self)
        if let contentOffset { try c.check("contentOffset", contentOffset) { _ in nil } }
        enlargeEdgeInset = try c.value("enlargeEdgeInset", default: enlargeEdgeInset)
        tintColor = try c.value("tintColor", default: ConfigColor(tintColor)).rgba
        selectedSegmentTintColor = try c.value("selectedSegmentTintColor", default: ConfigColor(selectedSegmentTintColor)).rgba
        // The UIKit styles and the Dock centre titles and cut long ones, as UIKit does.
        let uikit = style != .hm
        titleVerticalAlignment = try c.value("titleVerticalAlignment", default: uikit ? .center : titleVerticalAlignment)
        titleTruncation = try c.value("titleTruncation", default: uikit ? .tail : titleTruncation)
        segmentBackgroundImages = try c.optional("segmentBackgroundImages")
        orientation = try c.value("orientation", default: orientation)
        itemHeight = try c.optional("itemHeight", Double.self)
        if let itemHeight { try c.check("itemHeight", itemHeight, positive) }
        itemIconWidthFraction = try c.number("itemIconWidthFraction", default: itemIconWidthFraction) {
            (0...1).contains($0) ? nil : "expected a fraction from 0 to 1, found \(format($0))"
        }
        itemContent = try c.value("itemContent", default: itemContent)
        dock = try c.optional("dock")
        animationDuration = try c.optional("animationDuration", Double.self)
        if let animationDuration {
            try c.check("animationDuration", animationDuration) {
                $0 > 0 && $0 <= 60 ? nil : "expected a duration in seconds, more than 0 and at most 60, found \(format($0))"
            }
        }
        if let curve = try c.optional("animationCurve", String.self) {
            do {
                animationCurve = try TimingCurve.parse(curve)
            } catch let error as CurveError {
                throw ConfigIssue(path: [AnyKey("animationCurve")], message: error.description)
            }
        }
        titleTransition = try c.value("titleTransition", default: titleTransition)
        if dock != nil && orientation != .vertical {
            throw ConfigIssue(path: [AnyKey("dock")], message: "a dock needs \"orientation\": \"vertical\"")
        }
        if style != .hm && orientation == .vertical {
            throw ConfigIssue(path: [AnyKey("orientation")], message: "the \(style.rawValue) style is horizontal only")
        }
    }
}

extension TextAttributes: ConfigValue {
    static var expectation: String { "an object with \"font\", \"fontSize\", \"fontWeight\" and \"color\"" }
    static func decodeConfig(from decoder: Decoder) throws -> TextAttributes { try TextAttributes(configFrom: decoder) }

    init(configFrom decoder: Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(TextAttributes.expectation)" + found(in: decoder))
        }
        try c.rejectUnknownKeys(ConfigSchema.textAttributes.map(\.name))
        font = try c.optional("font", String.self)
        if let font, font.isEmpty {
            throw ConfigIssue(path: c.codingPath + [AnyKey("font")], message: "expected a font family or a font file path, found an empty string")
        }
        fontSize = try c.optional("fontSize", Double.self)
        if let fontSize { try c.check("fontSize", fontSize, positive) }
        color = try c.optional("color", ConfigColor.self)?.rgba
        fontWeight = try c.optional("fontWeight", FontWeight.self)
    }
}

extension EdgeInsets: ConfigValue {
    static var expectation: String { "an object with \"top\", \"left\", \"bottom\" and \"right\" (points)" }
    static func decodeConfig(from decoder: Decoder) throws -> EdgeInsets { try EdgeInsets(configFrom: decoder) }

    init(configFrom decoder: Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(EdgeInsets.expectation)" + found(in: decoder))
        }
        try c.rejectUnknownKeys(ConfigSchema.insets.map(\.name))
        top = try c.number("top", default: 0)
        left = try c.number("left", default: 0)
        bottom = try c.number("bottom", default: 0)
        right = try c.number("right", default: 0)
    }
}
