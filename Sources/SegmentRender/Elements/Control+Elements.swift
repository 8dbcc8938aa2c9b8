import Raster

extension Control {
    /// The elements `state` draws, in paint order after a leading `control` element (size, scale,
    /// content width, scroll offset, selected segment): one per span of ``drawing(_:)``, named and
    /// described in its own terms. Geometry is in points, in content coordinates as `layout`
    /// reports it, so scrolling shows once (as the control's scroll offset), not in every element.
    package func elements(_ state: FrameState, spans: [ElementSpan], commands: [DrawCommand]) -> [PictureElement] {
        let layout = state.layout
        var elements = [
            PictureElement(
                name: "control",
                fields: [
                    ElementField("width", .points(layout.width)), ElementField("height", .points(layout.height)),
                    ElementField("scale", .number(Double(layout.scale))), ElementField("content width", .points(layout.contentWidth)),
                    ElementField("scroll offset", .points(layout.scrollOffset)),
                    ElementField("selected segment", layout.selectedSegmentIndex.map { .number(Double($0)) } ?? .text("none")),
                ])
        ]
        let decorationNames = Self.decorationNames(layout.decorations)
        for span in spans {
            let drawn = Array(commands[span.commands])
            let paintFields = Self.paintFields(drawn)
            func framed(_ name: String, _ rect: Rect?, _ extra: [ElementField] = []) -> PictureElement {
                PictureElement(name: name, fields: (rect.map(Self.frameFields) ?? []) + extra + paintFields)
            }
            switch span.element {
            case .backdrop:
                elements.append(framed("backdrop", nil))
            case .background:
                elements.append(framed("background", nil))
            case .border(let i):
                elements.append(framed(layout.borders.isEmpty ? "border" : "border \(i)", layout.borders.indices.contains(i) ? layout.borders[i] : nil))
            case .divider(let i):
                elements.append(framed("divider \(i)", layout.dividers.indices.contains(i) ? layout.dividers[i] : nil))
            case .segmentBackground(let i):
                elements.append(framed("segment \(i) background", layout.segments.first { $0.index == i }?.frame, Self.imageFields(drawn)))
            case .image(let i):
                elements.append(framed("segment \(i) image", layout.segments.first { $0.index == i }?.imageFrame, Self.imageFields(drawn)))
            case .title(let i):
                let segment = layout.segments.first { $0.index == i }
                let content = state.segments.indices.contains(i) ? state.segments[i] : nil
                elements.append(PictureElement(name: "segment \(i) title", fields: (segment?.titleFrame.map(Self.frameFields) ?? []) + Self.titleFields(content, drawn)))
            case .revealedTitle(let i):
                let selected = titlePaints.paint(i, face: titleFace(i, selected: true), selected: true, weight: 1)
                elements.append(PictureElement(name: "segment \(i) selected title, revealed", fields: Self.titleFields(selected, drawn)))
            case .decoration(let i):
                let decoration = layout.decorations[i]
                let extra = decoration.layoutFields.map { name, value -> ElementField in
                    if case .number(let n) = value { return ElementField(name, .number(n)) }
                    if case .string(let s) = value { return ElementField(name, .text(s)) }
                    return ElementField(name, .text(value.rendered()))
                }
                elements.append(framed(decorationNames[i], decoration.frame, extra))
            case .dockAvatar:
                elements.append(framed("dock avatar", layout.dock?.avatarImage, Self.imageFields(drawn)))
            case .dockTitle:
                elements.append(framed("dock title", layout.dock?.avatarTitle, Self.textFields(drawn)))
            case .dockButton(let i):
                elements.append(framed("dock button \(i)", layout.dock.flatMap { $0.buttonIcons.indices.contains(i) ? $0.buttonIcons[i] : nil }, Self.imageFields(drawn)))
            }
        }
        return elements
    }

    /// Each decoration named by its role and kind: `badge on segment 3`, `indicator (line)`, and
    /// `indicator (line) #2` for a second of the same kind.
    static func decorationNames(_ decorations: [Decoration]) -> [String] {
        var seen: [String: Int] = [:]
        return decorations.map { decoration in
            if case .badge(let badge) = decoration { return "badge on segment \(badge.segment)" }
            let base = "indicator (\(decoration.name))"
            seen[base, default: 0] += 1
            return seen[base]! == 1 ? base : "\(base) #\(seen[base]!)"
        }
    }

    static func frameFields(_ r: Rect) -> [ElementField] {
        [ElementField("x", .points(r.x)), ElementField("y", .points(r.y)), ElementField("width", .points(r.width)), ElementField("height", .points(r.height))]
    }

