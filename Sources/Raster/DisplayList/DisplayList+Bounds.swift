extension DrawCommand {
    /// The device pixels this command can touch at `scale`, conservatively (a pixel more each
    /// way for anti-aliasing); nil when it can reach anywhere (a gradient over everything).
    func reach(scale s: Double) -> PixelBox? {
        func box(_ rect: Rect) -> PixelBox? {
            let r = rect.scaled(by: s)
            guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
            return PixelBox(enclosing: r).expanded(by: 1)
        }
        switch self {
        case let .fillRect(rect, _), let .fillRoundedRect(rect, _, _), let .strokeRoundedRect(rect, _, _, _),
            let .image(_, rect), let .resizableImage(_, rect), let .roundedImage(_, rect, _), let .backdropFilter(rect, _, _),
            let .magnifier(rect, _, _):
            return box(rect)
        case let .fillPolygon(points, _):
            guard let first = points.first else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for p in points {
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
            return box(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        case let .text(text, size, origin, _):
            return text.drawingReach(pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s), embolden: 0)
        case let .strokedText(text, size, origin, _, stroke):
            return text.drawingReach(pixelSize: size * s, origin: Point(x: origin.x * s, y: origin.y * s), embolden: stroke * s)
        case .gradient:
            return nil
        case let .masked(content, mask):
            // Only what the mask covers is kept.
            switch (DrawCommand.reach(of: content, scale: s), DrawCommand.reach(of: mask, scale: s)) {
            case let (a?, b?): return a.intersection(b)
            case let (a?, nil): return a
            case let (nil, b?): return b
            case (nil, nil): return nil
            }
        case let .group(inner), let .layer(inner, _):
            return DrawCommand.reach(of: inner, scale: s)
        case let .shadow(inner, _, blur, offset):
            guard let shape = DrawCommand.reach(of: inner, scale: s), offset.x.isFinite, offset.y.isFinite else { return nil }
            let dx = Int(saturating: offset.x * s, .down), dy = Int(saturating: offset.y * s, .down)
            let moved = PixelBox(x0: shape.x0 + dx, y0: shape.y0 + dy, x1: shape.x1 + dx + 1, y1: shape.y1 + dy + 1)
            return moved.expanded(by: Framebuffer.blurReach(sigma: blur * s) + 2)
        }
    }

    /// The union of the commands' reach; nil when any can reach anywhere.
    static func reach(of commands: [DrawCommand], scale s: Double) -> PixelBox? {
        var total = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        for command in commands {
            guard let box = command.reach(scale: s) else { return nil }
            total = total.union(box)
        }
        return total
    }
}

extension Framebuffer {
    /// A clear layer for `commands` drawn into this framebuffer: the window of the canvas they can
    /// reach (all of this framebuffer when they can reach anywhere), drawing clipped as this one is.
    /// Drawing the commands into it gives the bytes a whole-canvas layer would, inside the window.
    func layer(for commands: [DrawCommand], scale s: Double) -> Framebuffer? {
        let window = (DrawCommand.reach(of: commands, scale: s) ?? bounds).intersection(bounds)
        guard !window.isEmpty else { return nil }
        var layer = Framebuffer(window: window)
        layer.clip = clip.intersection(window)
        return layer
    }
}

extension ShapedText {
    /// The pixels drawing this text can touch: each glyph's face box grown by an em, the
    /// thickening and a pixel — the bound drawing itself trusts when it skips glyphs that miss
    /// the clip — so a layer or window this big gets the bytes a whole canvas would.
    func drawingReach(pixelSize: Double, origin: Point, embolden: Double) -> PixelBox? {
        reach(pixelSize: pixelSize, origin: origin, embolden: embolden, margin: pixelSize + embolden + 1)
    }
}

extension DrawCommand {
    /// The device pixels this command can touch at `scale` (nil: anywhere), for a caller that draws
    /// windows of a list and skips what cannot touch them.
    package func drawingReach(scale: Double) -> PixelBox? { reach(scale: scale) }
}

extension DisplayList {
    /// Whether any command reads what was drawn before it (a backdrop filter, a magnifier): a
    /// window of such a list depends on pixels outside the window.
    package var readsCanvas: Bool { commands.contains(where: \.readsCanvas) }

    /// The pixels its pictures cover at `scale`, within the canvas, added up: each gradient,
    /// image, shadow, backdrop filter and magnifier (a masked picture within its mask), the
    /// drawing whose cost grows with its area where a flat fill's does not.
    package func picturePixels(scale: Double) -> Double {
        let canvas = PixelBox(x0: 0, y0: 0, x1: Int(saturating: width * scale, .up), y1: Int(saturating: height * scale, .up))
        func area(_ command: DrawCommand) -> Double {
            let box = command.reach(scale: scale)?.intersection(canvas) ?? canvas
            return box.isEmpty ? 0 : Double(box.x1 - box.x0) * Double(box.y1 - box.y0)
        }
        func pictures(_ commands: [DrawCommand]) -> Double {
            commands.reduce(0) { total, command in
                guard command.paintsPicture else { return total }
                switch command {
                case let .masked(inner, _): return total + min(pictures(inner), area(command))
                case let .group(inner), let .layer(inner, _): return total + pictures(inner)
                default: return total + area(command)
                }
            }
        }
        return pictures(commands)
    }
}

extension DrawCommand {
    /// Whether it paints more than one flat colour: a gradient, an image, a shadow or a blur
    /// (its cost grows with its area where a flat fill's does not), or holds one.
    package var paintsPicture: Bool {
        switch self {
        case .fillRect, .fillRoundedRect, .strokeRoundedRect, .fillPolygon, .text, .strokedText: false
        case .gradient, .image, .resizableImage, .roundedImage, .shadow, .backdropFilter, .magnifier: true
        case let .masked(inner, mask): (inner + mask).contains(where: \.paintsPicture)
        case let .group(inner), let .layer(inner, _): inner.contains(where: \.paintsPicture)
        }
    }
}

extension DrawCommand {
    /// Whether this command drawn into a window of the canvas can differ, inside the window, from
    /// the whole canvas drawn: a shadow blurs its shape cut at the window's edge, a backdrop
    /// filter and a magnifier read pixels outside it. A caller that shrinks a window keeps the
    /// larger one where such a command reaches it.
    package var dependsOnWindow: Bool {
        switch self {
        case .shadow, .backdropFilter, .magnifier: true
        case let .group(inner), let .layer(inner, _): inner.contains { $0.dependsOnWindow }
        case let .masked(content, mask): content.contains { $0.dependsOnWindow } || mask.contains { $0.dependsOnWindow }
        default: false
        }
    }
}
