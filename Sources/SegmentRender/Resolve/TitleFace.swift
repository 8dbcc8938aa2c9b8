import Raster

/// One segment's title in one state, shaped and cut to fit: what layout measures and drawing
/// draws. Made once per segment and state; everything after Resolve only reads it.
struct TitleFace: Sendable {
    /// The title's lines, each shaped (one, usually; up to `titleNumberOfLines` for a title with
    /// `\n`); empty for the images type.
    var lines: [ShapedText]
    /// The style the state draws with, at its rest size (before `titleZoomScale`).
    var style: TitleStyle

    /// The title measured at `size` points: nil when there are no lines.
    func measure(atSize size: Double) -> TitleMeasure? {
        lines.isEmpty ? nil : TitleMeasure(lines: lines, size: size)
    }

    /// Where each line's baseline starts at `size`, from the first line's: lines after the first
    /// step down by its line height, each centred on the widest.
    func lineOffsets(atSize size: Double) -> [Point] {
        guard lines.count > 1 else { return lines.isEmpty ? [] : [Point(x: 0, y: 0)] }
        let widest = lines.map { $0.advance(atSize: size) }.max()!
        let step = TitleMeasure(lines[0], size: size).lineHeight
        return lines.enumerated().map { k, text in
            Point(x: (widest - text.advance(atSize: size)) / 2, y: Double(k) * step)
        }
    }
}

/// Every segment's title face, normal and selected, made once per control on first use: a
/// control's titles never change, and a state of a 500-segment bar would otherwise look up 500
/// shaped strings again. Copies (``Control/scaled(to:)``) share it: faces do not depend on scale.
struct TitleFaceTable: Sendable {
    var normal: [TitleFace]
    var selected: [TitleFace]
    /// Each face measured as layout needs it (``Control/segmentContent(_:selected:in:)``), by state.
    var normalMeasured: [Measured] = []
    var selectedMeasured: [Measured] = []

    /// A face at the size it is drawn (zoomed when selected) and the width segments are sized by.
    struct Measured: Sendable {
        var drawn: TitleMeasure?
        var width: Double
    }

    /// Segment `i`'s face in each state (a disabled segment's is always the disabled one), shaped
    /// and cut to fit.
    init(config: ControlConfig, normal: TitleStyle, selected: TitleStyle, disabled: TitleStyle) {
        func face(_ i: Int, _ isSelected: Bool) -> TitleFace {
            var style = config.disabledSegments.contains(i) ? disabled : isSelected ? selected : normal
            var lines = config.type == .images ? [] : config.titleLines(config.sectionTitles[i]).map { style.shaped($0) }
            if let limit = config.titleWidthLimit {
                if config.titleTruncation == .shrink, let widest = lines.map({ $0.advance(atSize: style.fontSize) }).max(), widest > limit {
                    style.fontSize *= max(TitleTruncation.minimumScaleFactor, limit / widest)
                }
                lines = lines.map { $0.truncatingTail(toFit: limit, size: style.fontSize) }
            }
            return TitleFace(lines: lines, style: style)
        }
        self.normal = (0..<config.segmentCount).map { face($0, false) }
        self.selected = (0..<config.segmentCount).map { face($0, true) }
        func measured(_ face: TitleFace, _ isSelected: Bool) -> Measured {
            let drawnSize = face.style.fontSize * config.titleZoom(atWeight: isSelected ? 1 : 0)
            return Measured(drawn: face.measure(atSize: drawnSize), width: face.measure(atSize: face.style.fontSize)?.width ?? 0)
        }
        normalMeasured = self.normal.map { measured($0, false) }
        selectedMeasured = self.selected.map { measured($0, true) }
    }

    func face(_ i: Int, selected: Bool) -> TitleFace { selected ? self.selected[i] : normal[i] }

