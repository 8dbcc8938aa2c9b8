import Raster

/// What each style draws that is not a segment's content or a decoration.
extension Painter {
    /// Over the backdrop, under everything else:
    /// - hm: the background over the bounds, then the per-segment borders (which do not scroll);
    /// - uikit7: the background;
    /// - uikit13: the track (the background in a rounded rectangle) and the visible dividers;
    /// - bsc: the background, rounded by `cornerRadius`;
    /// - parchment: the background, and the line under the items, scrolled with them;
    /// - tabman: nothing, the background colour, or a material: what is behind blurred, then tinted;
    /// - material3: the surface, and the divider along the bottom, scrolled with the tabs (drawn
    ///   before the indicator, which sits on it).
    /// What lies behind the control (`backdrop`): a colour over the bounds, or an image filling
    /// them (scaled by the larger of width and height ratios, centred; the canvas cuts the rest).
    func recordBackdrop(into recorder: inout CommandRecorder) {
        let bounds = Rect(x: 0, y: 0, width: paint.width, height: paint.height)
        switch paint.backdrop {
        case .color(let color)?:
            recorder.add(.backdrop, .fillRect(bounds, color))
        case .image(let image)?:
            let size = image.size
            guard size.width > 0, size.height > 0 else { return }
            let s = max(bounds.width / size.width, bounds.height / size.height)
            let w = size.width * s, h = size.height * s
            recorder.add(.backdrop, .image(image, Rect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)))
        case nil:
            break
        }
    }

    func recordStyleGround(_ layout: ControlLayout, into recorder: inout CommandRecorder) {
        let bounds = Rect(x: 0, y: 0, width: paint.width, height: paint.height)
        switch paint.chrome {
        case .hm(let background, let border):
            recorder.add(.background, .fillRect(bounds, background))
            for (i, side) in layout.borders.enumerated() { recorder.add(.border(i), .fillRect(stroke(side), border)) }
        case .uikit7(let background, _):
            recorder.add(.background, .fillRect(bounds, background))
        case .uikit13(let track, let divider):
            recorder.add(.background, .fillRoundedRect(bounds, radii: CornerRadii(all: ControlLayout.trackRadius), track))
            for (i, frame) in layout.dividers.enumerated() { recorder.add(.divider(i), .fillRect(stroke(frame), layout.divider(i, divider))) }
        case .uikit26(let track):
            recorder.add(.background, .fill(bounds, radii: CornerRadii(all: paint.height / 2), track))
        case .bsc(let background, let radius):
            recorder.add(.background, .fill(bounds, radii: CornerRadii(all: radius), background))
        case .parchment(let background, let border):
            recorder.add(.background, .fillRect(bounds, background))
            for (i, frame) in layout.dividers.enumerated() {
                recorder.add(.divider(i), .fillRect(stroke(frame.offsetBy(dx: -layout.scrollOffset, dy: 0)), layout.divider(i, border)))
            }
        case .material3(let surface, let divider):
            recorder.add(.background, .fillRect(bounds, surface))
            for (i, frame) in layout.dividers.enumerated() {
                recorder.add(.divider(i), .fillRect(stroke(frame.offsetBy(dx: -layout.scrollOffset, dy: 0)), layout.divider(i, divider)))
            }
        case .segmentio(let background, _, _):
            recorder.add(.background, .fillRect(bounds, background))
        case .tabman(.clear):
            break
        case .tabman(.flat(let color)):
            recorder.add(.background, .fillRect(bounds, color))
        case .tabman(.material(let blur, let saturation, let tint)):
            recorder.add(.background, [.backdropFilter(bounds, blur: blur, saturation: saturation), .fillRect(bounds, tint)])
        }
    }

    /// Over the decorations under the content: iOS 7's 1 pt tint dividers and its 1 pt tint border
    /// with 4 pt corners; Segmentio's separators — the vertical ones scrolled with the cells, the
    /// horizontal ones fixed to the control.
    func recordOverDecorations(_ layout: ControlLayout, into recorder: inout CommandRecorder) {
        if case .segmentio(_, let vertical, let horizontal) = paint.chrome {
            for (i, frame) in layout.dividers.enumerated() {
                recorder.add(.divider(i), .fillRect(stroke(frame.offsetBy(dx: -layout.scrollOffset, dy: 0)), layout.divider(i, vertical)))
            }
            for (i, frame) in layout.borders.enumerated() { recorder.add(.border(i), .fillRect(stroke(frame), horizontal)) }
            return
        }
        guard case .uikit7(_, let tint) = paint.chrome else { return }
        let bounds = Rect(x: 0, y: 0, width: paint.width, height: paint.height)
        for (i, frame) in layout.dividers.enumerated() { recorder.add(.divider(i), .fillRect(stroke(frame), layout.divider(i, tint))) }
        recorder.add(.border(0), .strokeRoundedRect(bounds, radii: CornerRadii(all: ControlLayout.uikit7Radius), width: 1, tint))
    }

    /// A divider, border side or hairline where it is drawn: on whole device pixels at the
    /// render's scale (docs/layout-rules.md, "Strokes on device pixels"); layout keeps points.
    func stroke(_ rect: Rect) -> Rect { rect.snappedToPixels(scale: paint.scale) }
}
