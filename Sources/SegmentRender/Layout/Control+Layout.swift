import Raster

/// One segment's content ready to lay out and draw.
struct PreparedSegment {
    var title: ShapedText?
    var style: TitleStyle
    var image: RasterImage?
    var content: SegmentContent
}

extension Control {
    /// Every segment's title shaped in the style it is drawn with, and its image for `scale`.
    func prepareSegments(selection: Int?, scale: Int) -> [PreparedSegment] {
        (0..<config.segmentCount).map { i in
            let style = style(forSegment: i, selection: selection)
            let title = config.type == .images ? nil : ShapedText(config.sectionTitles[i], chain: style.chain)
            // Layout uses the normal image's size; a selected image is drawn into that rect.
            let normal = config.type == .text ? nil : images[i].image(forScale: scale)
            return PreparedSegment(title: title, style: style,
                                   image: self.image(forSegment: i, selection: selection, scale: scale),
                                   content: SegmentContent(title: title.map { TitleMeasure($0, size: style.fontSize) },
                                                           imageSize: normal?.size))
        }
    }

    /// The layout of the state with `selection` selected (the config's own selection by default).
    public func layout(selection: Selection = .configured) -> ControlLayout {
        let sel = selection.index(in: config)
        let prepared = prepareSegments(selection: sel, scale: config.scale)
        return ControlLayout(config: config, selection: sel, segments: prepared.map(\.content))
    }
}

/// Which segment a render or layout shows selected.
public enum Selection: Sendable, Hashable {
    /// The config's `selectedSegmentIndex`.
    case configured
    /// Segment `n`.
    case index(Int)
    /// No selection.
    case none

    func index(in config: ControlConfig) -> Int? {
        switch self {
        case .configured: config.selectedSegmentIndex
        case .index(let n): n
        case .none: nil
        }
    }
}
