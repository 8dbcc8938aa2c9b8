extension DockConfig {
    static let spec = ObjectSpec<DockConfig>(
        name: "dock", title: "The Dock",
        expectation:
            "an object describing the dock (layout, avatar, avatarTitle, avatarCornerRadius, avatarTitleAttributes, buttons, buttonHeight, landscapeButtonWidth, portraitButtonWidth)",
        keys: [
            .field("layout", { $0.layout }, { $0.layout = $1 }, .enumeration, "Landscape (avatar title, a row of buttons) or portrait (a column of buttons)."),
            .optional("avatar", { $0.avatar }, { $0.avatar = $1 }, .imagePath, "The avatar image, drawn with rounded corners."),
            .field("avatarTitle", { $0.avatarTitle }, { $0.avatarTitle = $1 }, .title, "The avatar's title, under it (landscape only)."),
            .field("avatarCornerRadius", { $0.avatarCornerRadius }, { $0.avatarCornerRadius = $1 }, .number(.length), "The avatar's corner radius."),
            .field("avatarTitleAttributes", { $0.avatarTitleAttributes }, { $0.avatarTitleAttributes = $1 }, .textAttributes, "The avatar title's attributes over 15 pt white."),
            .field(
                "buttons", { $0.buttons }, { $0.buttons = $1 },
                ValueType.list(of: .imagePath, name: "list of image paths").checked(ControlConfig.segmentLimitSchema, ControlConfig.segmentLimit),
                "The bottom buttons' icons."),
            .field("buttonHeight", { $0.buttonHeight }, { $0.buttonHeight = $1 }, .number(.positiveLength), "Bottom button height (and the items' default height)."),
            .field("landscapeButtonWidth", { $0.landscapeButtonWidth }, { $0.landscapeButtonWidth = $1 }, .number(.positiveLength), "Bottom button width in landscape."),
            .field("portraitButtonWidth", { $0.portraitButtonWidth }, { $0.portraitButtonWidth = $1 }, .number(.positiveLength), "Bottom button width in portrait."),
        ], blank: { DockConfig() })
}
