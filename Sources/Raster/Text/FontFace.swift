internal import CFreeType
internal import CHarfBuzz

/// One face of a font file, open in FreeType (for rasterizing) and HarfBuzz (for shaping), with
/// the hhea metrics iOS uses for line height. Faces are shared and never closed while the process
/// runs; get them from ``FontLibrary``.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// A small number unique to this face in this process, used in glyph-cache keys.
    public let id: Int
    public let path: String
    public let index: Int
    public let familyName: String
    public let styleName: String
    public let unitsPerEm: Int
    /// hhea ascender, descender (negative below the baseline) and line gap, in font units.
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// The font's version string (name ID 5), for recording which fonts goldens were made with.
    public let version: String

    let ftFace: FT_Face
    let hbFont: OpaquePointer

    init(id: Int, path: String, index: Int, ftFace: FT_Face, hbFont: OpaquePointer) {
        self.id = id
        self.path = path
        self.index = index
        self.ftFace = ftFace
        self.hbFont = hbFont
        familyName = ftFace.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = ftFace.pointee.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Int(ftFace.pointee.units_per_EM)
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Int(hhea.Ascender)
            descender = Int(hhea.Descender)
            lineGap = Int(hhea.Line_Gap)
        } else {
            ascender = Int(ftFace.pointee.ascender)
            descender = Int(ftFace.pointee.descender)
            lineGap = max(0, Int(ftFace.pointee.height) - ascender + descender)
        }
        version = FontFace.nameEntry(ftFace, nameID: 5) ?? "unknown"
    }

    /// Whether the face has a glyph for `scalar` (its cmap maps it to something other than .notdef).
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        FontLibrary.shared.withFreeType { FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)) != 0 }
    }

    public var description: String { "\(familyName) \(styleName) (\(path)#\(index))" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The first English (or any) entry of a name-table ID, decoded from UTF-16BE or ASCII.
    private static func nameEntry(_ face: FT_Face, nameID: UInt16) -> String? {
        var best: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &name) == 0, name.name_id == nameID, let bytes = name.string else { continue }
            let data = Array(UnsafeBufferPointer(start: bytes, count: Int(name.string_len)))
            let text: String
            if name.platform_id == 3 || name.platform_id == 0 {
                var units: [UInt16] = []
                for k in stride(from: 0, to: data.count - 1, by: 2) { units.append(UInt16(data[k]) << 8 | UInt16(data[k + 1])) }
                text = String(decoding: units, as: UTF16.self)
            } else {
                text = String(decoding: data, as: UTF8.self)
            }
            if name.platform_id == 3 && name.language_id == 0x409 { return text }
            if best == nil { best = text }
        }
        return best
    }
}
