import Foundation
import Raster

@testable import SegmentRender

/// A material3 layout of text tabs (or buttons) whose labels have the given advances in points and
/// Roboto-like metrics (ascent 13, descent 3.5), with `extra` keys appended to the config: what the
/// Material layout tests work their pixels out from.
func materialLayout(_ extra: String, advances: [Double], selection: Int?, width: Double, height: Double, scale: Double) throws -> ControlLayout {
    let titles = advances.indices.map { "\"t\($0)\"" }.joined(separator: ", ")
    let config = try ConfigLoader.decode(
        json: Data(#"{"style": "material3", "width": \#(width), "height": \#(height), "scale": \#(scale), "sectionTitles": [\#(titles)]\#(extra)}"#.utf8),
        name: "t")
    let contents = advances.map {
        SegmentContent(title: TitleMeasure(width: $0.rounded(.up), height: 17, advance: $0, ascent: 13, lineHeight: 16.5, descent: 3.5), imageSize: nil)
    }
    return ControlLayout(config: config, selection: selection, segments: contents)
}
