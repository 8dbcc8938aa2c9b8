import Raster

extension Control {
    /// What a title's measurement depends on, every position taken from a whole pixel the title
    /// is drawn at: on a bar that scrolls, a title moves by a fraction of a pixel from frame to
    /// frame and is measured at each place, but glyphs are drawn from masks at quarter-pixel
    /// phases, so it draws only a few different pixel patterns however many frames it is in. Two
    /// frames that draw the same here — each text at the same quarter-pixel pens from the
    /// anchor, each fill covering the window — have the same pixels in the window, moved by whole
    /// pixels, and so the same measurement.
    enum PlacedCommand: Hashable {
        /// Text, its glyph pens in quarter pixels from the anchor (x, y of each glyph in turn).
        case text(ShapedText, size: Double, color: RGBA8, embolden: Double, pens: [Int])
        /// A fill that covers every pixel of the window fully: one colour everywhere in it.
        case uniform(RGBA8)

        /// `command` as it draws in `box`, positions taken from `anchor` (whole device pixels); nil
        /// when its pixels there depend on more than that (a shape's edge, an image, a gradient,
        /// a glyph too large to be drawn from a whole mask). `inkOnly`: colours reduced to their
        /// alpha (``DrawCommand/inkOnly``).
        init?(_ command: DrawCommand, in box: PixelBox, anchor: (x: Int, y: Int), scale: Double, inkOnly: Bool = false) {
            func ink(_ c: RGBA8) -> RGBA8 { inkOnly ? RGBA8(r: 0, g: 0, b: 0, a: c.a) : c }
            func pens(_ text: ShapedText, _ size: Double, _ origin: Point, _ embolden: Double) -> [Int]? {
                guard var pens = text.quarterPens(pixelSize: size * scale, origin: Point(x: origin.x * scale, y: origin.y * scale), embolden: embolden)
                else { return nil }
                let (bx, ox) = (4 as Int).multipliedReportingOverflow(by: anchor.x), (by, oy) = (4 as Int).multipliedReportingOverflow(by: anchor.y)
                guard !ox, !oy else { return nil }
                for i in pens.indices {
                    let (d, o) = pens[i].subtractingReportingOverflow(i % 2 == 0 ? bx : by)
                    guard !o else { return nil }
                    pens[i] = d
                }
                return pens
            }
            switch command {
            case let .text(text, size, origin, color):
                guard let pens = pens(text, size, origin, 0) else { return nil }
                self = .text(text, size: size, color: ink(color), embolden: 0, pens: pens)
            case let .strokedText(text, size, origin, color, stroke):
                guard let pens = pens(text, size, origin, stroke * scale) else { return nil }
                self = .text(text, size: size, color: ink(color), embolden: stroke * scale, pens: pens)
            case let .fillRect(rect, color):
                // A pixel wholly inside the rectangle takes its colour at full coverage.
                let r = rect.scaled(by: scale)
                guard r.width > 0, r.height > 0, r.minX <= Double(box.x0), r.maxX >= Double(box.x1), r.minY <= Double(box.y0), r.maxY >= Double(box.y1)
                else { return nil }
                self = .uniform(ink(color))
            default:
                return nil
            }
        }

        /// The whole pixel a title is placed from: its first glyph's.
        static func anchor(of commands: ArraySlice<DrawCommand>, scale: Double) -> (x: Int, y: Int)? {
            for command in commands {
                switch command {
                case let .text(text, size, origin, _), let .strokedText(text, size, origin, _, _):
                    guard let pens = text.quarterPens(pixelSize: size * scale, origin: Point(x: origin.x * scale, y: origin.y * scale)), pens.count >= 2
                    else { continue }
                    // Far past any canvas (positions are bounded at decode): not placed, so no
                    // arithmetic on it can overflow.
                    let (x, y) = (pens[0] >> 2, pens[1] >> 2)
                    guard abs(x) < 1 << 40, abs(y) < 1 << 40 else { return nil }
                    return (x, y)
                default: continue
                }
            }
            return nil
        }
    }
}

extension Control {
    /// A title's ink by what it draws from its anchor — its commands with colours reduced to their
    /// alpha — and the canvas's edges from the anchor on the axes its reach crosses (there they cut
    /// it): the title and clipping rules both key a title's ink by it.
    struct PlacedInk: Hashable {
        var commands: [PlacedCommand]
        var edges: [Int]

        /// `commands` (a title's, reaching `reach` unclipped) placed from their anchor; nil when they
        /// are not all text drawn from whole masks (a fill's box would come from the window, which is
        /// not placed from the anchor).
        static func of(_ commands: ArraySlice<DrawCommand>, reach: PixelBox, canvas: PixelBox, scale: Double) -> (anchor: (x: Int, y: Int), ink: PlacedInk)? {
            guard let anchor = PlacedCommand.anchor(of: commands, scale: scale) else { return nil }
            var placed: [PlacedCommand] = []
            for command in commands {
                guard let p = PlacedCommand(command, in: reach, anchor: anchor, scale: scale, inkOnly: true), case .text = p else { return nil }
                placed.append(p)
            }
            var edges: [Int] = []
            if reach.x0 < canvas.x0 || reach.x1 > canvas.x1 { edges += [0, canvas.x0 - anchor.x, canvas.x1 - anchor.x] }
            if reach.y0 < canvas.y0 || reach.y1 > canvas.y1 { edges += [1, canvas.y0 - anchor.y, canvas.y1 - anchor.y] }
            return (anchor, PlacedInk(commands: placed, edges: edges))
        }
    }
}

extension Control.AuditMemo {
    /// A title's measurement by its glyphs' box and what is drawn there, both from its anchor,
    /// which of those commands are the title's, and the elements they belong to.
    struct PlacedKey: Hashable {
        var box: PixelBox
        var commands: [Control.PlacedCommand]
        var title: Range<Int>
        var elements: [ElementID?]
    }
}

extension PixelBox {
    /// The box moved by (`dx`, `dy`) pixels.
    func moved(_ dx: Int, _ dy: Int) -> PixelBox { PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
}
