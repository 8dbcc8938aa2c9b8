import Raster

extension Control {
    /// The layout of the state with `selection` selected (the config's own selection by default).
    public func layout(selection: Selection = .configured) -> ControlLayout {
        let selected = selection.index(in: config)
        return layout(selecting: selected)
    }

    /// The segments' contents with nothing selected and, for HMSegmentedControl's layout, their
    /// geometry: kept by the control (``Control/restLayout``).
    struct RestLayout: Sendable {
        var contents: [SegmentContent]
        var hmGeometry: HMGeometry?
    }

    /// Lays out the control's segments with `selection` selected (its title measured in the
    /// selected face, but for bsc, whose selected titles are drawn apart), adding the dock's parts
    /// when there is one. A selection whose title measures as it does unselected takes the
    /// contents — and HMSegmentedControl's geometry — of the state with nothing selected, made
    /// once: a long bar's states lay out only what the selection adds.
    func layout(selecting selection: Int?) -> ControlLayout {
        let table = titleFaceTable.made
        let titled = paint.revealsSelectedTitles ? nil : selection
        let rest = restLayout.value {
            let contents = (0..<config.segmentCount).map { segmentContent($0, selected: false, in: table) }
            let keeps = config.style.family.laysOutWithHMGeometry(config)
            return RestLayout(contents: contents, hmGeometry: keeps ? HMGeometry(config: FamilyConfig(config), contents: contents) : nil)
        }
        var contents = rest.contents, geometry = rest.hmGeometry
        if let titled, titled >= 0, titled < contents.count {
            let selected = segmentContent(titled, selected: true, in: table)
            if selected != contents[titled] { (contents[titled], geometry) = (selected, nil) }
        }
        var layout = ControlLayout(
            config: config, selection: selection, segments: contents,
            indicatorImages: indicatorImages.mapValues { $0.image(forScale: config.scale) }, hmGeometry: geometry)
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
