import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// The text file beside an image golden (`tabs-1@2x.png` → `tabs-1@2x.elements.json`) that says
/// what the picture is made of: its provenance, its layout (as `layout` prints it) and its
/// elements — segments' titles with font, size, weight and colour, images, indicators, badges,
/// dividers, borders — each with the box of the device pixels it painted last. A failure compares
/// the golden's sidecar with the actual render's (``Attribution``). The PNG's bytes never depend
/// on any of this.
///
/// ```json
/// {"format": 1,
///  "provenance": {"renderer": "0.1.0", "config": "9f2c…", "environment": "41be…"},
///  "golden": {"png": "5d0e…", "pixels": "a71c…"},
///  "elements": [{"name": "segment 2 title", "box": [236, 30, 290, 58],
///                "fields": {"x": 120, "y": 13, "width": 27, "height": 18, "text": "News", …}}, …],
///  "layout": {…}}
/// ```
package struct ElementSidecar: Sendable, Equatable {
    package static let format = 1
    /// Sidecars are read up to this size.
    package static let maxFileSize = 16 << 20
    /// A sidecar holds at most this many elements (a 10,000-segment bar's has about 30,000).
    package static let maxElements = 100_000
    /// A box's corners lie within ±this many pixels (a canvas is at most 16,384 px a side).
    package static let maxCoordinate = 1 << 24

    /// What made the picture: the renderer's version and SHA-256 digests (first 16 hex digits) of
    /// the resolved config and of the golden environment (``GoldenEnvironment``).
    package struct Provenance: Sendable, Equatable {
        package var renderer: String
        package var config: String
        package var environment: String
    }

    /// What the golden beside the sidecar was when it was recorded: SHA-256 of the PNG file's bytes
    /// and the canonical digest of its pixels (``HashStore/canonicalDigest(_:)``). While the file's
    /// bytes still hash to `png`, a render whose pixels hash to `pixels` matches it exactly, so a
    /// passing check need not decode the PNG. Sidecars written before it have none.
    package struct GoldenDigest: Sendable, Equatable {
        package var png: String
        package var pixels: String
    }

    package var provenance: Provenance
    /// Set when the sidecar is written with its golden (``GoldenCheck``); nil in one made to compare.
    package var golden: GoldenDigest?
    package var elements: [PictureElement]
    /// The layout as `layout` prints it (not compared: the elements carry the same geometry).
    package var layout: JSONValue

    /// What a sidecar's name ends with, where its golden's ends with `.png`.
    package static let suffix = ".elements.json"

    /// `tabs-1@2x.png` → `tabs-1@2x.elements.json`.
    package static func url(for golden: URL) -> URL {
        let name = golden.lastPathComponent
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return golden.deletingLastPathComponent().appendingPathComponent(stem + suffix)
    }

    /// SHA-256 of the elements' names and fields (not boxes or provenance): what a hash store keeps
    /// of a golden's sidecar, so that equal elements with different pixels still read as the environment.
    package var elementsDigest: String { SHA256.hex(Array(elementsText.utf8)) }

    /// One line per element: its name, then each field as `name=value`, tab-separated.
    var elementsText: String {
        elements.map { element in
            element.fields.reduce(element.name) { line, field in
                switch field.value {
                case .number(let n): line + "\t\(field.name)=\(n)"
                case .text(let s): line + "\t\(field.name)=\"\(s)\""
                }
            }
        }.joined(separator: "\n")
    }
}

extension ElementSidecar {
    /// What a golden check knows of the picture it checks beyond the pixels: how to describe it
    /// (made only when a golden is recorded or a check fails, since it renders again to find
    /// which element painted each pixel).
    package struct Subject: Sendable {
        package var describe: @Sendable () throws -> (sidecar: ElementSidecar, owners: PixelOwners)

        package init(describe: @escaping @Sendable () throws -> (sidecar: ElementSidecar, owners: PixelOwners)) {
            self.describe = describe
        }

        /// The picture of `control` in `state`.
        package static func control(_ control: Control, _ state: FrameState) -> Subject {
            Subject { try ElementSidecar.describe(control, state) }
        }
    }

    /// The sidecar of `control` drawn in `state`, and which element painted each pixel.
    package static func describe(_ control: Control, _ state: FrameState) throws -> (sidecar: ElementSidecar, owners: PixelOwners) {
        let (list, spans) = control.drawing(state)
        control.prepareToDraw()
        let (_, owners) = list.rasterizeTrackingOwners(scale: control.config.scale, spans: spans.map(\.commands))
        var elements = control.elements(state, spans: spans, commands: list.commands)
        for k in spans.indices { elements[k + 1].box = owners.boxes[k] }
        let provenance = Provenance(
            renderer: RendererVersion.current, config: String(try control.configDigest.value().prefix(16)),
            environment: String(try environmentDigest().prefix(16)))
        return (ElementSidecar(provenance: provenance, golden: nil, elements: elements, layout: state.layout.jsonValue), owners)
    }

    /// This process's golden environment, as one digest (computed once).
    package static func environmentDigest() throws -> String { try environmentDigestOnce.value() }

    private static let environmentDigestOnce = Once { () throws -> String in
        let entries = try GoldenEnvironment.current().entries.sorted { $0.key < $1.key }
        return SHA256.hex(Array(entries.map { "\($0.key)=\($0.value)\n" }.joined().utf8))
    }
}
