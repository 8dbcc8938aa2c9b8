import Raster

/// What layout needs of one segment: the width its title sizes it by, the title's drawn extent
/// (where its glyphs are centred), and the point size of its (normal) image.
package struct SegmentContent: Sendable, Hashable {
    /// The title as drawn at rest, for placing its glyphs: a selected title zoomed by
    /// `titleZoomScale` is measured zoomed.
    package var title: TitleMeasure?
    package var imageSize: Size?
    /// The one title width segments and indicators are sized by: the title's at its unzoomed size
    /// (0 without a title).
    package var titleWidth: Double
    /// The segment's badge, measured; nil: none.
    package var badge: BadgeContent?
    /// The content's width by type: the title's, the image's, or both — side by side with
    /// `sideBySideSpacing` between them, or stacked (nil) as the wider.
    func width(for type: SegmentType, sideBySideSpacing spacing: Double?) -> Double {
        let tw = titleWidth, iw = imageSize?.width ?? 0
        switch type {
        case .text: return tw
        case .images: return iw
        case .textImages: return spacing.map { iw + $0 + tw } ?? max(iw, tw)
        }
    }

    /// `titleWidth` defaults to the title's own width (a title drawn at its layout size).
    package init(title: TitleMeasure?, imageSize: Size?, titleWidth: Double? = nil) {
        self.title = title
        self.imageSize = imageSize
        self.titleWidth = titleWidth ?? title?.width ?? 0
    }
}
