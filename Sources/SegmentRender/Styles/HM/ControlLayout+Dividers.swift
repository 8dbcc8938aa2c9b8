import Raster

extension ControlLayout {
    /// Dividers between segments, `text` and `images` types only: `w` wide, centred on the
    /// boundary, from `2h` down to `H − 2h` (fix 3: never a negative height).
    static func dividers(config: FamilyConfig<HMFamily>, widths: SegmentWidths, count n: Int) -> [Rect] {
        guard config.verticalDividerEnabled && config.type != .textImages && n > 1 else { return [] }
        let dw = config.verticalDividerWidth, h = config.indicatorHeight, H = config.height
        return (1..<n).map { i in Rect(x: widths.offsets[i] - dw / 2, y: 2 * h, width: dw, height: max(0, H - 4 * h)) }
    }

    /// Borders repeat on every segment's background rect, in the control's own coordinates (they
    /// do not scroll): `borderWidth` thick, inside the rect, on each side `borderType` names.
    static func borders(around rects: [Rect], config: FamilyConfig<HMFamily>) -> [Rect] {
        let bw = config.borderWidth
        // The sides once, not a filtered list a segment: a long bar lays out every state.
        let sides = BorderSide.allCases.filter(config.borderType.contains)
        guard !sides.isEmpty else { return [] }
        var out: [Rect] = []
        out.reserveCapacity(rects.count * sides.count)
        for f in rects {
            for side in sides {
                switch side {
                case .top: out.append(Rect(x: f.x, y: f.y, width: f.width, height: bw))
                case .left: out.append(Rect(x: f.x, y: f.y, width: bw, height: f.height))
                case .bottom: out.append(Rect(x: f.x, y: f.maxY - bw, width: f.width, height: bw))
                case .right: out.append(Rect(x: f.maxX - bw, y: f.y, width: bw, height: f.height))
                }
            }
        }
        return out
    }
}
