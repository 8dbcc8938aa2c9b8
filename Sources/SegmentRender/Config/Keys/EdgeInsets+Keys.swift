extension EdgeInsets {
    /// `{"top", "left", "bottom", "right"}`, each optional (0), negative allowed, as UIEdgeInsets.
    static let spec = ObjectSpec<EdgeInsets>(
        name: "insets", title: "Insets", expectation: "an object with \"top\", \"left\", \"bottom\" and \"right\" (points)",
        keys: [
            .field("top", { $0.top }, { $0.top = $1 }, .number(.offset), "Points; negative allowed."),
            .field("left", { $0.left }, { $0.left = $1 }, .number(.offset), "Points; negative allowed."),
            .field("bottom", { $0.bottom }, { $0.bottom = $1 }, .number(.offset), "Points; negative allowed."),
            .field("right", { $0.right }, { $0.right = $1 }, .number(.offset), "Points; negative allowed."),
        ], blank: { EdgeInsets() })
}

extension ValueType where Value == EdgeInsets {
    static let insets = ObjectSpec.valueType { EdgeInsets.spec }.named("insets")
}

extension ValueType {
    /// The same type under another name in the key table.
    func named(_ name: String) -> ValueType {
        ValueType(expectation: expectation, tableName: name, schema: schema, nested: nested, read: read, write: write)
    }
}
