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
        let layout = state.layout
        let context = DecorationContext(
            dx: -layout.scrollOffset, segments: layout.segments, weights: state.weights,
            contentWidth: layout.contentWidth, height: layout.height)
        var recorder = CommandRecorder()
        recordBackdrop(into: &recorder)
        recordStyleGround(layout, into: &recorder)
        // What scrolls: faded at the ends by Tabman's edge fade, element by element. Without a fade
        // it is recorded straight into the list (swapped in and out: no copy on the hot path).
        let fade = layout.edgeFade
        var scrolled = CommandRecorder()
        if fade == nil { swap(&scrolled, &recorder) }
        for (i, decoration) in layout.decorations.enumerated() where decoration.layer == .underContent {
            scrolled.add(.decoration(i), decoration.commands(context))
        }
        recordOverDecorations(layout, into: &scrolled)
        if case .hm = paint.chrome {
            let canvas =
                culled
                ? CanvasCulling(width: paint.width, scale: paint.scale, ink: titleInkTable.made, backgrounds: paint.segmentBackgrounds.count, margin: margin)
                : nil
            recordHMContent(state, context, canvas: canvas, keeping: keeping, into: &scrolled)
        } else {
            recordPlainContent(state, context, into: &scrolled)
        }
        for (i, decoration) in layout.decorations.enumerated() where decoration.layer == .overContent {
            if paint.revealsSelectedTitles, case .thumb = decoration {
                recordBSCThumb(decoration, index: i, state, context, into: &scrolled)
            } else {
                scrolled.add(.decoration(i), decoration.commands(context))
            }
        }
        if let fade { recorder.add(scrolled, maskedBy: [.gradient(fade.mask)]) } else { swap(&scrolled, &recorder) }
        if let dock = layout.dock { recordDock(dock, into: &recorder) }
        var list = DisplayList(width: paint.width, height: paint.height)
        list.commands = recorder.commands
        return (list, recorder.spans)
    }

    /// Renders one rest state into a framebuffer at the config's scale.
    public func render(selection: Selection = .configured) -> Framebuffer {
        render(restState(selection: selection))
    }

    /// Renders any state into a framebuffer at the config's scale.
    public func render(_ state: FrameState) -> Framebuffer {
        prepareToDraw()
        return drawing(state, culled: true).list.rasterize(scale: paint.scale)
    }
}
