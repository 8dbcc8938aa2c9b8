/// Renders a sequence of frames (an animation) each from the one before: only the rows that a
/// changed drawing command can touch are cleared and drawn again; every other row is kept.
///
/// The redrawn region is always whole rows, never a narrower box. Every drawing operation gives the
/// same pixels in a row whether or not other rows are drawn (coverage is accumulated row by row,
/// glyphs and images are per pixel, blurs are made on a layer of their own), but clipping a row on
/// the left would change the order of floating-point additions in the coverage accumulator. So each
/// frame is byte-identical to a render from scratch — the tests check every frame of every preset.
package struct IncrementalRenderer: Sendable {
    private var previous: (list: DisplayList, scale: Double)?
    /// The last frame's pixels, kept apart from its list so they can be taken out and drawn over
    /// in place: when the caller has let go of the frame it was given, no copy is made.
    private var framebuffer: Framebuffer?
    /// The rows the last frame redrew (nil: all of them, for a first frame or a different size).
    package private(set) var lastRedrawnRows: Range<Int>?

    package init() {}

    package mutating func render(_ list: DisplayList, scale: Double) -> Framebuffer {
        guard let previous, previous.scale == scale, previous.list.width == list.width, previous.list.height == list.height,
            let height = framebuffer?.height,
            let rows = list.changedRows(since: previous.list, scale: scale, height: height),
            var framebuffer = takeFramebuffer()
        else {
            return start(list, scale: scale)
        }
        if !rows.isEmpty {
            framebuffer.clip = PixelBox(x0: 0, y0: rows.lowerBound, x1: framebuffer.width, y1: rows.upperBound)
            framebuffer.clear()
            DisplayList.draw(list.commands, into: &framebuffer, scale: scale)
            framebuffer.clip = framebuffer.bounds
        }
        self.previous = (list, scale)
        self.framebuffer = framebuffer
        lastRedrawnRows = rows
        return framebuffer
    }

    private mutating func takeFramebuffer() -> Framebuffer? {
        defer { framebuffer = nil }
        return framebuffer
    }

    private mutating func start(_ list: DisplayList, scale: Double) -> Framebuffer {
        let framebuffer = list.rasterize(scale: scale)
        previous = (list, scale)
        self.framebuffer = framebuffer
        lastRedrawnRows = nil
        return framebuffer
    }
}

extension DisplayList {
    /// The rows (device pixels) that differ between this list's picture and `previous`'s: the
    /// union of the rows every changed command can touch, before and after. nil when the lists
    /// cannot be compared command by command (a different number of commands) or a changed
    /// command has no bounds.
    func changedRows(since previous: DisplayList, scale: Double, height: Int) -> Range<Int>? {
        guard commands.count == previous.commands.count else { return nil }
        // A backdrop filter or a magnifier reads the rows around those it writes: a band redrawn under it would
        // blur pixels already blurred. Such a list is drawn whole whenever anything changes.
        if commands.contains(where: \.readsCanvas) { return commands == previous.commands ? 0..<0 : nil }
        var low = Int.max, high = Int.min
        for (a, b) in zip(commands, previous.commands) where a != b {
            for command in [a, b] {
                guard let rows = command.rows(scale: scale) else { return nil }
                low = min(low, rows.lowerBound)
                high = max(high, rows.upperBound)
            }
        }
        guard low < high else { return 0..<0 }
        // Clamped to the canvas at both ends: a change wholly below it (a long vertical list's
        // far segments) or above it redraws nothing.
        let top = min(max(0, low), height)
        return top..<max(top, min(height, high))
    }
}

extension DrawCommand {
    /// Rows (device pixels) this command can change, generously: anti-aliasing and the rounding of
    /// glyph positions reach a pixel past a shape's edge; a glyph's ink can reach two ems above its
    /// baseline and one below. nil: no bound (a gradient over everything).
    func rows(scale s: Double) -> Range<Int>? {
        func span(_ y0: Double, _ y1: Double) -> Range<Int> {
            let top = Int(saturating: y0 * s, .down) - 2, bottom = Int(saturating: y1 * s, .up) + 2
            return top..<max(top, bottom)
        }
        func union(_ commands: [DrawCommand]) -> Range<Int>? {
            var low = Int.max, high = Int.min
            for command in commands {
                guard let rows = command.rows(scale: s) else { return nil }
                low = min(low, rows.lowerBound)
                high = max(high, rows.upperBound)
            }
            return low < high ? low..<high : 0..<0
        }
        switch self {
        case let .fillRect(rect, _), let .fillRoundedRect(rect, _, _), let .strokeRoundedRect(rect, _, _, _),
            let .image(_, rect), let .resizableImage(_, rect), let .roundedImage(_, rect, _):
            return span(rect.minY, rect.maxY)
        case .backdropFilter, .magnifier:
            return nil
        case let .fillPolygon(points, _):
            guard let first = points.first else { return 0..<0 }
            return span(points.reduce(first.y) { min($0, $1.y) }, points.reduce(first.y) { max($0, $1.y) })
        case let .text(_, size, origin, _):
            return span(origin.y - 2 * size, origin.y + size)
        case let .strokedText(_, size, origin, _, stroke):
            return span(origin.y - 2 * size - stroke, origin.y + size + stroke)
        case .gradient:
            return nil
        case let .masked(_, mask):
            return union(mask)
        case let .group(inner), let .layer(inner, _):
            return union(inner)
        case let .shadow(inner, _, blur, offset):
            guard let rows = union(inner) else { return nil }
            let reach = Int(saturating: (4 * blur + abs(offset.y)) * s, .up) + 2
            return (rows.lowerBound - reach)..<(rows.upperBound + reach)
        }
    }
}

extension DrawCommand {
    /// Whether drawing it reads pixels drawn before it (a backdrop filter, a magnifier).
    var readsCanvas: Bool {
        switch self {
        case .backdropFilter, .magnifier: true
        default: false
        }
    }
}
