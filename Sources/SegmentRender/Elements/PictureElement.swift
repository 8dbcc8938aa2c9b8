import Raster

/// One element of a picture as a golden's sidecar records it: its name (``ElementID`` in words,
/// stable across runs), what it is in its own terms — frame, text, font, colour — and the box of
/// the device pixels it painted last, when a render with owners was made.
package struct PictureElement: Sendable, Hashable {
    /// "segment 2 title", "indicator (line)", "badge on segment 3", "divider 1", "control".
    package var name: String
    /// In a fixed order per kind of element.
    package var fields: [ElementField]
    /// The device pixels it painted (``PixelOwners/boxes``); nil when it changed none or nobody asked.
    package var box: PixelBox?

    package init(name: String, fields: [ElementField], box: PixelBox? = nil) {
        self.name = name
        self.fields = fields
        self.box = box
    }

    /// The field named `name`, if it has one.
    package subscript(name: String) -> ElementValue? { fields.first { $0.name == name }?.value }
}

/// One property of an element: `x`, `width`, `colour`, `text`, `weight`, ….
package struct ElementField: Sendable, Hashable {
    package var name: String
    package var value: ElementValue

    package init(_ name: String, _ value: ElementValue) {
        self.name = name
        self.value = value
    }

    /// Fields measured in points; every other number is a plain count or ratio.
    package static let pointFields: Set<String> = [
        "x", "y", "width", "height", "size", "stroke", "corner radius", "content width", "scroll offset",
    ]

    /// The unit a value of this field is written with (`pt`), or nil.
    package var unit: String? { Self.pointFields.contains(name) ? "pt" : nil }
}

/// A field's value: a number (points rounded to the millionth, as `layout` prints them) or text
/// (a title, a colour as `#RRGGBB[AA]`, a short image digest).
package enum ElementValue: Sendable, Hashable {
    case number(Double)
    case text(String)

    /// A number in points (or any unit), rounded to the millionth so float noise never differs.
    package static func points(_ value: Double) -> ElementValue { .number(ControlLayout.printed(value)) }

    /// A colour as `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    package static func color(_ color: RGBA8) -> ElementValue {
        func hex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return .text("#" + hex(color.r) + hex(color.g) + hex(color.b) + (color.a == 255 ? "" : hex(color.a)))
    }
}
