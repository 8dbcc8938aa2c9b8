import Raster

extension ControlConfig {
    /// The config format's top-level keys, in the order the reference documents them and decoding
    /// reads them. Defaults are ``ControlConfig/init(width:height:)``'s.
    package static let spec = ObjectSpec<ControlConfig>(
        name: "config", expectation: "a JSON object ({ … }) at the top level",
        keys: canvasKeys + segmentKeys + familyKeys + motionAndEffectKeys,
        blank: { ControlConfig(width: 0, height: 0) },
        rules: [
            .schema(
                #"{"if": {"required": ["type"], "properties": {"type": {"const": "images"}}}, "then": {"required": ["sectionImages"], "properties": {"sectionImages": {"minItems": 1}}}}"#
            ),
            .schema(
                #"{"if": {"required": ["layout"], "properties": {"layout": {"const": "jx"}}}, "then": {"properties": {"orientation": {"const": "horizontal"}, "style": \#(ControlStyle.schemaNames(\.takesHMLayouts))}}}"#
            ),
            .schema(#"{"if": {"required": ["dock"]}, "then": {"required": ["orientation"], "properties": {"orientation": {"const": "vertical"}}}}"#),
            // Only the styles with a height of their own may leave it out.
            .schema(
                #"{"if": {"not": {"required": ["style"], "properties": {"style": \#(ControlStyle.schemaNames(\.hasOwnHeight))}}}, "then": {"required": ["height"]}}"#
            ),
            .schema(
                #"{"if": {"required": ["style"], "properties": {"style": {"not": \#(ControlStyle.schemaNames(\.takesHMLayouts))}}}, "then": {"properties": {"orientation": {"const": "horizontal"}}}}"#
            ),
            .beyondSchema(
                "the pixel budget (width × height × scale²) and the shadows' (what they blur in a frame); selectedSegmentIndex, disabledSegments, badges and accessibilityLabels against the segment count; "
                    + "textImages' sectionImages, one per title; drag within the width; bsc's thumbInset under half the shorter side."),
        ],
        check: { config, present, path in
            if !present.contains("height") {
                guard let height = config.styleHeight else {
                    throw ConfigIssue(
                        path: path,
                        .rule(
                            "the key 'height' is required: the \(config.style.rawValue) style has no height of its own (material3, uikit7, uikit13 and uikit26 do)"
                        ))
                }
                config.height = height
            }
            try config.checkAcrossKeys()
        })

    /// UISegmentedControl's intrinsic height on iOS 13 and later (its minimum), and on iOS 7–12
    /// (as re-implementations of that control measure it; Interface Builder shows 28).
    static let uikit13IntrinsicHeight = 32.0
    static let uikit7IntrinsicHeight = 29.0

    /// The height a style gives a control that does not set one; nil for styles without one.
    var styleHeight: Double? { style.family.height(self) }

    /// iOS 13's track colour, uikit13's default background: rgba(118, 118, 128, 0.12), dark 0.24.
    static let uikit13Track = RGBA8(r: 118, g: 118, b: 128, a: 31)
    static let uikit13TrackDark = RGBA8(r: 118, g: 118, b: 128, a: 61)

    /// The largest image a config may ask for, in device pixels (width × height × scale²).
    package static let pixelBudget = 16 * 1024 * 1024

    /// Segmentio's defaults: `lightGray` behind, `darkGray` separators, an `orange` indicator.
    static let segmentioBackground = RGBA8(r: 170, g: 170, b: 170)
    static let segmentioDarkGray = RGBA8(r: 85, g: 85, b: 85)
    static let segmentioOrange = RGBA8(r: 255, g: 128, b: 0)

    /// uikit26's spring, from community measurements of iOS 26's segmented control (mass 1,
    /// stiffness 950, damping 44: damping ratio 44 / (2√950), response 2π / √950). Approximate.
    static let uikit26Spring = TimingCurve.spring(damping: 0.7138, response: 0.2039)

    /// UIKit's `systemBlue`, light or dark.
    static func systemBlue(dark: Bool) -> RGBA8 { dark ? RGBA8(r: 10, g: 132, b: 255) : RGBA8(r: 0, g: 122, b: 255) }

    /// Parchment's selected colour, rgb(3, 125, 233): the indicator and the selected title.
    static let parchmentBlue = RGBA8(r: 3, g: 125, b: 233)
    /// Parchment's border colour, white 0.9.
    static let parchmentBorder = RGBA8(r: 230, g: 230, b: 230)

    /// BetterSegmentedControl's control background, rgb(238, 238, 238).
    static let bscBackground = RGBA8(r: 238, g: 238, b: 238)
    /// BetterSegmentedControl's 0.3 s UIView spring at damping 0.75: the response that makes it
    /// settle (within 0.1 %) in 0.3 s.
    static let bscSpring = TimingCurve.spring(damping: 0.75, response: 0.2356)
    /// Material 3's outlined segmented buttons.
    var isSegmentedButtons: Bool { style == .material3 && tabVariant == .segmentedButtons }

    /// Compose Material 3's default spatial spring (damping ratio 0.9, stiffness 700 at mass 1),
    /// material3's default curve: its response is 2π/√700 s.
    static let materialSpatialSpring = TimingCurve.spring(damping: 0.9, response: 2 * Double.pi / 700.0.squareRoot())

    /// At most this many `indicators`: each is drawn on every frame, some through a layer.
    package static let maxIndicators = 32
    /// At most this many segments (titles, images, dock buttons).
    package static let maxSegments = 10_000
    /// At most this many characters (Unicode scalars) in a title.
    package static let maxTitleLength = 1_000
    /// The largest config file read, in bytes.
    package static let maxFileSize = 4 * 1024 * 1024
    /// The longest side of a picture, in pixels.
    package static let maxSide = 1_000_000

    static let segmentLimitSchema = SchemaRule.keywords([("maxItems", .number(Double(maxSegments)))])
    @Sendable static func segmentLimit<T>(_ list: [T]) -> String? {
        list.count > maxSegments ? "expected at most \(maxSegments) entries, found \(list.count)" : nil
    }
    var isJX: Bool { layout == .jx }

    /// Every scale a config may ask for: iOS's 1, 2 and 3, and Android's densities mdpi (1), hdpi
    /// (1.5), xhdpi (2), 2.625 (a common phone's 420 dpi), xxhdpi (3), 3.5 (560 dpi) and xxxhdpi (4).
    package static let densities: [Double] = [1, 1.5, 2, 2.625, 3, 3.5, 4]
    /// A scale as names and messages write it: `2`, `2.625`.
    package static func scaleName(_ scale: Double) -> String { format(scale) }
    /// The scales the iOS looks (hm, jx, uikit7, uikit13, uikit26) draw at.
    package static let iosScales: [Double] = [1, 2, 3]

    /// Why this config cannot be drawn at `scale` (one of ``densities``), or nil: only material3
    /// takes the Android densities.
    package func scaleProblem(_ scale: Double) -> String? {
        guard !style.traits.androidDensities, !ControlConfig.iosScales.contains(scale) else { return nil }
        return "scale \(format(scale)) is an Android density, for the material3 style only; the \(style.rawValue) style draws at 1, 2 or 3"
    }

    /// Why a render at `scale` would be over ``pixelBudget``, or nil when it fits. The check is on
    /// the rounded pixel dimensions a framebuffer would have, multiplied without overflow.
    package func pixelBudgetProblem(atScale scale: Double) -> String? {
        let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
        if max(w, h) > Double(ControlConfig.maxSide) {
            return "the image would be \(format(w))×\(format(h)) pixels, over the limit of \(ControlConfig.maxSide) pixels a side"
        }
        guard w * h > Double(ControlConfig.pixelBudget) else { return paintBudgetProblem(atScale: scale, canvas: (w, h)) }
        return "the image would be \(format(w))×\(format(h)) pixels, over the budget of \(ControlConfig.pixelBudget) pixels (width × height × scale²)"
    }

    /// The most a frame's shadows and gradients may paint, in pixels: eight shadows or gradients
    /// as large as the largest image. A pixel of either costs about the same (25–30 ns on a
    /// 2-core VM for a blur or a gradient whose colour changes every pixel), so this keeps a
    /// frame's paint near 4 s.
    package static let paintBudget = 1 << 27

    /// What a frame's shadows and gradients may paint at `scale`: each its shape's box (an
    /// indicator as wide as its fixed width, or the image; as tall as its height; bsc's thumb;
    /// the selected title's gradient the whole image), a shadow's grown by its blur and offset,
    /// within the image. Bounded before anything is laid out.
    package func framePaint(atScale scale: Double, canvas: (width: Double, height: Double)) -> (shadows: Int, gradients: Int, pixels: Double) {
        var paint = (shadows: 0, gradients: 0, pixels: 0.0)
        func box(width: Double?, height: Double, reach: Double) -> Double {
            min(canvas.width, (width ?? .infinity) * scale + 2 * reach) * min(canvas.height, height * scale + 2 * reach)
        }
        func add(_ shadow: ShadowConfig?, gradient: Bool, width: Double?, height: Double) {
            if let shadow {
                let reach = Double(Framebuffer.blurReach(sigma: shadow.radius * scale)) + 2 + (abs(shadow.offset.x) + abs(shadow.offset.y)) * scale
                paint.pixels += box(width: width, height: height, reach: reach)
                paint.shadows += 1
            }
            if gradient {
                paint.pixels += box(width: width, height: height, reach: 1)
                paint.gradients += 1
            }
        }
        for indicator in indicators ?? [] {
            let defaults = indicator.kind.defaults
            let fixed = (indicator.widthMode ?? defaults.widthMode) == .fixed ? (indicator.width ?? defaults.fixedWidth) : nil
            add(
                indicator.shadow, gradient: indicator.gradient != nil, width: fixed.map { $0 + abs(indicator.widthIncrement ?? defaults.widthIncrement) },
                height: indicator.height ?? defaults.height)
        }
        if style == .bsc { add(thumbShadow, gradient: false, width: nil, height: height) }
        if titleGradient != nil { add(nil, gradient: true, width: nil, height: height) }
        return paint
    }

    /// Why what a frame's shadows and gradients may paint at `scale` would be over
    /// ``paintBudget``, or nil.
    func paintBudgetProblem(atScale scale: Double, canvas: (width: Double, height: Double)) -> String? {
        let paint = framePaint(atScale: scale, canvas: canvas)
        guard paint.pixels > Double(ControlConfig.paintBudget) else { return nil }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "its \(count(paint.shadows, "shadow")) and \(count(paint.gradients, "gradient")) would paint up to \(format(paint.pixels.rounded(.up))) pixels a frame "
            + "(each its shape's box within the image, a shadow's grown by its blur), over the budget of \(ControlConfig.paintBudget): "
            + "fewer shadows or gradients, or smaller shapes under them"
    }

    /// Rules that involve more than one key.
    func checkAcrossKeys() throws {
        if let message = scaleProblem(scale) { throw ConfigIssue(path: [.key("scale")], .rule(message), beyondSchema: true) }
        if let message = pixelBudgetProblem(atScale: scale) { throw ConfigIssue(path: [], .rule(message), beyondSchema: true) }
        switch type {
        case .text:
            break
        case .images where sectionImages.isEmpty:
            throw ConfigIssue(path: [.key("sectionImages")], .rule("the images type needs at least one image in sectionImages"))
        case .images:
            break
        case .textImages where sectionImages.count != sectionTitles.count:
            throw ConfigIssue(
                path: [.key("sectionImages")],
                .rule("the textImages type needs one image per title: sectionImages has \(sectionImages.count), sectionTitles has \(sectionTitles.count)"), beyondSchema: true)
        case .textImages:
            break
        }
        if let index = selectedSegmentIndex, index >= segmentCount {
            let valid = segmentCount == 0 ? "there are no segments" : "valid: 0 to \(segmentCount - 1), or null"
            throw ConfigIssue(path: [.key("selectedSegmentIndex")], .rule("segment \(index) is out of range (\(valid))"), beyondSchema: true)
        }
        for (i, indicator) in (indicators ?? []).enumerated() where indicator.kind == .rainbowLine && indicator.colors.count < segmentCount {
            throw ConfigIssue(
                path: [.key("indicators"), .index(i), .key("colors")],
                .rule("a rainbowLine needs one colour per item: \(segmentCount) items, \(indicator.colors.count) colours"), beyondSchema: true)
        }
        if layout == .jx && (orientation == .vertical || !style.traits.takesHMLayouts) {
            throw ConfigIssue(path: [.key("layout")], .rule("the jx layout is for horizontal hm-style controls"))
        }
        for (k, index) in disabledSegments.enumerated() where index >= segmentCount {
            throw ConfigIssue(
                path: [.key("disabledSegments"), .index(k)], .rule("segment \(index) is out of range (the control has \(segmentCount) segments)"), beyondSchema: true)
        }
        if accessibilityLabels.count > segmentCount {
            throw ConfigIssue(
                path: [.key("accessibilityLabels")], .rule("accessibilityLabels has \(accessibilityLabels.count) entries, the control has \(segmentCount) segments"),
                beyondSchema: true)
        }
        if let press, press.segment >= segmentCount {
            throw ConfigIssue(
                path: [.key("press"), .key("segment")], .rule("segment \(press.segment) is out of range (the control has \(segmentCount) segments)"),
                beyondSchema: true)
        }
        if badges.count > segmentCount {
            throw ConfigIssue(path: [.key("badges")], .rule("badges has \(badges.count) entries, the control has \(segmentCount) segments"), beyondSchema: true)
        }
        if dock != nil && orientation != .vertical {
            throw ConfigIssue(path: [.key("dock")], .rule("a dock needs \"orientation\": \"vertical\""))
        }
        if !style.traits.takesHMLayouts && orientation == .vertical {
            throw ConfigIssue(path: [.key("orientation")], .rule("the \(style.rawValue) style is horizontal only"))
        }
        if let drag, drag < 0 || drag > width {
            throw ConfigIssue(
                path: [.key("drag")], .rule("drag \(format(drag)) is outside the control: expected 0 to \(format(width)) points from its left edge"),
                beyondSchema: true)
        }
        // The rules of the config's own family.
        try style.family.checkAcrossKeys(self)
    }

    /// Every key with its value, defaults included, in the documented order: the JSON
    /// `segment-render preset NAME` prints, which decodes back to the same config.
    package var json: JSONValue { ControlConfig.spec.write(self) }
}

extension ValueType where Value == Int? {
    /// A segment index or null; its range is checked against the segment count across keys.
    static let segmentIndex: ValueType = {
        let expectation = "a segment index (a whole number from 0) or null"
        return ValueType(
            expectation: expectation, tableName: "whole number ≥ 0 or `null`",
            schema: .object([
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("integer")), ("minimum", .number(0))]),
                        .object([("type", .string("null"))]),
                    ])
                )
            ]),
            read: { node, path in
                switch node.value {
                case .null: return nil
                case .number(let n) where n == n.rounded() && n >= 0 && n < 1e15: return Int(n)
                case .number(let n): throw ConfigIssue(path: path, .expected(expectation, found: format(n)))
                default: throw ConfigIssue(path: path, .expected(expectation, found: node.kindDescription))
                }
            }, write: { $0.map { .number(Double($0)) } ?? .null })
    }()
}

