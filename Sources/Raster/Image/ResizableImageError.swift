/// Why a resizable (nine-slice) image cannot be made: the one error type of nine-slicing. Sizes
/// are in points; `description` is the message a user reads.
package enum ResizableImageError: Error, CustomStringConvertible, Equatable {
    /// A cap inset (`top`, `left`, `bottom`, `right`) that is infinite or not a number.
    case capInsetNotFinite(String)
    /// A cap inset below zero.
    case capInsetNegative(String, Double)
    /// Left and right caps wider than the image.
    case capsWiderThanImage(caps: Double, width: Double)
    /// Top and bottom caps taller than the image.
    case capsTallerThanImage(caps: Double, height: Double)
    /// `leftCapWidth` or `topCapHeight` below zero or not a number.
    case capWidthNotValid(String)
    /// A cap width that leaves no one-point band to stretch across `extent`.
    case noBandToStretch(String, Double, extent: Double)
    /// A nine-patch smaller than its border around one pixel.
    case ninePatchTooSmall(width: Int, height: Int)
    /// A nine-patch border pixel that is neither opaque black nor fully transparent.
    case ninePatchMarker(x: Int, y: Int, rgba: [UInt8])
    /// A nine-patch with no stretch marker on an edge (`top` or `left`).
    case ninePatchNoStretchMarker(edge: String)
    /// A nine-patch whose content markers are more than one run on an edge.
    case ninePatchContentRuns

    package var description: String {
        switch self {
        case .capInsetNotFinite(let name): "cap inset \(name) must be a finite number"
        case .capInsetNegative(let name, let value): "cap inset \(name) is negative (\(value))"
        case .capsWiderThanImage(let caps, let width): "cap insets left + right (\(caps) pt) are wider than the image (\(width) pt)"
        case .capsTallerThanImage(let caps, let height): "cap insets top + bottom (\(caps) pt) are taller than the image (\(height) pt)"
        case .capWidthNotValid(let name): "\(name) must be a number of 0 or more"
        case .noBandToStretch(let name, let value, let extent):
            "\(name) (\(value) pt) leaves no one-point band to stretch in an image \(extent) pt across"
        case .ninePatchTooSmall(let width, let height):
            "a .9.png needs a one-pixel border around at least one pixel; this one is \(width)×\(height)"
        case .ninePatchMarker(let x, let y, let rgba):
            "malformed .9.png marker at (\(x), \(y)): border pixels must be opaque black or fully transparent, found RGBA(\(rgba.map(String.init).joined(separator: ", ")))"
        case .ninePatchNoStretchMarker(let edge): "malformed .9.png: no stretch marker on the \(edge) edge"
        case .ninePatchContentRuns: "malformed .9.png: the content markers (bottom and right edges) must be one run each"
        }
    }
}
