import Raster

extension Control {
    /// The display list of one rest state.
    public func displayList(selection: Selection = .configured) -> DisplayList {
        displayList(restState(selection: selection))
    }

    /// The display list of any state — rest, mid-animation or scroll progress — in one paint order
    /// for every style: the style's backdrop, the decorations under the content, what the style
    /// draws over those (iOS 7's dividers and border), each segment's content, the decorations over
    /// the content, and the dock.
    public func displayList(_ state: FrameState) -> DisplayList {
        let layout = state.layout
        let context = DecorationContext(
            dx: -layout.scrollOffset, segments: layout.segments, weights: state.weights,
            contentWidth: layout.contentWidth, height: layout.height)
        var commands = backdropCommands(layout)
        for decoration in layout.decorations where decoration.layer == .underContent { commands += decoration.commands(context) }
        commands += overDecorationCommands(layout)
        if case .hm = paint.chrome {
            commands += hmContentCommands(state, context)
        } else {
            commands += plainContentCommands(state, context)
        }
        for decoration in layout.decorations where decoration.layer == .overContent { commands += decoration.commands(context) }
        if let dock = layout.dock { commands += dockCommands(dock) }
        var list = DisplayList(width: paint.width, height: paint.height)
        list.commands = commands
        return list
    }

    /// Renders one rest state into a framebuffer at the config's scale.
    public func render(selection: Selection = .configured) -> Framebuffer {
        prepareToDraw()
        return displayList(selection: selection).rasterize(scale: paint.scale)
    }

    /// Renders any state into a framebuffer at the config's scale.
    public func render(_ state: FrameState) -> Framebuffer {
        prepareToDraw()
        return displayList(state).rasterize(scale: paint.scale)
    }
}
