import Raster

extension BSCFamily {
    /// The keys only bsc takes (`appliesTo: bsc`), in the order the reference lists them.
    static let keys: [ConfigKey<ControlConfig>] = [
        .field(
            "cornerRadius", { $0.cornerRadius }, { $0.cornerRadius = $1 }, .number(.length),
            "bsc: the control's corner radius (it clips everything to it); the thumb's is this less thumbInset (0 when that is negative).",
            appliesTo: .style(.bsc)),
        .field(
            "thumbInset", { $0.thumbInset }, { $0.thumbInset = $1 }, .number(.length),
            "bsc: how far the thumb sits inside the control on every side; segments share the width between the insets.", appliesTo: .style(.bsc)),
        .optional(
            "thumbShadow", { $0.thumbShadow }, { $0.thumbShadow = $1 }, ObjectSpec.valueType { ShadowConfig.spec },
            "bsc: a shadow under the thumb (appleStyled: black 10 %, radius 2, offset 1, 1).", appliesTo: .style(.bsc)),
    ]
}
