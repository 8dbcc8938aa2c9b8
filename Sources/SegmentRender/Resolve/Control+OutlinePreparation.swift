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
    ///
    /// Only the first call on a control (or a scaled copy) does anything; `render` calls it for
    /// every state, and `render --all-states` or `snapshot` render many.
    public func prepareToDraw() {
        _ = try? outlinePreparation.value()
    }

    /// The faces the section titles are drawn with, in any of their styles, each once.
    func titleFontFaces() -> [FontFace] {
        Control.titleFontFaces(of: config, styles: [normalStyle, selectedStyle, disabledStyle])
    }

    /// The faces `config`'s section titles are drawn with in `styles`, each once: what
    /// `outlinePreparation` opens.
    static func titleFontFaces(of config: ControlConfig, styles: [TitleStyle]) -> [FontFace] {
        faces(of: config.type == .images ? [] : config.sectionTitles, in: distinctChains(styles))
    }

    /// The styles' chains, each once.
    static func distinctChains(_ styles: [TitleStyle]) -> [FontChain] {
        var chains: [FontChain] = []
        for style in styles where !chains.contains(style.chain) { chains.append(style.chain) }
        return chains
    }

    /// The faces `titles` are drawn with through `chains`, each once, line by line.
    static func faces(of titles: [String], in chains: [FontChain]) -> [FontFace] {
        var faces: [FontFace] = []
        for title in titles {
            for line in title.split(whereSeparator: \.isNewline) {
                for chain in chains {
                    for face in chain.faces(for: line) where !faces.contains(face) { faces.append(face) }
                }
            }
        }
        return faces
    }
}
