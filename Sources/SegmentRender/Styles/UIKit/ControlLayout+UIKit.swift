import Raster

extension ControlLayout {
    /// UISegmentedControl's layout (iOS 7–12 and iOS 13+, docs/style-uikit.md):
    /// equal widths `W/N`, titles centred on their line in the full height, no scrolling.
    /// - `uikit7`: 1 pt dividers the full height between segments; the selected segment is filled.
    /// - `uikit13`: the thumb is the selected slot inset by 2 pt; dividers are 1 × 16 pt, centred,
    ///   and hidden on both sides of the thumb.
    /// - `uikit26`: the same thumb as a capsule; no dividers.
    static func uikit(
        _ generation: UIKitFamily.Generation, config: FamilyConfig<UIKitFamily>, selection: Int?, segments contents: [SegmentContent]
    ) -> ControlLayout {
        let W = config.width, H = config.height, n = contents.count
        let sw = n > 0 ? W / Double(n) : 0
        let selection = selection.flatMap { $0 < n ? $0 : nil }
        var segments: [SegmentLayout] = []
        for (i, content) in contents.enumerated() {
            let slot = Rect(x: sw * Double(i), y: 0, width: sw, height: H)
            var segment = SegmentLayout(index: i, frame: slot, titleFrame: nil, imageFrame: nil, titleBaseline: nil)
            if let title = content.title {
                let frame = Rect(
                    x: slot.x + (sw - title.advance) / 2, y: (H - title.lineHeight) / 2,
                    width: title.advance, height: title.lineHeight)
                segment.titleFrame = frame
                segment.titleBaseline = Point(x: frame.x, y: frame.y + title.ascent)
            }
            if let size = content.imageSize {
                segment.imageFrame = Rect(x: slot.midX - size.width / 2, y: (H - size.height) / 2, width: size.width, height: size.height)
            }
            segments.append(segment)
        }
        var dividers: [Rect] = []
        var decorations: [Decoration] = []
        for i in 1..<max(1, n) {
            switch generation {
            case .ios26:
                continue
            case .ios13:
                if let sel = selection, sel == i - 1 || sel == i { continue }
                dividers.append(Rect(x: sw * Double(i) - 0.5, y: (H - 16) / 2, width: 1, height: 16))
            case .ios7:
                dividers.append(Rect(x: sw * Double(i) - 0.5, y: 0, width: 1, height: H))
            }
        }
        if let sel = selection {
            switch generation {
            case .ios13, .ios26:
                var thumb = Thumb.atRest(slotX: sw * Double(sel), slotWidth: sw, height: H, color: config.selectedSegmentTintColor)
                // iOS 26's thumb is a capsule in its capsule track.
                if generation == .ios26 { thumb.cornerRadius = thumb.frame.height / 2 }
                decorations = [.thumb(thumb)]
            case .ios7:
                decorations = [.segmentFill(.atRest(over: segments[sel].frame, color: config.tintColor))]
            }
        }
        return ControlLayout(
            width: W, height: H, scale: config.scale, contentWidth: W, scrollOffset: 0,
            selectedSegmentIndex: selection, segments: segments, dividers: dividers, borders: [],
            decorations: decorations, hitRule: .itemFrames)
    }

    /// iOS 13's track radius, in points.
    static let trackRadius = 8.0
    /// iOS 7's corner radius.
    static let uikit7Radius = 4.0
}
