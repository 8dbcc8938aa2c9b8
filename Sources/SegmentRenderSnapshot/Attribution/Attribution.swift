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

    /// One line per element: `indicator (line): width 24 → 20 pt`, `badge on segment 3: text "9" → "10"`,
    /// `badge on segment 1: added`, `divider 2: removed`.
    package static func lines(for changes: [Change]) -> [String] {
        var order: [String] = []
        var byElement: [String: [Change]] = [:]
        for change in changes {
            if byElement[change.element] == nil { order.append(change.element) }
            byElement[change.element, default: []].append(change)
        }
        return order.map { element in
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
        }
    }

    /// Differing pixels (`mask`, `width` wide) counted by owner: the element that painted the pixel
    /// last in the actual render; where that is the background or nothing (something moved away or
    /// vanished), the topmost golden element whose box holds the pixel. Largest share first, ties
    /// in name order.
    package static func pixelShares(
        mask: [Bool], width: Int, owners: PixelOwners?, actualNames: [String], expected: [PictureElement]
    ) -> [PixelShare] {
        let candidates = expected.reversed().filter { $0.box != nil && $0.name != "control" && $0.name != "background" }
        let boxes = candidates.map { $0.box! }
        // Counted by index (actual spans, then golden candidates, then "no element"), named once at the end.
        let background = actualNames.firstIndex(of: "background")
        var counts = [Int](repeating: 0, count: actualNames.count + candidates.count + 1)
        for (i, differs) in mask.enumerated() where differs {
            let x = i % width, y = i / width
            var slot: Int?
            if let owners, x < owners.width, y < owners.height, let k = owners.owner(x, y), k < actualNames.count { slot = k }
            if slot == nil || slot == background, let c = boxes.firstIndex(where: { $0.contains(x, y) }) { slot = actualNames.count + c }
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
