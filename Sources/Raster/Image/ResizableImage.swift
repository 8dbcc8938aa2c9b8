/// Cap insets in points, as UIEdgeInsets gives them to `resizableImageWithCapInsets:`.
public struct CapInsets: Hashable, Sendable {
    /// The cap widths, in points, from each edge.
    public var top: Double, left: Double, bottom: Double, right: Double
    /// Caps from the top, left, bottom and right edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// How stretchable parts fill their space.
public enum ResizingMode: String, Sendable, Hashable, CaseIterable {
    /// Scaled to fill (UIImageResizingModeStretch).
    case stretch
    /// Repeated at their own size, the last tile cut (UIImageResizingModeTile, UIKit's default).
    /// A stretchable part one source pixel wide is stretched even here, as UIKit does.
    case tile
}

/// One run of source pixels along an axis: drawn at its own size, or stretchable.
package struct LatticeSpan: Hashable, Sendable {
    public var start: Int
    public var length: Int
    public var stretchable: Bool
    public init(start: Int, length: Int, stretchable: Bool) {
        self.start = start
        self.length = length
        self.stretchable = stretchable
    }
}

/// An image that resizes by parts: UIKit's cap insets and `leftCapWidth`/`topCapHeight`, and
/// Android's `.9.png` stretch markers, all become a lattice of fixed and stretchable spans.
///
/// Semantics, in device pixels of the destination:
/// - fixed spans keep their size (source pixels × output scale ÷ asset scale), so when the asset's
///   scale matches the output's, corners are copied 1:1;
/// - stretchable spans share what is left, in proportion to their source sizes;
/// - when the destination is smaller than the fixed spans, they all shrink in proportion (and the
///   stretchable ones vanish), as Skia's `drawImageNine` does; with no stretchable span the fixed
///   ones scale to fill;
/// - every seam between patches falls on a whole device pixel, and each patch samples only inside
///   its own source rectangle, so neighbouring patches never bleed into each other.
public struct ResizableImage: Sendable, Hashable {
    /// The whole image the slices come from.
    public let image: RasterImage
    package let columns: [LatticeSpan]
    package let rows: [LatticeSpan]
    package let mode: ResizingMode
    /// Android's content (padding) box, in source pixels of the stripped image, when the file marks one.
    public let contentInsets: CapInsets?

    package init(
        image: RasterImage, columns: [LatticeSpan], rows: [LatticeSpan], mode: ResizingMode,
        contentInsets: CapInsets? = nil
    ) {
        self.image = image
        self.columns = columns
        self.rows = rows
        self.mode = mode
        self.contentInsets = contentInsets
    }

    /// `resizableImageWithCapInsets:resizingMode:`: insets in points; the part between the caps
    /// stretches or tiles. Insets must be finite, not negative, and fit inside the image.
    package init(image: RasterImage, capInsets c: CapInsets, mode: ResizingMode = .tile) throws {
        let values = [("top", c.top), ("left", c.left), ("bottom", c.bottom), ("right", c.right)]
        for (name, value) in values {
            guard value.isFinite else { throw ResizableImageError.capInsetNotFinite(name) }
            guard value >= 0 else { throw ResizableImageError.capInsetNegative(name, value) }
        }
        let size = image.size
        guard c.left + c.right <= size.width else {
            throw ResizableImageError.capsWiderThanImage(caps: c.left + c.right, width: size.width)
        }
        guard c.top + c.bottom <= size.height else {
            throw ResizableImageError.capsTallerThanImage(caps: c.top + c.bottom, height: size.height)
        }
        let s = Double(image.scale)
        func axis(_ a: Double, _ b: Double, _ total: Int) -> [LatticeSpan] {
            let first = min(total, Int(saturating: a * s, .toNearestOrAwayFromZero)), last = min(total - first, Int(saturating: b * s, .toNearestOrAwayFromZero))
            return [
                LatticeSpan(start: 0, length: first, stretchable: false),
                LatticeSpan(start: first, length: total - first - last, stretchable: true),
                LatticeSpan(start: total - last, length: last, stretchable: false),
            ]
        }
        self.init(
            image: image, columns: axis(c.left, c.right, image.pixelWidth),
            rows: axis(c.top, c.bottom, image.pixelHeight), mode: mode)
    }

