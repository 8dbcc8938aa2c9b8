import Raster

extension ControlLayout {
    /// The badge font's size, and a number badge's height and padding (JXSegmentedView's).
    static let badgeFontSize = 11.0
    static let badgeHeight = 14.0
    static let badgePadding = 10.0

    /// Badges, centred on their anchor plus `badgeOffset`: the top-right corner of the title's label
    /// (of the image for image items, of the icon for vertical items). A number or text badge is 14 pt high
    /// and its label's width + 10 wide (at least as wide as high); a dot is 10 × 10 (8 × 8 on the
    /// UIKit styles). Badges never change widths.
    static func badgeDecorations(config: ControlConfig.Core, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        let uikit = config.style.isUIKit
        let color = config.badgeColor ?? (uikit ? RGBA8(r: 0xFF, g: 0x3B, b: 0x30) : RGBA8(r: 255, g: 0, b: 0))
        return zip(segments, contents).compactMap { segment, content in
            guard let badge = content.badge else { return nil }
            let onImage = config.type == .images || (config.orientation == .vertical && segment.imageFrame != nil)
            let titleBox = labelBox(segment, content)
            let anchorRect = (onImage ? segment.imageFrame : titleBox) ?? titleBox ?? segment.imageFrame ?? segment.frame
            let anchor = Point(x: anchorRect.maxX + config.badgeOffset.x, y: anchorRect.minY + config.badgeOffset.y)
            let size: Size
            if badge.label == nil {
                let d = uikit ? 8.0 : 10.0
                size = Size(width: d, height: d)
            } else {
                size = Size(width: max(badgeHeight, badge.advance.rounded(.up) + badgePadding), height: badgeHeight)
            }
            let frame = Rect(x: anchor.x - size.width / 2, y: anchor.y - size.height / 2, width: size.width, height: size.height)
            return .badge(Badge(frame: frame, segment: segment.index, content: badge, color: color, textColor: config.badgeTextColor))
        }
    }

    /// The title's label as the libraries size it: the glyph run's box, `title.width` (the advance
    /// rounded up) wide, centred on the run. A layout whose title frame is wider than the label —
    /// HM's dynamic segments frame the whole padded slot — is narrowed to it, so a badge sits on
    /// the glyphs and not on the slot's edge; a narrower frame (a truncated title) is kept.
    static func labelBox(_ segment: SegmentLayout, _ content: SegmentContent) -> Rect? {
        guard let frame = segment.titleFrame else { return nil }
        guard let title = content.title, let baseline = segment.titleBaseline, frame.width > title.width else { return frame }
        let centre = baseline.x + title.advance / 2
        return Rect(x: centre - title.width / 2, y: frame.y, width: title.width, height: frame.height)
    }
}
