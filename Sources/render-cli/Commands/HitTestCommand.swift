import Raster
import SegmentRender

/// `segment-render hit-test CONFIG X Y [--selected N|none]`: which segment a tap at (X, Y) hits.
enum HitTestCommand {
    static let spec = CommandSpec(
        name: "hit-test", summary: "Name the segment under a point, as a tap would",
        usage: [[.positional("CONFIG"), .positional("X"), .positional("Y")], [.option(CommonOptions.preset), .positional("X"), .positional("Y")]],
        discussion: """
            Prints {"index": N} for the segment a tap at (X, Y) hits ({"index": N, "enabled": false} for a
            disabled one), or {"index": null}, and exits 0 either way. X and Y are in the control's coordinates (negative numbers are fine). The scroll offset of
            the selected state applies; a point outside the bounds grown by enlargeEdgeInset, or left of the
            content, hits nothing. Fixed widths give a boundary to the right-hand segment, dynamic widths to
            the left-hand one (HMSegmentedControl's arithmetic).
            """,
        options: [CommonOptions.preset, CommonOptions.selected] + CommonOptions.rendering,
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        let preset = arguments.has(CommonOptions.preset)
        let positionals = try arguments.positionals(max: preset ? 2 : 3, names: preset ? "X Y" : "CONFIG X Y")
        guard positionals.count == (preset ? 2 : 3) else {
            throw Arguments.UsageError(description: "hit-test needs CONFIG X Y (a config, or --preset NAME, and a point in control coordinates)")
        }
        let point = Array(positionals.suffix(2))
        guard let x = Double(point[0]), x.isFinite, let y = Double(point[1]), y.isFinite else {
            throw Arguments.UsageError(description: "X and Y must be numbers, got '\(point[0])' and '\(point[1])'")
        }
        let control = try CommonOptions.loadControl(preset ? nil : positionals[0], arguments)
        let selection = try CommonOptions.selection(arguments, control: control)
        let index = control.layout(selection: selection).segmentIndex(at: Point(x: x, y: y))
        if let index, control.isDisabled(index) {
            Output.say(#"{"index": \#(index), "enabled": false}"#)
        } else {
            Output.say(#"{"index": \#(index.map(String.init) ?? "null")}"#)
        }
    }
}
