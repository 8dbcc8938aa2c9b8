import Raster

extension Control {
    /// The dock's avatar (a rounded image and its title) and bottom-button icons.
    func dockCommands(_ dock: DockLayout) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let avatar = paint.dockAvatar {
            commands.append(.roundedImage(avatar.image, dock.avatarImage, radius: avatar.cornerRadius))
        }
        if let baseline = dock.avatarTitleBaseline, let title = paint.dockTitle {
            commands.append(.text(title.text, size: title.style.fontSize, origin: baseline, title.style.color))
        }
        for (icon, frame) in zip(paint.dockButtons, dock.buttonIcons) {
            commands.append(.image(icon, frame))
        }
        return commands
    }
}
