import FoundationEssentials
import Glibc

/// Turns display-list commands into SVG elements, collecting what they refer to (glyph outlines,
/// gradients, masks, clips, filters) as definitions with ids numbered in order of first use.
struct SVGWriter {
    let width: Double, height: Double, scale: Double, text: SVGText
    private var defs = ""
    private var nextID = 0
    /// Glyph outlines already defined: (face path, face index, glyph) → id.
    private var glyphs: [GlyphKey: String] = [:]
    /// PNG data URIs of images already encoded, by identity.
    private var images: [ObjectIdentifier: String] = [:]

    struct GlyphKey: Hashable {
        var path: String, index: Int, glyph: UInt32
    }

    init(width: Double, height: Double, scale: Double, text: SVGText) {
        self.width = width
        self.height = height
        self.scale = scale
        self.text = text
    }

    /// The canvas is the PNG's: whole pixels, rounded up as ``DisplayList`` rounds its framebuffer,
    /// and the view box that size over the scale, so one unit stays `scale` pixels however a
    /// fractional density (2.625) rounds.
    func finish(body: String) -> String {
        let w = Int(saturating: width * scale, .up), h = Int(saturating: height * scale, .up)
        var out =
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(w)" height="\#(h)" viewBox="0 0 \#(n(Double(w) / scale, digits: 6)) \#(n(Double(h) / scale, digits: 6))">"#
        out += "\n"
        if !defs.isEmpty { out += "<defs>\n" + defs + "</defs>\n" }
        return out + body + "</svg>\n"
    }

