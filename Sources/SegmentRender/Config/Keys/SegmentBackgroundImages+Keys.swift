import Raster

extension ResizingMode: ConfigEnum {}

/// A background image's keys as written, before they are checked into one ``BackgroundImage`` form.
struct BackgroundImageKeys {
    var image = ""
    var capInsets: EdgeInsets?
    var resizingMode: ResizingMode?
    var leftCapWidth: Double?
    var topCapHeight: Double?
}

extension BackgroundImage {
    /// Three forms: `{image, capInsets, resizingMode}` (resizableImageWithCapInsets), `{image,
    /// leftCapWidth, topCapHeight}` (stretchableImageWithLeftCapWidth) or a `.9.png` alone.
    static let spec = ObjectSpec<BackgroundImageKeys>(
        name: "backgroundImage", title: "Background images",
        expectation: #"{"image", "capInsets", "resizingMode"} or {"image", "leftCapWidth", "topCapHeight"}"#,
        keys: [
            .required("image", { $0.image }, { $0.image = $1 }, .imagePath, "PNG path or builtin:NAME; a .9.png carries its own markers."),
            .optional("capInsets", { $0.capInsets }, { $0.capInsets = $1 }, .insets, "resizableImageWithCapInsets: the caps in points, each 0 or more.", defaultNote: "all 0"),
            .optional("resizingMode", { $0.resizingMode }, { $0.resizingMode = $1 }, .enumeration, "How the middle fills its space.", defaultNote: "`\"tile\"`"),
            .optional("leftCapWidth", { $0.leftCapWidth }, { $0.leftCapWidth = $1 }, .number(.length), "stretchableImageWithLeftCapWidth: the left cap in points."),
            .optional("topCapHeight", { $0.topCapHeight }, { $0.topCapHeight = $1 }, .number(.length), "stretchableImageWithLeftCapWidth: the top cap in points."),
        ], blank: { BackgroundImageKeys() },
        rules: [
            .schema(
                #"{"if": {"required": ["image"], "properties": {"image": {"pattern": "[.]9[.][pP][nN][gG]$"}}}, "then": {"not": {"anyOf": [{"required": ["capInsets"]}, {"required": ["resizingMode"]}, {"required": ["leftCapWidth"]}, {"required": ["topCapHeight"]}]}}}"#
            ),
            .schema(
                #"{"not": {"anyOf": [{"required": ["capInsets", "leftCapWidth"]}, {"required": ["capInsets", "topCapHeight"]}, {"required": ["resizingMode", "leftCapWidth"]}, {"required": ["resizingMode", "topCapHeight"]}]}}"#
            ),
            .schema(#"{"properties": {"capInsets": {"properties": {"top": {"minimum": 0}, "left": {"minimum": 0}, "bottom": {"minimum": 0}, "right": {"minimum": 0}}}}}"#),
        ],
        check: { keys, present, path in
            let caps = ["capInsets", "resizingMode"].filter(present.contains)
            let legacy = ["leftCapWidth", "topCapHeight"].filter(present.contains)
            if keys.image.lowercased().hasSuffix(".9.png"), let extra = (caps + legacy).first {
                throw ConfigIssue(path: path + [.key(extra)], .rule("a .9.png carries its own markers; '\(extra)' does not apply"))
            }
            if let mixed = caps.first, !legacy.isEmpty {
                throw ConfigIssue(path: path + [.key(mixed)], .rule("give capInsets/resizingMode or leftCapWidth/topCapHeight, not both"))
            }
            if let insets = keys.capInsets {
                for (name, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] where value < 0 {
                    throw ConfigIssue(path: path + [.key("capInsets"), .key(name)], .expected("a cap inset of 0 or more", found: format(value)))
                }
            }
        })

    init(_ keys: BackgroundImageKeys) {
        image = keys.image
        if keys.image.lowercased().hasSuffix(".9.png") {
            stretch = .ninePatch
        } else if keys.leftCapWidth != nil || keys.topCapHeight != nil {
            stretch = .legacyCaps(leftCapWidth: keys.leftCapWidth ?? 0, topCapHeight: keys.topCapHeight ?? 0)
        } else {
            let c = keys.capInsets ?? EdgeInsets()
            stretch = .capInsets(CapInsets(top: c.top, left: c.left, bottom: c.bottom, right: c.right), keys.resizingMode ?? .tile)
        }
    }

    var keys: BackgroundImageKeys {
        var keys = BackgroundImageKeys(image: image)
        switch stretch {
        case let .capInsets(c, mode):
            keys.capInsets = EdgeInsets(top: c.top, left: c.left, bottom: c.bottom, right: c.right)
            keys.resizingMode = mode
        case let .legacyCaps(left, top):
            keys.leftCapWidth = left
            keys.topCapHeight = top
        case .ninePatch:
            break
        }
        return keys
    }
}

extension ValueType where Value == BackgroundImage {
    static let backgroundImage: ValueType = {
        let keys = ObjectSpec.valueType { BackgroundImage.spec }
        return ValueType(
            expectation: keys.expectation, tableName: keys.tableName, schema: keys.schema, nested: keys.nested,
            read: { BackgroundImage(try keys.read($0, $1)) }, write: { keys.write($0.keys) })
    }()
}

extension SegmentBackgroundImages.StateImages {
    static let spec = ObjectSpec<SegmentBackgroundImages.StateImages>(
        name: "stateImages", title: "Background images by state", expectation: #"an object with "normal" and "selected" images"#,
        keys: [
            .optional("normal", { $0.normal }, { $0.normal = $1 }, .backgroundImage, "The image when the segment is not selected."),
            .optional("selected", { $0.selected }, { $0.selected = $1 }, .backgroundImage, "The image when it is selected (default: the normal one)."),
        ], blank: { .init() }, rules: [.schema(#"{"anyOf": [{"required": ["normal"]}, {"required": ["selected"]}]}"#)],
        check: { value, _, path in
            guard value.normal != nil || value.selected != nil else {
                throw ConfigIssue(path: path, .rule("give \"normal\", \"selected\" or both"))
            }
        })
}

extension SegmentBackgroundImages {
    /// Per position (`single` is a lone segment; positions not given fall back to `middle`).
    static let spec = ObjectSpec<SegmentBackgroundImages>(
        name: "segmentBackgroundImages", title: "Segment background images by position",
        expectation: #"an object with "left", "middle", "right" and "single", each {"normal", "selected"}"#,
        keys: [
            .optional("left", { $0.left }, { $0.left = $1 }, ObjectSpec.valueType { StateImages.spec }, "The first segment."),
            .optional("middle", { $0.middle }, { $0.middle = $1 }, ObjectSpec.valueType { StateImages.spec }, "Segments between the ends, and any position not given."),
            .optional("right", { $0.right }, { $0.right = $1 }, ObjectSpec.valueType { StateImages.spec }, "The last segment."),
            .optional("single", { $0.single }, { $0.single = $1 }, ObjectSpec.valueType { StateImages.spec }, "A control with one segment."),
        ], blank: { .init() }, rules: [.schema(#"{"anyOf": [{"required": ["middle"]}, {"required": ["left", "right"]}, {"required": ["single"]}]}"#)],
        check: { value, _, path in
            guard value.middle != nil || (value.left != nil && value.right != nil) || value.single != nil else {
                throw ConfigIssue(path: path, .rule("give at least \"middle\" (the fallback for positions not given)"))
            }
        })
}
