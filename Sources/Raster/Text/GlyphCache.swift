internal import CFreeType
import FoundationEssentials
import Glibc

/// An 8-bit coverage mask of one glyph, placed relative to its pen position in device pixels.
struct GlyphMask {
    let width: Int
    let height: Int
    /// Offset of the mask's top-left pixel from the (whole-pixel) pen position; y grows down.
    let left: Int
    let top: Int
    let coverage: [UInt8]

    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

/// Rasterized glyphs, keyed by (face, pixel size, glyph, sub-pixel phase).
///
/// Hinting: none (`FT_LOAD_NO_HINTING`). Outlines are scaled exactly, like HarfBuzz's unhinted
/// advances the layout uses, and unhinted output is the most stable across FreeType versions.
/// Embedded bitmaps are ignored (`FT_LOAD_NO_BITMAP`), so CJK fonts draw outlines at every size.
/// Grayscale anti-aliasing (`FT_RENDER_MODE_NORMAL`, 256 levels). Pen positions are rounded to a
/// quarter pixel in x and y; each of the 4 × 4 phases is rendered from the outline moved by it.
///
/// Memory is bounded: the cache holds at most ``byteBudget`` bytes of masks, grouped by face and
/// size; past the budget the groups used longest ago go first (a zoom animation's sizes, each used
/// on one frame, rather than the titles' own), and a cache never changes a result. A mask over
/// ``largestCached`` bytes is never kept, and a glyph larger than ``clippedAbove`` pixels a side is
/// rasterized only where it meets the canvas
/// (``clippedMask(face:pixelSize:glyph:phaseX:phaseY:embolden:pen:window:)``), uncached.
final class GlyphCache: @unchecked Sendable {
    static let shared = GlyphCache()
    static let phases = 4
    static let byteBudget = 2 << 20
    static let largestCached = 1 << 20
    static let clippedAbove = 2_048

    struct Key: Hashable {
        let face: Int
        let size64: Int
        let glyph: UInt32
        let phaseX: Int
        let phaseY: Int
        /// How much wider and higher the outline is made, in 1/64 pixel (0: as designed).
        let embolden64: Int
    }

    /// One face at one size (and thickening): what a group of masks shares.
    struct SizeKey: Hashable {
        let face: Int
        let size64: Int
        let embolden64: Int
    }

    /// A group's bookkeeping: its masks' keys and bytes, and when it was last used.
    private struct Group {
        var keys: [Key] = []
        var bytes = 0
        var lastUse = 0
    }

    /// Every kept mask, found with one lookup (the hit path is most of a frame's text).
    private var masks: [Key: GlyphMask] = [:]
    private var groups: [SizeKey: Group] = [:]
    /// The group of the previous lookup: consecutive lookups in one group (a title's glyphs)
    /// change no group's order, so only a change of group is written down.
    private var lastGroup: SizeKey?
    private var bytes = 0
    private var clock = 0
    private let library = FontLibrary.shared

    /// How many bytes of masks are kept now (for tests).
    var cachedBytes: Int { library.withFreeType { bytes } }

    /// Forgets every mask (for tests that count what is rasterized).
    func clearForTests() {
        library.withFreeType {
            groups.removeAll()
            masks.removeAll()
            lastGroup = nil
            bytes = 0
        }
    }

