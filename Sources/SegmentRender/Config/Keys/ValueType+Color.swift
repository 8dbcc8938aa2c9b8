import Raster

/// What decoding resolves against: the appearance a `{"light", "dark"}` colour picks its side for.
/// Set for the length of one decode (``ConfigLoader``); light otherwise.
enum DecodingContext {
    @TaskLocal static var appearance: Appearance = .light
}

/// A colour for each appearance, as a dynamic UIColor gives one.
struct AppearanceColor { var light = RGBA8.clear, dark = RGBA8.clear }

extension AppearanceColor {
    static let spec = ObjectSpec<AppearanceColor>(
        name: "appearanceColor", expectation: "{\"light\", \"dark\"}",
        keys: [
            .required("light", { $0.light }, { $0.light = $1 }, .color, "In light mode."),
            .required("dark", { $0.dark }, { $0.dark = $1 }, .color, "In dark mode."),
        ], blank: { AppearanceColor() })
}

/// The two object forms of a colour, UIColor's initialisers: `{white, alpha}` and
/// `{red, green, blue, alpha}`, components 0–1, alpha 1 unless given.
struct WhiteColor { var white = 0.0, alpha = 1.0 }
struct RGBColor { var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0 }

extension WhiteColor {
    static let spec = ObjectSpec<WhiteColor>(
        name: "whiteColor", expectation: "{\"white\", \"alpha\"}",
        keys: [
            .required("white", { $0.white }, { $0.white = $1 }, .number(.unit), "Grey level."),
            .field("alpha", { $0.alpha }, { $0.alpha = $1 }, .number(.unit), "Opacity."),
        ], blank: { WhiteColor() })
}

extension RGBColor {
    static let spec = ObjectSpec<RGBColor>(
        name: "rgbColor", expectation: "{\"red\", \"green\", \"blue\", \"alpha\"}",
        keys: [
            .required("red", { $0.red }, { $0.red = $1 }, .number(.unit), "Red."),
            .required("green", { $0.green }, { $0.green = $1 }, .number(.unit), "Green."),
            .required("blue", { $0.blue }, { $0.blue = $1 }, .number(.unit), "Blue."),
            .field("alpha", { $0.alpha }, { $0.alpha = $1 }, .number(.unit), "Opacity."),
        ], blank: { RGBColor() })
}

extension ValueType where Value == RGBA8 {
    /// `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` (ASCII hex digits, any case), `{"white", "alpha"}` or
    /// `{"red", "green", "blue", "alpha"}`; written back as `#RRGGBB`, or `#RRGGBBAA` when translucent.
    static let color: ValueType = {
        let expectation = "a colour (\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\", {\"white\", \"alpha\"}, {\"red\", \"green\", \"blue\", \"alpha\"} or {\"light\", \"dark\"})"
        return ValueType(
            expectation: expectation, tableName: "colour", schema: .object([("$ref", .string("#/$defs/color"))]),
            nested: { [SpecDescription(name: "color", schema: { colorSchema })] },
            read: { node, path in
                switch node.value {
                case .string(let text):
                    guard let rgba = parseHexColor(text) else { throw ConfigIssue(path: path, .notOneOf(text, expected: expectation, suggestion: nil)) }
                    return rgba
                case .object:
                    if node["light"] != nil || node["dark"] != nil {
                        let pair = try AppearanceColor.spec.read(node, path: path)
                        return DecodingContext.appearance == .dark ? pair.dark : pair.light
                    }
                    if node["white"] != nil {
                        let c = try WhiteColor.spec.read(node, path: path)
                        return RGBA8(white: c.white, alpha: c.alpha)
                    }
                    let c = try RGBColor.spec.read(node, path: path)
                    return RGBA8(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
                default:
                    throw ConfigIssue(path: path, .expected(expectation, found: node.kindDescription))
                }
            }, write: { c in .string(c.a == 255 ? String(c.description.prefix(7)) : c.description) })
    }()

    /// The `color` definition of the JSON Schema.
    static var colorSchema: JSONValue {
        let hex = JSONValue.object([
            ("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
            ("examples", .array(["#E53935", "#FFF", "#00000080"].map(JSONValue.string))),
        ])
        let single = JSONValue.object([("oneOf", .array([hex, WhiteColor.spec.schema, RGBColor.spec.schema]))])
        let pair = JSONValue.object([
            ("type", .string("object")),
            ("properties", .object([("light", single), ("dark", single)])),
            ("required", .array([.string("light"), .string("dark")])), ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("description", .string("#RGB, #RRGGBB, #RRGGBBAA, {white, alpha} or {red, green, blue, alpha} with 0–1 components, or {light, dark} with one of those each")),
            ("oneOf", .array([hex, WhiteColor.spec.schema, RGBColor.spec.schema, pair])),
        ])
    }
}

/// `#RGB`, `#RRGGBB` or `#RRGGBBAA` with ASCII hex digits in either case; nil for anything else.
package func parseHexColor(_ text: String) -> RGBA8? {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "#"), [4, 7, 9].contains(bytes.count) else { return nil }
    var values: [UInt8] = []
    for b in bytes.dropFirst() {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
    if values.count == 3 { return RGBA8(r: values[0] * 17, g: values[1] * 17, b: values[2] * 17) }
    let channels = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
    return RGBA8(r: channels[0], g: channels[1], b: channels[2], a: channels.count == 4 ? channels[3] : 255)
}
