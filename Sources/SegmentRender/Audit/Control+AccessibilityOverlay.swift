import Raster

extension Control {
    /// The accessibility snapshot: the control as rendered, each segment's hit area outlined in a
    /// colour of its own and tagged with its index, and below it one line per segment — the tag,
    /// what VoiceOver reads (`Week, 2 of 4`) and its traits. A segment without a label says so.
    /// Margins hold hit areas that reach past the bounds (at most `overlayMargin` of them).
    ///
    /// Drawn at the config's scale, or a smaller one when the overlay would be over the pixel
    /// budget; when even 1x would be, only the control and its outlines are drawn, at 1x.
    public func accessibilityOverlay(selection: Selection = .configured) -> Framebuffer {
        let elements = accessibilityElements(selection: selection)
        let full = overlayList(elements, legend: true)
        func pixels(_ s: Double) -> Int {
            let (w, wo) = Int(saturating: full.list.width * s, .up).multipliedReportingOverflow(by: Int(saturating: full.list.height * s, .up))
            return wo ? Int.max : w
        }
        // The config's scale, else the whole scales below it.
        let candidates = [config.scale] + ControlConfig.iosScales.reversed().filter { $0 < config.scale }
        if let scale = candidates.first(where: { pixels($0) <= ControlConfig.pixelBudget }) {
            return overlayPicture(full, selection: selection, scale: scale)
        }
        return overlayPicture(overlayList(elements, legend: false), selection: selection, scale: 1)
    }

    /// The overlay's display list, the control's picture still to be put in (at `control`).
    func overlayList(_ elements: [AccessibilityElement], legend: Bool) -> (list: DisplayList, control: Rect) {

        let (w, h) = (config.width, config.height)
        // How far hit areas reach past each side, kept to the margin's limit.
        func reach(_ value: Double) -> Double { legend ? min(Self.overlayMargin, max(0, value.rounded(.up))) : 0 }
        let pad = legend ? 12.0 : 0
        let left = pad + reach(-(elements.map(\.hitArea.minX).min() ?? 0)), top = pad + reach(-(elements.map(\.hitArea.minY).min() ?? 0))
        let right = pad + reach((elements.map(\.hitArea.maxX).max() ?? w) - w), below = reach((elements.map(\.hitArea.maxY).max() ?? h) - h)
        let chain = normalStyle.chain
        let dark = config.appearance == .dark
        let ink = dark ? RGBA8(r: 255, g: 255, b: 255) : RGBA8(r: 0, g: 0, b: 0)
        let shown = elements.prefix(legend ? Self.overlayLines : elements.count)
        var lines = shown.map { e in
            Quoted.cut((e.label == nil ? "(no label) " + e.reads : e.reads) + " — " + e.traits.joined(separator: ", "), limit: 96)
        }
        if elements.count > shown.count { lines.append("… and \(elements.count - shown.count) more") }
        if !legend { lines = [] }
        let shaped = lines.map { ShapedText($0, chain: chain) }
        let tagWidth = 22.0, lineHeight = 18.0, textSize = 12.0
        let legendWidth = (shaped.map { $0.advance(atSize: textSize) }.max() ?? 0) + tagWidth + 6
        let width = max(left + w + right, (pad + legendWidth + pad).rounded(.up))
        let legendTop = top + h + below + pad
        var list = DisplayList(width: width, height: legendTop + Double(lines.count) * lineHeight + (legend ? pad : 0))
        list.commands.append(.fillRect(Rect(x: 0, y: 0, width: width, height: list.height), dark ? RGBA8(r: 28, g: 28, b: 30) : RGBA8(r: 255, g: 255, b: 255)))
        func tag(_ k: Int, _ at: Point, _ color: RGBA8) {
            let label = ShapedText(String(k), chain: chain)
            let box = Rect(x: at.x, y: at.y, width: max(16, label.advance(atSize: 10) + 6), height: 14)
            list.commands.append(.fillRoundedRect(box, radii: CornerRadii(all: 3), color))
            list.commands.append(.text(label, size: 10, origin: Point(x: box.midX - label.advance(atSize: 10) / 2, y: box.maxY - 3.5), RGBA8(r: 255, g: 255, b: 255)))
        }
        for e in shown {
            let color = Self.overlayPalette[e.segment % Self.overlayPalette.count]
            let area = e.hitArea.offsetBy(dx: left, dy: top)
            list.commands.append(.strokeRoundedRect(area, radii: CornerRadii(all: 3), width: 1.5, color))
            tag(e.segment, Point(x: area.minX + 2, y: area.minY + 2), color)
        }
        for (k, text) in shaped.enumerated() {
            let y = legendTop + Double(k) * lineHeight
            if k < shown.count { tag(shown[k].segment, Point(x: pad, y: y + 1), Self.overlayPalette[shown[k].segment % Self.overlayPalette.count]) }
            list.commands.append(.text(text, size: textSize, origin: Point(x: pad + tagWidth, y: y + 13), ink))
        }
        return (list, Rect(x: left, y: top, width: w, height: h))
    }

    /// The overlay drawn at `scale`: the control's picture at that scale goes under the outlines.
    func overlayPicture(_ overlay: (list: DisplayList, control: Rect), selection: Selection, scale: Double) -> Framebuffer {
        let control = scaled(to: scale)
        control.prepareToDraw()
        var list = overlay.list
        // Drawn into the control's rectangle, so the image's own (whole) scale does not size it.
        let picture = RasterImage(pixels: control.render(selection: selection), scale: Int(saturating: scale, .up), name: "control")
        list.commands.insert(.image(picture, overlay.control), at: 1)
        return list.rasterize(scale: scale)
    }

    /// The most a hit area drawn past the control's bounds widens the overlay, in points.
    static let overlayMargin = 64.0
    /// The most segments the overlay's legend lists (the rest are counted).
    static let overlayLines = 64
    /// Outline colours, by segment index: iOS's system blue, red, green, orange, purple, teal, pink, brown.
    static let overlayPalette: [RGBA8] = [
        RGBA8(r: 0, g: 122, b: 255), RGBA8(r: 255, g: 59, b: 48), RGBA8(r: 52, g: 199, b: 89), RGBA8(r: 255, g: 149, b: 0),
        RGBA8(r: 175, g: 82, b: 222), RGBA8(r: 48, g: 176, b: 199), RGBA8(r: 255, g: 45, b: 85), RGBA8(r: 162, g: 132, b: 94),
    ]
}