    /// `embolden`: pixels added to the outline's width and height, half on each side (a stroke of
    /// that width drawn with the fill); 0 for the glyph as designed.
    func mask(face: FontFace, pixelSize: Double, glyph: UInt32, phaseX: Int, phaseY: Int, embolden: Double = 0) -> GlyphMask {
        let size64 = Int(saturating: pixelSize * 64, .toNearestOrAwayFromZero)
        let embolden64 = max(0, Int(saturating: embolden * 64, .toNearestOrAwayFromZero))
        let key = Key(face: face.id, size64: size64, glyph: glyph, phaseX: phaseX, phaseY: phaseY, embolden64: embolden64)
        let group = SizeKey(face: face.id, size64: size64, embolden64: embolden64)
        return library.withFreeType {
            if lastGroup != group {
                clock += 1
                groups[group]?.lastUse = clock
                lastGroup = group
            }
            if let cached = masks[key] { return cached }
            guard let ftFace = face.ftFace, load(ftFace, size64: size64, glyph: glyph, phaseX: phaseX, phaseY: phaseY, embolden64: embolden64),
                FT_Render_Glyph(ftFace.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0
            else { return .empty }
            let slot = ftFace.pointee.glyph.pointee
            let mask = copy(slot.bitmap, left: Int(slot.bitmap_left), top: -Int(slot.bitmap_top))
            if mask.coverage.count <= Self.largestCached {
                makeRoom(for: mask.coverage.count, keeping: group)
                masks[key] = mask
                groups[group, default: Group()].keys.append(key)
                groups[group]!.bytes += mask.coverage.count
                groups[group]!.lastUse = clock
                bytes += mask.coverage.count
            }
            return mask
        }
    }

    /// The part of a glyph inside `window` (device pixels) for a pen at `pen` (whole pixels): the
    /// outline moved by whole pixels into a bitmap the window's size, so coverage is exactly that
    /// of the whole glyph there, at the cost of the window only. Never cached.
    func clippedMask(
        face: FontFace, pixelSize: Double, glyph: UInt32, phaseX: Int, phaseY: Int, embolden: Double,
        pen: (x: Int, y: Int), window: PixelBox
    ) -> GlyphMask {
        guard !window.isEmpty else { return .empty }
        let size64 = Int(saturating: pixelSize * 64, .toNearestOrAwayFromZero)
        let embolden64 = max(0, Int(saturating: embolden * 64, .toNearestOrAwayFromZero))
        return library.withFreeType {
            guard let ftFace = face.ftFace, let library = library.freeType,
                load(ftFace, size64: size64, glyph: glyph, phaseX: phaseX, phaseY: phaseY, embolden64: embolden64),
                ftFace.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else { return .empty }
            var outline = ftFace.pointee.glyph.pointee.outline
            // Outline y points up from the pen; the bitmap's bottom edge is the window's bottom.
            FT_Outline_Translate(&outline, FT_Pos((pen.x - window.x0) * 64), FT_Pos((window.y1 - pen.y) * 64))
            var coverage = [UInt8](repeating: 0, count: window.width * window.height)
            let ok = coverage.withUnsafeMutableBufferPointer { buffer -> Bool in
                var bitmap = FT_Bitmap()
                bitmap.rows = UInt32(window.height)
                bitmap.width = UInt32(window.width)
                bitmap.pitch = Int32(window.width)
                bitmap.buffer = buffer.baseAddress
                bitmap.num_grays = 256
                bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                return FT_Outline_Get_Bitmap(library, &outline, &bitmap) == 0
            }
            guard ok else { return .empty }
            return GlyphMask(width: window.width, height: window.height, left: window.x0 - pen.x, top: window.y0 - pen.y, coverage: coverage)
        }
    }

    /// Drops the groups used longest ago until `count` more bytes fit the budget (never `keeping`).
    private func makeRoom(for count: Int, keeping: SizeKey) {
        guard bytes + count > Self.byteBudget else { return }
        for (key, group) in groups.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where key != keeping {
            groups[key] = nil
            for dropped in group.keys { masks[dropped] = nil }
            bytes -= group.bytes
            if bytes + count <= Self.byteBudget { return }
        }
    }

    /// Loads `glyph` into the face's slot at the size and phase (and thickened), holding the lock.
    private func load(_ face: FT_Face, size64: Int, glyph: UInt32, phaseX: Int, phaseY: Int, embolden64: Int) -> Bool {
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return false }
        // FreeType's y axis points up: moving the glyph down by a phase is a negative delta.
        var delta = FT_Vector(x: FT_Pos(phaseX * 64 / GlyphCache.phases), y: FT_Pos(-phaseY * 64 / GlyphCache.phases))
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0 else { return false }
        if embolden64 > 0, face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            guard FT_Outline_Embolden(&face.pointee.glyph.pointee.outline, FT_Pos(embolden64)) == 0 else { return false }
        }
        return true
    }

    /// A rendered bitmap as a mask, rows top first.
    private func copy(_ bitmap: FT_Bitmap, left: Int, top: Int) -> GlyphMask {
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        let pitch = Int(bitmap.pitch)
        for y in 0..<height {
            let row = pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch
            for x in 0..<width { coverage[y * width + x] = buffer[row + x] }
        }
        return GlyphMask(width: width, height: height, left: left, top: top, coverage: coverage)
    }
}
