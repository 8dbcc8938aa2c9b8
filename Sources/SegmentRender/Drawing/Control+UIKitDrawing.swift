import Raster

extension Control {
    /// iOS 7–12: the background, the selected segment filled with the tint (its outer corners
    /// rounded where it ends the control), 1 pt tint dividers, a 1 pt tint border with 4 pt corners,
    /// then the titles (normal in the tint, selected in the background colour).
    /// While animating, each segment's fill shows at its weight (a cross-fade).
    func uikit7Commands(_ state: FrameState) -> [DrawCommand] {
        let layout = state.layout, prepared = state.segments
        let bounds = Rect(x: 0, y: 0, width: config.width, height: config.height)
        let r = ControlLayout.uikit7Radius
        var commands: [DrawCommand] = [.fillRect(bounds, config.backgroundColor)]
        for (i, segment) in layout.segments.enumerated() where state.weights[i] > 0 {
            let first = i == 0, last = i == layout.segments.count - 1
            let radii = CornerRadii(topLeft: first ? r : 0, topRight: last ? r : 0, bottomRight: last ? r : 0, bottomLeft: first ? r : 0)
            let fill = DrawCommand.fillRoundedRect(segment.frame, radii: radii, config.tintColor)
            commands.append(state.weights[i] >= 1 ? fill : .layer([fill], opacity: state.weights[i]))
        }
        for divider in layout.dividers { commands.append(.fillRect(divider, config.tintColor)) }
        commands.append(.strokeRoundedRect(bounds, radius: r, width: 1, config.tintColor))
        commands += contentCommands(layout, prepared)
        return commands
    }

    /// iOS 13+: the track (the background colour in a rounded rectangle), the visible dividers, the
    /// thumb's soft shadow (black at 13 %, blur 3 pt, 2 pt down), the thumb in
    /// `selectedSegmentTintColor`, then the titles.
    func uikit13Commands(_ state: FrameState) -> [DrawCommand] {
        let layout = state.layout, prepared = state.segments
        let bounds = Rect(x: 0, y: 0, width: config.width, height: config.height)
        let track = ControlLayout.trackRadius, thumb = track - ControlLayout.thumbInset
        var commands: [DrawCommand] = [.fillRoundedRect(bounds, radii: CornerRadii(all: track), config.backgroundColor)]
        for divider in layout.dividers { commands.append(.fillRect(divider, RGBA8(r: 60, g: 60, b: 67, a: 77))) }
        if let box = layout.indicator.box {
            let shape = DrawCommand.fillRoundedRect(box, radii: CornerRadii(all: thumb), .black)
            commands.append(.shadow([shape], color: RGBA8(r: 0, g: 0, b: 0, a: 33), blur: 3, offset: Point(x: 0, y: 2)))
            commands.append(.fillRoundedRect(box, radii: CornerRadii(all: thumb), config.selectedSegmentTintColor))
        }
        commands += contentCommands(layout, prepared)
        return commands
    }

    /// Each segment's image and title, unscrolled.
    func contentCommands(_ layout: ControlLayout, _ prepared: [PreparedSegment]) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for (segment, content) in zip(layout.segments, prepared) {
            if let frame = segment.imageFrame, let image = content.image { commands.append(.image(image, frame)) }
            if let baseline = segment.titleBaseline, let title = content.title {
                commands.append(.text(title, size: content.style.fontSize, origin: baseline, content.style.color))
            }
        }
        return commands
    }
}