    private mutating func id(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// Appends the elements for `commands` to `out`. In `maskMode` every colour is white at its
    /// own alpha: an SVG mask keeps by luminance times alpha, ours by alpha alone.
    mutating func emit(_ commands: [DrawCommand], into out: inout String, maskMode: Bool) throws {
        func paint(_ color: RGBA8, _ attribute: String = "fill") -> String {
            let hex = maskMode ? "#FFFFFF" : String(color.description.prefix(7))
            return color.a == 255 ? #"\#(attribute)="\#(hex)""# : #"\#(attribute)="\#(hex)" \#(attribute)-opacity="\#(n(Double(color.a) / 255))""#
        }
        for command in commands {
            switch command {
            case let .fillRect(r, color):
                guard color.a > 0, r.width > 0, r.height > 0 else { continue }
                out += #"<rect x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" height="\#(n(r.height))" \#(paint(color))/>"# + "\n"
            case let .fillRoundedRect(r, radii, color):
                guard color.a > 0, r.width > 0, r.height > 0 else { continue }
                out += #"<path d="\#(roundedRectPath(r, radii))" \#(paint(color))/>"# + "\n"
            case let .strokeRoundedRect(r, radii, width, color):
                guard color.a > 0, r.width > 0, r.height > 0, width > 0 else { continue }
                let inner = Rect(x: r.x + width, y: r.y + width, width: r.width - 2 * width, height: r.height - 2 * width)
                var d = roundedRectPath(r, radii)
                if inner.width > 0, inner.height > 0 { d += roundedRectPath(inner, radii.inset(by: width)) }
                out += #"<path d="\#(d)" fill-rule="evenodd" \#(paint(color))/>"# + "\n"
            case let .fillPolygon(points, color):
                guard color.a > 0, points.count >= 3 else { continue }
                let d = "M" + points.map { "\(n($0.x)) \(n($0.y))" }.joined(separator: "L") + "Z"
                out += #"<path d="\#(d)" \#(paint(color))/>"# + "\n"
            case let .text(shaped, size, origin, color):
                emitText(shaped, size: size, origin: origin, paint: paint(color), stroke: nil, into: &out)
            case let .strokedText(shaped, size, origin, color, stroke):
                emitText(shaped, size: size, origin: origin, paint: paint(color), stroke: stroke > 0 ? (paint(color, "stroke"), stroke) : nil, into: &out)
            case let .image(image, r):
                guard maskMode else {
                    out += imageElement(try dataURI(image), r) + "\n"
                    continue
                }
                // A mask is read by luminance: the image's coverage in white, as we read its alpha.
                var white = Framebuffer(width: image.pixels.width, height: image.pixels.height)
                white.tint(coverageOf: image.pixels, with: .white)
                out += imageElement(try pngURI(white, name: image.name), r) + "\n"
            case let .resizableImage(image, r):
                // Drawn as we draw it at this scale (seams on whole pixels), then embedded.
                let s = scale, box = PixelBox(enclosing: r.scaled(by: s))
                guard !box.isEmpty else { continue }
                var pixels = Framebuffer(width: box.width, height: box.height)
                pixels.draw(image, in: r.scaled(by: s).offsetBy(dx: -Double(box.x0), dy: -Double(box.y0)), scale: scale)
                let placed = Rect(x: Double(box.x0) / s, y: Double(box.y0) / s, width: Double(box.width) / s, height: Double(box.height) / s)
                out += imageElement(try pngURI(pixels, name: "a resizable image"), placed) + "\n"
            case let .roundedImage(image, r, radius):
                let clip = id("c")
                defs += #"<clipPath id="\#(clip)"><path d="\#(roundedRectPath(r, CornerRadii(all: radius)))"/></clipPath>"# + "\n"
                out += #"<g clip-path="url(#\#(clip))">"# + imageElement(try dataURI(image), r) + "</g>\n"
            case let .gradient(g):
                let gradient = id("g")
                defs += #"<linearGradient id="\#(gradient)" gradientUnits="userSpaceOnUse" x1="\#(n(g.start.x))" y1="\#(n(g.start.y))" x2="\#(n(g.end.x))" y2="\#(n(g.end.y))">"#
                for (color, location) in zip(g.colors, g.locations) {
                    let hex = maskMode ? "#FFFFFF" : String(color.description.prefix(7))
                    defs += #"<stop offset="\#(n(location))" stop-color="\#(hex)""# + (color.a == 255 ? "" : #" stop-opacity="\#(n(Double(color.a) / 255))""#) + "/>"
                }
                defs += "</linearGradient>\n"
                out += #"<rect width="\#(n(width))" height="\#(n(height))" fill="url(#\#(gradient))"/>"# + "\n"
            case let .masked(content, mask):
                let maskID = id("m")
                var shape = ""
                try emit(mask, into: &shape, maskMode: true)
                defs += #"<mask id="\#(maskID)" maskUnits="userSpaceOnUse" x="0" y="0" width="\#(n(width))" height="\#(n(height))">"# + "\n" + shape + "</mask>\n"
                out += #"<g mask="url(#\#(maskID))">"# + "\n"
                try emit(content, into: &out, maskMode: maskMode)
                out += "</g>\n"
            case let .group(inner):
                out += "<g>\n"
                try emit(inner, into: &out, maskMode: maskMode)
                out += "</g>\n"
            case let .layer(inner, opacity):
                guard opacity > 0 else { continue }
                out += opacity >= 1 ? "<g>\n" : #"<g opacity="\#(n(opacity))">"# + "\n"
                try emit(inner, into: &out, maskMode: maskMode)
                out += "</g>\n"
            case let .backdropFilter(r, blur, saturation):
                // What is drawn so far, used again through a blur and a saturation matrix cut to the
                // rectangle (its edges repeated, as the raster's are). Approximate: what is
                // translucent behind the material comes out opaque.
                guard r.width > 0, r.height > 0, !maskMode else { continue }
                let group = id("b"), filter = id("f")
                out = #"<g id="\#(group)">"# + "\n" + out + "</g>\n"
                defs +=
                    #"<filter id="\#(filter)" filterUnits="userSpaceOnUse" x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" height="\#(n(r.height))" color-interpolation-filters="sRGB">"#
                // Browsers that ignore edgeMode blur transparency in at the edges; what is left of
                // any alpha is made opaque again (the colour, unpremultiplied, is already right).
                let opaque = "0" + String(repeating: " 1", count: 99)
                defs += #"<feGaussianBlur stdDeviation="\#(n(blur))" edgeMode="duplicate"/>"#
                defs += #"<feComponentTransfer><feFuncA type="discrete" tableValues="\#(opaque)"/></feComponentTransfer>"#
                defs += #"<feColorMatrix type="saturate" values="\#(n(saturation))"/></filter>"# + "\n"
                out += ##"<use href="#\##(group)" filter="url(#\##(filter))"/>"## + "\n"
            case let .magnifier(r, radius, zoom):
                // What is drawn so far, used again scaled about the rectangle's centre, clipped to
                // the rounded rectangle.
                guard r.width > 0, r.height > 0, zoom > 0, !maskMode else { continue }
                let group = id("b"), clip = id("c")
                out = #"<g id="\#(group)">"# + "\n" + out + "</g>\n"
                defs += #"<clipPath id="\#(clip)"><path d="\#(roundedRectPath(r, CornerRadii(all: radius)))"/></clipPath>"# + "\n"
                let transform = "translate(\(n(r.midX)) \(n(r.midY))) scale(\(n(zoom))) translate(\(n(-r.midX)) \(n(-r.midY)))"
                out += ##"<g clip-path="url(#\##(clip))"><use href="#\##(group)" transform="\##(transform)"/></g>"## + "\n"
            case let .shadow(inner, color, blur, offset):
                guard color.a > 0 else { continue }
                let filter = id("f"), reach = 3 * blur + abs(offset.x) + abs(offset.y) + 1
                let flood = maskMode ? "#FFFFFF" : String(color.description.prefix(7))
                defs +=
                    #"<filter id="\#(filter)" filterUnits="userSpaceOnUse" x="\#(n(-reach))" y="\#(n(-reach))" width="\#(n(width + 2 * reach))" height="\#(n(height + 2 * reach))" color-interpolation-filters="sRGB">"#
                defs += #"<feGaussianBlur in="SourceAlpha" stdDeviation="\#(n(blur))"/><feOffset dx="\#(n(offset.x))" dy="\#(n(offset.y))" result="shadow"/>"#
                defs += #"<feFlood flood-color="\#(flood)" flood-opacity="\#(n(Double(color.a) / 255))"/><feComposite in2="shadow" operator="in"/></filter>"# + "\n"
                out += #"<g filter="url(#\#(filter))">"# + "\n"
                try emit(inner, into: &out, maskMode: true)
                out += "</g>\n"
            }
        }
    }

    /// Text as `<use>`s of glyph outlines (one `<path>` per glyph in the definitions), or as one
    /// `<text>`. A thickened title adds a stroke of the thickening's width (half on each side, as
    /// FreeType's emboldening grows the outline).
    private mutating func emitText(_ shaped: ShapedText, size: Double, origin: Point, paint: String, stroke: (String, Double)?, into out: inout String) {
        guard size > 0, !shaped.runs.isEmpty else { return }
        if text == .live {
            var families: [String] = []
            for face in shaped.chain.faces where !families.contains(face.familyName) && !face.familyName.isEmpty { families.append(face.familyName) }
            let family = families.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
            let strokeAttributes = stroke.map { #" \#($0.0) stroke-width="\#(n($0.1))" stroke-linejoin="round""# } ?? ""
            let weight = shaped.runs[0].face.weight
            let weightAttribute = weight == 400 || weight <= 0 ? "" : #" font-weight="\#(weight)""#
            let spacingAttribute = shaped.tracking == 0 ? "" : #" letter-spacing="\#(n(shaped.tracking * size))""#
            out +=
                #"<text x="\#(n(origin.x + shaped.tracking * size / 2))" y="\#(n(origin.y))" font-family="\#(SVG.escaped(family))" font-size="\#(n(size))"\#(weightAttribute)\#(spacingAttribute) \#(paint)\#(strokeAttributes) xml:space="preserve">"#
            out += SVG.escaped(shaped.text) + "</text>\n"
            return
        }
        out += "<g " + paint + (stroke.map { #" \#($0.0) stroke-linejoin="round""# } ?? "") + ">\n"
        let spacing = shaped.tracking * size
        var pen = spacing / 2
        for run in shaped.runs {
            let k = size / Double(run.unitsPerEm)
            for i in 0..<run.glyphs.count {
                defer { pen += Double(run.xAdvances[i]) * k + spacing }
                let key = GlyphKey(path: run.face.path, index: run.face.index, glyph: run.glyphs[i])
                let glyph: String
                if let known = glyphs[key] {
                    glyph = known
                } else {
                    let d = run.face.outlinePath(run.glyphs[i])
                    glyph = d.isEmpty ? "" : id("t")
                    if !d.isEmpty { defs += #"<path id="\#(glyph)" d="\#(d)"/>"# + "\n" }
                    glyphs[key] = glyph
                }
                guard !glyph.isEmpty else { continue }
                let x = origin.x + pen + Double(run.xOffsets[i]) * k, y = origin.y - Double(run.yOffsets[i]) * k
                let width = stroke.map { #" stroke-width="\#(n($0.1 / k))""# } ?? ""
                out += ##"<use xlink:href="#\##(glyph)" transform="translate(\##(n(x)) \##(n(y))) scale(\##(n(k, digits: 9)))"\##(width)/>"## + "\n"
            }
        }
        out += "</g>\n"
    }

    private func imageElement(_ uri: String, _ r: Rect) -> String {
        #"<image x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" height="\#(n(r.height))" preserveAspectRatio="none" xlink:href="\#(uri)"/>"#
    }

    private mutating func dataURI(_ image: RasterImage) throws -> String {
        if let known = images[ObjectIdentifier(image)] { return known }
        let uri = try pngURI(image.pixels, name: image.name)
        images[ObjectIdentifier(image)] = uri
        return uri
    }

    private func pngURI(_ pixels: Framebuffer, name: String) throws -> String {
        do {
            return "data:image/png;base64," + Data(try PNGCodec.encode(pixels)).base64EncodedString()
        } catch {
            throw SVGError.image(name: name, reason: "\(error)")
        }
    }

    /// A rounded rectangle as path data: corners as quarter-circle arcs, each radius at most half
    /// the shorter side (as drawing clamps them).
    private func roundedRectPath(_ r: Rect, _ radii: CornerRadii) -> String {
        let limit = min(r.width, r.height) / 2
        let c = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { min(max($0, 0), limit) }
        func arc(_ radius: Double, _ x: Double, _ y: Double) -> String {
            radius > 0 ? "A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
        }
        // Straight sides of no length (a pill's ends) are left out.
        func side(_ letter: String, from: Double, to: Double) -> String { n(from) == n(to) ? "" : letter + n(to) }
        return "M\(n(r.minX + c[0])) \(n(r.minY))" + side("H", from: r.minX + c[0], to: r.maxX - c[1]) + arc(c[1], r.maxX, r.minY + c[1])
            + side("V", from: r.minY + c[1], to: r.maxY - c[2]) + arc(c[2], r.maxX - c[2], r.maxY)
            + side("H", from: r.maxX - c[2], to: r.minX + c[3]) + arc(c[3], r.minX, r.maxY - c[3])
            + side("V", from: r.maxY - c[3], to: r.minY + c[0]) + arc(c[0], r.minX + c[0], r.minY) + "Z"
    }

    /// `value` rounded to `digits` decimals (a thousandth of a point by default), without a
    /// trailing `.0` or `-0`.
    func n(_ value: Double, digits: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        let rounded = (value * p).rounded() / p
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(saturating: rounded)) }
        // Swift writes tiny and huge values with an exponent, which SVG reads too.
        return String(rounded)
    }
}
