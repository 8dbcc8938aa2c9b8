internal import CFreeType
internal import CHarfBuzz

/// One face of a font file. Faces are shared and never closed while the process runs; get them
/// from ``FontLibrary``.
///
/// A face has two sides, opened separately because they cost very different amounts:
/// - the **shaping side**, in HarfBuzz: which characters it has (its cmap), its hhea metrics and
///   the shaping itself. HarfBuzz maps the file and reads tables only when asked, so this is cheap.
/// - the **drawing side**, in FreeType: glyph outlines for rasterizing, and the face's names.
///   FreeType reads much more when it opens a face; for the 19 MB CJK collection that is longer
///   than laying out and drawing a whole Latin control.
///
/// A face of the default chain after the first is *deferred*: neither side opens until something
/// asks about it, usually whether it has a glyph a face before it lacks. Its drawing side can then
/// open on another thread while the caller shapes and draws other text
/// (``beginOpeningOutlines()``); whoever first needs an outline waits for it. A deferred face
/// whose shaping side fails to open has no glyphs (text falls through to the next face); one whose
/// drawing side fails draws nothing. Either failure is reported as its ``version``.
///
/// Every other face opens both sides at once, so a font file a config names is checked when the
/// config is loaded.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// A small number unique to this face in this process, used in glyph-cache keys.
    public let id: Int
    /// The font file.
    public let path: String
    /// The face's index in a collection file (0 for a single-face file).
    public let index: Int

    private unowned let library: FontLibrary
    // Each is set once, under the library's lock, and read only through the properties below.
    private var shapingState: ShapingSide?
    private var drawingState: DrawingSide?
    private var pendingDrawing: BackgroundValue<DrawingSide>?

    /// What HarfBuzz knows of the face. One that failed to open has no font and `failure` set.
    struct ShapingSide {
        var hbFont: OpaquePointer?
        var unitsPerEm = 1000
        /// hhea ascender, descender and line gap in font units; nil when the face has no hhea.
        var hhea: (ascender: Int, descender: Int, lineGap: Int)?
        var failure: FontError?
    }

    /// What FreeType knows of the face. One that failed to open has no face and `failure` set.
    struct DrawingSide {
        var ftFace: FT_Face?
        var familyName = ""
        var styleName = ""
        /// Ascender, descender and line gap FreeType derives when a face has no hhea table.
        var derivedMetrics = (ascender: 0, descender: 0, lineGap: 0)
        /// The box every glyph fits in (the head table's), font units, y up.
        var glyphBox = (xMin: 0, yMin: 0, xMax: 0, yMax: 0)
        var failure: FontError?
    }

    /// A face with neither side open yet (``FontLibrary`` opens it, now or on demand).
    init(id: Int, path: String, index: Int, library: FontLibrary) {
        self.id = id
        self.path = path
        self.index = index
        self.library = library
    }

    var shaping: ShapingSide {
        library.withFreeType {
            if let shapingState { return shapingState }
            let opened = Self.shapingSide(path: path, index: index)
            shapingState = opened
            return opened
        }
    }

    var drawing: DrawingSide {
        library.withFreeType {
            if let drawingState { return drawingState }
            // Waiting holds the lock, which the background open never takes.
            let opened = pendingDrawing?.value ?? Self.drawingSide(path: path, index: index, in: library.freeType)
            drawingState = opened
            pendingDrawing = nil
            return opened
        }
    }

    /// Starts opening the drawing side on another thread, with a FreeType library of its own, unless
    /// it is open or opening already. Returns at once; the first outline asked for waits for it.
    ///
    /// That thread opens outlines only. The caller shapes with the face straight away, so it loads
    /// HarfBuzz's substitution and positioning tables itself; loading them on this thread as well
    /// only held the outlines back (about 0.2 ms for the CJK face, which the caller then waited
    /// for before drawing).
    public func beginOpeningOutlines() {
        library.withFreeType {
            guard drawingState == nil, pendingDrawing == nil else { return }
            let path = self.path, index = self.index
            pendingDrawing = BackgroundValue {
                var ownLibrary: FT_Library?
                FT_Init_FreeType(&ownLibrary)
                return Self.drawingSide(path: path, index: index, in: ownLibrary)
            }
        }
    }

    /// Whether the shaping side has been opened (or tried).
    var isOpenForShaping: Bool { library.withFreeType { shapingState != nil } }
    /// Whether the drawing side has been opened (or tried), or is opening on another thread.
    var isOpeningOutlines: Bool { library.withFreeType { drawingState != nil || pendingDrawing != nil } }

    /// Opens both sides now (the drawing side first); throws the first failure.
    func open() throws {
        if let failure = drawing.failure { throw failure }
        if let failure = shaping.failure { throw failure }
    }

    var ftFace: FT_Face? { drawing.ftFace }
    /// The box every glyph of the face fits in, font units, y up.
    var glyphBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int) { drawing.glyphBox }
    var hbFont: OpaquePointer? { shaping.hbFont }

    /// The family, as the font names it.
    public var familyName: String { drawing.familyName }
    /// The style ("Regular", "Bold"), as the font names it.
    public var styleName: String { drawing.styleName }
    /// Design units per em: outlines and metrics are in these.
    public var unitsPerEm: Int { shaping.unitsPerEm }
    /// hhea ascender, descender (negative below the baseline) and line gap, in font units.
    public var ascender: Int { metrics.ascender }
    /// How far below the baseline the font descends, in design units (negative).
    public var descender: Int { metrics.descender }
    /// Extra space between lines, in design units.
    public var lineGap: Int { metrics.lineGap }

    private var metrics: (ascender: Int, descender: Int, lineGap: Int) {
        shaping.hhea ?? drawing.derivedMetrics
    }

    /// The font's version string (name ID 5), for recording which fonts goldens were made with;
    /// read when asked, since only golden environments want it.
    public var version: String {
        library.withFreeType {
            if let failure = shaping.failure ?? drawing.failure { return "unreadable: \(failure)" }
            guard let face = drawing.ftFace else { return "unknown" }
            return Self.nameEntry(face, nameID: 5) ?? "unknown"
        }
    }

    /// The face's weight class (OS/2 `usWeightClass`: 400 regular, 600 semibold, 700 bold), as
    /// HarfBuzz reads it, kept to OS/2's 1–1000; 400 when the face cannot be read.
    public var weight: Int {
        library.withFreeType {
            guard let font = shaping.hbFont else { return 400 }
            let value = hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)
            // A font file is input too: whatever it claims, stay in OS/2's range.
            return value.isFinite ? min(max(Int(saturating: Double(value), .toNearestOrAwayFromZero), 1), 1000) : 400
        }
    }

    /// Whether the face has a glyph for `scalar`: its cmap, as HarfBuzz reads it for shaping, maps
    /// it to something other than .notdef.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        library.withFreeType {
            guard let font = shaping.hbFont else { return false }
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0
        }
    }

    public var description: String { "\(familyName) \(styleName) (\(path)#\(index))" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The shaping side, or one that records why it failed to open.
    private static func shapingSide(path: String, index: Int) -> ShapingSide {
        do throws(FontError) { return try openShapingSide(path: path, index: index) } catch { return ShapingSide(failure: error) }
    }

    /// The drawing side, or one that records why it failed to open.
    private static func drawingSide(path: String, index: Int, in library: FT_Library?) -> DrawingSide {
        do throws(FontError) { return try openDrawingSide(path: path, index: index, in: library) } catch { return DrawingSide(failure: error) }
    }
}