    /// `stretchableImageWithLeftCapWidth:topCapHeight:` (points): the left cap is `leftCapWidth`,
    /// the one-point band after it stretches, and the right cap is the rest
    /// (`width − leftCapWidth − 1`); the same vertically. A cap of 0 makes that whole axis stretch.
    public init(image: RasterImage, leftCapWidth: Double, topCapHeight: Double) throws {
        let size = image.size
        for (name, value, limit) in [("leftCapWidth", leftCapWidth, size.width), ("topCapHeight", topCapHeight, size.height)] {
            guard value.isFinite, value >= 0 else { throw ResizableImageError.capWidthNotValid(name) }
            guard value == 0 || value + 1 <= limit else {
                throw ResizableImageError.noBandToStretch(name, value, extent: limit)
            }
        }
        let left = leftCapWidth, top = topCapHeight
        let right = left == 0 ? 0 : size.width - left - 1
        let bottom = top == 0 ? 0 : size.height - top - 1
        try self.init(image: image, capInsets: CapInsets(top: top, left: left, bottom: bottom, right: right), mode: .stretch)
    }

    /// Reads an Android nine-patch: a PNG with a one-pixel border whose opaque black pixels mark the
    /// stretchable ranges (top, left; several allowed) and the content box (bottom, right; one run
    /// each, optional). Every other border pixel must be fully transparent.
    public static func ninePatch(_ decoded: DecodedImage, scale: Int = 1, name: String) throws -> ResizableImage {
        let w = decoded.width, h = decoded.height
        guard w >= 3, h >= 3 else { throw ResizableImageError.ninePatchTooSmall(width: w, height: h) }
        func marker(_ x: Int, _ y: Int) throws -> Bool {
            let i = (y * w + x) * 4
            let p = Array(decoded.rgba[i..<(i + 4)])
            if p[3] == 0 { return false }
            if p == [0, 0, 0, 255] { return true }
            throw ResizableImageError.ninePatchMarker(x: x, y: y, rgba: p)
        }
        func runs(_ flags: [Bool]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start: Int?
            for (i, f) in flags.enumerated() {
                if f, start == nil { start = i }
                if !f, let s = start {
                    result.append(s..<i)
                    start = nil
                }
            }
            if let s = start { result.append(s..<flags.count) }
            return result
        }
        let top = try (1..<(w - 1)).map { try marker($0, 0) }
        let left = try (1..<(h - 1)).map { try marker(0, $0) }
        let bottom = try (1..<(w - 1)).map { try marker($0, h - 1) }
        let right = try (1..<(h - 1)).map { try marker(w - 1, $0) }
        let xRuns = runs(top), yRuns = runs(left)
        guard !xRuns.isEmpty else { throw ResizableImageError.ninePatchNoStretchMarker(edge: "top") }
        guard !yRuns.isEmpty else { throw ResizableImageError.ninePatchNoStretchMarker(edge: "left") }
        let xPad = runs(bottom), yPad = runs(right)
        guard xPad.count <= 1, yPad.count <= 1 else {
            throw ResizableImageError.ninePatchContentRuns
        }
        func spans(_ marked: [Range<Int>], _ total: Int) -> [LatticeSpan] {
            var result: [LatticeSpan] = []
            var cursor = 0
            for r in marked {
                if r.lowerBound > cursor { result.append(LatticeSpan(start: cursor, length: r.lowerBound - cursor, stretchable: false)) }
                result.append(LatticeSpan(start: r.lowerBound, length: r.count, stretchable: true))
                cursor = r.upperBound
            }
            if cursor < total { result.append(LatticeSpan(start: cursor, length: total - cursor, stretchable: false)) }
            return result
        }
        let iw = w - 2, ih = h - 2
        var inner = [UInt8](repeating: 0, count: iw * ih * 4)
        for y in 0..<ih {
            let from = ((y + 1) * w + 1) * 4
            inner.replaceSubrange((y * iw * 4)..<((y + 1) * iw * 4), with: decoded.rgba[from..<(from + iw * 4)])
        }
        let image = RasterImage(pixels: Framebuffer(width: iw, height: ih, straightRGBA: inner), scale: scale, name: name)
        var content: CapInsets?
        if let xr = xPad.first ?? xRuns.first, let yr = yPad.first ?? yRuns.first, !(xPad.isEmpty && yPad.isEmpty) {
            content = CapInsets(
                top: Double(yr.lowerBound), left: Double(xr.lowerBound),
                bottom: Double(ih - yr.upperBound), right: Double(iw - xr.upperBound))
        }
        return ResizableImage(
            image: image, columns: spans(xRuns, iw), rows: spans(yRuns, ih), mode: .stretch,
            contentInsets: content)
    }
}
