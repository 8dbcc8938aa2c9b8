extension DockConfig {
    static let spec = ObjectSpec<DockConfig>(
        name: "dock", title: "The Dock",
        expectation:
            "an object describing the dock (layout, avatar, avatarTitle, avatarCornerRadius, avatarTitleAttributes, buttons, buttonHeight, landscapeButtonWidth, portraitButtonWidth)",
        keys: [
            .field("layout", \.layout, .enumeration, "Landscape (avatar title, a row of buttons) or portrait (a column of buttons)."),
            .optional("avatar", \.avatar, .imagePath, "The avatar image, drawn with rounded corners."),
            .field("avatarTitle", \.avatarTitle, .title, "The avatar's title, under it (landscape only)."),
            .field("avatarCornerRadius", \.avatarCornerRadius, .number(.length), "The avatar's corner radius."),
            .field("avatarTitleAttributes", \.avatarTitleAttributes, .textAttributes, "The avatar title's attributes over 15 pt white."),
            .field(
                "buttons", \.buttons, ValueType.list(of: .imagePath, name: "list of image paths").checked(ControlConfig.segmentLimitSchema, ControlConfig.segmentLimit),
                "The bottom buttons' icons."),
            .field("buttonHeight", \.buttonHeight, .number(.positiveLength), "Bottom button height (and the items' default height)."),
            .field("landscapeButtonWidth", \.landscapeButtonWidth, .number(.positiveLength), "Bottom button width in landscape."),
            .field("portraitButtonWidth", \.portraitButtonWidth, .number(.positiveLength), "Bottom button width in portrait."),
        ], blank: { DockConfig() })
}
