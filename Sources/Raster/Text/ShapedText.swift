internal import CHarfBuzz

/// Vertical metrics of a line of text in points, as iOS computes them from hhea tables.
package struct LineMetrics: Hashable, Sendable {
    /// Largest ascender among the faces the text uses.
    public var ascent: Double
    /// Largest |descender| among the faces the text uses.
    public var descent: Double
    /// Largest line gap among the faces the text uses.
    public var lineGap: Double
    /// |descender| of the chain's primary face (HMSegmentedControl adds it to the title height).
    public var primaryDescent: Double

    /// `ascent + descent + lineGap`, as CoreText gives a line's height.
    public var lineHeight: Double { ascent + descent + lineGap }
}

/// One run of glyphs shaped with one face. Advances and offsets are in font units (HarfBuzz at
/// scale = unitsPerEm, unhinted), so they scale exactly to any size.
package struct GlyphRun: Sendable, Hashable {
    public let face: FontFace
    public var glyphs: [UInt32] = []
    public var xAdvances: [Int32] = []
    public var xOffsets: [Int32] = []
    public var yOffsets: [Int32] = []
    /// Sum of the advances in font units, and the face's units per em: kept at shaping, since
    /// measuring reads them for every title of every state and each read of the face takes the
    /// font library's lock.
    public private(set) var advanceUnits = 0
    public private(set) var unitsPerEm = 1000
    /// The leftmost and rightmost glyph position (pen plus x offset) from the run's start, font
    /// units: with the face's glyph box, how far the run's ink can reach (``ShapedText/inkExtent``).
    public private(set) var penExtent = (min: 0, max: 0)

    init(face: FontFace) {
        self.face = face
        unitsPerEm = face.unitsPerEm
    }

    /// Notes the advances' sum once every glyph is in.
    mutating func finish() {
        var pen = 0, low = Int.max, high = Int.min
        for (advance, offset) in zip(xAdvances, xOffsets) {
            low = min(low, pen + Int(offset))
            high = max(high, pen + Int(offset))
            pen += Int(advance)
        }
        advanceUnits = pen
        penExtent = low <= high ? (low, high) : (0, 0)
    }

    package static func == (a: GlyphRun, b: GlyphRun) -> Bool {
        a.face == b.face && a.glyphs == b.glyphs && a.xAdvances == b.xAdvances && a.xOffsets == b.xOffsets && a.yOffsets == b.yOffsets
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(glyphs)
        hasher.combine(xAdvances)
        hasher.combine(xOffsets)
        hasher.combine(yOffsets)
    }
}

/// A face's vertical metrics in its own units, read once (``ShapedText/faceUnits``).
package struct FaceUnits: Sendable, Hashable {
    var ascender: Int, descender: Int, lineGap: Int, unitsPerEm: Int

    init(_ face: FontFace) {
        (ascender, descender, lineGap, unitsPerEm) = (face.ascender, face.descender, face.lineGap, face.unitsPerEm)
    }
}

/// A string shaped into runs of glyphs through a ``FontChain``, independent of size.
public struct ShapedText: Sendable, Hashable {
    /// The string shaped.
    public let text: String
    /// The fonts it was shaped with.
    public let chain: FontChain
    package let runs: [GlyphRun]
    /// The faces the runs use (the primary alone when there are none), then the primary, in font
    /// units: what ``metrics(atSize:)`` scales, read once at shaping.
    let faceUnits: [FaceUnits]
    let primaryUnits: FaceUnits
    /// Letter spacing, in ems: added after every glyph, the first glyph moved on by half of it (as
    /// Android's text layout spaces letters). 0 unless ``tracked(_:)`` gave it.
    public private(set) var tracking = 0.0
    /// How many glyphs the runs hold: what tracking is added for.
    var glyphCount: Int { runs.reduce(0) { $0 + $1.glyphs.count } }

    /// The same shaping with `em` of letter spacing (no reshaping).
    public func tracked(_ em: Double) -> ShapedText {
        var copy = self
        copy.tracking = em.isFinite ? em : 0
        return copy
    }

    /// Shapes `text`: grapheme clusters are given faces by the chain and embedding levels by the
    /// Unicode Bidirectional Algorithm (``Bidi``); consecutive clusters with the same face and
    /// level form a run, HarfBuzz shapes each run (kerning, ligatures, Arabic joining; right to left
    /// at odd levels), and the runs are laid out in visual order.
    ///
    /// Shaping depends only on the text and the chain, never on the size, so results are kept
    /// (``ShapedTextCache``): every state of a control, every frame of an animation and every
    /// candidate of a truncation shapes each string once per process.
    public init(_ text: String, chain: FontChain) {
        if let cached = ShapedTextCache.shared.value(for: text, chain: chain) {
            self = cached
            return
        }
        self.init(shaping: text, chain: chain)
        ShapedTextCache.shared.store(self)
    }

