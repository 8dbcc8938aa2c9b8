import Raster

extension ControlLayout {
    /// The layout as the `layout` command prints it: points to the millionth, content coordinates before scrolling
    /// (borders in the control's own), absent parts as `null` or `[]`, keys sorted. `decorations`
    /// lists everything drawn around the titles in drawing order; `indicator` is the older summary.
    /// The text is exactly what Foundation's JSONSerialization wrote for it (`JSONValue/foundationStyle()`).
    public func jsonString() -> String {
        // Every number here is finite (configs are bounded), so writing cannot fail; if it ever
        // did, say so rather than trap.
        jsonValue.foundationStyle() ?? #"{"error": "the layout has a number JSON cannot hold"}"#
    }

    /// Geometry as `layout` prints it: to the millionth of a point (far below a pixel at any
    /// scale), so the last bits of floating-point arithmetic (375.00000000000006) never show.
    package static func printed(_ value: Double) -> Double {
        guard abs(value) < 1e9 else { return value }  // past 2^53 millionths rounding means nothing
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    package var jsonValue: JSONValue {
        func number(_ value: Double) -> JSONValue { .number(ControlLayout.printed(value)) }
        func number(_ value: Int) -> JSONValue { .number(Double(value)) }
        func rect(_ r: Rect?) -> JSONValue {
            guard let r else { return .null }
            return .object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))])
        }
        func points(_ list: [Point]) -> JSONValue { .array(list.map { .array([number($0.x), number($0.y)]) }) }
        var object: [(String, JSONValue)] = [
            ("width", number(width)), ("height", number(height)), ("scale", number(scale)),
            ("contentWidth", number(contentWidth)), ("scrollOffset", number(scrollOffset)),
            ("selectedSegmentIndex", selectedSegmentIndex.map(number) ?? .null),
            (
                "segments",
                .array(
                    segments.map { s in
                        .object([("index", number(s.index)), ("frame", rect(s.frame)), ("titleFrame", rect(s.titleFrame)), ("imageFrame", rect(s.imageFrame))])
                    })
            ),
            ("dividers", .array(dividers.map(rect))),
            ("borders", .array(borders.map(rect))),
            (
                "indicator",
                .object([
                    ("stripe", rect(indicator.stripe)),
                    ("box", rect(indicator.box)),
                    ("arrow", indicator.arrow.map(points) ?? .null),
                ])
            ),
        ]
        // Only mid-animation, when dividers fade (empty at rest: the rest-state JSON is unchanged).
        if !dividerOpacities.isEmpty { object.append(("dividerOpacities", .array(dividerOpacities.map(number)))) }
        object.append(
            (
                "decorations",
                .array(
                    decorations.map { decoration in
                        let entry: [(String, JSONValue)] = [
                            ("kind", .string(decoration.name)), ("frame", rect(decoration.frame)),
                            ("layer", .string(decoration.layer == .underContent ? "under" : "over")),
                        ]
                        return .object(entry + decoration.layoutFields)
                    })
            ))
        if let fade = edgeFade {
            // In view points: clear before the first number of each pair, opaque after it.
            object.append(
                (
                    "edgeFade",
                    .object([
                        ("leading", .array([number(fade.leading.lowerBound), number(fade.leading.upperBound)])),
                        ("trailing", .array([number(fade.trailing.lowerBound), number(fade.trailing.upperBound)])),
                    ])
                ))
        }
        if let dock {
            object.append(
                (
                    "dock",
                    .object([
                        ("avatar", rect(dock.avatar)), ("avatarImage", rect(dock.avatarImage)), ("avatarTitle", rect(dock.avatarTitle)),
                        ("buttons", .array(dock.buttons.map(rect))), ("buttonIcons", .array(dock.buttonIcons.map(rect))),
                    ])
                ))
        }
        return .object(object)
    }
}
