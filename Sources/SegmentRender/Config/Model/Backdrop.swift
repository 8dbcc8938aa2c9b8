import Raster

/// `backdrop`: what lies behind the control — a colour, or an image filling its bounds — drawn
/// under everything and seen through its translucent parts (a track, rounded corners, a blurred
/// bar's material).
public enum Backdrop: Sendable, Hashable {
    /// A flat colour.
    case color(RGBA8)
    /// An image (a PNG path relative to the config, or `builtin:NAME`), scaled to fill the bounds
    /// and centred, its overflow cut (aspect fill).
    case image(String)
}
