import Raster

/// What each style draws that is not a segment's content or a decoration.
extension Control {
    /// Under everything:
    /// - hm: the background over the bounds, then the per-segment borders (which do not scroll);
    /// - uikit7: the background;
    /// - uikit13: the track (the background in a rounded rectangle) and the visible dividers.
    func backdropCommands(_ layout: ControlLayout) -> [DrawCommand] {
        let bounds = Rect(x: 0, y: 0, width: paint.width, height: paint.height)
        switch paint.chrome {
        case .hm(let background, let border):
            return [.fillRect(bounds, background)] + layout.borders.map { .fillRect($0, border) }
        case .uikit7(let background, _):
            return [.fillRect(bounds, background)]
        case .uikit13(let track, let divider):
            return [.fillRoundedRect(bounds, radii: CornerRadii(all: ControlLayout.trackRadius), track)]
                + layout.dividers.map { .fillRect($0, divider) }
        }
    }

    /// Over the decorations under the content: iOS 7's 1 pt tint dividers and its 1 pt tint border
    /// with 4 pt corners.
    func overDecorationCommands(_ layout: ControlLayout) -> [DrawCommand] {
        guard case .uikit7(_, let tint) = paint.chrome else { return [] }
        let bounds = Rect(x: 0, y: 0, width: paint.width, height: paint.height)
        return layout.dividers.map { .fillRect($0, tint) }
            + [.strokeRoundedRect(bounds, radius: ControlLayout.uikit7Radius, width: 1, tint)]
    }
}
