internal import CFreeType
internal import CHarfBuzz
import Glibc

extension FontFace {
    /// Opens the face in HarfBuzz: HarfBuzz maps the file and reads a table only when asked.
    static func openShapingSide(path: String, index: Int) throws(FontError) -> ShapingSide {
        guard isRegularFile(path) else { throw .missingFile(path) }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadableFile(path, reason: "HarfBuzz could not open it")
        }
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        defer { hb_face_destroy(hbFace) }
        let upem = hb_face_get_upem(hbFace)
        guard hb_face_get_glyph_count(hbFace) > 0, upem > 0, let hbFont = hb_font_create(hbFace) else {
            throw .unreadableFile(path, reason: "HarfBuzz found no usable face")
        }
        // Shaping happens in font units: HarfBuzz's scale is unitsPerEm, with no hinting.
        hb_font_set_scale(hbFont, Int32(clamping: upem), Int32(clamping: upem))
        return ShapingSide(hbFont: hbFont, unitsPerEm: Int(upem), hhea: horizontalHeader(hbFace))
    }

    /// The hhea table's ascender, descender and line gap (big-endian Int16s at bytes 4, 6 and 8),
    /// read as iOS reads them for line height; nil when the face has no hhea table.
    private static func horizontalHeader(_ face: OpaquePointer?) -> (ascender: Int, descender: Int, lineGap: Int)? {
        let tag = hb_tag_t(0x6868_6561)  // 'hhea'
        let blob = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 10 else { return nil }
        func int16(at offset: Int) -> Int {
            Int(Int16(bitPattern: UInt16(UInt8(bitPattern: data[offset])) << 8 | UInt16(UInt8(bitPattern: data[offset + 1]))))
        }
        return (int16(at: 4), int16(at: 6), int16(at: 8))
    }

    /// Opens the face in FreeType, through `library` (which only one thread may use at a time to
    /// open faces); it must have scalable outlines.
    static func openDrawingSide(path: String, index: Int, in library: FT_Library?) throws(FontError) -> DrawingSide {
        guard isRegularFile(path) else { throw .missingFile(path) }
        InputFiles.note(path: path)
        var face: FT_Face?
        let status = FT_New_Face(library, path, FT_Long(index), &face)
        guard status == 0, let face else { throw .unreadableFile(path, reason: "FreeType error \(status)") }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            throw .unreadableFile(path, reason: "it has no scalable outlines")
        }
        var side = DrawingSide(ftFace: face)
        side.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        side.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        let ascender = Int(face.pointee.ascender), descender = Int(face.pointee.descender)
        side.derivedMetrics = (ascender, descender, max(0, Int(face.pointee.height) - ascender + descender))
        let box = face.pointee.bbox
        side.glyphBox = (Int(box.xMin), Int(box.yMin), Int(box.xMax), Int(box.yMax))
        return side
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The first English (or any) entry of a name-table ID, decoded from UTF-16BE or ASCII.
    static func nameEntry(_ face: FT_Face, nameID: UInt16) -> String? {
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
