import Foundation
import Raster

extension ControlLayout {
    /// The layout as the `layout` command prints it: points, content coordinates before scrolling
    /// (borders in the control's own), absent parts as `null` or `[]`, keys sorted. `decorations`
    /// lists everything drawn around the titles in drawing order; `indicator` is the older summary.
    public func jsonString() -> String {
        func rect(_ r: Rect?) -> Any {
            guard let r else { return NSNull() }
            return ["x": r.x, "y": r.y, "width": r.width, "height": r.height]
        }
        var object: [String: Any] = [
            "width": width, "height": height, "scale": scale,
            "contentWidth": contentWidth, "scrollOffset": scrollOffset,
            "selectedSegmentIndex": selectedSegmentIndex.map { $0 as Any } ?? NSNull(),
            "segments": segments.map { s -> [String: Any] in
                ["index": s.index, "frame": rect(s.frame), "titleFrame": rect(s.titleFrame), "imageFrame": rect(s.imageFrame)]
            },
            "dividers": dividers.map { rect($0) },
            "borders": borders.map { rect($0) },
            "indicator": [
                "stripe": rect(indicator.stripe),
                "box": rect(indicator.box),
                "arrow": indicator.arrow.map { $0.map { [$0.x, $0.y] } as Any } ?? NSNull(),
            ] as [String: Any],
        ]
        object["decorations"] = decorations.map { decoration -> [String: Any] in
            var entry: [String: Any] = ["kind": decoration.name, "frame": rect(decoration.frame),
                                        "layer": decoration.layer == .underContent ? "under" : "over"]
            switch decoration {
            case .arrow(let arrow): entry["points"] = arrow.points.map { [$0.x, $0.y] }
            case .badge(let badge):
                entry["segment"] = badge.segment
                if let label = badge.content.label { entry["text"] = label }
            case .doubleLine(let double):
                entry["fading"] = rect(double.fading)
                entry["opacity"] = double.paint.opacity
            default: break
            }
            return entry
        }
        if let dock {
            object["dock"] = [
                "avatar": rect(dock.avatar), "avatarImage": rect(dock.avatarImage), "avatarTitle": rect(dock.avatarTitle),
                "buttons": dock.buttons.map { rect($0) }, "buttonIcons": dock.buttonIcons.map { rect($0) },
            ] as [String: Any]
        }
        // Every number here is finite (configs are bounded), so serialization cannot fail; if it
        // ever did, say so rather than trap.
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) else {
            return #"{"error": "the layout has a number JSON cannot hold"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}
