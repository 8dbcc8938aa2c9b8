import Foundation
import SegmentRender

/// The app's own tab bar: white titles on a dark bar, the selected one in a tinted box with a
/// bar underneath, built in code rather than from a JSON file.
public enum PillTabs {
    /// A control for `titles` with `selected` chosen, 320 × 44 pt at `scale`.
    public static func control(titles: [String], selected: Int?, scale: Double = 2) throws -> Control {
        var config = ControlConfig(width: 320, height: 44)
        config.scale = scale
        config.sectionTitles = titles
        config.selectedSegmentIndex = selected
        config.backgroundColor = RGBA8(r: 28, g: 28, b: 30)
        config.titleTextAttributes = TextAttributes(fontSize: 15, color: RGBA8(r: 174, g: 174, b: 178), fontWeight: .medium)
        config.selectedTitleTextAttributes = TextAttributes(color: .white, fontWeight: .semibold)
        config.selectionStyle = .box
        config.selectionIndicatorBoxColor = RGBA8(r: 10, g: 132, b: 255)
        config.selectionIndicatorBoxOpacity = 0.25
        config.selectionIndicatorColor = RGBA8(r: 10, g: 132, b: 255)
        config.selectionIndicatorLocation = .bottom
        config.selectionIndicatorHeight = 3
        return try Control(config: config, source: "PillTabs", baseDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The control as PNG bytes.
    public static func png(titles: [String], selected: Int?) throws -> [UInt8] {
        try PNGCodec.encode(control(titles: titles, selected: selected).render())
    }
}
