import Raster

extension MaterialColors {
    /// `{"primary", "onSurface", …}`: each role a colour; unset roles take the baseline scheme's
    /// for the config's appearance.
    static let spec: ObjectSpec<MaterialColors> = {
        func role(
            _ name: String, _ get: @escaping @Sendable (MaterialColors) -> RGBA8, _ set: @escaping @Sendable (inout MaterialColors, RGBA8) -> Void,
            _ doc: String
        ) -> ConfigKey<MaterialColors> {
            .field(
                name, get, set, .color, doc, contextDefault: { _ in DecodingContext.appearance == .dark ? get(MaterialColors.baselineDark) : nil },
                defaultNote: "`\(String(get(MaterialColors.baselineLight).description.dropLast(2)))` (dark: `\(String(get(MaterialColors.baselineDark).description.dropLast(2)))`)")
        }
        return ObjectSpec<MaterialColors>(
            name: "materialColors", title: "Material colours",
            expectation:
                "an object of Material 3 colour roles (\"primary\", \"onSurface\", \"onSurfaceVariant\", \"surface\", \"outline\", \"outlineVariant\", \"secondaryContainer\", \"onSecondaryContainer\", \"error\", \"onError\")",
            keys: [
                role("primary", { $0.primary }, { $0.primary = $1 }, "The primary tab's selected label, and the indicator."),
                role("onSurface", { $0.onSurface }, { $0.onSurface = $1 }, "The secondary tab's selected label."),
                role("onSurfaceVariant", { $0.onSurfaceVariant }, { $0.onSurfaceVariant = $1 }, "Unselected labels."),
                role("surface", { $0.surface }, { $0.surface = $1 }, "The container, under everything (the default backgroundColor)."),
                role("outline", { $0.outline }, { $0.outline = $1 }, "Segmented buttons' outline."),
                role("outlineVariant", { $0.outlineVariant }, { $0.outlineVariant = $1 }, "The 1 dp divider under a tab row."),
                role("secondaryContainer", { $0.secondaryContainer }, { $0.secondaryContainer = $1 }, "A selected segmented button's fill."),
                role("onSecondaryContainer", { $0.onSecondaryContainer }, { $0.onSecondaryContainer = $1 }, "A selected segmented button's label and icon."),
                role("error", { $0.error }, { $0.error = $1 }, "A badge's container (the default badgeColor)."),
                role("onError", { $0.onError }, { $0.onError = $1 }, "A badge's label (the default badgeTextColor)."),
            ], blank: { MaterialColors.baselineLight })
    }()
}
