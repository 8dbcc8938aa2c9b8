import SegmentRender

extension Attribution {
    /// The attribution of a layout golden's failure (its JSON, as `layout` prints it): the same
    /// element names and lines an image failure gives — `indicator (line): width 24 → 20 pt`,
    /// `control: scroll offset 0 → 120 pt` — from the two layouts alone. Nil when either side is
    /// not a layout (then the numbered line diff says what changed).
    package static func layout(expected: String, actual: String) -> Attribution? {
        guard let before = try? elements(ofLayout: expected), let after = try? elements(ofLayout: actual) else { return nil }
        var attribution = Attribution()
        attribution.changes = changes(expected: before, actual: after)
        attribution.lines = lines(for: attribution.changes)
        return attribution
    }

    /// A layout's JSON read back as elements: the control, each segment's slot, title and image,
    /// dividers, borders, decorations (named as a picture's sidecar names them) and the dock.
    static func elements(ofLayout text: String) throws -> [PictureElement] {
        let root = try JSONParser.parse(Array(text.utf8))
        func number(_ node: JSONNode?) -> ElementValue? {
            switch node?.value {
            case .number(let n)?: .number(n)
            case .string(let s)?: .text(s)
            case .null?: .text("none")
            default: nil
            }
        }
        func frame(_ node: JSONNode?) -> [ElementField]? {
            guard let node, node.members != nil else { return nil }
            return ["x", "y", "width", "height"].compactMap { key in number(node[key]).map { ElementField(key, $0) } }
        }
        func list(_ key: String) -> [JSONNode] {
            if case .array(let items)? = root[key]?.value { return items }
            return []
        }
        let control: [(String, String)] = [
            ("width", "width"), ("height", "height"), ("scale", "scale"), ("contentWidth", "content width"),
            ("scrollOffset", "scroll offset"), ("selectedSegmentIndex", "selected segment"),
        ]
        var elements = [PictureElement(name: "control", fields: control.compactMap { key, name in number(root[key]).map { ElementField(name, $0) } })]
        for segment in list("segments") {
            // The expected side is a golden file: any number may be there.
            guard case .number(let n)? = segment["index"]?.value else { continue }
            let i = Int(saturating: n)
            for (key, name) in [("frame", "segment \(i)"), ("titleFrame", "segment \(i) title"), ("imageFrame", "segment \(i) image")] {
                if let fields = frame(segment[key]) { elements.append(PictureElement(name: name, fields: fields)) }
            }
        }
        for (i, divider) in list("dividers").enumerated() { elements.append(PictureElement(name: "divider \(i)", fields: frame(divider) ?? [])) }
        for (i, border) in list("borders").enumerated() { elements.append(PictureElement(name: "border \(i)", fields: frame(border) ?? [])) }
        var seen: [String: Int] = [:]
        for decoration in list("decorations") {
            guard case .string(let kind)? = decoration["kind"]?.value else { continue }
            var name: String
            if kind == "badge", case .number(let segment)? = decoration["segment"]?.value {
                name = "badge on segment \(Int(saturating: segment))"
            } else {
                name = "indicator (\(kind))"
                seen[name, default: 0] += 1
                if seen[name]! > 1 { name += " #\(seen[name]!)" }
            }
            var fields = frame(decoration["frame"]) ?? []
            for member in decoration.members ?? [] where !["kind", "frame", "layer"].contains(member.key) {
                fields.append(ElementField(member.key, number(member.node) ?? .text(JSONValue(member.node).compact)))
            }
            elements.append(PictureElement(name: name, fields: fields))
        }
        if let dock = root["dock"] {
            for (key, name) in [("avatar", "dock avatar"), ("avatarTitle", "dock title")] {
                if let fields = frame(dock[key]) { elements.append(PictureElement(name: name, fields: fields)) }
            }
            if case .array(let icons)? = dock["buttonIcons"]?.value {
                for (i, icon) in icons.enumerated() { elements.append(PictureElement(name: "dock button \(i)", fields: frame(icon) ?? [])) }
            }
        }
        return elements
    }
}
