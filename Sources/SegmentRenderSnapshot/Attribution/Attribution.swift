import Raster
import SegmentRender

/// What a failed check says changed, in the elements' own terms: the fields that differ between
/// the golden's sidecar and the actual render's (`segment 2 title: x 120 → 121 pt, weight 400 →
/// 600`), the differing pixels counted by the element that painted them (`312 px differ: 290 in
/// indicator (line), 22 in segment 2 title`), and — when every element is the same but pixels
/// differ — the verdict that the environment (fonts, FreeType, HarfBuzz) drew them differently.
package struct Attribution: Sendable, Equatable {
    /// One field of one element that differs; `from` is nil for an element or field that is new,
    /// `to` nil for one that is gone.
    package struct Change: Sendable, Equatable, Codable {
        package var element: String
        package var field: String
        package var from: Value?
        package var to: Value?

        package init(element: String, field: String, from: Value?, to: Value?) {
            self.element = element
            self.field = field
            self.from = from
            self.to = to
        }
    }

    /// A field's value as results JSON carries it: a number or a string.
    package enum Value: Sendable, Equatable, Codable, CustomStringConvertible {
        case number(Double)
        case text(String)

        init(_ value: ElementValue) {
            switch value {
            case .number(let n): self = .number(n)
            case .text(let s): self = .text(s)
            }
        }

        package init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let n = try? container.decode(Double.self) { self = .number(n) } else { self = .text(try container.decode(String.self)) }
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let n): try container.encode(n)
            case .text(let s): try container.encode(s)
            }
        }

        package var description: String {
            switch self {
            case .number(let n): Attribution.format(n)
            case .text(let s): s
            }
        }
    }

    /// Differing pixels painted (last) by one element.
    package struct PixelShare: Sendable, Equatable, Codable {
        package var element: String
        package var pixels: Int
    }

    package var changes: [Change] = []
    package var pixels: [PixelShare] = []
    /// The messages' and the report's lines: pixel shares, one line per changed element, the verdict.
    package var lines: [String] = []
    /// The changed elements' boxes on both sides (device pixels), for outlines on the diff panel.
    package var outlines: [PixelBox] = []

    /// Every field that differs between two element lists, elements matched by name, in the
    /// actual list's order (then what only the golden had).
    package static func changes(expected: [PictureElement], actual: [PictureElement]) -> [Change] {
        var changes: [Change] = []
        let before = Dictionary(expected.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let afterNames = Set(actual.map(\.name))
        for element in actual {
            guard let old = before[element.name] else {
                changes.append(Change(element: element.name, field: "element", from: nil, to: .text("added")))
                continue
            }
            for field in element.fields where old[field.name] != field.value {
                changes.append(Change(element: element.name, field: field.name, from: old[field.name].map(Value.init), to: Value(field.value)))
            }
            for field in old.fields where element[field.name] == nil {
                changes.append(Change(element: element.name, field: field.name, from: Value(field.value), to: nil))
            }
        }
        for element in expected where !afterNames.contains(element.name) {
            changes.append(Change(element: element.name, field: "element", from: .text("present"), to: nil))
        }
        return changes
    }

    /// A failure lists at most this many changed elements (then how many more), and outlines at
    /// most ``maxOutlines`` boxes: a log and a diff panel stay readable whatever a sidecar holds.
    package static let maxLines = 40
    package static let maxOutlines = 1_000

    /// One line per element: `indicator (line): width 24 → 20 pt`, `badge on segment 3: text "9" → "10"`,
    /// `badge on segment 1: added`, `divider 2: removed`; past ``maxLines`` elements, one line counting the rest.
    package static func lines(for changes: [Change]) -> [String] {
        var order: [String] = []
        var byElement: [String: [Change]] = [:]
        for change in changes {
            if byElement[change.element] == nil { order.append(change.element) }
            byElement[change.element, default: []].append(change)
        }
        let more = order.count - maxLines
        let shown = more > 1 ? Array(order.prefix(maxLines)) : order
        return shown.map { element in
            let parts = byElement[element]!.map { change -> String in
                if change.field == "element" { return change.to == nil ? "removed" : "added" }
                let unit = ElementField(change.field, .number(0)).unit.map { " " + $0 } ?? ""
                func shown(_ value: Value?) -> String {
                    guard let value else { return "none" }
                    return change.field == "text" ? "\"\(value)\"" : value.description
                }
                return "\(change.field) \(shown(change.from)) → \(shown(change.to))\(unit)"
            }
            return "\(element): " + parts.joined(separator: ", ")
        } + (more > 1 ? ["and \(more) more elements changed (the results file lists every change)"] : [])
    }

    /// Differing pixels (`mask`, `width` wide) counted by owner: the element that painted the pixel
    /// last in the actual render; where that is the background or nothing (something moved away or
    /// vanished), the topmost golden element whose box holds the pixel. Largest share first, ties
    /// in name order.
    package static func pixelShares(
        mask: [Bool], width: Int, owners: PixelOwners?, actualNames: [String], expected: [PictureElement]
    ) -> [PixelShare] {
        let candidates = expected.reversed().filter { $0.box != nil && $0.name != "control" && $0.name != "background" }
        let height = width > 0 ? mask.count / width : 0
        // Built only when a pixel needs it: for each pixel, the first candidate whose box holds it.
        var firstBox: [Int32]?
        // Counted by index (actual spans, then golden candidates, then "no element"), named once at the end.
        let background = actualNames.firstIndex(of: "background")
        var counts = [Int](repeating: 0, count: actualNames.count + candidates.count + 1)
        for (i, differs) in mask.enumerated() where differs {
            let x = i % width, y = i / width
            var slot: Int?
            if let owners, x < owners.width, y < owners.height, let k = owners.owner(x, y), k < actualNames.count { slot = k }
            if slot == nil || slot == background {
                if firstBox == nil { firstBox = firstHolder(of: candidates.map { $0.box! }, width: width, height: height) }
                if let c = firstBox.map({ Int($0[i]) }), c >= 0 { slot = actualNames.count + c }
            }
            counts[slot ?? counts.count - 1] += 1
        }
        var byName: [String: Int] = [:]
        for (slot, count) in counts.enumerated() where count > 0 {
            let name = slot < actualNames.count ? actualNames[slot] : slot < counts.count - 1 ? candidates[slot - actualNames.count].name : "no element"
            byName[name, default: 0] += count
        }
        return byName.map { PixelShare(element: $0.key, pixels: $0.value) }.sorted {
            $0.pixels != $1.pixels ? $0.pixels > $1.pixels : $0.element < $1.element
        }
    }

    /// For each pixel of a `width`×`height` canvas, the index of the first of `boxes` that holds it
    /// (-1: none). Each row keeps, for every pixel, the next one not yet claimed (with path halving),
    /// so a pixel is claimed once and a box costs about its rows however many boxes overlap it.
    package static func firstHolder(of boxes: [PixelBox], width: Int, height: Int) -> [Int32] {
        var holder = [Int32](repeating: -1, count: width * height)
        let stride = width + 1
        var next = [Int32](repeating: 0, count: stride * height)
        for y in 0..<height { for x in 0...width { next[y * stride + x] = Int32(x) } }
        func free(_ row: Int, _ x: Int) -> Int {
            var x = x
            while Int(next[row + x]) != x {
                let skip = next[row + Int(next[row + x])]
                next[row + x] = skip
                x = Int(skip)
            }
            return x
        }
        for (k, box) in boxes.enumerated() {
            let x0 = max(box.x0, 0), x1 = min(box.x1, width), y0 = max(box.y0, 0), y1 = min(box.y1, height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                let row = y * stride
                var x = free(row, x0)
                while x < x1 {
                    holder[y * width + x] = Int32(k)
                    next[row + x] = Int32(x + 1)
                    x = free(row, x + 1)
                }
            }
        }
        return holder
    }

    /// `312 px differ: 290 in indicator (line), 22 in segment 2 title` (the five largest shares,
    /// then the rest together).
    package static func pixelLine(_ shares: [PixelShare]) -> String? {
        let total = shares.reduce(0) { $0 + $1.pixels }
        guard total > 0 else { return nil }
        var parts = shares.prefix(5).map { "\($0.pixels) in \($0.element)" }
        let rest = shares.dropFirst(5).reduce(0) { $0 + $1.pixels }
        if rest > 0 { parts.append("\(rest) elsewhere") }
        return "\(total) px differ: " + parts.joined(separator: ", ")
    }

    /// A number as `layout` prints it: whole numbers without a fraction, others to the millionth.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(ControlLayout.printed(value))
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
