import Raster

extension ValueType where Value == Backdrop {
    /// A colour (a `#` string or a colour object) or an image path (any other string).
    package static let backdrop: ValueType = {
        let color = ValueType<RGBA8>.color, path = ValueType<String>.imagePath
        let expectation = "a colour (\"#RRGGBB\", a colour object) or an image path (a PNG file or builtin:NAME)"
        return ValueType(
            expectation: expectation, tableName: "colour or image path",
            schema: .object([
                (
                    "oneOf",
                    .array([
                        color.schema,
                        .object([
                            ("type", .string("string")), ("minLength", .number(1)), ("maxLength", .number(Double(ValueType<String>.maxTextLength))),
                            ("not", .object([("pattern", .string("^#"))])),
                        ]),
                    ])
                )
            ]),
            nested: color.nested,
            read: { node, path in
                switch node.value {
                case .string(let text) where !text.hasPrefix("#"): return .image(try ValueType<String>.imagePath.read(node, path))
                case .string, .object: return .color(try color.read(node, path))
                default: throw ConfigIssue(path: path, .expected(expectation, found: node.kindDescription))
                }
            },
            write: { backdrop in
                switch backdrop {
                case .color(let c): color.write(c)
                case .image(let name): path.write(name)
                }
            })
    }()
}
