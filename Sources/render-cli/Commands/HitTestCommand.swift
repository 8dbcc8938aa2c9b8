import Raster
import SegmentRender

/// `segment-render hit-test CONFIG X Y [--selected N|none]`: which segment a tap at (X, Y) hits.
enum HitTestCommand {
    static func run(_ tokens: [String]) throws {
        let arguments = try Arguments(tokens, valueOptions: ["--selected"], flagOptions: [])
        let positionals = try arguments.positionals(max: 3, names: "CONFIG X Y")
        guard positionals.count == 3 else {
            throw Arguments.UsageError(description: "hit-test needs CONFIG X Y (a config and a point in control coordinates)")
        }
        guard let x = Double(positionals[1]), x.isFinite, let y = Double(positionals[2]), y.isFinite else {
            throw Arguments.UsageError(description: "X and Y must be numbers, got '\(positionals[1])' and '\(positionals[2])'")
        }
        let control = try CommonOptions.loadControl(positionals[0])
        let selection = try CommonOptions.selection(arguments, control: control)
        let index = control.layout(selection: selection)
            .segmentIndex(at: Point(x: x, y: y), enlargeEdgeInset: control.config.enlargeEdgeInset)
        print(#"{"index": \#(index.map(String.init) ?? "null")}"#)
    }
}
