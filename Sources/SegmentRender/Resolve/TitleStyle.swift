import Raster

/// How one state of a title is drawn: a font chain, a size in points and a colour.
public struct TitleStyle: Sendable, Hashable {
    public var chain: FontChain
    public var fontSize: Double
    public var color: RGBA8
}
