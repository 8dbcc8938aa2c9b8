import Raster

/// Material 3's outlined segmented buttons: each button's shape (the row's two ends fully rounded,
/// the rest square), its 1 dp outline drawn inside the shape and shared with its neighbour, the
/// selected one filled, and the checkmark that grows in before a selected label.
///
/// One decoration holds the whole row because the buttons overlap by their outline and the
/// selected one is drawn last, over its neighbours (Compose raises it); a list of separate
/// decorations could not keep that order while the selection moves.
public struct SegmentedButtonRow: DecorationKind {
    static let name = "segmentedButtons"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .box

    /// One button of the row.
    public struct Button: Sendable, Hashable {
        /// The button's shape's bounds, in points (its outline is inside them).
        public var frame: Rect
        /// Its corners: half its height at the row's ends, square between.
        public var radii: CornerRadii
        /// Its outline's colour (outline, or onSurface at 12 % when disabled).
        public var outline: RGBA8
        /// How selected it is, 0–1: its fill's opacity.
        public var selected: Double
        /// Where its checkmark sits (an 18 dp square before the label), in points.
        public var check: Rect
        /// How far the checkmark has grown in, 0–1: its scale about its bottom-left corner and its opacity.
        public var checkShown: Double
    }

    /// The buttons, in segment order.
    public var buttons: [Button]
    /// The outline's width, in points.
    public var outlineWidth: Double
    /// A selected button's fill (secondaryContainer).
    public var fill: RGBA8
    /// The checkmark's colour (onSecondaryContainer).
    public var checkColor: RGBA8
    var layer: Decoration.Layer { .underContent }
    var tint: DecorationTint { DecorationTint(color: fill, opacity: 1) }

    /// The row's bounds.
    public var frame: Rect {
        guard !buttons.isEmpty else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = buttons.map(\.frame.minX).min()!, x1 = buttons.map(\.frame.maxX).max()!
        let y0 = buttons.map(\.frame.minY).min()!, y1 = buttons.map(\.frame.maxY).max()!
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var layoutFields: [(String, JSONValue)] {
        func number(_ value: Double) -> JSONValue { .number(ControlLayout.printed(value)) }
        func rect(_ r: Rect) -> JSONValue {
            .object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))])
        }
        return [
            (
                "buttons",
                .array(
                    buttons.map { b in
                        .object([
                            ("frame", rect(b.frame)), ("selected", number(b.selected)), ("check", rect(b.check)),
                            ("checkShown", number(b.checkShown)),
                        ])
                    })
            )
        ]
    }

    /// Material's check glyph on its 24-unit grid: a polygon, drawn scaled into ``Button/check``.
    static let checkGlyph: [Point] = [
        Point(x: 9, y: 16.17), Point(x: 4.83, y: 12), Point(x: 3.41, y: 13.41), Point(x: 9, y: 19), Point(x: 21, y: 7),
        Point(x: 19.59, y: 5.59),
    ]

    /// Every button `t` of the way to `other`'s: frames and fills blend; a checkmark that is
    /// arriving grows with `t`, one that is leaving is gone at once (Compose shows the new one
    /// with a scale-and-fade and removes the old without a transition).
    func interpolated(to other: SegmentedButtonRow, _ t: Double) -> SegmentedButtonRow {
        guard buttons.count == other.buttons.count else { return t < 0.5 ? self : other }
        var out = other
        out.buttons = zip(buttons, other.buttons).map { a, b in
            var m = b
            m.frame = lerp(a.frame, b.frame, t)
            m.check = lerp(a.check, b.check, t)
            m.outline = lerp(a.outline, b.outline, t)
            m.selected = min(max(lerp(a.selected, b.selected, t), 0), 1)
            m.checkShown = b.checkShown >= a.checkShown ? min(max(lerp(a.checkShown, b.checkShown, t), 0), 1) : b.checkShown
            return m
        }
        out.fill = lerp(fill, other.fill, t)
        out.checkColor = lerp(checkColor, other.checkColor, t)
        return out
    }

    /// The buttons in drawing order — segment order, the most selected last — each its fill, its
    /// outline, then its checkmark.
    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let order = buttons.indices.sorted { (buttons[$0].selected, $0) < (buttons[$1].selected, $1) }
        var commands: [DrawCommand] = []
        for i in order {
            let b = buttons[i], r = b.frame.offsetBy(dx: context.dx, dy: 0)
            if b.selected > 0 {
                let shape = DrawCommand.fillRoundedRect(r, radii: b.radii, fill)
                commands.append(b.selected >= 1 ? shape : .layer([shape], opacity: b.selected))
            }
            commands.append(.strokeRoundedRect(r, radii: b.radii, width: outlineWidth, b.outline))
            if b.checkShown > 0 {
                // Scaled about the box's bottom-left corner, as it grows in.
                let box = b.check.offsetBy(dx: context.dx, dy: 0), k = box.width / 24 * b.checkShown
                let glyph = DrawCommand.fillPolygon(
                    SegmentedButtonRow.checkGlyph.map { Point(x: box.minX + $0.x * k, y: box.maxY - (24 - $0.y) * k) }, checkColor)
                commands.append(b.checkShown >= 1 ? glyph : .layer([glyph], opacity: b.checkShown))
            }
        }
        return commands
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        buttons.map { .fillRoundedRect($0.frame.offsetBy(dx: context.dx, dy: 0), radii: $0.radii, .black) }
    }

    /// Mirrored for right to left: frames and checkmark boxes move, the rounded ends swap sides.
    func mirrored(in width: Double) -> SegmentedButtonRow {
        var out = self
        out.buttons = buttons.map { b in
            var m = b
            m.frame = b.frame.mirrored(in: width)
            m.radii = b.radii.mirrored
            m.check = b.check.mirrored(in: width)
            return m
        }
        return out
    }
}
