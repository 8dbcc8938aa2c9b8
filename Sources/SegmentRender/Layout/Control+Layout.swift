import Raster

extension Control {
    /// The layout of the state with `selection` selected (the config's own selection by default).
    public func layout(selection: Selection = .configured) -> ControlLayout {
        let selected = selection.index(in: config)
        return layout(titleFaces(selection: selected), selection: selected)
    }

    /// Lays out segments whose titles are `faces` (one per segment, in the state `selection`
    /// gives them), adding the dock's parts when there is one.
    func layout(_ faces: [TitleFace], selection: Int?) -> ControlLayout {
        // The faces are the control's own (titleFaces(selection:)), measured once in its table.
        let table = titleFaceTable.made
        let titled = paint.revealsSelectedTitles ? nil : selection
        let contents = faces.indices.map { segmentContent($0, selected: $0 == titled, in: table) }
        var layout = ControlLayout(
            config: config, selection: selection, segments: contents,
            indicatorImages: indicatorImages.mapValues { $0.image(forScale: config.scale) })
        if let dock = config.dock {
            let title = dockAvatarTitleMeasure
            var dockLayout = ControlLayout.dockLayout(
                dock, width: config.width, height: config.height,
                avatarTitle: dock.layout == .landscape ? title : nil,
                buttonIcons: dockButtons.map { $0.image(forScale: config.scale).size })
            if layout.isRightToLeft {
                var mirror = ControlLayout(
                    width: layout.width, height: layout.height, scale: layout.scale, contentWidth: layout.width, scrollOffset: 0,
                    selectedSegmentIndex: nil, segments: [], dividers: [], borders: [], decorations: [], hitRule: .itemFrames)
                mirror.dock = dockLayout
                dockLayout = mirror.mirrored(contents: []).dock!
            }
            layout.dock = dockLayout
        }
        return layout
    }
}
