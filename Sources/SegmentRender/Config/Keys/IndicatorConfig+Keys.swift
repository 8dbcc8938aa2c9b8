import Raster

extension IndicatorConfig {
    static let spec = ObjectSpec<IndicatorConfig>(
        name: "indicator", title: "Indicators", expectation: "an indicator object with \"kind\"",
        keys: [
            .required(
                "kind", { $0.kind }, { $0.kind = $1 }, .enumeration, "What it draws — " + IndicatorKind.allCases.map { "\($0.rawValue): \($0.draws)" }.joined(separator: "; ") + "."
            ),
            .field("color", { $0.color }, { $0.color = $1 }, .color, "Fill colour."),
            .optional("gradient", { $0.gradient }, { $0.gradient = $1 }, ObjectSpec.valueType { GradientConfig.spec }, "A linear gradient instead of the colour."),
            .field(
                "gradientSpan", { $0.gradientSpan }, { $0.gradientSpan = $1 }, .enumeration,
                "indicator: the gradient spans the indicator; content: the whole content, the indicator showing its slice."),
            .optional("cornerRadius", { $0.cornerRadius }, { $0.cornerRadius = $1 }, .number(.length), "Corner radius.", defaultNote: "half the height"),
            .optional(
                "position", { $0.position }, { $0.position = $1 }, .enumeration, "Where it sits vertically.",
                defaultNote: IndicatorDefaults.note { $0.defaults.behindTitles ? "`\"center\"`" : "`\"bottom\"`" } + "; an image background: `\"center\"`"),
            .field("verticalOffset", { $0.verticalOffset }, { $0.verticalOffset = $1 }, .number(.offset), "Moves it away from the edge it sits on (down from the centre)."),
            .optional("shadow", { $0.shadow }, { $0.shadow = $1 }, ObjectSpec.valueType { ShadowConfig.spec }, "A soft shadow under it."),
            .optional(
                "widthMode", { $0.widthMode }, { $0.widthMode = $1 }, .enumeration, "As wide as the item, its title, or `width`.",
                defaultNote: IndicatorDefaults.note { "`\"\($0.defaults.widthMode.rawValue)\"`" }),
            .optional(
                "width", { $0.width }, { $0.width = $1 }, .number(.length), "The width with widthMode fixed.",
                defaultNote: IndicatorDefaults.note { $0.defaults.fixedWidth.map(format) }),
            .optional(
                "widthIncrement", { $0.widthIncrement }, { $0.widthIncrement = $1 }, .number(.offset), "Added to the width.",
                defaultNote: IndicatorDefaults.note { format($0.defaults.widthIncrement) }),
            .optional("height", { $0.height }, { $0.height = $1 }, .number(.length), "Height.", defaultNote: IndicatorDefaults.note { format($0.defaults.height) }),
            .optional(
                "layer", { $0.layer }, { $0.layer = $1 }, .enumeration, "Under or over the titles.",
                defaultNote: IndicatorDefaults.note { $0.defaults.behindTitles ? "under" : "over" } + "; an image background: under"),
            .field("lineStyle", { $0.lineStyle }, { $0.lineStyle = $1 }, .enumeration, "line: normal (both edges move), lengthen (stretch, then catch up) or lengthenOffset."),
            .field(
                "lineScrollOffsetX", { $0.lineScrollOffsetX }, { $0.lineScrollOffsetX = $1 }, .number(.offset), "lengthenOffset: how far the left edge drifts during the stretch."),
            .field("lineMaxWidth", { $0.lineMaxWidth }, { $0.lineMaxWidth = $1 }, .number(.length), "dotLine: the longest the dot stretches, at the midpoint."),
            .field(
                "minLineWidthPercent", { $0.minLineWidthPercent }, { $0.minLineWidthPercent = $1 }, .number(.unit),
                "doubleLine: the share of its width a line shrinks to while it fades."),
            .field("borderWidth", { $0.borderWidth }, { $0.borderWidth = $1 }, .number(.length), "A border inside the edge (0: none); with a clear colour, a hollow pill."),
            .field("borderColor", { $0.borderColor }, { $0.borderColor = $1 }, .color, "Border colour."),
            .optional("direction", { $0.direction }, { $0.direction = $1 }, .enumeration, "triangle: where it points.", defaultNote: "up at the bottom, down at the top"),
            .field("colors", { $0.colors }, { $0.colors = $1 }, .list(of: .color, name: "list of colours"), "rainbowLine: one colour per item, blended while moving."),
            .optional("image", { $0.image }, { $0.image = $1 }, .imagePath, "image: a PNG path or builtin:NAME."),
            .optional(
                "imageSize", { $0.imageSize }, { $0.imageSize = $1 }, ObjectSpec.valueType { Size.spec }.named("`{\"width\", \"height\"}`"),
                "image: the box the picture is aspect-fit into (overrides width and height).", defaultNote: "20 × 20"),
            .field("imageMode", { $0.imageMode }, { $0.imageMode = $1 }, .enumeration, "image: a mark where a line would be, or the item's background."),
            .field("zoomScale", { $0.zoomScale }, { $0.zoomScale = $1 }, .number(.positive), "image: how much larger it is halfway through a change (1: no zoom)."),
        ], blank: { IndicatorConfig() },
        rules: [
            .schema(#"{"if": {"properties": {"kind": {"const": "image"}}}, "then": {"required": ["image"]}}"#),
            .keywords([
                (
                    "if",
                    .object([
                        ("required", .array([.string("widthMode")])),
                        (
                            "properties",
                            .object([
                                ("widthMode", .object([("const", .string("fixed"))])),
                                ("kind", .object([("enum", .array(IndicatorKind.allCases.filter { $0.defaults.fixedWidth == nil }.map { .string($0.rawValue) }))])),
                            ])
                        ),
                    ])
                ), ("then", .object([("required", .array([.string("width")]))])),
            ]),
            .schema(#"{"if": {"properties": {"kind": {"const": "rainbowLine"}}}, "then": {"required": ["colors"], "properties": {"colors": {"minItems": 1}}}}"#),
            .beyondSchema("a rainbowLine's colors, one per segment."),
        ],
        check: { indicator, present, path in
            if indicator.kind == .image && indicator.image == nil {
                throw ConfigIssue(path: path, .rule("an image indicator needs \"image\""))
            }
            if indicator.widthMode == .fixed && indicator.width == nil && indicator.kind.defaults.fixedWidth == nil {
                throw ConfigIssue(path: path + [.key("width")], .rule("widthMode fixed needs a width"))
            }
            if indicator.kind == .rainbowLine && indicator.colors.isEmpty {
                throw ConfigIssue(path: path + [.key("colors")], .rule("a rainbowLine needs colors, one per item"))
            }
        })
}

extension GradientConfig {
    static let spec = ObjectSpec<GradientConfig>(
        name: "gradient", title: "Gradients", expectation: "a gradient object with \"colors\"",
        keys: [
            .required(
                "colors", { $0.colors }, { $0.colors = $1 },
                ValueType.list(of: .color, name: "list of colours").checked(.schema(#"{"minItems": 2}"#)) {
                    $0.count < 2 ? "a gradient needs at least two colours, found \($0.count)" : nil
                }, "Two or more colours."),
            .optional(
                "locations", { $0.locations }, { $0.locations = $1 },
                ValueType.list(of: .number(.unit)).checked(.beyondSchema("locations must not decrease")) { list in
                    zip(list, list.dropFirst()).contains { $0 > $1 } ? "locations must not decrease" : nil
                }, "Where each colour sits, 0–1, not decreasing.", defaultNote: "evenly spaced"),
            .field("startPoint", { $0.startPoint }, { $0.startPoint = $1 }, .unitPoint, "Where the first colour is, in unit coordinates."),
            .field("endPoint", { $0.endPoint }, { $0.endPoint = $1 }, .unitPoint, "Where the last colour is."),
        ], blank: { GradientConfig() }, rules: [.beyondSchema("one location per colour.")],
        check: { gradient, _, path in
            if let locations = gradient.locations, locations.count != gradient.colors.count {
                throw ConfigIssue(
                    path: path + [.key("locations")], .rule("give one location per colour: \(gradient.colors.count) colours, \(locations.count) locations"),
                    beyondSchema: true)
            }
        })
}

extension ShadowConfig {
    static let spec = ObjectSpec<ShadowConfig>(
        name: "shadow", title: "Shadows", expectation: "a shadow object",
        keys: [
            .field("color", { $0.color }, { $0.color = $1 }, .color, "Shadow colour with its opacity."),
            .field("radius", { $0.radius }, { $0.radius = $1 }, .number(NumberRange(lower: 0, upper: 100)), "Blur radius in points."),
            .field("offset", { $0.offset }, { $0.offset = $1 }, .unitPoint.named("`{\"x\", \"y\"}` points"), "Offset in points."),
        ], blank: { ShadowConfig() })
}

extension Size {
    static let spec = ObjectSpec<Size>(
        name: "size", title: "Sizes", expectation: "an object with \"width\" and \"height\"",
        keys: [
            .required("width", { $0.width }, { $0.width = $1 }, .number(.length), "Width in points."),
            .required("height", { $0.height }, { $0.height = $1 }, .number(.length), "Height in points."),
        ], blank: { Size(width: 0, height: 0) })
}

extension UnitPoint {
    static let spec = ObjectSpec<UnitPoint>(
        name: "point", title: "Points", expectation: "an object with \"x\" and \"y\"",
        keys: [
            .required("x", { $0.x }, { $0.x = $1 }, .number(.offset), "x."),
            .required("y", { $0.y }, { $0.y = $1 }, .number(.offset), "y."),
        ], blank: { UnitPoint(x: 0, y: 0) })
}

extension ValueType where Value == UnitPoint {
    static let unitPoint = ObjectSpec.valueType { UnitPoint.spec }.named("`{\"x\", \"y\"}`")
}
