import Raster

extension Control {
    /// HMSegmentedControl's segments, scrolled: each one's background image, image and title, and
    /// the divider before it.
    func hmContentCommands(_ state: FrameState) -> [DrawCommand] {
        let layout = state.layout
        let dx = -layout.scrollOffset
        var commands: [DrawCommand] = []
        var dividers = layout.dividers.makeIterator()
        for (segment, content) in zip(layout.segments, state.segments) {
            commands += backgroundCommands(segment, count: layout.segments.count, weight: state.weights[segment.index], dx: dx)
            commands += imageAndTitle(segment, content, dx: dx)
            if segment.index > 0, let divider = dividers.next() {
                commands.append(.fillRect(divider.offsetBy(dx: dx, dy: 0), config.verticalDividerColor))
            }
        }
        return commands
    }

    /// UIKit's segments: each one's image and title (no scrolling, no background images).
    func plainContentCommands(_ state: FrameState) -> [DrawCommand] {
        zip(state.layout.segments, state.segments).flatMap { imageAndTitle($0, $1, dx: 0) }
    }

    func imageAndTitle(_ segment: SegmentLayout, _ content: PreparedSegment, dx: Double) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let frame = segment.imageFrame, let image = content.image {
            commands.append(.image(image, frame.offsetBy(dx: dx, dy: 0)))
        }
        if let baseline = segment.titleBaseline, let title = content.title {
            commands.append(.text(title, size: content.style.fontSize, origin: Point(x: baseline.x + dx, y: baseline.y), content.style.color))
        }
        return commands
    }

    /// A segment's background image: the normal one, the selected one, or — while cross-fading —
    /// the selected one over the normal one at the segment's weight.
    func backgroundCommands(_ segment: SegmentLayout, count: Int, weight: Double, dx: Double) -> [DrawCommand] {
        guard let backgrounds else { return [] }
        let rect = segment.frame.offsetBy(dx: dx, dy: 0)
        let normal = backgrounds.image(forSegment: segment.index, count: count, selected: false, scale: config.scale)
        let selected = backgrounds.image(forSegment: segment.index, count: count, selected: true, scale: config.scale)
        if weight >= 1 { return selected.map { [.resizableImage($0, rect)] } ?? [] }
        var commands: [DrawCommand] = normal.map { [.resizableImage($0, rect)] } ?? []
        if weight > 0, let selected { commands.append(.layer([.resizableImage(selected, rect)], opacity: weight)) }
        return commands
    }
}
