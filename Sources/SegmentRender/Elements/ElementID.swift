import Raster

/// One thing a picture draws, by its role: what a golden's sidecar names and a failure's
/// attribution counts pixels by. Indices are segment indices (as `layout` reports them), or a
/// divider's, border's or decoration's place in its list.
package enum ElementID: Sendable, Hashable {
    /// What lies behind the control (`backdrop`).
    case backdrop
    /// The style's ground: HMSegmentedControl's and iOS 7's background, iOS 13's track.
    case background
    /// HMSegmentedControl's border `i` (a side), or iOS 7's rounded border (0).
    case border(Int)
    /// Divider `i` in `layout.dividers`.
    case divider(Int)
    /// Segment `i`'s background image.
    case segmentBackground(Int)
    /// Segment `i`'s image.
    case image(Int)
    /// Segment `i`'s title.
    case title(Int)
    /// Segment `i`'s selected title where a thumb reveals it (BetterSegmentedControl), drawn over
    /// the thumb; its normal title lies under it.
    case revealedTitle(Int)
    /// Decoration `i` in `layout.decorations`: an indicator, box, thumb or badge.
    case decoration(Int)
    /// The Dock's avatar image, its title, and bottom button `i`'s icon.
    case dockAvatar, dockTitle, dockButton(Int)
}

/// A run of a display list's commands that draws one element.
package struct ElementSpan: Sendable, Hashable {
    package var element: ElementID
    package var commands: Range<Int>
}

/// A display list being made, each run of commands tagged with the element it draws.
struct CommandRecorder {
    var commands: [DrawCommand] = []
    var spans: [ElementSpan] = []

    mutating func add(_ element: ElementID, _ drawn: [DrawCommand]) {
        guard !drawn.isEmpty else { return }
        spans.append(ElementSpan(element: element, commands: commands.count..<commands.count + drawn.count))
        commands += drawn
    }

    mutating func add(_ element: ElementID, _ drawn: DrawCommand) { add(element, [drawn]) }

    /// Everything `other` recorded, element by element, each kept only where `mask` covers.
    mutating func add(_ other: CommandRecorder, maskedBy mask: [DrawCommand]) {
        for span in other.spans { add(span.element, .masked(Array(other.commands[span.commands]), by: mask)) }
    }
}
