import Raster

extension Control {
    /// The display list of one rest state, in the paint order of the control's style.
    public func displayList(selection: Selection = .configured) -> DisplayList {
        displayList(restState(selection.index(in: config)))
    }

    /// The display list of any state: rest, mid-animation or scroll progress.
    public func displayList(_ state: FrameState) -> DisplayList {
        var list = DisplayList(width: config.width, height: config.height)
        switch config.style {
        case .hm: list.commands = hmCommands(state)
        case .uikit7: list.commands = uikit7Commands(state)
        case .uikit13: list.commands = uikit13Commands(state)
        }
        return list
    }

    /// HMSegmentedControl's paint order (section 2.4): the background over the bounds, the
    /// per-segment borders (which do not scroll), then the scrolled content — the box, each
    /// segment's background image, image, title and divider — and the stripe or arrow on top.
    /// Vertical controls add the dock's parts last.
    func hmCommands(_ state: FrameState) -> [DrawCommand] {
        let layout = state.layout, prepared = state.segments
        var commands: [DrawCommand] = [.fillRect(Rect(x: 0, y: 0, width: config.width, height: config.height), config.backgroundColor)]
        for border in layout.borders { commands.append(.fillRect(border, config.borderColor)) }
        let dx = -layout.scrollOffset
        if let box = layout.indicator.box {
            commands.append(.layer(Control.boxLayer(box.offsetBy(dx: dx, dy: 0), color: config.selectionIndicatorBoxColor),
                                   opacity: config.selectionIndicatorBoxOpacity))
        }
        let count = layout.segments.count
        var dividers = layout.dividers.makeIterator()
        for (segment, content) in zip(layout.segments, prepared) {
            commands += backgroundCommands(segment, count: count, weight: state.weights[segment.index], dx: dx)
            if let frame = segment.imageFrame, let image = content.image {
                commands.append(.image(image, frame.offsetBy(dx: dx, dy: 0)))
            }
            if let baseline = segment.titleBaseline, let title = content.title {
                commands.append(.text(title, size: content.style.fontSize, origin: Point(x: baseline.x + dx, y: baseline.y), content.style.color))
            }
            if segment.index > 0, let divider = dividers.next() {
                commands.append(.fillRect(divider.offsetBy(dx: dx, dy: 0), config.verticalDividerColor))
            }
        }
        if let stripe = layout.indicator.stripe {
            commands.append(.fillRect(stripe.offsetBy(dx: dx, dy: 0), config.selectionIndicatorColor))
        }
        if let arrow = layout.indicator.arrow {
            commands.append(.fillPolygon(arrow.map { Point(x: $0.x + dx, y: $0.y) }, config.selectionIndicatorColor))
        }
        if let dock = layout.dock { commands += dockCommands(dock) }
        return commands
    }

    /// A segment's background image: the normal one, the selected one, or — while cross-fading —
    /// the selected one over the normal one at the segment's weight.
    func backgroundCommands(_ segment: SegmentLayout, count: Int, weight: Double, dx: Double) -> [DrawCommand] {
        guard let backgrounds else { return [] }
        let rect = segment.frame.offsetBy(dx: dx, dy: 0)
        let normal = backgrounds.image(forSegment: segment.index, count: count, selected: false, scale: config.scale)
        let selected = backgrounds.image(forSegment: segment.index, count: count, selected: true, scale: config.scale)
        if weight >= 1 { return selected.map { [.resizableImage($0, rect)] } ?? [] }
        var commands: [DrawCommand] = normal.map { [.resizableImage($0, rect)] } ?? []
        if weight > 0, let selected { commands.append(.layer([.resizableImage(selected, rect)], opacity: weight)) }
        return commands
    }

    /// The box layer: filled with the box colour, then its 1 pt border in the same colour on top
    /// (as a CALayer draws background, then border), composited as one layer.
    static func boxLayer(_ r: Rect, color: RGBA8) -> [DrawCommand] {
        let b = min(1, r.width / 2, r.height / 2)
        return [
            .fillRect(r, color),
            .fillRect(Rect(x: r.x, y: r.y, width: r.width, height: b), color),
            .fillRect(Rect(x: r.x, y: r.maxY - b, width: r.width, height: b), color),
            .fillRect(Rect(x: r.x, y: r.y + b, width: b, height: r.height - 2 * b), color),
            .fillRect(Rect(x: r.maxX - b, y: r.y + b, width: b, height: r.height - 2 * b), color),
        ]
    }

    /// The dock's avatar (rounded image and title) and bottom-button icons.
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

    /// Renders one rest state into a framebuffer at the config's scale.
    public func render(selection: Selection = .configured) -> Framebuffer {
        displayList(selection: selection).rasterize(scale: config.scale)
    }

    /// Renders any state into a framebuffer at the config's scale.
    public func render(_ state: FrameState) -> Framebuffer {
        displayList(state).rasterize(scale: config.scale)
    }
}
