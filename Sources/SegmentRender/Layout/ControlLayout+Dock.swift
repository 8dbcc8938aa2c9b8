import Raster

extension ControlLayout {
    /// The Dock's avatar and bottom buttons (docs/style-hm.md, "Vertical items and the Dock").
    /// Landscape: the avatar is 0.35 W wide and 40 pt taller than wide, at y 60, centred, with its
    /// title under the square image; the buttons sit in one row at the bottom. Portrait: the avatar
    /// is a square at (10, 40), W − 20 wide, with no title; the buttons stack in one column.
    static func dockLayout(
        _ dock: DockConfig, width W: Double, height H: Double, avatarTitle: TitleMeasure?,
        buttonIcons: [Size]
    ) -> DockLayout {
        var result: DockLayout
        let bh = dock.buttonHeight, count = dock.buttons.count
        var buttons: [Rect] = []
        switch dock.layout {
        case .landscape:
            let aw = W * 0.35
            let avatar = Rect(x: (W - aw) / 2, y: 60, width: aw, height: aw + 40)
            result = DockLayout(
                avatar: avatar, avatarImage: Rect(x: avatar.x, y: 60, width: aw, height: aw),
                avatarTitle: Rect(x: avatar.x, y: 60 + aw, width: aw, height: 40), avatarTitleBaseline: nil,
                buttons: [], buttonIcons: [])
            for i in 0..<count { buttons.append(Rect(x: Double(i) * dock.landscapeButtonWidth, y: H - bh, width: dock.landscapeButtonWidth, height: bh)) }
        case .portrait:
            let avatar = Rect(x: 10, y: 40, width: W - 20, height: W - 20)
            result = DockLayout(avatar: avatar, avatarImage: avatar, avatarTitle: nil, avatarTitleBaseline: nil, buttons: [], buttonIcons: [])
            for i in 0..<count { buttons.append(Rect(x: 0, y: H - bh * Double(count - i), width: dock.portraitButtonWidth, height: bh)) }
        }
        result.buttons = buttons
        result.buttonIcons = zip(buttons, buttonIcons).map { b, s in
            Rect(x: b.midX - s.width / 2, y: b.midY - s.height / 2, width: s.width, height: s.height)
        }
        if let title = avatarTitle, let frame = result.avatarTitle {
            result.avatarTitleBaseline = Point(x: frame.midX - title.advance / 2, y: frame.midY - title.lineHeight / 2 + title.ascent)
        }
        return result
    }
}
