import Raster

/// Drawing's whole view of a control: its resolved paint, and the resolved title tables that
/// culling and BetterSegmentedControl's revealed titles read. Drawing is written against this, not
/// against `Control`, so the compiler keeps it from the config: what it draws comes from a frame
/// state and what Resolve made.
struct Painter {
    let paint: ControlPaint
    /// How far each title's ink reaches (culling).
    let inks: Memo<TitleInkTable>
    /// Every segment's title faces (the selected titles a thumb reveals).
    let faces: Memo<TitleFaceTable>
}

extension Control {
    /// What drawing this control reads.
    var painter: Painter { Painter(paint: paint, inks: titleInkTable, faces: titleFaceTable) }
}

extension Painter {
    /// The display list of `state` and its elements' spans (``Control/drawing(_:culled:margin:keeping:)``):
    /// the one paint order every style shares.
    func drawing(_ state: FrameState, culled: Bool = false, margin: Int = 0, keeping: [Bool]? = nil) -> (list: DisplayList, spans: [ElementSpan]) {
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
        if paint.chrome.scrollsSegmentBackgrounds {
            let canvas =
                culled
                ? CanvasCulling(width: paint.width, scale: paint.scale, ink: inks.made, backgrounds: paint.segmentBackgrounds.count, margin: margin)
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
}
