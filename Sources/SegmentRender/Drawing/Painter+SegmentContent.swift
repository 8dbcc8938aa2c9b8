import Raster

extension Painter {
    /// HMSegmentedControl's segments, scrolled: each one's background image, image and title, and
    /// the divider before it. With `canvas` (device pixels), a segment or divider scrolled wholly
    /// out of it is left out (``CanvasCulling``): the same pixels, at no cost per hidden segment.
    /// Segment `k` and the divider before it are left out too where `keeping[k]` is false.
    func recordHMContent(
        _ state: FrameState, _ context: DecorationContext, canvas: CanvasCulling?, keeping: [Bool]? = nil, into recorder: inout CommandRecorder
    ) {
        let layout = state.layout
        let dx = -layout.scrollOffset
        var dividers = layout.dividers.enumerated().makeIterator()
        for k in 0..<min(layout.segments.count, state.segments.count) {
            if let keeping, k < keeping.count, !keeping[k] {
                if layout.segments[k].index > 0 { _ = dividers.next() }
                continue
            }
            let segment = layout.segments[k]
            if canvas?.mayDraw(segment, state.segments[k], dx: dx) ?? true {
                recorder.add(.segmentBackground(segment.index), backgroundCommands(segment, weight: state.weights[segment.index], dx: dx))
                recordImageAndTitle(segment, state.segments[k], dx: dx, state: state, context: context, into: &recorder)
            }
            if segment.index > 0, let (i, divider) = dividers.next() {
                let rect = stroke(divider.offsetBy(dx: dx, dy: 0))
                if canvas?.mayDraw(rect) ?? true { recorder.add(.divider(i), .fillRect(rect, layout.divider(i, paint.segmentDividerColor))) }
            }
        }
    }

    /// UIKit's and Material's segments: each one's image and title, moved by the scroll offset
    /// (only Material's scrollable tabs scroll), with no background images or dividers.
    func recordPlainContent(_ state: FrameState, _ context: DecorationContext, into recorder: inout CommandRecorder) {
        for (segment, content) in zip(state.layout.segments, state.segments) {
            recordImageAndTitle(segment, content, dx: context.dx, state: state, context: context, into: &recorder)
        }
    }

    func recordImageAndTitle(
        _ segment: SegmentLayout, _ content: SegmentPaint, dx: Double, state: FrameState,
        context: DecorationContext, into recorder: inout CommandRecorder
    ) {
        if let frame = segment.imageFrame, let image = content.image {
            let rect = frame.offsetBy(dx: dx, dy: 0)
            var drawn = DrawCommand.image(image, rect)
            // Material's icons: the image's shape in the title's colour (blended and faded as it is).
            if paint.tintedImages { drawn = .masked([.fillRect(rect, content.style.color)], by: [drawn]) }
            // UIKit fades a disabled segment's image too.
            recorder.add(.image(segment.index), paint.fadedImages.contains(segment.index) ? .layer([drawn], opacity: Control.disabledOpacity) : drawn)
        }
        recorder.add(.title(segment.index), titleCommands(segment, content, dx: dx, state: state, context: context))
    }

    /// A segment's title: in its colour, two-tone cut by the indicator, or filled with a gradient.
    func titleCommands(
        _ segment: SegmentLayout, _ content: SegmentPaint, dx: Double, state: FrameState, context: DecorationContext
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let baseline = segment.titleBaseline, let first = content.lines.first {
            let origin = Point(x: baseline.x + dx, y: baseline.y)
            let size = content.style.fontSize
            func line(_ text: ShapedText, at origin: Point, _ color: RGBA8) -> DrawCommand {
                content.stroke > 0
                    ? .strokedText(text, size: size, origin: origin, color, stroke: content.stroke)
                    : .text(text, size: size, origin: origin, color)
            }
            /// The title in `color`: one command, or a group for several lines.
            func draw(_ color: RGBA8) -> DrawCommand {
                guard content.lines.count > 1 else { return line(first, at: origin, color) }
                return .group(
                    zip(content.lines, content.lineOffsets).map { text, offset in
                        line(text, at: Point(x: origin.x + offset.x, y: origin.y + offset.y), color)
                    })
            }
            if let colors = paint.twoToneTitles, let mask = state.layout.decorations.first(where: \.isIndicator) {
                // Normal outside the indicator, selected inside, cut by the indicator's own coverage.
                commands.append(draw(colors.normal))
                commands.append(.masked([draw(colors.selected)], by: mask.mask(context)))
            } else if let gradient = paint.titleGradient, content.weight > 0, let frame = segment.titleFrame {
                let filled = DrawCommand.masked([.gradient(gradient.linear(in: frame.offsetBy(dx: dx, dy: 0)))], by: [draw(.black)])
                if content.weight < 1 { commands.append(draw(content.style.color)) }
                commands.append(content.weight >= 1 ? filled : .layer([filled], opacity: content.weight))
            } else {
                commands.append(draw(content.style.color))
            }
        }
        return commands
    }

    /// A segment's background image: the normal one, the selected one, or — while cross-fading —
    /// the selected one over the normal one at the segment's weight.
    func backgroundCommands(_ segment: SegmentLayout, weight: Double, dx: Double) -> [DrawCommand] {
        guard segment.index < paint.segmentBackgrounds.count else { return [] }
        let rect = segment.frame.offsetBy(dx: dx, dy: 0)
        let (normal, selected) = paint.segmentBackgrounds[segment.index]
        if weight >= 1 { return selected.map { [.resizableImage($0, rect)] } ?? [] }
        var commands: [DrawCommand] = normal.map { [.resizableImage($0, rect)] } ?? []
        if weight > 0, let selected { commands.append(.layer([.resizableImage(selected, rect)], opacity: weight)) }
        return commands
    }
}