    /// A title's text, font, size, weight, colour and how it is filled.
    static func titleFields(_ content: SegmentPaint?, _ drawn: [DrawCommand]) -> [ElementField] {
        guard let content, let first = content.lines.first else { return [] }
        let face = content.style.chain.faces(for: first.text).first ?? content.style.chain.primary
        var fields = [
            ElementField("text", .text(content.lines.map(\.text).joined(separator: "\n"))),
            ElementField("font", .text("\(face.familyName) \(face.styleName)")),
            ElementField("size", .points(content.style.fontSize)),
            ElementField("weight", .number(Double(face.weight))),
        ]
        let fill = fillFields(drawn)
        fields += fill.isEmpty ? [ElementField("colour", .color(content.style.color))] : fill
        if content.stroke != 0 { fields.append(ElementField("stroke", .points(content.stroke))) }
        return fields
    }

    /// The text a span draws (the dock's title).
    static func textFields(_ drawn: [DrawCommand]) -> [ElementField] {
        for command in drawn {
            if case let .text(text, size, _, color) = command {
                return [ElementField("text", .text(text.text)), ElementField("size", .points(size)), ElementField("colour", .color(color))]
            }
        }
        return []
    }

    /// How a title is filled when not with one colour: `two-tone` (normal and selected colours, cut
    /// by the indicator) or `gradient` (its colours).
    static func fillFields(_ drawn: [DrawCommand]) -> [ElementField] {
        for command in drawn {
            switch command {
            case let .masked(content, _):
                if case .gradient(let g)? = content.first {
                    return [ElementField("fill", .text("gradient " + g.colors.map { colorText($0) }.joined(separator: " ")))]
                }
                let colors = [drawn.first.flatMap(firstColor), content.first.flatMap(firstColor)].compactMap { $0 }.map(colorText)
                return [ElementField("fill", .text("two-tone " + colors.joined(separator: " ")))]
            case let .layer(inner, _):
                let fields = fillFields(inner)
                if !fields.isEmpty { return fields }
            default: continue
            }
        }
        return []
    }

    /// What a span's paint is, generically: its first colour, a rounded shape's corner radius and
    /// the opacity it is drawn at.
    static func paintFields(_ drawn: [DrawCommand]) -> [ElementField] {
        guard let first = drawn.first else { return [] }
        var fields: [ElementField] = []
        if case .text = first {
        } else if case .strokedText = first {
        } else if let color = drawn.lazy.compactMap(firstColor).first {
            fields.append(ElementField("colour", .color(color)))
        }
        if let radius = drawn.lazy.compactMap(cornerRadius).first { fields.append(ElementField("corner radius", .points(radius))) }
        if case let .layer(_, opacity) = first { fields.append(ElementField("opacity", .number(ControlLayout.printed(opacity)))) }
        return fields
    }

    static func firstColor(_ command: DrawCommand) -> RGBA8? {
        switch command {
        case let .fillRect(_, c), let .fillRoundedRect(_, _, c), let .strokeRoundedRect(_, _, _, c), let .fillPolygon(_, c),
            let .text(_, _, _, c), let .strokedText(_, _, _, c, _):
            return c
        case let .gradient(g): return g.colors.first
        case let .masked(content, _), let .group(content), let .layer(content, _): return content.lazy.compactMap(firstColor).first
        case let .shadow(_, color, _, _): return color
        case .image, .resizableImage, .roundedImage, .backdropFilter, .magnifier: return nil
        }
    }

    static func cornerRadius(_ command: DrawCommand) -> Double? {
        switch command {
        case let .fillRoundedRect(_, radii, _), let .strokeRoundedRect(_, radii, _, _): return radii.topLeft
        case let .roundedImage(_, _, radius): return radius
        case let .masked(content, _), let .group(content), let .layer(content, _): return content.lazy.compactMap(cornerRadius).first
        default: return nil
        }
    }

    /// The images a span draws, each as `W×H@S` and the first 12 hex digits of the SHA-256 of its
    /// pixels: an asset that changed shows, one that did not stays quiet.
    static func imageFields(_ drawn: [DrawCommand]) -> [ElementField] {
        var images: [String] = []
        func collect(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case let .image(image, _), let .roundedImage(image, _, _):
                    images.append(describe(image.pixels, scale: image.scale))
                case let .resizableImage(image, _):
                    images.append(describe(image.image.pixels, scale: image.image.scale))
                case let .masked(content, _), let .group(content), let .layer(content, _): collect(content)
                default: continue
                }
            }
        }
        collect(drawn)
        return images.isEmpty ? [] : [ElementField("image", .text(images.joined(separator: ", ")))]
    }

    static func describe(_ pixels: Framebuffer, scale: Int) -> String {
        "\(pixels.width)×\(pixels.height)@\(scale)x " + SHA256.hex(pixels.pixels).prefix(12)
    }

    static func colorText(_ color: RGBA8) -> String {
        if case .text(let s) = ElementValue.color(color) { return s }
        return ""
    }
}
