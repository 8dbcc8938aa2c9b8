import Raster

extension Painter {
    /// The dock's avatar (a rounded image and its title) and bottom-button icons.
    func recordDock(_ dock: DockLayout, into recorder: inout CommandRecorder) {
        if let avatar = paint.dockAvatar {
            recorder.add(.dockAvatar, .roundedImage(avatar.image, dock.avatarImage, radius: avatar.cornerRadius))
        }
        if let baseline = dock.avatarTitleBaseline, let title = paint.dockTitle {
            recorder.add(.dockTitle, .text(title.text, size: title.style.fontSize, origin: baseline, title.style.color))
        }
        for (i, (icon, frame)) in zip(paint.dockButtons, dock.buttonIcons).enumerated() {
            recorder.add(.dockButton(i), .image(icon, frame))
        }
    }
}
