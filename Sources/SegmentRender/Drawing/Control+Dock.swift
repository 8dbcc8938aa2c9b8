import Raster

extension Control {
    /// The dock's avatar (a rounded image and its title) and bottom-button icons.
    func dockCommands(_ dock: DockLayout) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let avatar = dockAvatar {
            commands.append(.roundedImage(avatar.image(forScale: config.scale), dock.avatarImage, radius: config.dock?.avatarCornerRadius ?? 0))
        }
        if let baseline = dock.avatarTitleBaseline, let title = dockAvatarTitle {
            commands.append(.text(title.text, size: title.style.fontSize, origin: baseline, title.style.color))
        }
        for (icon, frame) in zip(dockButtons, dock.buttonIcons) {
            commands.append(.image(icon.image(forScale: config.scale), frame))
        }
        return commands
    }
}
