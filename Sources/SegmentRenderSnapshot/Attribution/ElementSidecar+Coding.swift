import FoundationEssentials
import Glibc
import Raster
import SegmentRender

extension ElementSidecar {
    /// The sidecar as text: pretty JSON, keys in a fixed order, one element a block.
    package func encoded() -> [UInt8] {
        let elementValues: [JSONValue] = elements.map { element in
            let box: JSONValue = element.box.map { .array([$0.x0, $0.y0, $0.x1, $0.y1].map { .number(Double($0)) }) } ?? .null
            let fields: [(String, JSONValue)] = element.fields.map { field in
                switch field.value {
                case .number(let n): (field.name, .number(n))
                case .text(let s): (field.name, .string(s))
                }
            }
            return .object([("name", .string(element.name)), ("box", box), ("fields", .object(fields))])
        }
        let provenanceValue = JSONValue.object([
            ("renderer", .string(provenance.renderer)), ("config", .string(provenance.config)), ("environment", .string(provenance.environment)),
        ])
        // One element a line, so a re-recorded golden's sidecar reads well in review.
        var text = "{\n  \"format\": \(Self.format),\n  \"provenance\": \(provenanceValue.compact),\n"
        if let golden {
            text += "  \"golden\": \(JSONValue.object([("png", .string(golden.png)), ("pixels", .string(golden.pixels))]).compact),\n"
        }
        text += "  \"elements\": [\n"
        text += elementValues.map { "    " + $0.compact }.joined(separator: ",\n")
        text += "\n  ],\n  \"layout\": \(layout.compact)\n}\n"
        return Array(text.utf8)
    }

    /// Reads a sidecar; anything that is not one is a ``SnapshotError/badSidecar(path:reason:)``.
    package static func read(_ url: URL) throws -> ElementSidecar {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(url.path, limit: maxFileSize, followLinks: false)
        } catch {
            throw SnapshotError.badSidecar(path: url.path, reason: "cannot be read: " + error.description)
        }
        return try decode(bytes, path: url.path)
    }

    /// Decodes a sidecar's provenance and elements (its `layout` is read past, as `.null`).
    package static func decode(_ bytes: [UInt8], path: String) throws -> ElementSidecar {
        func bad(_ reason: String) -> SnapshotError { .badSidecar(path: path, reason: "not an element sidecar: " + reason) }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch { throw bad("\(error)") }
        guard case .number(let format)? = root["format"]?.value, format == Double(Self.format) else {
            throw bad("format: expected \(Self.format)")
        }
        func string(_ node: JSONNode?, _ key: String) throws -> String {
            guard case .string(let s)? = node?[key]?.value else { throw bad("provenance.\(key): expected a string") }
            return s
        }
        let p = root["provenance"]
        let provenance = Provenance(renderer: try string(p, "renderer"), config: try string(p, "config"), environment: try string(p, "environment"))
        guard case .array(let nodes)? = root["elements"]?.value else { throw bad("elements: expected an array") }
        guard nodes.count <= maxElements else { throw bad("elements: \(nodes.count) elements, over the limit of \(maxElements)") }
        var elements: [PictureElement] = []
        for (k, node) in nodes.enumerated() {
            guard case .string(let name)? = node["name"]?.value, let members = node["fields"]?.members else {
                throw bad("elements[\(k)]: expected an object with \"name\" and \"fields\"")
            }
            var fields: [ElementField] = []
            for member in members {
                switch member.node.value {
                case .number(let n): fields.append(ElementField(member.key, .number(n)))
                case .string(let s): fields.append(ElementField(member.key, .text(s)))
                default: throw bad("elements[\(k)].fields.\(member.key): expected a number or a string")
                }
            }
            var box: PixelBox?
            if case .array(let corners)? = node["box"]?.value {
                let values = corners.compactMap { node -> Int? in
                    guard case .number(let n) = node.value, n.rounded() == n, abs(n) <= Double(maxCoordinate) else { return nil }
                    return Int(n)
                }
                guard values.count == 4, corners.count == 4 else {
                    throw bad("elements[\(k)].box: expected four whole numbers from -\(maxCoordinate) to \(maxCoordinate)")
                }
                guard values[0] <= values[2], values[1] <= values[3] else {
                    throw bad("elements[\(k)].box: expected [x0, y0, x1, y1] with x0 ≤ x1 and y0 ≤ y1, found \(values)")
                }
                box = PixelBox(x0: values[0], y0: values[1], x1: values[2], y1: values[3])
            }
            elements.append(PictureElement(name: name, fields: fields, box: box))
        }
        // The layout is for people reading the file: a check compares elements, so it is not kept.
        return ElementSidecar(provenance: provenance, golden: goldenDigest(root), elements: elements, layout: .null)
    }

    /// The ``GoldenDigest`` of the sidecar beside `golden`, or nil when there is none, it has none
    /// or it cannot be read (a check then decodes the PNG, as it would without one).
    package static func goldenDigest(besides golden: URL) -> GoldenDigest? {
        guard let bytes = try? FileBytes.read(url(for: golden).path, limit: maxFileSize, followLinks: false), let root = try? JSONParser.parse(bytes) else { return nil }
        return goldenDigest(root)
    }

    private static func goldenDigest(_ root: JSONNode) -> GoldenDigest? {
        guard case .string(let png)? = root["golden"]?["png"]?.value, case .string(let pixels)? = root["golden"]?["pixels"]?.value else { return nil }
        return GoldenDigest(png: png, pixels: pixels)
    }
}
