import Raster

extension Control {
    /// Starts opening, on other threads, the glyph outlines of the font faces the section titles
    /// will be drawn with, and returns at once.
    ///
    /// A chain's fallback faces open only when a title needs them, and the CJK face's outlines take
    /// longer to open than a whole Latin control takes to lay out and draw. Started here, they open
    /// while the titles are shaped, laid out and the rest is drawn, instead of when their first glyph
    /// is. The pixels are the same either way. ``render(selection:)`` and ``render(_:)`` call it;
    /// call it yourself right after loading a control when you compute its states first. Commands
    /// that only measure (`layout`, `hit-test`) do not, so they never open a fallback face's outlines.
    public func prepareToDraw() {
        for face in titleFaces() { face.beginOpeningOutlines() }
    }

    /// The faces the section titles are drawn with, in any of their styles, each once.
    func titleFaces() -> [FontFace] {
        guard config.type != .images else { return [] }
        var chains = [normalStyle.chain]
        for chain in [selectedStyle.chain, disabledStyle.chain] where !chains.contains(chain) { chains.append(chain) }
        var faces: [FontFace] = []
        for title in config.sectionTitles {
            for line in title.split(whereSeparator: \.isNewline) {
                for chain in chains {
                    for face in chain.faces(for: line) where !faces.contains(face) { faces.append(face) }
                }
            }
        }
        return faces
    }
}
