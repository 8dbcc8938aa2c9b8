import Raster

extension MaterialColors {
    /// `{"primary", "onSurface", …}`: each role a colour; unset roles take the baseline scheme's
    /// for the config's appearance.
    static let spec: ObjectSpec<MaterialColors> = {
        func role(_ name: String, _ path: WritableKeyPath<MaterialColors, RGBA8> & Sendable, _ doc: String) -> ConfigKey<MaterialColors> {
            let light = MaterialColors.baselineLight[keyPath: path], dark = MaterialColors.baselineDark[keyPath: path]
            return .field(
                name, path, .color, doc, contextDefault: { _ in DecodingContext.appearance == .dark ? dark : nil },
                defaultNote: "`\(String(light.description.dropLast(2)))` (dark: `\(String(dark.description.dropLast(2)))`)")
        }
        return ObjectSpec<MaterialColors>(
            name: "materialColors", title: "Material colours",
            expectation:
                "an object of Material 3 colour roles (\"primary\", \"onSurface\", \"onSurfaceVariant\", \"surface\", \"outline\", \"outlineVariant\", \"secondaryContainer\", \"onSecondaryContainer\", \"error\", \"onError\")",
            keys: [
                role("primary", \.primary, "The primary tab's selected label, and the indicator."),
                role("onSurface", \.onSurface, "The secondary tab's selected label."),
                role("onSurfaceVariant", \.onSurfaceVariant, "Unselected labels."),
                role("surface", \.surface, "The container, under everything (the default backgroundColor)."),
                role("outline", \.outline, "Segmented buttons' outline."),
                role("outlineVariant", \.outlineVariant, "The 1 dp divider under a tab row."),
                role("secondaryContainer", \.secondaryContainer, "A selected segmented button's fill."),
                role("onSecondaryContainer", \.onSecondaryContainer, "A selected segmented button's label and icon."),
                role("error", \.error, "A badge's container (the default badgeColor)."),
                role("onError", \.onError, "A badge's label (the default badgeTextColor)."),
            ], blank: { MaterialColors.baselineLight })
    }()
}
