import Raster

/// How one state of a title is drawn: a font chain, a size in points and a colour.
package struct TitleStyle: Sendable, Hashable {
    package var chain: FontChain
    package var fontSize: Double
    package var color: RGBA8
}
