import Raster

extension Control {
    /// The display list of one state, in HMSegmentedControl's paint order (section 2.4): the
    /// background over the bounds, the per-segment borders (which do not scroll), then the
    /// scrolled content — the box, each segment's image, title and divider, and the stripe or
    /// arrow on top.
    public func displayList(selection: Selection = .configured) -> DisplayList {
        let sel = selection.index(in: config)
        let prepared = prepareSegments(selection: sel, scale: config.scale)
        let layout = ControlLayout(config: config, selection: sel, segments: prepared.map(\.content))
        var list = DisplayList(width: config.width, height: config.height)
        list.commands.append(.fillRect(Rect(x: 0, y: 0, width: config.width, height: config.height), config.backgroundColor))
        for border in layout.borders { list.commands.append(.fillRect(border, config.borderColor)) }

        let dx = -layout.scrollOffset
        if let box = layout.indicator.box {
            list.commands.append(.layer(Control.boxLayer(box.offsetBy(dx: dx, dy: 0), color: config.selectionIndicatorBoxColor),
                                        opacity: config.selectionIndicatorBoxOpacity))
        }
        var dividers = layout.dividers.makeIterator()
        for (segment, content) in zip(layout.segments, prepared) {
            if let frame = segment.imageFrame, let image = content.image {
                list.commands.append(.image(image, frame.offsetBy(dx: dx, dy: 0)))
            }
            if let baseline = segment.titleBaseline, let title = content.title {
                list.commands.append(.text(title, size: content.style.fontSize,
                                           origin: Point(x: baseline.x + dx, y: baseline.y), content.style.color))
            }
            if segment.index > 0, let divider = dividers.next() {
                list.commands.append(.fillRect(divider.offsetBy(dx: dx, dy: 0), config.verticalDividerColor))
            }
        }
        if let stripe = layout.indicator.stripe {
            list.commands.append(.fillRect(stripe.offsetBy(dx: dx, dy: 0), config.selectionIndicatorColor))
        }
        if let arrow = layout.indicator.arrow {
            list.commands.append(.fillPolygon(arrow.map { Point(x: $0.x + dx, y: $0.y) }, config.selectionIndicatorColor))
        }
        return list
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

    /// Renders one state into a framebuffer at the config's scale.
    public func render(selection: Selection = .configured) -> Framebuffer {
        displayList(selection: selection).rasterize(scale: config.scale)
    }
}
