extension EdgeInsets {
    /// `{"top", "left", "bottom", "right"}`, each optional (0), negative allowed, as UIEdgeInsets.
    static let spec = ObjectSpec<EdgeInsets>(
        name: "insets", title: "Insets", expectation: "an object with \"top\", \"left\", \"bottom\" and \"right\" (points)",
        keys: [
            .field("top", \.top, .number(.offset), "Points; negative allowed."),
            .field("left", \.left, .number(.offset), "Points; negative allowed."),
            .field("bottom", \.bottom, .number(.offset), "Points; negative allowed."),
            .field("right", \.right, .number(.offset), "Points; negative allowed."),
        ], blank: { EdgeInsets() })
}

extension ValueType where Value == EdgeInsets {
    static let insets = EdgeInsets.spec.valueType.named("insets")
}

extension ValueType {
    /// The same type under another name in the key table.
    func named(_ name: String) -> ValueType {
        ValueType(expectation: expectation, tableName: name, schema: schema, nested: nested, read: read, write: write)
    }
}
