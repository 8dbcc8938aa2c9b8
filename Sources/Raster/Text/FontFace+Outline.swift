internal import CFreeType

extension FontFace {
    /// Glyph `glyph`'s outline as SVG path data in font units with y pointing down (`M`, `L`,
    /// `Q`, `C`, `Z`), unhinted as drawing uses it; empty for a glyph without one (a space) or one
    /// that cannot be loaded. Scale it by size ÷ ``unitsPerEm`` to place it at a pen position.
    package func outlinePath(_ glyph: UInt32) -> String {
        FontLibrary.shared.withFreeType {
            guard let face = ftFace else { return "" }
            let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
            guard FT_Load_Glyph(face, glyph, flags) == 0, face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return "" }
            var outline = face.pointee.glyph.pointee.outline
            var path = OutlinePath()
            var emitters = FT_Outline_Funcs(
                move_to: { to, user in OutlinePath.from(user).command("M", [to]) },
                line_to: { to, user in OutlinePath.from(user).command("L", [to]) },
                conic_to: { control, to, user in OutlinePath.from(user).command("Q", [control, to]) },
                cubic_to: { c1, c2, to, user in OutlinePath.from(user).command("C", [c1, c2, to]) },
                shift: 0, delta: 0)
            let status = withUnsafeMutablePointer(to: &path) { FT_Outline_Decompose(&outline, &emitters, $0) }
            guard status == 0 else { return "" }
            return path.finished
        }
    }
}

/// SVG path data built from FreeType's decomposition, one contour after another.
private struct OutlinePath {
    var data = ""
    var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlinePath> {
        user!.assumingMemoryBound(to: OutlinePath.self)
    }

    var finished: String { open ? data + "Z" : data }
}

extension UnsafeMutablePointer where Pointee == OutlinePath {
    /// Appends `letter` and its points (y negated); a move closes the contour before it.
    func command(_ letter: String, _ points: [UnsafePointer<FT_Vector>?]) -> Int32 {
        if letter == "M" {
            if pointee.open { pointee.data += "Z" }
            pointee.open = true
        }
        pointee.data += letter
        for (i, point) in points.enumerated() {
            guard let point else { return 1 }
            if i > 0 { pointee.data += " " }
            pointee.data += "\(point.pointee.x) \(-point.pointee.y)"
        }
        return 0
    }
}