    /// The first `count` faces with `selection` selected; all normal where the selected titles are
    /// drawn apart (bsc: `revealsSelectedTitles`).
    func faces(selection: Int?, count: Int, revealsSelectedTitles: Bool) -> [TitleFace] {
        let selection = revealsSelectedTitles ? nil : selection
        return (0..<count).map { $0 == selection ? self.selected[$0] : normal[$0] }
    }
}

extension Control {
    /// Segment `i`'s title in its selected or normal state (a disabled segment's is always the
    /// disabled one), shaped and cut to fit.
    func titleFace(_ i: Int, selected: Bool) -> TitleFace { titleFaceTable.made.face(i, selected: selected) }

    /// Every segment's title face with `selection` selected. bsc's titles are all normal: its
    /// selected titles are drawn apart, over the thumb (``recordRevealedTitles(_:thumb:_:into:)``).
    func titleFaces(selection: Int?) -> [TitleFace] {
        titleFaceTable.made.faces(selection: selection, count: config.segmentCount, revealsSelectedTitles: paint.revealsSelectedTitles)
    }

    /// What layout needs of segment `i` at rest, selected or not: its title measured at the size it
    /// is drawn (zoomed when selected), the width segments are sized by (always the unzoomed
    /// title's, as JXSegmentedView sizes cells before it scales the label), the normal image's
    /// size (a selected image is drawn into that rect) and the badge.
    ///
    /// `table` is the control's own ``titleFaceTable``, read once by the caller rather than once per
    /// segment.
    func segmentContent(_ i: Int, selected: Bool, in table: TitleFaceTable) -> SegmentContent {
        let measured = selected ? table.selectedMeasured[i] : table.normalMeasured[i]
        let normal = config.type == .text ? nil : images[i].image(forScale: config.scale)
        var content = SegmentContent(title: measured.drawn, imageSize: normal?.size, titleWidth: measured.width)
        content.badge = badgeContent(i)
        return content
    }

    /// Segment `i`'s badge, its label shaped: a number above `badgeMaxNumber` shows as
    /// `badgeNumberFormat`.
    func badgeContent(_ i: Int) -> BadgeContent? {
        guard i < config.badges.count, let badge = config.badges[i] else { return nil }
        let label: String
        switch badge {
        case .dot: return .dot
        case .number(let n):
            label = n > config.badgeMaxNumber ? config.badgeNumberFormat.replacing("{max}", with: String(config.badgeMaxNumber)) : String(n)
        case .text(let text): label = text
        }
        return BadgeContent(label: label, text: badgeStyle.shaped(label), size: badgeStyle.fontSize)
    }

    /// The dock's avatar title measured, when it has one.
    var dockAvatarTitleMeasure: TitleMeasure? {
        paint.dockTitle.map { TitleMeasure($0.text, size: $0.style.fontSize) }
    }
}

extension ControlConfig {
    /// A title's lines: split at line breaks, at most `titleNumberOfLines` of them (0: all); a
    /// title cut short ends its last line in "…", as UILabel truncates.
    func titleLines(_ title: String) -> [String] {
        var lines = title.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if titleNumberOfLines > 0 && lines.count > titleNumberOfLines {
            lines = Array(lines.prefix(titleNumberOfLines))
            lines[lines.count - 1] += "…"
        }
        return lines
    }

    /// With `titleTruncation: tail` or `shrink`, the widest a title may be: its slot less the segment insets
    /// (fixed widths), or the item's title area (vertical); nil when titles are never cut.
    var titleWidthLimit: Double? {
        guard titleTruncation != .none, segmentCount > 0 else { return nil }
        // Each family's own slot.
        return style.family.titleSlot(self)
    }
}

extension ControlConfig.Core {
    /// An equal slot's width less the segment insets: the title width of HM's fixed widths and of
    /// UISegmentedControl's segments.
    var equalSlotTitleWidth: Double {
        max(0, width / Double(segmentCount) - (segmentEdgeInset.left + segmentEdgeInset.right))
    }
}
