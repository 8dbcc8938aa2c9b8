import Raster

/// What each style draws that is not a segment's content or a decoration.
extension Control {
    /// Under everything:
    /// - hm: the background over the bounds, then the per-segment borders (which do not scroll);
    /// - uikit7: the background;
    /// - uikit13: the track (the background in a rounded rectangle) and the visible dividers.
    func backdropCommands(_ layout: ControlLayout) -> [DrawCommand] {
        let bounds = Rect(x: 0, y: 0, width: config.width, height: config.height)
        switch config.style {
        case .hm:
            return [.fillRect(bounds, config.backgroundColor)] + layout.borders.map { .fillRect($0, config.borderColor) }
        case .uikit7:
            return [.fillRect(bounds, config.backgroundColor)]
        case .uikit13:
            return [.fillRoundedRect(bounds, radii: CornerRadii(all: ControlLayout.trackRadius), config.backgroundColor)]
                + layout.dividers.map { .fillRect($0, config.appearance == .dark ? Control.uikit13DividerColorDark : Control.uikit13DividerColor) }
        }
    }

    /// Over the decorations under the content: iOS 7's 1 pt tint dividers and its 1 pt tint border
    /// with 4 pt corners.
    func overDecorationCommands(_ layout: ControlLayout) -> [DrawCommand] {
        guard config.style == .uikit7 else { return [] }
        let bounds = Rect(x: 0, y: 0, width: config.width, height: config.height)
        return layout.dividers.map { .fillRect($0, config.tintColor) }
            + [.strokeRoundedRect(bounds, radius: ControlLayout.uikit7Radius, width: 1, config.tintColor)]
    }

    /// iOS 13's divider colour: rgba(60, 60, 67, 0.3); dark rgba(84, 84, 88, 0.6).
    static let uikit13DividerColor = RGBA8(r: 60, g: 60, b: 67, a: 77)
    static let uikit13DividerColorDark = RGBA8(r: 84, g: 84, b: 88, a: 153)
}