    /// Shapes without looking in or filling the cache (for tests that compare the two).
    init(uncached text: String, chain: FontChain) {
        self.init(shaping: text, chain: chain)
    }

    private init(shaping text: String, chain: FontChain) {
        self.text = text
        self.chain = chain
        let scalarLevels = Bidi.levels(of: text)
        var logical: [(text: String, face: FontFace, level: UInt8)] = []
        var scalarIndex = 0
        for cluster in text {
            let face = chain.face(for: cluster)
            let level = scalarLevels.isEmpty ? 0 : scalarLevels[scalarIndex]
            scalarIndex += cluster.unicodeScalars.count
            if let last = logical.last, last.face == face, last.level == level {
                logical[logical.count - 1].text.append(cluster)
            } else {
                logical.append((String(cluster), face, level))
            }
        }
        let order = Bidi.visualOrder(logical.map(\.level))
        self.runs = order.map { ShapedText.shape(logical[$0].text, face: logical[$0].face, rightToLeft: logical[$0].level % 2 == 1) }
        primaryUnits = FaceUnits(chain.primary)
        faceUnits = runs.isEmpty ? [primaryUnits] : runs.map { FaceUnits($0.face) }
    }

    private static func shape(_ text: String, face: FontFace, rightToLeft: Bool) -> GlyphRun {
        var run = GlyphRun(face: face)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) {
                hb_buffer_add_utf8(buffer, $0, Int32(p.count), 0, Int32(p.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        if rightToLeft { hb_buffer_set_direction(buffer, HB_DIRECTION_RTL) }
        guard let font = face.hbFont else { return run }
        FontLibrary.shared.withFreeType { hb_shape(font, buffer, nil, 0) }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        for i in 0..<Int(count) {
            run.glyphs.append(infos![i].codepoint)
            run.xAdvances.append(positions![i].x_advance)
            run.xOffsets.append(positions![i].x_offset)
            run.yOffsets.append(positions![i].y_offset)
        }
        run.finish()
        return run
    }

    /// The exact advance width at `size` points: Σ advances × size / unitsPerEm, face by face,
    /// plus the letter spacing of every glyph.
    public func advance(atSize size: Double) -> Double {
        let spacing = tracking == 0 ? 0 : Double(glyphCount) * tracking * size
        return runs.reduce(spacing) { $0 + Double($1.advanceUnits) * size / Double($1.unitsPerEm) }
    }

    /// The width HMSegmentedControl lays out with: the exact advance, rounded up to a whole point.
    /// (A sum within 1e-9 of a whole number counts as that number, so float noise cannot add a point.)
    public func layoutWidth(atSize size: Double) -> Double {
        let exact = advance(atSize: size)
        return (exact - 1e-9).rounded(.up)
    }

    /// Line metrics at `size`: each the largest among the faces used (the primary face when empty).
    package func metrics(atSize size: Double) -> LineMetrics {
        func scaled(_ units: Int, _ face: FaceUnits) -> Double { Double(units) * size / Double(face.unitsPerEm) }
        return LineMetrics(
            ascent: faceUnits.map { scaled($0.ascender, $0) }.max()!,
            descent: faceUnits.map { scaled(abs($0.descender), $0) }.max()!,
            lineGap: faceUnits.map { scaled($0.lineGap, $0) }.max()!,
            primaryDescent: scaled(abs(primaryUnits.descender), primaryUnits))
    }
}

extension ShapedText {
    /// This text cut at the tail to fit `width` points at `size`, as UIKit's `byTruncatingTail` does:
    /// the longest prefix of whole grapheme clusters (trailing spaces dropped) that fits with "…"
    /// after it. Text that fits is returned as it is; when not even "…" fits, the result is empty.
    public func truncatingTail(toFit width: Double, size: Double) -> ShapedText {
        guard advance(atSize: size) > width else { return self }
        let clusters = Array(text)
        var low = 0, high = clusters.count - 1  // the longest fitting prefix length is in low...high
        func candidate(_ n: Int) -> ShapedText {
            var prefix = String(clusters[0..<n])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return ShapedText(prefix + "…", chain: chain).tracked(tracking)
        }
        guard candidate(0).advance(atSize: size) <= width else { return ShapedText("", chain: chain).tracked(tracking) }
        while low < high {
            let mid = (low + high + 1) / 2
            if candidate(mid).advance(atSize: size) <= width { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }
}
