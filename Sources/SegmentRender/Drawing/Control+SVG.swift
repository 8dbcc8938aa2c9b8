import Raster

extension Control {
    /// `state` as an SVG document, `scale` pixels a point (the config's scale) — the display list
    /// ``render(_:)`` rasterizes, written as SVG elements instead (`SVG`).
    public func svg(_ state: FrameState, text: SVGText = .outlines) throws -> String {
        prepareToDraw()
        return try SVG.document(drawing(state, culled: true).list, scale: paint.scale, text: text)
    }

    /// One rest state as an SVG document.
    public func svg(selection: Selection = .configured, text: SVGText = .outlines) throws -> String {
        try svg(restState(selection: selection), text: text)
    }
}
