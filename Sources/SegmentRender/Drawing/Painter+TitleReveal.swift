import Raster

extension Painter {
    /// BetterSegmentedControl's thumb (decoration `index`) and the selected titles it reveals,
    /// clipped to the control's rounded bounds as its layer's `masksToBounds` clips them: a spring
    /// that overshoots pushes the thumb past the inset, under the rounded corner.
    func recordBSCThumb(_ thumb: Decoration, index: Int, _ state: FrameState, _ context: DecorationContext, into recorder: inout CommandRecorder) {
        guard case .bsc(_, let radius) = paint.chrome else { return }
        let clip = [DrawCommand.fill(Rect(x: 0, y: 0, width: paint.width, height: paint.height), radii: CornerRadii(all: radius), .black)]
        recorder.add(.decoration(index), .masked(thumb.commands(context), by: clip))
        var titles = CommandRecorder()
        recordRevealedTitles(state, thumb: thumb, context, into: &titles)
        for span in titles.spans { recorder.add(span.element, .masked(Array(titles.commands[span.commands]), by: clip)) }
    }

    /// BetterSegmentedControl's selected labels: every segment's selected title (its own face,
    /// centred in the segment as its label is), kept only where `thumb` covers. The normal titles
    /// are drawn under the thumb, so a thumb between two segments shows a piece of each selected
    /// title, as the library's indicator mask does.
    func recordRevealedTitles(_ state: FrameState, thumb: Decoration, _ context: DecorationContext, into recorder: inout CommandRecorder) {
        let table = faces.made
        let mask = thumb.mask(context)
        let thumbFrame = thumb.frame.offsetBy(dx: context.dx, dy: 0)
        for segment in state.layout.segments where segment.index < table.selected.count {
            let face = table.selected[segment.index]
            guard let measure = table.selectedMeasured[segment.index].drawn, let first = face.lines.first else { continue }
            let frame = segment.frame.offsetBy(dx: context.dx, dy: 0)
            // A label wholly outside the thumb shows nothing of its selected face.
            guard frame.maxX > thumbFrame.minX, frame.minX < thumbFrame.maxX else { continue }
            let size = face.style.fontSize, color = face.style.color
            let origin = Point(x: frame.x + (frame.width - measure.advance) / 2, y: frame.midY - measure.lineHeight / 2 + measure.ascent)
            let lines: DrawCommand =
                face.lines.count == 1
                ? .text(first, size: size, origin: origin, color)
                : .group(
                    zip(face.lines, face.lineOffsets(atSize: size)).map { text, offset in
                        .text(text, size: size, origin: Point(x: origin.x + offset.x, y: origin.y + offset.y), color)
                    })
            recorder.add(.revealedTitle(segment.index), .masked([lines], by: mask))
        }
    }
}
