import Raster

extension ControlLayout {
    /// Dividers between segments, `text` and `images` types only: `w` wide, centred on the
    /// boundary, from `2h` down to `H − 2h` (fix 3: never a negative height).
    static func dividers(config: ControlConfig, widths: SegmentWidths, count n: Int) -> [Rect] {
        guard config.verticalDividerEnabled && config.type != .textImages && n > 1 else { return [] }
        let dw = config.verticalDividerWidth, h = config.indicatorHeight, H = config.height
        return (1..<n).map { i in Rect(x: widths.offsets[i] - dw / 2, y: 2 * h, width: dw, height: max(0, H - 4 * h)) }
    }

    /// Borders repeat on every segment's background rect, in the control's own coordinates (they
    /// do not scroll): `borderWidth` thick, inside the rect, on each side `borderType` names.
    static func borders(around rects: [Rect], config: ControlConfig) -> [Rect] {
        let bw = config.borderWidth
        return rects.flatMap { f in
            BorderSide.allCases.filter(config.borderType.contains).map { side -> Rect in
                switch side {
                case .top: Rect(x: f.x, y: f.y, width: f.width, height: bw)
                case .left: Rect(x: f.x, y: f.y, width: bw, height: f.height)
                case .bottom: Rect(x: f.x, y: f.maxY - bw, width: f.width, height: bw)
                case .right: Rect(x: f.maxX - bw, y: f.y, width: bw, height: f.height)
                }
            }
        }
    }
}
