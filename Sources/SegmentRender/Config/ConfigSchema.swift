import Raster

/// One key of the config format: its name, JSON Schema, default and a one-line description.
/// The decoders take their lists of accepted keys from here, and `segment-render schema` prints
/// them, so the two cannot drift.
public struct KeySpec: Sendable {
    public let name: String
    public let schema: JSONValue
    /// nil: no default (required, or absent unless given).
    public let defaultValue: JSONValue?
    public let description: String

    init(_ name: String, _ schema: JSONValue, _ defaultValue: JSONValue?, _ description: String) {
        self.name = name
        self.schema = schema
        self.defaultValue = defaultValue
        self.description = description
    }
}

/// The config format as data: every object's keys.
public enum ConfigSchema {
    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", .string("number"))]
        if let minimum { pairs.append(("minimum", .number(minimum))) }
        if let exclusiveMinimum { pairs.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { pairs.append(("maximum", .number(maximum))) }
        return .object(pairs)
    }
    static let string = JSONValue.object([("type", .string("string"))])
    static let boolean = JSONValue.object([("type", .string("boolean"))])
    static let strings = JSONValue.object([("type", .string("array")), ("items", string)])
    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }
    static func oneOf(_ options: [JSONValue]) -> JSONValue { .object([("oneOf", .array(options))]) }
    static func enumeration<E: ConfigEnum>(_ type: E.Type) -> JSONValue {
        .object([("type", .string("string")), ("enum", .array(E.allCases.map { .string($0.rawValue) }))])
    }
    static func list(_ items: JSONValue) -> JSONValue { .object([("type", .string("array")), ("items", items)]) }
    static let nullable = JSONValue.object([("type", .string("null"))])
    static func color(_ hex: String) -> JSONValue { .string(hex) }
    static let zeroInsets = JSONValue.object([("top", .number(0)), ("left", .number(0)), ("bottom", .number(0)), ("right", .number(0))])

    /// The top-level keys, in the order the README documents them.
    public static let control: [KeySpec] = [
        KeySpec("$schema", string, nil, "The schema's URL, for editors; ignored."),
        KeySpec("width", number(exclusiveMinimum: 0), nil, "Control width in points (required)."),
        KeySpec("height", number(exclusiveMinimum: 0), nil, "Control height in points (required)."),
        KeySpec("scale", .object([("enum", .array([.number(1), .number(2), .number(3)]))]), .number(2), "Device pixels per point."),
        KeySpec("style", enumeration(ControlStyle.self), .string("hm"), "Whose look: HMSegmentedControl, UISegmentedControl on iOS 7–12 or iOS 13+."),
        KeySpec("orientation", enumeration(Orientation.self), .string("horizontal"), "Segments side by side, or stacked top to bottom."),
        KeySpec("type", enumeration(SegmentType.self), .string("text"), "What a segment shows."),
        KeySpec("sectionTitles", strings, .array([]), "Segment titles."),
        KeySpec("sectionImages", strings, .array([]), "PNG paths (or builtin:NAME), relative to the config."),
        KeySpec("sectionSelectedImages", strings, .array([]), "Selected-state images; a shorter list falls back to sectionImages."),
        KeySpec("selectedSegmentIndex", oneOf([.object([("type", .string("integer")), ("minimum", .number(0))]), nullable]), .number(0),
                "The selected segment, or null for none (null too when there are no segments)."),
        KeySpec("backgroundColor", ref("color"), color("#FFFFFF"), "Filled over the bounds (uikit13: the track, default rgba(118,118,128,0.12))."),
        KeySpec("titleTextAttributes", ref("textAttributes"), .object([]), "Normal title attributes over the style's defaults (hm: 19 pt black)."),
        KeySpec("selectedTitleTextAttributes", ref("textAttributes"), .object([]), "Selected title attributes, merged over the normal ones."),
        KeySpec("titleVerticalAlignment", enumeration(TitleVerticalAlignment.self), .string("hm"),
                "HMSegmentedControl's band arithmetic, or centred as a UIButton centres (default for UIKit styles)."),
        KeySpec("titleTruncation", enumeration(TitleTruncation.self), .string("none"),
                "none: widen segments; tail: cut long titles with … (default for UIKit styles)."),
        KeySpec("imagePosition", enumeration(ImagePosition.self), .string("behindText"), "Where images sit relative to titles (textImages)."),
        KeySpec("textImageSpacing", number(), .number(0), "Gap between image and title (textImages)."),
        KeySpec("selectionStyle", enumeration(SelectionStyle.self), .string("textWidthStripe"), "The selection indicator's kind."),
        KeySpec("selectionIndicatorLocation", enumeration(IndicatorLocation.self), .string("top"), "Where the stripe or arrow sits; none forces its height to 0."),
        KeySpec("selectionIndicatorColor", ref("color"), color("#34B5E5"), "Stripe and arrow colour."),
        KeySpec("selectionIndicatorHeight", number(minimum: 0), .number(5), "Stripe or arrow height."),
        KeySpec("selectionIndicatorEdgeInsets", ref("insets"), zeroInsets, "Indicator insets, with HMSegmentedControl's asymmetries."),
        KeySpec("selectionIndicatorBoxColor", ref("color"), color("#34B5E5"), "Box style: the box's fill and 1 pt border."),
        KeySpec("selectionIndicatorBoxOpacity", number(minimum: 0, maximum: 1), .number(0.2), "Box style: the box layer's opacity."),
        KeySpec("segmentWidthStyle", enumeration(SegmentWidthStyle.self), .string("fixed"), "Equal widths, or each segment its content plus insets."),
        KeySpec("stretchSegmentsToScreenSize", boolean, .bool(false), "Dynamic widths: share leftover width equally."),
        KeySpec("segmentEdgeInset", ref("insets"), .object([("top", .number(0)), ("left", .number(5)), ("bottom", .number(0)), ("right", .number(5))]),
                "Segment insets; only left and right are used."),
        KeySpec("verticalDividerEnabled", boolean, .bool(false), "Dividers between segments."),
        KeySpec("verticalDividerColor", ref("color"), color("#000000"), "Divider colour."),
        KeySpec("verticalDividerWidth", number(minimum: 0), .number(1), "Divider width."),
        KeySpec("borderType", list(enumeration(BorderSide.self)), .array([]), "Border sides, repeated on every segment."),
        KeySpec("borderColor", ref("color"), color("#000000"), "Border colour."),
        KeySpec("borderWidth", number(minimum: 0), .number(1), "Border width."),
        KeySpec("contentOffset", oneOf([number(), nullable]), .null, "Scroll offset in points (clamped); null centres the selection."),
        KeySpec("enlargeEdgeInset", ref("insets"), zeroInsets, "Grows the area hit-test accepts."),
        KeySpec("tintColor", ref("color"), color("#007AFF"), "uikit7: border, dividers, selected fill and normal titles."),
        KeySpec("selectedSegmentTintColor", ref("color"), color("#FFFFFF"), "uikit13: the thumb's colour."),
        KeySpec("animationDuration", oneOf([number(exclusiveMinimum: 0, maximum: 60), nullable]), .null,
                "Seconds a selection change takes; null: 0.15, or a spring's settling time."),
        KeySpec("animationCurve", .object([("type", .string("string")),
                                           ("pattern", .string(#"^(linear|easeIn|easeOut|easeInEaseOut|default|cubic\(.*\)|spring\(.*\))$"#))]),
                .string("linear"), "linear, easeIn, easeOut, easeInEaseOut, default, cubic(x1,y1,x2,y2) or spring(damping,response)."),
        KeySpec("titleTransition", enumeration(TitleTransition.self), .string("switch"), "Titles change at once, or their colours cross-fade."),
        KeySpec("segmentBackgroundImages", ref("segmentBackgroundImages"), nil, "Stretchable backgrounds per position and state."),
        KeySpec("itemHeight", oneOf([number(exclusiveMinimum: 0), nullable]), .null, "Vertical: each item's height; null shares the height out."),
        KeySpec("itemIconWidthFraction", number(minimum: 0, maximum: 1), .number(0.4), "Vertical textImages items: the icon's share of the width."),
        KeySpec("itemContent", enumeration(ItemContent.self), .string("iconAndTitle"), "Vertical textImages items: icon and title, or the icon alone."),
        KeySpec("dock", ref("dock"), nil, "The QQ-Space Dock's avatar and buttons around a vertical tab bar."),
    ]

    public static let textAttributes: [KeySpec] = [
        KeySpec("font", string, nil, "A family name (fontconfig) or a font file path, relative to the config."),
        KeySpec("fontSize", number(exclusiveMinimum: 0), nil, "Size in points."),
        KeySpec("fontWeight", enumeration(FontWeight.self), nil, "Weight within the family."),
        KeySpec("color", ref("color"), nil, "Title colour."),
    ]

    public static let insets: [KeySpec] = ["top", "left", "bottom", "right"].map { KeySpec($0, number(), .number(0), "Points; negative allowed.") }

    public static let backgroundImage: [KeySpec] = [
        KeySpec("image", string, nil, "PNG path or builtin:NAME; a .9.png carries its own markers."),
        KeySpec("capInsets", ref("insets"), zeroInsets, "resizableImageWithCapInsets: caps in points."),
        KeySpec("resizingMode", enumeration(ResizingMode.self), .string("tile"), "How the middle fills its space."),
        KeySpec("leftCapWidth", number(minimum: 0), nil, "stretchableImageWithLeftCapWidth: the left cap in points."),
        KeySpec("topCapHeight", number(minimum: 0), nil, "stretchableImageWithLeftCapWidth: the top cap in points."),
    ]

    public static let segmentPositions = ["left", "middle", "right", "single"]
    /// The two object forms of a colour (UIColor's initialisers).
    public static let whiteKeys = ["white", "alpha"]
    public static let rgbKeys = ["red", "green", "blue", "alpha"]
    public static let segmentStates = ["normal", "selected"]

    public static let dock: [KeySpec] = [
        KeySpec("layout", enumeration(DockConfig.Layout.self), .string("landscape"), "Landscape (titles, a row of buttons) or portrait."),
        KeySpec("avatar", string, nil, "The avatar image."),
        KeySpec("avatarTitle", string, .string(""), "The avatar's title (landscape)."),
        KeySpec("avatarCornerRadius", number(minimum: 0), .number(10), "The avatar's corner radius."),
        KeySpec("avatarTitleAttributes", ref("textAttributes"), .object([]), "The avatar title's attributes (15 pt white by default)."),
        KeySpec("buttons", strings, .array([]), "The bottom buttons' icons."),
        KeySpec("buttonHeight", number(exclusiveMinimum: 0), .number(70), "Bottom button (and item) height."),
        KeySpec("landscapeButtonWidth", number(exclusiveMinimum: 0), .number(100), "Bottom button width in landscape."),
        KeySpec("portraitButtonWidth", number(exclusiveMinimum: 0), .number(70), "Bottom button width in portrait."),
    ]

    /// An object schema with `specs` as its properties and no others.
    static func object(_ specs: [KeySpec], required: [String] = []) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", .string("object"))]
        pairs.append(("properties", .object(specs.map { spec in
            var body: [(String, JSONValue)] = []
            if case let .object(schemaPairs) = spec.schema { body = schemaPairs }
            body.append(("description", .string(spec.description)))
            if let value = spec.defaultValue { body.append(("default", value)) }
            return (spec.name, .object(body))
        })))
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs.append(("additionalProperties", .bool(false)))
        return .object(pairs)
    }

    /// The whole format as a JSON Schema (draft 2020-12).
    public static var document: JSONValue {
        let unit = number(minimum: 0, maximum: 1)
        let hex = JSONValue.object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])
        let white = JSONValue.object([("type", .string("object")),
                                      ("properties", .object(whiteKeys.map { ($0, unit) })),
                                      ("required", .array([.string("white")])), ("additionalProperties", .bool(false))])
        let rgb = JSONValue.object([("type", .string("object")),
                                    ("properties", .object(rgbKeys.map { ($0, unit) })),
                                    ("required", .array([.string("red"), .string("green"), .string("blue")])),
                                    ("additionalProperties", .bool(false))])
        let state = JSONValue.object([("type", .string("object")),
                                      ("properties", .object(segmentStates.map { ($0, ref("backgroundImage")) })),
                                      ("additionalProperties", .bool(false))])
        let positions = JSONValue.object([("type", .string("object")),
                                          ("properties", .object(segmentPositions.map { ($0, state) })),
                                          ("additionalProperties", .bool(false))])
        var root: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://segment-render.invalid/config.schema.json")),
            ("title", .string("segment-render config")),
            ("description", .string("A segmented control, with HMSegmentedControl's property names.")),
        ]
        if case let .object(body) = object(control, required: ["width", "height"]) { root += body }
        root.append(("$defs", .object([
            ("color", .object([("description", .string("#RGB, #RRGGBB, #RRGGBBAA, {white, alpha} or {red, green, blue, alpha} with 0–1 components")),
                               ("oneOf", .array([hex, white, rgb]))])),
            ("insets", object(insets)),
            ("textAttributes", object(textAttributes)),
            ("backgroundImage", object(backgroundImage, required: ["image"])),
            ("segmentBackgroundImages", positions),
            ("dock", object(dock)),
        ])))
        return .object(root)
    }
}
