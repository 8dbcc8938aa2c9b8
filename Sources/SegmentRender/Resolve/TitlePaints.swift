import Raster

/// A control's segments as State paints them at any selection weight — faces, the zoom and
/// stroke that follow the weight, images, the colours a crossfade blends — resolved from the
/// config, so that State makes frames without seeing it.
struct TitlePaints: Sendable {
    let faceTable: Memo<TitleFaceTable>
    /// `titleZoomScale`: the one rule for a title's zoom at a weight (``ControlConfig/titleZoom(atWeight:)``).
    let zoom: TitleZoom
    /// `titleSelectedStrokeWidth`, in percent of the font size (negative: filled and stroked).
    let strokeWidth: Double
    let scale: Double
    let images: [ImageAsset], selectedImages: [ImageAsset]
    let normalColor: RGBA8, selectedColor: RGBA8
    /// `disabledSegments`: their titles keep their colour through a crossfade.
    let disabled: [Int]
    /// bsc: the selected titles are drawn apart, over the thumb, so every title keeps its normal face.
    let revealsSelectedTitles: Bool
    let segmentCount: Int

    func face(_ i: Int, selected: Bool) -> TitleFace { faceTable.made.face(i, selected: selected) }

    /// Every segment's title face with `selection` selected.
    func faces(selection: Int?) -> [TitleFace] {
        faceTable.made.faces(selection: selection, count: segmentCount, revealsSelectedTitles: revealsSelectedTitles)
    }

    func image(forSegment index: Int, selection: Int?, scale: Double) -> RasterImage? {
        Self.image(images, selectedImages, segment: index, selection: selection, scale: scale)
    }

    /// The image segment `index` shows when `selection` is selected: the selected image when there
    /// is one for it (a shorter `sectionSelectedImages` falls back to the normal image), else the
    /// normal one; nil for the text type.
    static func image(_ images: [ImageAsset], _ selectedImages: [ImageAsset], segment index: Int, selection: Int?, scale: Double) -> RasterImage? {
        guard index < images.count else { return nil }
        if index == selection, index < selectedImages.count { return selectedImages[index].image(forScale: scale) }
        return images[index].image(forScale: scale)
    }

    /// Segment `i` painted with `face` at `weight` (0 normal, 1 selected); `selected` picks its
    /// image. `face` is the segment's own face in that state (`face(i, selected: selected)`, which
    /// culling's ``TitleInkTable`` measured).
    func paint(_ i: Int, face: TitleFace, selected: Bool, weight: Double) -> SegmentPaint {
        var style = face.style
        let zoom = zoom.at(weight)
        style.fontSize *= zoom
        return SegmentPaint(
            lines: face.lines, lineOffsets: face.lineOffsets(atSize: style.fontSize), style: style,
            image: image(forSegment: i, selection: selected ? i : nil, scale: scale), weight: weight, scale: zoom,
            stroke: -strokeWidth / 100 * style.fontSize * weight, selectedFace: selected)
    }
}

/// `titleZoomScale`: a title's zoom at a selection weight, 1 unselected, the scale selected.
struct TitleZoom: Sendable {
    let scale: Double
    func at(_ weight: Double) -> Double { 1 + (scale - 1) * weight }
}

extension Control {
    /// What State paints segments from.
    var titlePaints: TitlePaints {
        TitlePaints(
            faceTable: titleFaceTable, zoom: TitleZoom(scale: config.titleZoomScale), strokeWidth: config.titleSelectedStrokeWidth,
            scale: config.scale, images: images, selectedImages: selectedImages, normalColor: normalStyle.color,
            selectedColor: selectedStyle.color, disabled: config.disabledSegments, revealsSelectedTitles: paint.revealsSelectedTitles,
            segmentCount: config.segmentCount)
    }

    /// Everything State makes frames from: the resolved title paints, the settings of the config
    /// that say how frames blend, and the later stages it calls — layout and the looks drawn
    /// where decorations are (press, drag, Tabman's overscroll).
    var states: StateMaker<Control> {
        StateMaker(
            titles: titlePaints, crossfadesTitles: config.titleTransition == .crossfade, titlesFollowWeight: paint.titlesFollowWeight,
            overscrolls: config.style.traits.overscrolls, configuredSelection: config.selectedSegmentIndex, drag: config.drag, press: config.press,
            stages: self)
    }
}

extension Control: StateStages {}
