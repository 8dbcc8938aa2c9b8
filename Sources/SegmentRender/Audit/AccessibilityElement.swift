import Raster

/// What VoiceOver knows of one segment: the accessibility snapshot's unit.
public struct AccessibilityElement: Sendable, Equatable {
    /// The segment's index.
    public var segment: Int
    /// What VoiceOver reads first: `accessibilityLabels[i]`, else the title (its lines joined by
    /// spaces); nil for an image segment with no label, which VoiceOver cannot name.
    public var label: String?
    /// `button`, then `selected` and `not enabled` when they hold (UIAccessibilityTraits).
    public var traits: [String]
    /// The segment's place, as a segmented control reports it: `2 of 4`.
    public var value: String
    /// The segment's frame in the control's coordinates (scrolled), in points.
    public var frame: Rect
    /// Where a tap selects it: the frame grown across the bar by `enlargeEdgeInset`.
    public var hitArea: Rect

    /// Label and value as VoiceOver reads them in turn: `Week, 2 of 4`.
    public var reads: String { (label.map { $0 + ", " } ?? "") + value }
}

extension Control {
    /// Every segment's accessibility element with `selection` selected.
    public func accessibilityElements(selection: Selection = .configured) -> [AccessibilityElement] {
        let layout = layout(selection: selection)
        let count = config.segmentCount
        return layout.segments.map { segment in
            let i = segment.index
            var traits = ["button"]
            if i == layout.selectedSegmentIndex { traits.append("selected") }
            if isDisabled(i) { traits.append("not enabled") }
            var frame = segment.frame
            if layout.orientation == .horizontal { frame.x -= layout.scrollOffset }
            return AccessibilityElement(
                segment: i, label: accessibilityLabel(i), traits: traits, value: "\(i + 1) of \(count)", frame: frame, hitArea: hitArea(segment, in: layout))
        }
    }

    /// Segment `i`'s label: its `accessibilityLabels` entry, else its title; nil when neither says anything.
    func accessibilityLabel(_ i: Int) -> String? {
        if i < config.accessibilityLabels.count, !config.accessibilityLabels[i].isEmpty { return config.accessibilityLabels[i] }
        guard config.type != .images, i < config.sectionTitles.count else { return nil }
        let title = config.sectionTitles[i].split(separator: "\n").joined(separator: " ")
        return title.isEmpty ? nil : title
    }

    /// Where a tap selects `segment`, in the control's coordinates (scrolled): its frame, grown
    /// across the bar by `enlargeEdgeInset` — hit-testing takes taps that far past the bounds
    /// across the bar, but none past the first or last segment along it (docs/layout-rules.md,
    /// "Hit-testing").
    func hitArea(_ segment: SegmentLayout, in layout: ControlLayout) -> Rect {
        let insets = layout.touchInsets
        var r = segment.frame
        if layout.orientation == .vertical {
            r.x -= insets.left
            r.width += insets.left + insets.right
            return r
        }
        r.x -= layout.scrollOffset
        r.y -= insets.top
        r.height += insets.top + insets.bottom
        return r
    }

    /// The accessibility sidecar: the control's size and selection, then each segment's element.
    public func accessibilityJSON(selection: Selection = .configured) -> String {
        func number(_ value: Double) -> JSONValue { .number(ControlLayout.printed(value)) }
        func rect(_ r: Rect) -> JSONValue { .object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))]) }
        let elements = accessibilityElements(selection: selection)
        let selected = selection.index(in: config)
        let object = JSONValue.object([
            ("width", number(config.width)), ("height", number(config.height)), ("selectedSegmentIndex", selected.map { .number(Double($0)) } ?? .null),
            (
                "segments",
                .array(
                    elements.map { e in
                        .object([
                            ("segment", .number(Double(e.segment))), ("label", e.label.map(JSONValue.string) ?? .null), ("traits", .array(e.traits.map(JSONValue.string))),
                            ("value", .string(e.value)), ("reads", .string(e.reads)), ("frame", rect(e.frame)), ("hitArea", rect(e.hitArea)),
                        ])
                    })
            ),
        ])
        return object.rendered() + "\n"
    }
}
