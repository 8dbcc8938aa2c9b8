import Raster

/// The key reference — for `segment-render help config` and the README's key tables — written
/// from the key declarations, so it cannot drift from what decoding accepts.
public enum ConfigReference {
    /// One table a section: the top-level keys, then each kind of object they hold.
    static var sections: [(title: String, rows: [Row])] {
        [("Top-level keys", rows(ControlConfig.spec)),
         ("Title attributes (`titleTextAttributes`, `selectedTitleTextAttributes`, `dock.avatarTitleAttributes`)", rows(TextAttributes.spec)),
         ("Insets (`segmentEdgeInset`, `selectionIndicatorEdgeInsets`, `enlargeEdgeInset`, `capInsets`)", rows(EdgeInsets.spec)),
         ("Segment background images (`segmentBackgroundImages`: `left`, `middle`, `right`, `single`, each `{normal, selected}`)",
          rows(BackgroundImage.spec)),
         ("The Dock (`dock`)", rows(DockConfig.spec)),
         ("Indicators (`indicators`: a list of these, drawn in order)", rows(IndicatorConfig.spec)),
         ("Gradients (an indicator's `gradient`, `titleGradient`)", rows(GradientConfig.spec)),
         ("Badges (`badges`: one of these or `null` per segment)", rows(BadgeConfig.spec))]
    }

    struct Row {
        var key: String, type: String, defaultText: String, summary: String
    }

    static func rows<Model>(_ spec: ObjectSpec<Model>) -> [Row] {
        let blank = spec.blank()
        return spec.keys.map { key in
            let value = key.defaultNote ?? key.defaultValue(blank).map { "`\($0.compact)`" } ?? "none"
            return Row(key: key.name, type: key.type, defaultText: value, summary: key.summary)
        }
    }

    /// Markdown tables, as the README shows them.
    public static var markdown: String {
        sections.map { section in
            var lines = ["**\(section.title)**", "", "| key | type | default | description |", "|---|---|---|---|"]
            for row in section.rows {
                let cells = ["`\(row.key)`", row.type, row.defaultText, row.summary].map { $0.replacingOccurrences(of: "|", with: "\\|") }
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// Plain text for a terminal: each key with its type and default on one line, the description under it.
    public static var text: String {
        sections.map { section in
            let title = section.title.replacingOccurrences(of: "`", with: "")
            let body = section.rows.map { row in
                let plain = { (s: String) in s.replacingOccurrences(of: "`", with: "") }
                return "  \(row.key)  \(plain(row.type)); default \(plain(row.defaultText))\n      \(row.summary)"
            }
            return ([title.uppercased()] + body).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

extension JSONValue {
    /// On one line: `{"left": 5, "right": 5}`.
    public var compact: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): format(n)
        case .string(let s): JSONValue.quote(s)
        case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let pairs): "{" + pairs.map { JSONValue.quote($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
        }
    }
}
