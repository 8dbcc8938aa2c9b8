import Raster

/// How far each line of every segment's title can reach, normal and selected, in ems (``InkExtent``):
/// made from the title faces the first time a scrolled control is drawn, since it reads the fonts'
/// glyph boxes, and shared by copies. Culling a segment then costs a few multiplications.
struct TitleInkTable: Sendable {
    var normal: [[InkExtent]]
    var selected: [[InkExtent]]

    init(_ faces: TitleFaceTable) {
        normal = faces.normal.map { $0.lines.map(\.inkExtent) }
        selected = faces.selected.map { $0.lines.map(\.inkExtent) }
    }

    /// The extents of segment `i`'s title lines in the face `paint` draws.
    func lines(_ i: Int, _ paint: SegmentPaint) -> [InkExtent] {
        let table = paint.selectedFace ? selected : normal
        return i < table.count ? table[i] : []
    }
}
