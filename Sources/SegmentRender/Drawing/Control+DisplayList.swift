import Raster

extension Control {
    /// The display list of one rest state.
    public func displayList(selection: Selection = .configured) -> DisplayList {
        displayList(restState(selection: selection))
    }

    /// The display list of any state — rest, mid-animation or scroll progress — in one paint order
    /// for every style: the `backdrop` behind the control, the style's ground, the decorations under the content, what the style
    /// draws over those (iOS 7's dividers and border), each segment's content, the decorations over
    /// the content, and the dock.
    public func displayList(_ state: FrameState) -> DisplayList { drawing(state).list }

    /// The display list of `state`, and which run of its commands draws which element (for a
    /// golden's sidecar and a failure's pixel attribution).
    ///
    /// `culled`: leave out the segments scrolled wholly off the canvas (what ``render(_:)`` draws;
    /// the same pixels) — off it by more than `margin` device pixels, for a check that looks past
    /// the bounds. A golden's sidecar keeps every segment. `keeping` (HMSegmentedControl's segments,
    /// by position): leave out the segments it says false for, with the divider before each (the
    /// audit's frames drawn where they differ from another: ``RegionCulling``).
    package func drawing(_ state: FrameState, culled: Bool = false, margin: Int = 0, keeping: [Bool]? = nil) -> (list: DisplayList, spans: [ElementSpan]) {
        painter.drawing(state, culled: culled, margin: margin, keeping: keeping)
    }

    /// What a frame draws: ``displayList(_:)`` without the segments scrolled wholly off the
    /// canvas — the same pixels, from a list as long as what shows, not as the whole bar (an
    /// animation of a 10,000-segment bar draws and compares a few dozen segments a frame).
    package func visibleList(_ state: FrameState) -> DisplayList { drawing(state, culled: true).list }

    /// Renders one rest state into a framebuffer at the config's scale.
    public func render(selection: Selection = .configured) -> Framebuffer {
        render(restState(selection: selection))
    }

    /// Renders any state into a framebuffer at the config's scale.
    public func render(_ state: FrameState) -> Framebuffer {
        prepareToDraw()
        return visibleList(state).rasterize(scale: paint.scale)
    }
}
