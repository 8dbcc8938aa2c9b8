/// Vector export: a display list as an SVG document, drawn by any browser or design tool at any
/// size. Every command becomes an SVG element — rectangles, rounded rectangles and polygons as
/// shapes and paths, gradients as `linearGradient`, masks as `mask`, layers as groups with
/// opacity, shadows as blur filters, images as embedded PNGs — and text either as glyph outlines
/// from the fonts we drew with (``SVGText/outlines``: the file looks the same without those fonts)
/// or as `<text>` (``SVGText/live``: editable, drawn with the viewer's fonts).
public enum SVG {
    /// The document for `list`, `scale` pixels a point wide and high (its `viewBox` is in points).
    /// The same list gives the same text.
    public static func document(_ list: DisplayList, scale: Double, text: SVGText = .outlines) throws -> String {
        var writer = SVGWriter(width: list.width, height: list.height, scale: max(1, scale), text: text)
        var body = ""
        try writer.emit(list.commands, into: &body, maskMode: false)
        return writer.finish(body: body)
    }

    /// `raw` with XML's special characters escaped, for text and attribute values; the code points
    /// XML 1.0 cannot hold (its `Char` production: C0 controls but tab, LF and CR; U+FFFE and
    /// U+FFFF; surrogates, which a Swift string never holds) are left out.
    package static func escaped(_ raw: String) -> String {
        var out = ""
        for c in raw.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 cannot hold most control characters at all.
                if c.value < 0x20 && c != "\t" && c != "\n" && c != "\r" { continue }
                if c.value == 0xFFFE || c.value == 0xFFFF { continue }
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

/// How an SVG carries text.
public enum SVGText: String, Sendable, CaseIterable {
    /// Each glyph's outline as a path (defined once, placed with `<use>`): no font needed to view it.
    case outlines
    /// `<text>` in the fonts' family names: selectable and editable, drawn with the viewer's fonts.
    case live
}

/// What goes wrong writing an SVG: the SVG stage's one error type.
public enum SVGError: Error, Equatable, CustomStringConvertible {
    /// An image could not be encoded as PNG for embedding (its name and why).
    case image(name: String, reason: String)

    public var description: String {
        switch self {
        case .image(let name, let reason): return "the image \(name) could not be embedded in the SVG: \(reason)"
        }
    }
}
