import Raster

/// HMSegmentedControl's box style: the selected segment filled with the box colour, its 1 pt
/// border in the same colour on top (as a CALayer draws background, then border), the two
/// composited as one layer at `opacity`, under the titles.
public struct SelectionBox: FramedDecoration {
    static let name = "box"
    static let isIndicator = false
    static let summaryRole: IndicatorSummaryRole? = .box
    var layoutFields: [(String, JSONValue)] { [] }
    /// The box, in points.
    public var frame: Rect
    /// Its colour.
    public var color: RGBA8
    /// How opaque it is drawn, 0–1.
    public var opacity: Double
    var layer: Decoration.Layer { .underContent }
    var tint: DecorationTint { DecorationTint(color: color, opacity: opacity) }

    /// At rest over the selected segment's slot, in the config's box colour and opacity.
    static func atRest(over slot: Rect, config: FamilyConfig<HMFamily>) -> SelectionBox {
        SelectionBox(frame: slot, color: config.selectionIndicatorBoxColor, opacity: config.selectionIndicatorBoxOpacity)
    }

    func interpolated(to other: SelectionBox, _ t: Double) -> SelectionBox {
        SelectionBox(frame: lerp(frame, other.frame, t), color: lerp(color, other.color, t), opacity: lerp(opacity, other.opacity, t))
    }

    func commands(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        let b = min(1, r.width / 2, r.height / 2)
        return [
            .layer(
                [
                    .fillRect(r, color),
                    .fillRect(Rect(x: r.x, y: r.y, width: r.width, height: b), color),
                    .fillRect(Rect(x: r.x, y: r.maxY - b, width: r.width, height: b), color),
                    .fillRect(Rect(x: r.x, y: r.y + b, width: b, height: r.height - 2 * b), color),
                    .fillRect(Rect(x: r.maxX - b, y: r.y + b, width: b, height: r.height - 2 * b), color),
                ], opacity: opacity)
        ]
    }
}
