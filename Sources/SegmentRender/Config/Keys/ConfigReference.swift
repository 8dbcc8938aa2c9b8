import Raster

/// The key reference — for `segment-render help config` and the README's key tables — written
/// from the key declarations, so it cannot drift from what decoding accepts.
package enum ConfigReference {
    /// One table a section: the top-level keys, then each kind of object they hold, walked from
    /// the declarations (``SpecDescription/definitions()``) with the key paths that hold it.
    /// With a `style`, only the keys that apply to it and the objects they hold.
    static func sections(style: ControlStyle? = nil) -> [(title: String, rows: [Row])] {
        let top = ControlConfig.spec.keys.filter { key in style.map { key.scope?.styles.contains($0.rawValue) ?? true } ?? true }.map(\.name)
        return [("Top-level keys" + (style.map { " (style \($0.rawValue))" } ?? ""), rows(ControlConfig.spec).filter { top.contains($0.key) })]
            + ControlConfig.spec.description.definitions().compactMap { spec, paths in
                let held = paths.filter { path in top.contains { path == $0 || path.hasPrefix($0 + ".") } }
                guard !held.isEmpty else { return nil }
                return spec.rows.map { ("\(spec.title) (" + collapsed(held).map { "`\($0)`" }.joined(separator: ", ") + ")", $0()) }
            }
    }

    /// Key paths as a title names them: three or more that differ only between their first and
    /// last components become one with `*` there (`segmentBackgroundImages.*.*.capInsets`).
    static func collapsed(_ paths: [String]) -> [String] {
        var out: [String] = []
        var groups: [String: [String]] = [:]
        for path in paths {
            let parts = path.split(separator: ".")
            let key = parts.count < 2 ? path : "\(parts.count)|\(parts[0])|\(parts.count > 2 ? String(parts[parts.count - 1]) : "")"
            if groups[key] == nil { out.append(key) }
            groups[key, default: []].append(path)
        }
        return out.flatMap { key -> [String] in
            let members = groups[key]!
            guard members.count > 2 else { return members }
            let parts = members[0].split(separator: ".").map(String.init)
            let middle = Array(repeating: "*", count: parts.count - (parts.count > 2 ? 2 : 1))
            return [([parts[0]] + middle + (parts.count > 2 ? [parts[parts.count - 1]] : [])).joined(separator: ".")]
        }
    }

    package struct Row {
        var key: String, type: String, defaultText: String, summary: String
    }

    package static func rows<Model>(_ spec: ObjectSpec<Model>) -> [Row] {
        let blank = spec.blank()
        return spec.keys.map { key in
            let value = key.defaultNote ?? key.defaultValue(blank).map { "`\($0.compact)`" } ?? "none"
            return Row(key: key.name, type: key.type, defaultText: value, summary: key.summary)
        }
    }

    /// The key reference as Markdown: docs/config-keys.md, which a test holds equal to this.
    package static var markdown: String { markdown(style: nil) }

    /// The keys that apply to `style` (every key: nil) as a Markdown document: what they are, the
    /// keys of one style only and keys of a few (from their scopes), then a table for each kind of object.
    package static func markdown(style: ControlStyle?) -> String {
        var head = [
            "# Config keys" + (style.map { " of style \($0.rawValue)" } ?? ""), "",
            "At the end of this page you will know what each key" + (style.map { " of style `\($0.rawValue)`" } ?? "")
                + " takes, its range and default, and which style reads it.", "",
            "Every key a config may hold" + (style.map { " with style `\($0.rawValue)`" } ?? "") + ": its type and range, its default and what it does.",
            "Made from the declarations the decoder reads, by `segment-render help config --markdown"
                + (style.map { " --style \($0.rawValue)" } ?? "") + "`, so it",
            "cannot drift from what a config may say. A key of another style is an error. The",
            "[config guide](config.md) says how colours, insets, images and fonts are written.", "",
        ]
        if style == nil {
            head += ["**Keys of one style**", "", "| style | keys only it reads |", "|---|---|"]
            for style in ControlStyle.allCases {
                let own = ControlConfig.spec.keys.filter { $0.scope?.styles == [style.rawValue] }.map { "`\($0.name)`" }
                head.append("| `\(style.rawValue)` | \(own.isEmpty ? "—" : own.joined(separator: ", ")) |")
            }
            head += ["", "**Keys of a few styles**", "", "| key | the styles that read it |", "|---|---|"]
            for key in ControlConfig.spec.keys {
                guard let styles = key.scope?.styles, styles.count > 1 else { continue }
                head.append("| `\(key.name)` | \(styles.map { "`\($0)`" }.joined(separator: ", ")) |")
            }
            head.append("")
        }
        return head.joined(separator: "\n") + "\n"
            + sections(style: style).map { section in
                var lines = ["**\(section.title)**", "", "| key | type | default | description |", "|---|---|---|---|"]
                for row in section.rows {
                    let cells = ["`\(row.key)`", row.type, row.defaultText, row.summary].map { $0.replacing("|", with: "\\|") }
                    lines.append("| " + cells.joined(separator: " | ") + " |")
                }
                return lines.joined(separator: "\n")
            }.joined(separator: "\n\n") + "\n"
    }

    /// Plain text for a terminal: each key with its type and default on one line, the description under it.
    package static var text: String { text(style: nil) }

    /// The same, of the keys that apply to `style` (every key: nil).
    package static func text(style: ControlStyle?) -> String {
        sections(style: style).map { section in
            let title = section.title.replacing("`", with: "")
            let body = section.rows.map { row in
                let plain = { (s: String) in s.replacing("`", with: "") }
                return "  \(row.key)  \(plain(row.type)); default \(plain(row.defaultText))\n      \(row.summary)"
            }
            return ([title.uppercased()] + body).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

extension JSONValue {
    /// On one line: `{"left": 5, "right": 5}`.
    package var compact: String {
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
