import XCTest

@testable import Raster

/// Display-list commands as SVG elements, worked out by hand: shapes and their clamped corners,
/// colours with alpha, gradients, masks kept by alpha, layers, shadows, images; text as outlines
/// placed at the pen positions drawing uses, or as escaped `<text>`.
final class SVGTests: XCTestCase {
    func svg(_ commands: [DrawCommand], width: Double = 100, height: Double = 40, scale: Int = 2, text: SVGText = .outlines) throws -> String {
        var list = DisplayList(width: width, height: height)
        list.commands = commands
        return try SVG.document(list, scale: Double(scale), text: text)
    }

    func testTheCanvasIsScaledPixelsWithAViewBoxInPoints() throws {
        let document = try svg([.fillRect(Rect(x: 0, y: 0, width: 100, height: 40), RGBA8(r: 255, g: 255, b: 255))], scale: 3)
        XCTAssertTrue(document.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="120" viewBox="0 0 100 40">"##))
        XCTAssertTrue(document.contains(##"<rect x="0" y="0" width="100" height="40" fill="#FFFFFF"/>"##))
        XCTAssertFalse(document.contains("<defs>"), "nothing to define")
        XCTAssertTrue(document.hasSuffix("</svg>\n"))
    }

    func testShapesColoursAndCorners() throws {
        let half = RGBA8(r: 16, g: 32, b: 48, a: 128)
        let document = try svg([
            .fillRect(Rect(x: 1.5, y: 2, width: 3, height: 4), half),
            .fillRect(Rect(x: 0, y: 0, width: 5, height: 5), .clear),
            // Radii past half the shorter side (10) are clamped to 10; a zero corner is square.
            .fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radii: CornerRadii(topLeft: 25, topRight: 4, bottomRight: 0, bottomLeft: 2), .black),
            .fillPolygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)], .black),
            .strokeRoundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radii: CornerRadii(all: 3), width: 1, .black),
        ])
        XCTAssertTrue(document.contains(##"<rect x="1.5" y="2" width="3" height="4" fill="#102030" fill-opacity="0.502"/>"##), document)
        XCTAssertFalse(document.contains(##"width="5" height="5""##), "a clear fill draws nothing")
        XCTAssertTrue(document.contains(##"<path d="M10 0H36A4 4 0 0 1 40 4V20H2A2 2 0 0 1 0 18V10A10 10 0 0 1 10 0Z" fill="#000000"/>"##), document)
        XCTAssertTrue(document.contains(##"<path d="M0 0L10 0L5 8Z" fill="#000000"/>"##))
        // The band: the outer rounded rectangle and the one inset by the width (radius 3 − 1 = 2), even-odd.
        XCTAssertTrue(
            document.contains(
                ##"<path d="M3 0H17A3 3 0 0 1 20 3V7A3 3 0 0 1 17 10H3A3 3 0 0 1 0 7V3A3 3 0 0 1 3 0ZM3 1H17A2 2 0 0 1 19 3V7A2 2 0 0 1 17 9H3A2 2 0 0 1 1 7V3A2 2 0 0 1 3 1Z" fill-rule="evenodd" fill="#000000"/>"##
            ), document)
    }

    func testGradientsMasksLayersAndShadows() throws {
        let gradient = LinearGradient(colors: [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 0, b: 255, a: 51)], start: Point(x: 10, y: 0), end: Point(x: 90, y: 0))
        let shape = DrawCommand.fillRoundedRect(Rect(x: 10, y: 10, width: 80, height: 20), radii: CornerRadii(all: 10), .black)
        let document = try svg([
            .masked([.gradient(gradient)], by: [shape]),
            .layer([.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black)], opacity: 0.25),
            .shadow([shape], color: RGBA8(r: 0, g: 0, b: 0, a: 64), blur: 4, offset: Point(x: 0, y: 2)),
        ])
        XCTAssertTrue(
            document.contains(
                ##"<linearGradient id="g2" gradientUnits="userSpaceOnUse" x1="10" y1="0" x2="90" y2="0"><stop offset="0" stop-color="#FF0000"/><stop offset="1" stop-color="#0000FF" stop-opacity="0.2"/></linearGradient>"##
            ), document)
        // The mask is white at the shape's alpha: SVG keeps by luminance times alpha, we by alpha.
        XCTAssertTrue(document.contains(##"<mask id="m1" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="40">"##), document)
        XCTAssertTrue(document.contains(##"<path d="M20 10H80A10 10 0 0 1 90 20A10 10 0 0 1 80 30H20A10 10 0 0 1 10 20A10 10 0 0 1 20 10Z" fill="#FFFFFF"/>"##), document)
        XCTAssertTrue(document.contains(##"<g mask="url(#m1)">"## + "\n" + ##"<rect width="100" height="40" fill="url(#g2)"/>"##), document)
        XCTAssertTrue(document.contains(##"<g opacity="0.25">"##))
        // reach = 3 × 4 + 0 + 2 + 1 = 15.
        XCTAssertTrue(
            document.contains(
                ##"<filter id="f3" filterUnits="userSpaceOnUse" x="-15" y="-15" width="130" height="70" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="0" dy="2" result="shadow"/><feFlood flood-color="#000000" flood-opacity="0.251"/><feComposite in2="shadow" operator="in"/></filter>"##
            ), document)
    }

    func testABackdropFilterUsesWhatIsDrawnBeforeItThroughABlur() throws {
        let document = try svg([
            .fillRect(Rect(x: 0, y: 0, width: 100, height: 40), RGBA8(r: 255, g: 0, b: 0)),
            .backdropFilter(Rect(x: 0, y: 10, width: 100, height: 30), blur: 15, saturation: 1.8),
            .fillRect(Rect(x: 0, y: 10, width: 100, height: 30), RGBA8(r: 255, g: 255, b: 255, a: 77)),
        ])
        // What precedes it is grouped and drawn again through the filter, cut to its rectangle;
        // what follows is drawn over.
        XCTAssertTrue(document.contains(##"<g id="b1">"## + "\n" + ##"<rect x="0" y="0" width="100" height="40" fill="#FF0000"/>"## + "\n</g>\n"))
        XCTAssertTrue(document.contains(##"<filter id="f2" filterUnits="userSpaceOnUse" x="0" y="10" width="100" height="30""##))
        XCTAssertTrue(document.contains(##"<feGaussianBlur stdDeviation="15" edgeMode="duplicate"/>"##))
        XCTAssertTrue(document.contains(##"<feColorMatrix type="saturate" values="1.8"/>"##))
        let use = try XCTUnwrap(document.range(of: ##"<use href="#b1" filter="url(#f2)"/>"##))
        let tint = try XCTUnwrap(document.range(of: ##"fill="#FFFFFF" fill-opacity"##))
        XCTAssertLessThan(use.lowerBound, tint.lowerBound)
    }

    func testImagesAreEmbeddedPNGsDecodingToTheirPixels() throws {
        let pixels = Framebuffer(width: 2, height: 1, straightRGBA: [255, 0, 0, 255, 0, 0, 255, 128])
        let image = RasterImage(pixels: pixels, scale: 2, name: "dot")
        let document = try svg([.image(image, Rect(x: 3, y: 4, width: 1, height: 0.5)), .roundedImage(image, Rect(x: 0, y: 0, width: 1, height: 0.5), radius: 0.25)])
        let prefix = ##"<image x="3" y="4" width="1" height="0.5" preserveAspectRatio="none" xlink:href="data:image/png;base64,"##
        let start = try XCTUnwrap(document.range(of: prefix)).upperBound
        let encoded = document[start...].prefix { $0 != "\"" }
        let decoded = try PNGCodec.decode([UInt8](try XCTUnwrap(Data(base64Encoded: String(encoded)))))
        XCTAssertEqual(decoded.rgba, [255, 0, 0, 255, 0, 0, 255, 128])
        XCTAssertEqual(document.components(separatedBy: String(encoded)).count - 1, 2, "one encoding, used twice")
        XCTAssertTrue(document.contains(##"<clipPath id="c1">"##))
    }

    func testTextAsOutlinesPlacedAtThePenAndAsLiveText() throws {
        let chain = try FontChain.standard()
        let shaped = ShapedText("H H<&", chain: chain)
        let document = try svg([.text(shaped, size: 20, origin: Point(x: 5, y: 30), .black)])
        XCTAssertFalse(document.contains("<text"))
        // "H" twice shares one outline; the space has none; each placed glyph is a <use>.
        let uses = document.components(separatedBy: "<use ").count - 1
        XCTAssertEqual(uses, 4, "H, H, <, & (the space draws nothing)")
        let run = shaped.runs[0], k = 20 / Double(run.unitsPerEm)
        let second = 5 + Double(run.xAdvances[0] + run.xAdvances[1]) * k
        XCTAssertTrue(
            document.contains(##"<use xlink:href="#t1" transform="translate(5 30) scale(\##(SVGWriter(width: 1, height: 1, scale: 1, text: .outlines).n(k, digits: 9)))"/>"##),
            document)
        XCTAssertTrue(document.contains(##"<use xlink:href="#t1" transform="translate(\##(SVGWriter(width: 1, height: 1, scale: 1, text: .outlines).n(second)) 30)"##), document)
        // H's outline sits on the baseline (y 0) and rises above it (negative y), inside its advance.
        let outline = run.face.outlinePath(run.glyphs[0])
        XCTAssertTrue(outline.hasPrefix("M") && outline.hasSuffix("Z"))
        let numbers = outline.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Int($0) }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }, xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        XCTAssertEqual(ys.max(), 0)
        XCTAssertLessThan(ys.min() ?? 0, -run.unitsPerEm / 2)
        XCTAssertGreaterThan(xs.min() ?? -1, 0)
        XCTAssertLessThan(xs.max() ?? .max, Int(run.xAdvances[0]))

        let live = try svg([.strokedText(shaped, size: 20, origin: Point(x: 5, y: 30), .black, stroke: 0.5)], text: .live)
        XCTAssertTrue(live.contains(##"font-size="20" fill="#000000" stroke="#000000" stroke-width="0.5" stroke-linejoin="round" xml:space="preserve">H H&lt;&amp;</text>"##), live)
        XCTAssertFalse(live.contains("<use"))
    }

    func testTheSameListGivesTheSameText() throws {
        let chain = try FontChain.standard()
        let commands: [DrawCommand] = [.text(ShapedText("Same 同じ", chain: chain), size: 15, origin: Point(x: 1, y: 20), .black)]
        XCTAssertEqual(try svg(commands), try svg(commands))
    }
}
