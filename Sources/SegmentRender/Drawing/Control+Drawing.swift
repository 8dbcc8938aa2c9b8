import Raster

extension Control {
    /// The display list of one state, in HMSegmentedControl's paint order (section 2.4): the
    /// background over the bounds, the per-segment borders (which do not scroll), then the
    /// scrolled content — titles, dividers, and the indicator on top.
    public func displayList(selection: Selection = .configured) -> DisplayList {
        let sel = selection.index(in: config)
        let shaped = shapedTitles(selection: sel)
        let layout = ControlLayout(config: config, selection: sel,
                                   titles: shaped.map { TitleMeasure($0.text, size: $0.style.fontSize) })
        var list = DisplayList(width: config.width, height: config.height)
        list.commands.append(.fillRect(Rect(x: 0, y: 0, width: config.width, height: config.height), config.backgroundColor))
        for border in layout.borders { list.commands.append(.fillRect(border, config.borderColor)) }

        let dx = -layout.scrollOffset
        for (segment, title) in zip(layout.segments, shaped) {
            if let baseline = segment.titleBaseline {
                list.commands.append(.text(title.text, size: title.style.fontSize,
                                           origin: Point(x: baseline.x + dx, y: baseline.y), title.style.color))
            }
        }
        for divider in layout.dividers {
            list.commands.append(.fillRect(divider.offsetBy(dx: dx, dy: 0), config.verticalDividerColor))
        }
        if let stripe = layout.indicator.stripe {
            list.commands.append(.fillRect(stripe.offsetBy(dx: dx, dy: 0), config.selectionIndicatorColor))
        }
        return list
    }

    /// Renders one state into a framebuffer at the config's scale (or `scale`).
    public func render(selection: Selection = .configured, scale: Int? = nil) -> Framebuffer {
        displayList(selection: selection).rasterize(scale: scale ?? config.scale)
    }
}
