internal import CFreeType
internal import CHarfBuzz

/// One face of a font file, open in FreeType (for rasterizing) and HarfBuzz (for shaping), with
/// the hhea metrics iOS uses for line height. Faces are shared and never closed while the process
/// runs; get them from ``FontLibrary``.
///
/// A face of the default chain after the first is *deferred*: its file is opened the first time
/// something asks about it, usually whether it has a glyph a face before it lacks. Opening the CJK
/// face costs more than laying out and drawing a whole Latin control, and most titles never reach
/// it. A deferred face that then fails to open has no glyphs (text falls through to the next face)
/// and reports the failure as its ``version``.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// A small number unique to this face in this process, used in glyph-cache keys.
    public let id: Int
    public let path: String
    public let index: Int

    private unowned let library: FontLibrary
    /// Set once, under the library's lock; read only through ``opened``.
    private var state: Opened?

    /// What an open face knows. A face that failed to open has no handles and `failure` set.
    struct Opened {
        var ftFace: FT_Face?
        var hbFont: OpaquePointer?
        var familyName = ""
        var styleName = ""
        var unitsPerEm = 1000
        var ascender = 0
        var descender = 0
        var lineGap = 0
        var failure: FontError?
    }

    /// An open face (from ``FontLibrary/face(path:index:)``).
    init(id: Int, path: String, index: Int, library: FontLibrary, opened: Opened) {
        self.id = id
        self.path = path
        self.index = index
        self.library = library
        self.state = opened
    }

    /// A deferred face: nothing is read until it is first asked about.
    init(id: Int, path: String, index: Int, deferredIn library: FontLibrary) {
        self.id = id
        self.path = path
        self.index = index
        self.library = library
    }

    var opened: Opened {
        library.withFreeType {
            if let state { return state }
            let opened: Opened
            do { opened = try library.open(path: path, index: index) } catch let error as FontError {
                opened = Opened(failure: error)
            } catch {
                opened = Opened(failure: .unreadableFile(path, reason: "\(error)"))
            }
            state = opened
            return opened
        }
    }

    /// Whether the face's file has been opened (or tried).
    var isOpen: Bool { library.withFreeType { state != nil } }

    /// Opens a deferred face now; throws if it cannot be read.
    func open() throws {
        if let failure = opened.failure { throw failure }
    }

    var ftFace: FT_Face? { opened.ftFace }
    var hbFont: OpaquePointer? { opened.hbFont }

    public var familyName: String { opened.familyName }
    public var styleName: String { opened.styleName }
    public var unitsPerEm: Int { opened.unitsPerEm }
    /// hhea ascender, descender (negative below the baseline) and line gap, in font units.
    public var ascender: Int { opened.ascender }
    public var descender: Int { opened.descender }
    public var lineGap: Int { opened.lineGap }

    /// The font's version string (name ID 5), for recording which fonts goldens were made with;
    /// read when asked, since only golden environments want it.
    public var version: String {
        library.withFreeType {
            let opened = self.opened
            if let failure = opened.failure { return "unreadable: \(failure)" }
            guard let face = opened.ftFace else { return "unknown" }
            return FontFace.nameEntry(face, nameID: 5) ?? "unknown"
        }
    }

    /// Whether the face has a glyph for `scalar` (its cmap maps it to something other than .notdef).
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        library.withFreeType {
            guard let face = opened.ftFace else { return false }
            return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
        }
    }

    public var description: String { "\(familyName) \(styleName) (\(path)#\(index))" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The metrics and names of a face FreeType has just opened.
    static func describe(_ ftFace: FT_Face, hbFont: OpaquePointer) -> Opened {
        var opened = Opened(ftFace: ftFace, hbFont: hbFont)
        opened.familyName = ftFace.pointee.family_name.map { String(cString: $0) } ?? ""
        opened.styleName = ftFace.pointee.style_name.map { String(cString: $0) } ?? ""
        opened.unitsPerEm = Int(ftFace.pointee.units_per_EM)
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            opened.ascender = Int(hhea.Ascender)
            opened.descender = Int(hhea.Descender)
            opened.lineGap = Int(hhea.Line_Gap)
        } else {
            opened.ascender = Int(ftFace.pointee.ascender)
            opened.descender = Int(ftFace.pointee.descender)
            opened.lineGap = max(0, Int(ftFace.pointee.height) - opened.ascender + opened.descender)
        }
        return opened
    }

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
