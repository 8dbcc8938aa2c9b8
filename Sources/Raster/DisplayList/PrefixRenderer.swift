/// Draws whole canvases of lists that share their first commands — the frames of one control in
/// its states — drawing the shared run once: the canvas after the leading commands the last two
/// lists had in common is kept, and a list that starts with them is drawn from it. Drawing a list
/// in two parts gives the bytes drawing it whole does, so each canvas is the list's own render.
///
/// For lists that read their canvas (a photo behind a blurred bar), whose every frame is otherwise
/// drawn whole from the photo up.
package final class PrefixRenderer {
    private var last: DisplayList?
    private var kept: (commands: ArraySlice<DrawCommand>, scale: Double, canvas: Framebuffer)?

    /// How many leading commands the last canvas took from a kept one (0: drawn whole).
    package private(set) var lastShared = 0

    package init() {}

    package func render(_ list: DisplayList, scale: Double) -> Framebuffer {
        defer { last = list }
        lastShared = 0
        let (w, h) = (Int(saturating: list.width * scale, .up), Int(saturating: list.height * scale, .up))
        if let kept, kept.scale == scale, kept.canvas.width == w, kept.canvas.height == h,
            list.commands.count >= kept.commands.count, list.commands[..<kept.commands.count] == kept.commands
        {
            lastShared = kept.commands.count
            return DisplayList.draw(list.commands[kept.commands.count...], over: kept.canvas, scale: scale)
        }
        guard let last, last.width == list.width, last.height == list.height, w > 0, h > 0 else { return list.rasterize(scale: scale) }
        let shared = zip(list.commands, last.commands).prefix { $0 == $1 }.count
        guard shared > 0 else { return list.rasterize(scale: scale) }
        let canvas = DisplayList.draw(list.commands[..<shared], over: Framebuffer(width: w, height: h), scale: scale)
        kept = (list.commands[..<shared], scale, canvas)
        lastShared = shared
        return DisplayList.draw(list.commands[shared...], over: canvas, scale: scale)
    }
}
