import Raster

/// How one state of a title is drawn: a font chain, a size in points and a colour.
package struct TitleStyle: Sendable, Hashable {
    package var chain: FontChain
    package var fontSize: Double
    package var color: RGBA8
    /// Letter spacing in points, added after every glyph (Material's type scale: TitleSmall and
    /// LabelLarge 0.1 sp, LabelSmall 0.5 sp); 0 for the iOS looks.
    package var tracking: Double = 0

    /// `text` shaped in this style's fonts, with its letter spacing.
    func shaped(_ text: String) -> ShapedText {
        let shaped = ShapedText(text, chain: chain)
        return tracking == 0 || fontSize <= 0 ? shaped : shaped.tracked(tracking / fontSize)
    }
}