extension ValueType where Value == TimingCurve {
    package static let timingCurve = ValueType(
        expectation: "a timing curve", tableName: "curve",
        schema: .object([
            ("type", .string("string")),
            ("pattern", .string(#"^(linear|easeIn|easeOut|easeInEaseOut|default|cubic\(.*\)|spring\(.*\))$"#)),
            ("examples", .array(["linear", "easeInEaseOut", "cubic(0.4,0,0.2,1)", "spring(1,0.45)"].map(JSONValue.string))),
            ("$comment", .string(ConfigSchema.decoderOnlyPrefix + "the numbers inside cubic(…) and spring(…).")),
        ]),
        read: { node, path in
            let text = try ValueType<String>.string.read(node, path)
            do {
                return try TimingCurve.parse(text)
            } catch let error as AnimationError {
                throw ConfigIssue(path: path, .rule(error.description), beyondSchema: true)
            }
        }, write: { .string($0.description) })
}

extension KeyScope where Model == ControlConfig {
    /// Keys of one style's own (its variant, its metrics).
    static func style(_ style: ControlStyle) -> KeyScope {
        // A config without `style` is the default style's (hm): its own keys may be set without it.
        let properties: (String, JSONValue) = ("properties", .object([("style", .object([("const", .string(style.rawValue))]))]))
        return KeyScope(
            name: "style \(style.rawValue)", applies: { $0.style == style }, actual: { "this config's style is \($0.style.rawValue)" },
            schema: .object((style == .unnamed ? [] : [("required", .array([.string("style")]))]) + [properties]),
            styles: [style.rawValue])
    }
    /// Keys a few styles share (the thumb's colour of UIKit's and BetterSegmentedControl's).
    static func styles(_ list: [ControlStyle]) -> KeyScope {
        let names = list.map(\.rawValue)
        let spoken = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        // A config without `style` is the default style's: where that is one of them, `style` may be left out.
        let properties: (String, JSONValue) = ("properties", .object([("style", .object([("enum", .array(names.map(JSONValue.string)))]))]))
        return KeyScope(
            name: "styles \(spoken)", applies: { list.contains($0.style) }, actual: { "this config's style is \($0.style.rawValue)" },
            schema: .object((list.contains(ControlStyle.unnamed) ? [] : [("required", .array([.string("style")]))]) + [properties]),
            styles: names)
    }
    /// hm's and Segmentio's: dividers, their colour, width styles, the indicator's location.
    static let hmAndSegmentio = styles([.hm, .segmentio])
    /// hm's borders and Parchment's bottom line.
    static let hmAndParchment = styles([.hm, .parchment])
    /// The stripe's height: hm's, Parchment's and Segmentio's indicator.
    static let stripes = styles([.hm, .parchment, .segmentio])
    /// The indicator's colour: the stripe's, and Tabman's bar indicator.
    static let stripeColours = styles([.hm, .parchment, .segmentio, .tabman])
    /// `indicators`: the styles that draw JXSegmentedView's indicator kinds in place of their own
    /// (``StyleTraits/sharedIndicators``); Tabman and Material 3 draw only their own.
    static let sharedIndicators = styles(ControlStyle.allCases.filter(\.traits.sharedIndicators))
    /// A scroll offset of one's own: hm's (and JX's) and Material 3's scrollable tabs; the other
    /// scrolling styles place the selection by their own rules.
    static let hmAndMaterial = styles([.hm, .material3])
    /// `titleMask`: the styles that draw JX's indicator kinds, which the mask cuts titles by
    /// (``StyleTraits/cutsTitlesByIndicators``).
    static let indicatorKinds = styles(ControlStyle.allCases.filter(\.traits.cutsTitlesByIndicators))
    /// Where an image sits beside its title: hm's (and JX's), Segmentio's and Material 3's; the
    /// other styles place images by their own rules.
    static let imagePlacement = styles([.hm, .segmentio, .material3])
    /// Segment insets: hm's widths and the UIKit styles' room for titles.
    static let hmAndUIKit = styles([.hm, .uikit7, .uikit13, .uikit26])
    /// Keys of stacked items (hm's vertical orientation).
    static let vertical = KeyScope(
        name: "vertical controls (\"orientation\": \"vertical\")", applies: { $0.orientation == .vertical },
        actual: { "this config's orientation is \($0.orientation.rawValue)" },
        schema: .object([("required", .array([.string("orientation")])), ("properties", .object([("orientation", .object([("const", .string("vertical"))]))]))]),
        styles: [ControlStyle.hm.rawValue])
    /// Keys of JXSegmentedView's spacing model.
    static let jxLayout = KeyScope(
        name: "the jx layout (\"layout\": \"jx\")", applies: { $0.layout == .jx }, actual: { "this config's layout is \($0.layout.rawValue)" },
        schema: .object([("required", .array([.string("layout")])), ("properties", .object([("layout", .object([("const", .string("jx"))]))]))]),
        styles: [ControlStyle.hm.rawValue])
}

// The keys in four runs, in the order the reference documents them: one literal of a hundred
// keys is more than the type checker resolves in reasonable time.
extension ControlConfig {
    /// The canvas, the style (and Material 3's own), content, colours and titles.
    static let canvasKeys: [ConfigKey<ControlConfig>] = frameKeys + Material3Family.keys + contentKeys

    /// The canvas and the style.
    static let frameKeys: [ConfigKey<ControlConfig>] = [
        .ignored("$schema", .string, "The schema's URL, for editors; ignored."),
        .required("width", { $0.width }, { $0.width = $1 }, .number(.positiveLength), "Control width in points."),
        .field(
            "height", { $0.height }, { $0.height = $1 }, .number(.positiveLength),
            "Control height in points. A style with a height of its own (material3, uikit7, uikit13, uikit26) takes it when this is left out; the others need it.",
            defaultNote: "the style's own height: material3 \(format(MaterialTabMetrics.rowHeight)) (tabs with icons above labels: `iconTabHeight`; "
                + "segmented buttons \(format(SegmentedButtonMetrics.height))), uikit13 and uikit26 \(format(ControlConfig.uikit13IntrinsicHeight)), "
                + "uikit7 \(format(ControlConfig.uikit7IntrinsicHeight)); required for hm, bsc, parchment, tabman and segmentio"),
        .field(
            "scale", { $0.scale }, { $0.scale = $1 }, .choice(ControlConfig.densities),
            "Device pixels per point (dp × scale = px): 1, 2 or 3 for the iOS looks; material3 also takes Android's 1.5, 2.625, 3.5 and 4."),
        .field(
            "style", { $0.style }, { $0.style = $1 }, .enumeration,
            "Whose look — " + ControlStyle.allCases.map { "\($0.rawValue): \($0.whose)" }.joined(separator: "; ") + "."
        ),
    ]

    /// Content, colours and titles.
    static let contentKeys: [ConfigKey<ControlConfig>] = [
        .field(
            "appearance", { $0.appearance }, { $0.appearance = $1 }, .enumeration,
            "Light or dark: which side of every {\"light\", \"dark\"} colour applies, and the styles' own palettes (CLI --appearance).",
            contextDefault: { _ in DecodingContext.appearance }),
        .field(
            "semanticContentAttribute", { $0.semanticContentAttribute }, { $0.semanticContentAttribute = $1 }, .enumeration,
            "forceRightToLeft mirrors the whole control: order, indicator travel, scrolling, image sides, insets, hit-testing (CLI --direction)."),
        .field("orientation", { $0.orientation }, { $0.orientation = $1 }, .enumeration, "Segments side by side, or items stacked top to bottom."),
        .field("type", { $0.type }, { $0.type = $1 }, .enumeration, "What a segment shows: a title, an image, or both."),
        .field(
            "sectionTitles", { $0.sectionTitles }, { $0.sectionTitles = $1 }, ValueType.list(of: .title).checked(ControlConfig.segmentLimitSchema, ControlConfig.segmentLimit),
            "Segment titles; an empty list renders the background only, with no selection."),
        .field(
            "sectionImages", { $0.sectionImages }, { $0.sectionImages = $1 },
            ValueType.list(of: .imagePath, name: "list of image paths").checked(ControlConfig.segmentLimitSchema, ControlConfig.segmentLimit),
            "PNG paths (or builtin:NAME), relative to the config; at least one for `images`, one per title for `textImages`."),
        .field(
            "sectionSelectedImages", { $0.sectionSelectedImages }, { $0.sectionSelectedImages = $1 }, .list(of: .imagePath, name: "list of image paths"),
            "The selected segment's image, drawn into the normal image's rect; a shorter list falls back to sectionImages."),
        .field(
            "accessibilityLabels", { $0.accessibilityLabels }, { $0.accessibilityLabels = $1 },
            ValueType.list(of: .title).checked(ControlConfig.segmentLimitSchema, ControlConfig.segmentLimit),
            "What VoiceOver reads for each segment (\"\": its title), as accessibilityLabel: needed for image segments, which have no title."),
        .field(
            "selectedSegmentIndex", { $0.selectedSegmentIndex }, { $0.selectedSegmentIndex = $1 }, .segmentIndex,
            "The selected segment; null for none (HMSegmentedControlNoSegment).",
            contextDefault: { $0.segmentCount == 0 ? .some(nil) : nil }, defaultNote: "0 (`null` with no segments)"),
        .field(
            "backgroundColor", { $0.backgroundColor }, { $0.backgroundColor = $1 }, .color,
            "Filled over the bounds, under everything; does not scroll (uikit13, uikit26: the track).",
            contextDefault: { $0.style.family.defaults($0).backgroundColor },
            defaultNote:
                "`#FFFFFF`, dark `#000000` (uikit13, uikit26: rgba(118,118,128,0.12), dark 0.24; bsc: `#EEEEEE`; parchment: `#FFFFFF`; segmentio: `#AAAAAA`; material3: materialColors.surface)"
        ),
        .field(
            "titleTextAttributes", { $0.titleTextAttributes }, { $0.titleTextAttributes = $1 }, .textAttributes,
            "Normal title attributes over the style's defaults (hm: system font 19 pt regular, black)."),
        .field(
            "selectedTitleTextAttributes", { $0.selectedTitleTextAttributes }, { $0.selectedTitleTextAttributes = $1 }, .textAttributes,
            "Selected title attributes, merged over the normal ones: unset keys are inherited."),
        .field(
            "titleVerticalAlignment", { $0.titleVerticalAlignment }, { $0.titleVerticalAlignment = $1 }, .enumeration,
            "HMSegmentedControl's band arithmetic, or the title's line centred in the full height as a UIButton centres it.",
            contextDefault: { $0.style.traits.titleVerticalAlignment }, defaultNote: "`\"hm\"` (`\"center\"` for every other style)"),
        .field(
            "titleTruncation", { $0.titleTruncation }, { $0.titleTruncation = $1 }, .enumeration,
            "none: segments widen; tail: a title wider than its slot less segmentEdgeInset is cut by whole grapheme clusters and ends in …; shrink: its font is first scaled down to fit, to half its size at most.",
            contextDefault: { $0.style.traits.titleTruncation },
            defaultNote: "`\"none\"` (`\"tail\"` for the other styles; segmentio: `\"shrink\"`)"),
        .field(
            "imagePosition", { $0.imagePosition }, { $0.imagePosition = $1 }, .enumeration,
            "Where the image sits relative to the title (textImages); material3 takes aboveText (a tab with an icon) or leftOfText (a leading-icon tab).",
            contextDefault: { $0.style.family.defaults($0).imagePosition }, defaultNote: "`\"behindText\"` (`\"aboveText\"` for material3)",
            appliesTo: .imagePlacement),
        .field(
            "textImageSpacing", { $0.textImageSpacing }, { $0.textImageSpacing = $1 }, .number(.offset), "Gap between image and title (textImages).",
            appliesTo: .style(.hm)),
    ]

    /// The indicator, segment widths, dividers, borders, scrolling and the thumb's tint: HMSegmentedControl's model, which a few styles share.
    static let segmentKeys: [ConfigKey<ControlConfig>] = [
        .field(
            "selectionStyle", { $0.selectionStyle }, { $0.selectionStyle = $1 }, .enumeration,
            "The indicator: a stripe as wide as the title or the segment, a translucent box with a full-width stripe, or an arrow 2h wide and h high.", appliesTo: .style(.hm)),
        .field(
            "selectionIndicatorLocation", { $0.selectionIndicatorLocation }, { $0.selectionIndicatorLocation = $1 }, .enumeration,
            "Where the stripe or arrow sits; none forces its height to 0 whatever the key order (the box still shows).",
            contextDefault: { $0.style.family.defaults($0).selectionIndicatorLocation }, defaultNote: "`\"top\"` (segmentio: `\"bottom\"`)",
            appliesTo: .hmAndSegmentio),
        .field(
            "selectionIndicatorColor", { $0.selectionIndicatorColor }, { $0.selectionIndicatorColor = $1 }, .color,
            "Stripe and arrow colour (parchment, tabman: the indicator's).",
            contextDefault: { $0.style.family.defaults($0).selectionIndicatorColor },
            defaultNote: "`#34B5E5` (parchment: `#037DE9`; tabman: system blue, `#007AFF`, dark `#0A84FF`; segmentio: `#FF8000`)", appliesTo: .stripeColours),
        .field(
            "selectionIndicatorHeight", { $0.selectionIndicatorHeight }, { $0.selectionIndicatorHeight = $1 }, .number(NumberRange(lower: 0, upper: 10_000)),
            "Stripe or arrow height h (parchment, segmentio: the indicator's).",
            contextDefault: { $0.style.family.defaults($0).selectionIndicatorHeight }, defaultNote: "`5` (parchment: `4`; segmentio: `2`)",
            appliesTo: .stripes),
        .field(
            "selectionIndicatorEdgeInsets", { $0.selectionIndicatorEdgeInsets }, { $0.selectionIndicatorEdgeInsets = $1 }, .insets,
            "Indicator insets, with HMSegmentedControl's asymmetries (docs/style-hm.md, \"The indicator\").", appliesTo: .style(.hm)),
        .field(
            "selectionIndicatorBoxColor", { $0.selectionIndicatorBoxColor }, { $0.selectionIndicatorBoxColor = $1 }, .color,
            "Box style: the box's fill and 1 pt border (not tied to selectionIndicatorColor).", appliesTo: .style(.hm)),
        .field(
            "selectionIndicatorBoxOpacity", { $0.selectionIndicatorBoxOpacity }, { $0.selectionIndicatorBoxOpacity = $1 }, .number(.unit),
            "Box style: the box and its border composite as one layer at this opacity, under the titles.", appliesTo: .style(.hm)),
        .field(
            "segmentWidthStyle", { $0.segmentWidthStyle }, { $0.segmentWidthStyle = $1 }, .enumeration,
            "Equal widths, or each segment its content plus insets (images are always fixed, as HMSegmentedControl forces).", appliesTo: .hmAndSegmentio),
        .field(
            "stretchSegmentsToScreenSize", { $0.stretchSegmentsToScreenSize }, { $0.stretchSegmentsToScreenSize = $1 }, .bool,
            "Dynamic widths: leftover width is shared equally.", appliesTo: .style(.hm)),
        .field("segmentEdgeInset", { $0.segmentEdgeInset }, { $0.segmentEdgeInset = $1 }, .insets, "Segment insets; only left and right are used.", appliesTo: .hmAndUIKit),
        .field(
            "verticalDividerEnabled", { $0.verticalDividerEnabled }, { $0.verticalDividerEnabled = $1 }, .bool,
            "Dividers at (x − w/2, 2h, w, H − 4h) between segments (text and images types; segmentio: at each cell's right edge but the last's).",
            contextDefault: { $0.style.family.defaults($0).verticalDividerEnabled }, defaultNote: "`false` (segmentio: `true`)", appliesTo: .hmAndSegmentio),
        .field(
            "verticalDividerColor", { $0.verticalDividerColor }, { $0.verticalDividerColor = $1 }, .color, "Divider colour.",
            contextDefault: { $0.style.family.defaults($0).verticalDividerColor ?? (DecodingContext.appearance == .dark ? .white : nil) },
            defaultNote: "`#000000` (dark: `#FFFFFF`; segmentio: `#555555`)", appliesTo: .hmAndSegmentio),
        .field("verticalDividerWidth", { $0.verticalDividerWidth }, { $0.verticalDividerWidth = $1 }, .number(.length), "Divider width w.", appliesTo: .style(.hm)),
        .field(
            "borderType", { $0.borderType }, { $0.borderType = $1 }, .list(of: .enumeration, name: "list of `\"top\"`, `\"left\"`, `\"bottom\"`, `\"right\"`"),
            "Border sides, drawn on every segment's rect (the image rect for image types) below the content; borders do not scroll.", appliesTo: .style(.hm)),
        .field(
            "borderColor", { $0.borderColor }, { $0.borderColor = $1 }, .color, "Border colour (parchment: the line under the menu).",
            contextDefault: { $0.style.family.defaults($0).borderColor ?? (DecodingContext.appearance == .dark ? .white : nil) },
            defaultNote: "`#000000` (dark: `#FFFFFF`; parchment: `#E6E6E6`)", appliesTo: .hmAndParchment),
        .field(
            "borderWidth", { $0.borderWidth }, { $0.borderWidth = $1 }, .number(.length), "Border width, inside each rect (parchment: the line's height, 0 for none).",
            appliesTo: .hmAndParchment),
        .field(
            "contentOffset", { $0.contentOffset }, { $0.contentOffset = $1 }, .nullable(.number(.offset)),
            "Scroll offset in points, clamped to [0, max(0, contentWidth − width)]; null centres the selection.", appliesTo: .hmAndMaterial),
        .field("enlargeEdgeInset", { $0.enlargeEdgeInset }, { $0.enlargeEdgeInset = $1 }, .insets, "Grows the area hit-test accepts beyond the bounds."),
        .field(
            "tintColor", { $0.tintColor }, { $0.tintColor = $1 }, .color, "uikit7: border, dividers, selected fill and normal titles.",
            contextDefault: { _ in DecodingContext.appearance == .dark ? RGBA8(r: 0x0A, g: 0x84, b: 0xFF) : nil }, defaultNote: "`#007AFF` (dark: `#0A84FF`)",
            appliesTo: .style(.uikit7)),
        .field(
            "selectedSegmentTintColor", { $0.selectedSegmentTintColor }, { $0.selectedSegmentTintColor = $1 }, .color, "uikit13, uikit26 and bsc: the thumb's colour.",
            contextDefault: { c in c.style.traits.darkGreyThumb && DecodingContext.appearance == .dark ? RGBA8(r: 0x63, g: 0x63, b: 0x66) : nil },
            defaultNote: "`#FFFFFF` (uikit13, uikit26 dark: `#636366`)", appliesTo: .styles([.uikit13, .uikit26, .bsc])),
    ]

    /// Parchment's, Tabman's, Segmentio's and BetterSegmentedControl's own, declared in their folders.
    static let familyKeys: [ConfigKey<ControlConfig>] = ParchmentFamily.keys + TabmanFamily.keys + SegmentioFamily.keys + BSCFamily.keys

    /// Animation, vertical items, the Dock, JX's cells, title effects, disabled segments, Dynamic Type, badges, interaction, backdrop and `indicators`.
    static let motionAndEffectKeys: [ConfigKey<ControlConfig>] = [
        .field(
            "animationDuration", { $0.animationDuration }, { $0.animationDuration = $1 }, .nullable(.number(NumberRange(lower: 0, lowerInclusive: false, upper: 60))),
            "Seconds a selection change takes; null: 0.15, or a spring's settling time.",
            contextDefault: { $0.isSegmentedButtons ? .some(SegmentedButtonMetrics.checkDuration) : nil },
            defaultNote: "`null` (material3 segmentedButtons: 0.35)"),
        .field(
            "animationCurve", { $0.animationCurve }, { $0.animationCurve = $1 }, .timingCurve,
            "linear, easeIn, easeOut, easeInEaseOut, default, cubic(x1,y1,x2,y2) or spring(damping,response).",
            contextDefault: { $0.style.family.defaults($0).animationCurve },
            defaultNote:
                "`\"linear\"` (material3 tabs: Compose's default spatial spring, damping 0.9 at stiffness 700: `spring(0.9,0.2375)`; segmentedButtons: FastOutSlowIn, `cubic(0.4,0,0.2,1)`; bsc: damping 0.75 settling in 0.3 s, `spring(0.75,0.2356)`; uikit26: stiffness 950, damping 44, `spring(0.7138,0.2039)`, approximate)"
        ),
        .field(
            "titleTransition", { $0.titleTransition }, { $0.titleTransition = $1 }, .enumeration,
            "Titles change at once (on frame 1), or their colours blend with the progress.",
            contextDefault: { [.material3, .parchment, .tabman].contains($0.style) ? .crossfade : nil },
            defaultNote: "`\"switch\"` (`\"crossfade\"` for material3, parchment and tabman)"),
        .optional(
            "segmentBackgroundImages", { $0.segmentBackgroundImages }, { $0.segmentBackgroundImages = $1 }, ObjectSpec.valueType { SegmentBackgroundImages.spec },
            "Stretchable backgrounds per segment position and state.", appliesTo: .style(.hm)),
        .field(
            "itemHeight", { $0.itemHeight }, { $0.itemHeight = $1 }, .nullable(.number(.positiveLength)),
            "Vertical: each item's height; null shares the height out (a dock: its button height).", appliesTo: .vertical),
        .field(
            "itemIconWidthFraction", { $0.itemIconWidthFraction }, { $0.itemIconWidthFraction = $1 }, .number(.unit),
            "Vertical textImages items: the icon's share of the width.", appliesTo: .vertical),
        .field(
            "itemContent", { $0.itemContent }, { $0.itemContent = $1 }, .enumeration, "Vertical textImages items: icon and title, or the icon alone.",
            appliesTo: .vertical),
        .optional("dock", { $0.dock }, { $0.dock = $1 }, ObjectSpec.valueType { DockConfig.spec }, "The QQ-Space iPad Dock's avatar and buttons around a vertical tab bar."),
        .field("layout", { $0.layout }, { $0.layout = $1 }, .enumeration, "Item layout: HMSegmentedControl's arithmetic, or JXSegmentedView's spacing model (the keys below)."),
        .field("itemSpacing", { $0.itemSpacing }, { $0.itemSpacing = $1 }, .number(.length), "jx: the gap between items.", appliesTo: .jxLayout),
        .field(
            "itemWidth", { $0.itemWidth }, { $0.itemWidth = $1 }, .nullable(.number(.length)), "jx: every item's width; null: each its content's width.", appliesTo: .jxLayout),
        .field("itemWidthIncrement", { $0.itemWidthIncrement }, { $0.itemWidthIncrement = $1 }, .number(.offset), "jx: added to every item's width.", appliesTo: .jxLayout),
        .field(
            "contentEdgeInsetLeft", { $0.contentEdgeInsetLeft }, { $0.contentEdgeInsetLeft = $1 }, .nullable(.number(.length)),
            "jx: space before the first item; null: the item spacing.", appliesTo: .jxLayout),
        .field(
            "contentEdgeInsetRight", { $0.contentEdgeInsetRight }, { $0.contentEdgeInsetRight = $1 }, .nullable(.number(.length)),
            "jx: space after the last item; null: the item spacing.", appliesTo: .jxLayout),
        .field(
            "isItemSpacingAverageEnabled", { $0.isItemSpacingAverageEnabled }, { $0.isItemSpacingAverageEnabled = $1 }, .bool,
            "jx: when the items are narrower than the control, spread the spare room into the spacing (and automatic insets).", appliesTo: .jxLayout),
        .field(
            "cellWidthZoomScale", { $0.cellWidthZoomScale }, { $0.cellWidthZoomScale = $1 }, .number(NumberRange(lower: 0, lowerInclusive: false, upper: 10)),
            "jx: the selected item is this much wider, interpolated while moving (1: off).", appliesTo: .jxLayout),
        .field(
            "contentAlignment", { $0.contentAlignment }, { $0.contentAlignment = $1 }, .enumeration, "jx: where the items sit when they fit and the spacing is not spread.",
            appliesTo: .jxLayout),
        .field(
            "titleNumberOfLines", { $0.titleNumberOfLines }, { $0.titleNumberOfLines = $1 }, .integer(0...100, expectation: "a whole number from 0 to 100"),
            "How many lines of a title with \\n show, centred, at the font's line height (0: all); the last shown ends in … when cut."),
        .field(
            "titleZoomScale", { $0.titleZoomScale }, { $0.titleZoomScale = $1 }, .number(NumberRange(lower: 0, lowerInclusive: false, upper: 10)),
            "The selected title is drawn this much larger (re-rasterized, never a scaled bitmap), interpolated with the selection; 1: off. Widths stay unzoomed."),
        .field(
            "titleSelectedStrokeWidth", { $0.titleSelectedStrokeWidth }, { $0.titleSelectedStrokeWidth = $1 }, .number(NumberRange(lower: -20, upper: 0)),
            "NSStrokeWidth of the selected title, a percentage of the font size; negative thickens the glyphs (stroked and filled), interpolated; 0: off."),
        .field(
            "titleMask", { $0.titleMask }, { $0.titleMask = $1 }, .bool, "Two-tone titles cut by the first indicator: the selected colour inside it, the normal colour outside.",
            appliesTo: .indicatorKinds),
        .optional(
            "titleGradient", { $0.titleGradient }, { $0.titleGradient = $1 }, ObjectSpec.valueType { GradientConfig.spec },
            "The selected title filled with a gradient across its frame."),
        .field(
            "disabledSegments", { $0.disabledSegments }, { $0.disabledSegments = $1 },
            .list(of: .integer(0...100_000, expectation: "a segment index"), name: "list of segment indices"),
            "Segments drawn disabled: titles and images at 30 % on the UIKit styles, titles in disabledTitleTextAttributes on hm/jx, labels in onSurface at 38 % on material3 (a segmented button's outline at 12 %); hit-test reports them."
        ),
        .field(
            "disabledTitleTextAttributes", { $0.disabledTitleTextAttributes }, { $0.disabledTitleTextAttributes = $1 }, .textAttributes,
            "Disabled titles' attributes over the normal ones; an unset colour is the normal colour at 30 %."),
        .field(
            "adjustsFontForContentSizeCategory", { $0.adjustsFontForContentSizeCategory }, { $0.adjustsFontForContentSizeCategory = $1 }, .bool,
            "Scale title sizes with contentSizeCategory as UIFontMetrics scales the body style (size × body size / 17)."),
        .field(
            "contentSizeCategory", { $0.contentSizeCategory }, { $0.contentSizeCategory = $1 }, .enumeration,
            "The Dynamic Type size: body 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt from XS to AX5."),
        .field(
            "badges", { $0.badges }, { $0.badges = $1 }, .list(of: .badge, name: "list of `badge` objects or `null`"),
            "One per segment (null: none): a dot, a number or text at the title's top-right corner (an image item's image, a vertical item's icon), above the indicator."),
        .field("badgeOffset", { $0.badgeOffset }, { $0.badgeOffset = $1 }, .unitPoint.named("`{\"x\", \"y\"}` points"), "Moves every badge from its anchor."),
        .field(
            "badgeMaxNumber", { $0.badgeMaxNumber }, { $0.badgeMaxNumber = $1 }, .integer(0...999_999_999, expectation: "a whole number from 0 to 999999999"),
            "Numbers above this show as badgeNumberFormat."),
        .field(
            "badgeNumberFormat", { $0.badgeNumberFormat }, { $0.badgeNumberFormat = $1 }, ValueType.string(1...20),
            "What a number above badgeMaxNumber shows; {max} stands for that number."),
        .optional(
            "badgeColor", { $0.badgeColor }, { $0.badgeColor = $1 }, .color, "Badge colour.",
            defaultNote: "`#FF0000` (UIKit styles: `#FF3B30`; material3: materialColors.error)"),
        .field(
            "badgeTextColor", { $0.badgeTextColor }, { $0.badgeTextColor = $1 }, .color, "Badge text colour.",
            contextDefault: { $0.style.family.defaults($0).badgeTextColor }, defaultNote: "`#FFFFFF` (material3: materialColors.onError)"),
        .optional(
            "press", { $0.press }, { $0.press = $1 }, ObjectSpec.valueType { PressConfig.spec },
            "A segment held down, as the style draws it: uikit13 dims an unselected title to 30 % over 0.35 s and shrinks a pressed thumb with its title to 95 %; uikit26 dims a title likewise and turns a pressed thumb into a magnifying glass lens; uikit7 tints the pressed segment at 20 %; material3 grows a ripple from the touch point, clipped to the tab; hm and jx have no press look."
        ),
        .optional(
            "drag", { $0.drag }, { $0.drag = $1 }, .number(.length),
            "A finger dragging the selection, this many points from the control's left edge (0 to width): bsc's thumb follows it, centred under it and kept between the insets; uikit13 and uikit26 move their pressed thumb to the segment under it; uikit7 highlights that segment; hm, jx and material3 move the indicator to where its centre is under the finger, between the two segments around it (CLI --drag)."
        ),
        .optional(
            "backdrop", { $0.backdrop }, { $0.backdrop = $1 }, .backdrop,
            "What lies behind the control, drawn under everything and seen through its translucent parts: a colour, or an image (PNG path relative to the config, or builtin:NAME) scaled to fill the bounds, centred, its overflow cut (CLI --backdrop)."
        ),
        .optional(
            "indicators", { $0.indicators }, { $0.indicators = $1 },
            ValueType.list(of: ObjectSpec.valueType { IndicatorConfig.spec }, name: "list of `indicator` objects")
                .checked(.keywords([("maxItems", .number(Double(ControlConfig.maxIndicators)))])) {
                    $0.count > ControlConfig.maxIndicators ? "expected at most \(ControlConfig.maxIndicators) indicators, found \($0.count)" : nil
                },
            "JXSegmentedView-class indicators, stacked in order; given, they replace the selectionStyle shorthand.", appliesTo: .sharedIndicators),
    ]
}

extension ControlStyle {
    /// Whether the style gives a control that leaves `height` out a height of its own.
    var hasOwnHeight: Bool {
        var config = ControlConfig(width: 0, height: 0)
        config.style = self
        return config.styleHeight != nil
    }
    /// Whether it takes JX's items and vertical items (``StyleTraits/takesHMLayouts``).
    var takesHMLayouts: Bool { traits.takesHMLayouts }

    /// The styles that have `property`, as a schema's `style` value: `{"const": …}` for one,
    /// `{"enum": […]}` for more, in the order the `style` key lists them.
    static func schemaNames(_ property: (ControlStyle) -> Bool) -> String {
        let names = allCases.filter(property).map { "\"\($0.rawValue)\"" }
        return names.count == 1 ? #"{"const": \#(names[0])}"# : #"{"enum": [\#(names.joined(separator: ", "))]}"#
    }
}
