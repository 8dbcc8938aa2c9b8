import Raster

/// A colour in a config: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, `{"white": w, "alpha": a}` or
/// `{"red": r, "green": g, "blue": b, "alpha": a}` with 0–1 components (UIColor's two
/// initialisers; `alpha` defaults to 1).
public struct ConfigColor: ConfigValue, Hashable, Sendable, Encodable {
    static func decodeConfig(from decoder: Decoder) throws -> ConfigColor { try ConfigColor(configFrom: decoder) }

    public var rgba: RGBA8

    public init(_ rgba: RGBA8) { self.rgba = rgba }

    static var expectation: String {
        "a colour (\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\", {\"white\", \"alpha\"} or {\"red\", \"green\", \"blue\", \"alpha\"})"
    }

    init(configFrom decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let rgba = ConfigColor.parseHex(text) else {
                throw ConfigIssue(path: decoder.codingPath, message: "'\(text)' is not \(ConfigColor.expectation)")
            }
            self.rgba = rgba
            return
        }
        guard let object = try? decoder.container(keyedBy: AnyKey.self) else {
            throw ConfigIssue(path: decoder.codingPath, message: "expected \(ConfigColor.expectation)" + found(in: decoder))
        }
        let unit: (Double) -> String? = { (0...1).contains($0) ? nil : "expected a component from 0 to 1, found \(format($0))" }
        if object.has("white") {
            try object.rejectUnknownKeys(ConfigSchema.whiteKeys)
            let white = try object.required("white", Double.self)
            try object.check("white", white, unit)
            let alpha = try object.number("alpha", default: 1, unit)
            rgba = RGBA8(white: white, alpha: alpha)
        } else {
            try object.rejectUnknownKeys(ConfigSchema.rgbKeys)
            var components: [Double] = []
            for key in ["red", "green", "blue"] {
                let value = try object.required(key, Double.self)
                try object.check(key, value, unit)
                components.append(value)
            }
            let alpha = try object.number("alpha", default: 1, unit)
            rgba = RGBA8(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        let hex = rgba.description
        try container.encode(rgba.a == 255 ? String(hex.prefix(7)) : hex)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive).
    static func parseHex(_ text: String) -> RGBA8? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.map { UInt8($0.hexDigitValue!) }
        if digits.count == 3 {
            return RGBA8(r: values[0] * 17, g: values[1] * 17, b: values[2] * 17)
        }
        let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        return RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }
}
