import Raster

/// How a JX indicator is painted: its colour or gradient, corner radius, border, shadow and
/// opacity. Shared by every indicator kind.
package struct IndicatorPaint: Sendable, Hashable {
    package var color: RGBA8
    package var gradient: GradientConfig?
    package var gradientSpan: GradientSpan = .indicator
    /// nil: half the height.
    package var cornerRadius: Double?
    package var borderWidth: Double = 0
    package var borderColor: RGBA8 = .clear
    package var shadow: ShadowConfig?
    package var opacity: Double = 1
    package var layer: Decoration.Layer

    init(_ config: IndicatorConfig, layer: Decoration.Layer) {
        color = config.color
        gradient = config.gradient
        gradientSpan = config.gradientSpan
        cornerRadius = config.cornerRadius
        borderWidth = config.borderWidth
        borderColor = config.borderColor
        shadow = config.shadow
        self.layer = layer
    }

    /// The corner radius for `rect`: as configured (half the height by default), at most half the
    /// shorter side.
    func radius(for rect: Rect) -> Double {
        max(0, min(cornerRadius ?? rect.height / 2, rect.width / 2, rect.height / 2))
    }

    /// Colours and opacity blended `t` of the way to `other`'s.
    func interpolated(to other: IndicatorPaint, _ t: Double) -> IndicatorPaint {
        var out = self
        out.color = lerp(color, other.color, t)
        out.borderColor = lerp(borderColor, other.borderColor, t)
        out.opacity = lerp(opacity, other.opacity, t)
        return out
    }

    /// The commands that paint `shape` (given as the command filling it): shadow, fill (the colour,
    /// or the gradient kept to the shape), border, all at the paint's opacity. `bounds` is what a
    /// gradient spans with `gradientSpan: indicator`.
    func commands(shape: (RGBA8) -> DrawCommand, border: DrawCommand?, bounds: Rect, context: DecorationContext) -> [DrawCommand] {
        guard opacity > 0 else { return [] }
        var commands: [DrawCommand] = []
        if let shadow {
            commands.append(.shadow([shape(.black)], color: shadow.color, blur: shadow.radius, offset: Point(x: shadow.offset.x, y: shadow.offset.y)))
        }
        if let gradient {
            let span =
                gradientSpan == .content
                ? Rect(x: context.dx, y: 0, width: context.contentWidth, height: context.height) : bounds
            commands.append(.masked([.gradient(gradient.linear(in: span))], by: [shape(.black)]))
        } else {
            commands.append(shape(color))
        }
        if let border, borderWidth > 0 { commands.append(border) }
        return opacity >= 1 ? commands : [.layer(commands, opacity: opacity)]
    }

    /// A rounded rectangle painted this way.
    func roundedRect(_ rect: Rect, context: DecorationContext) -> [DrawCommand] {
        let r = radius(for: rect)
        let border: DrawCommand? =
            borderWidth > 0 && rect.width > 0 && rect.height > 0
            ? .strokeRoundedRect(rect, radii: CornerRadii(all: r), width: min(borderWidth, rect.width / 2, rect.height / 2), borderColor) : nil
        return commands(shape: { .fillRoundedRect(rect, radii: CornerRadii(all: r), $0) }, border: border, bounds: rect, context: context)
    }
}

extension IndicatorConfig {
    /// The layer the indicator draws in: as configured, else under the titles for a background (and
    /// an image background), over them otherwise.
    var resolvedLayer: Decoration.Layer {
        switch layer {
        case .under?: .underContent
        case .over?: .overContent
        case nil: isBackdrop ? .underContent : .overContent
        }
    }

    /// Whether it sits behind the item (a background, an image background): centred, under the titles.
    var isBackdrop: Bool { kind.defaults.behindTitles || (kind == .image && imageMode == .background) }

    /// The indicator's rectangle at rest on an item: its width by `widthMode` (item, title or
    /// fixed) plus `widthIncrement`, centred on the item; its height; at the bottom (`H − h −
    /// verticalOffset`), the top (`verticalOffset`) or the centre (`(H − h) / 2 + verticalOffset`).
    func restFrame(item: Rect, titleWidth: Double, controlHeight H: Double) -> Rect {
        let base: Double
        // An image background fills the item unless told otherwise.
        let defaults = kind.defaults
        switch widthMode ?? (kind == .image && imageMode == .background ? .item : defaults.widthMode) {
        case .item: base = item.width
        case .title: base = titleWidth
        // A kind without a fixed width is given one by the config check; 10 keeps a hand-built config drawable.
        case .fixed: base = width ?? defaults.fixedWidth ?? 10
        }
        let increment = widthIncrement ?? defaults.widthIncrement
        var w = max(0, base + increment)
        var h = height ?? defaults.height
        if kind == .image, let box = imageSize { (w, h) = (box.width, box.height) }
        if kind == .image && imageMode == .background && height == nil { h = H }
        let y: Double
        switch position ?? (isBackdrop ? .center : .bottom) {
        case .bottom: y = H - h - verticalOffset
        case .top: y = verticalOffset
        case .center: y = (H - h) / 2 + verticalOffset
        }
        return Rect(x: item.x + (item.width - w) / 2, y: y, width: w, height: h)
    }
}

/// A transition between two rest frames as JX drives it: from the left item to the right one,
/// `progress` of the way, whichever way the selection moves.
struct LeftToRight {
    var left: Rect, right: Rect, progress: Double
    /// `a` and `b` are the start and end frames, `t` the progress from `a` to `b`.
    init(_ a: Rect, _ b: Rect, _ t: Double) {
        let p = min(max(t, 0), 1)
        if a.x <= b.x { (left, right, progress) = (a, b, p) } else { (left, right, progress) = (b, a, 1 - p) }
    }
}

/// JX indicators drawn as one rounded rectangle in their paint (line, background, dot line).
protocol RoundedRectIndicator: FramedDecoration, PaintedIndicator {}

/// A JX indicator: its colour and opacity are its paint's.
protocol PaintedIndicator: DecorationKind {
    var paint: IndicatorPaint { get }
}

extension PaintedIndicator {
    var tint: DecorationTint { DecorationTint(color: paint.color, opacity: paint.opacity) }
}

extension RoundedRectIndicator {
    func commands(_ context: DecorationContext) -> [DrawCommand] {
        paint.roundedRect(frame.offsetBy(dx: context.dx, dy: 0), context: context)
    }

    func mask(_ context: DecorationContext) -> [DrawCommand] {
        let r = frame.offsetBy(dx: context.dx, dy: 0)
        return [.fillRoundedRect(r, radii: CornerRadii(all: paint.radius(for: r)), .black)]
    }
}
