internal import CFreeType
import Foundation

/// An 8-bit coverage mask of one glyph, placed relative to its pen position in device pixels.
struct GlyphMask {
    let width: Int
    let height: Int
    /// Offset of the mask's top-left pixel from the (whole-pixel) pen position; y grows down.
    let left: Int
    let top: Int
    let coverage: [UInt8]
}

/// Rasterized glyphs, keyed by (face, pixel size, glyph, sub-pixel phase).
///
/// Hinting: none (`FT_LOAD_NO_HINTING`). Outlines are scaled exactly, like HarfBuzz's unhinted
/// advances the layout uses, and unhinted output is the most stable across FreeType versions.
/// Embedded bitmaps are ignored (`FT_LOAD_NO_BITMAP`), so CJK fonts draw outlines at every size.
/// Grayscale anti-aliasing (`FT_RENDER_MODE_NORMAL`, 256 levels). Pen positions are rounded to a
/// quarter pixel in x and y; each of the 4 × 4 phases is rendered from the outline moved by it.
final class GlyphCache: @unchecked Sendable {
    static let shared = GlyphCache()
    static let phases = 4

    struct Key: Hashable {
        let face: Int
        let size64: Int
        let glyph: UInt32
        let phaseX: Int
        let phaseY: Int
        /// How much wider and higher the outline is made, in 1/64 pixel (0: as designed).
        let embolden64: Int
    }

    private var masks: [Key: GlyphMask] = [:]
    private let library = FontLibrary.shared

    /// `embolden`: pixels added to the outline's width and height, half on each side (a stroke of
    /// that width drawn with the fill); 0 for the glyph as designed.
    func mask(face: FontFace, pixelSize: Double, glyph: UInt32, phaseX: Int, phaseY: Int, embolden: Double = 0) -> GlyphMask {
        let size64 = Int(saturating: pixelSize * 64, .toNearestOrAwayFromZero)
        let embolden64 = max(0, Int(saturating: embolden * 64, .toNearestOrAwayFromZero))
        let key = Key(face: face.id, size64: size64, glyph: glyph, phaseX: phaseX, phaseY: phaseY, embolden64: embolden64)
        return library.withFreeType {
            if let cached = masks[key] { return cached }
            guard let ftFace = face.ftFace else { return GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: []) }
            let mask = render(face: ftFace, size64: size64, glyph: glyph, phaseX: phaseX, phaseY: phaseY, embolden64: embolden64)
            masks[key] = mask
            return mask
        }
    }

    private func render(face: FT_Face, size64: Int, glyph: UInt32, phaseX: Int, phaseY: Int, embolden64: Int) -> GlyphMask {
        let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return empty }
        // FreeType's y axis points up: moving the glyph down by a phase is a negative delta.
        var delta = FT_Vector(x: FT_Pos(phaseX * 64 / GlyphCache.phases), y: FT_Pos(-phaseY * 64 / GlyphCache.phases))
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0 else { return empty }
        if embolden64 > 0, face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            guard FT_Outline_Embolden(&face.pointee.glyph.pointee.outline, FT_Pos(embolden64)) == 0 else { return empty }
        }
        guard FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0 else { return empty }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        let pitch = Int(bitmap.pitch)
        for y in 0..<height {
            let row = pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch
            for x in 0..<width { coverage[y * width + x] = buffer[row + x] }
        }
        return GlyphMask(width: width, height: height, left: Int(slot.bitmap_left), top: -Int(slot.bitmap_top),
                         coverage: coverage)
    }
}
