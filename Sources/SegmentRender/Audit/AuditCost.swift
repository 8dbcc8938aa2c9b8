/// An audit too large to run: its frames would look at more segments than
/// ``Control/maxSegmentFrames``, measure titles moved by the scroll past
/// ``Control/maxMovedTitleMeasurements``, or paint past ``Control/maxIndicatorPaint`` judging
/// its indicators. Its description is one line, naming the count and the bound.
public struct AuditCostError: Error, CustomStringConvertible, Equatable {
    public var description: String
}

extension Control {
    /// At most this many segments looked at across an audit's frames (each frame passes over every
    /// segment's paint and measurement once, however few it draws): about 0.4 µs each on a 2-core
    /// VM, so the bound keeps an audit near 8 s — about 2,200 segments with every rule.
    public static let maxSegmentFrames = 20_000_000

    /// At most this much title measuring across the frames of a bar that scrolls, a title
    /// counting 1 and a twelfth for each of its characters. Where the content fits, a frame
    /// measures only what its selection changed; where it scrolls, every title on the canvas moves
    /// in every frame and is looked at again: most are found by the quarter-pixel pattern they
    /// draw, but each still costs a look-up, about 2.6 µs, and a long title's glyphs
    /// about 0.2 µs each, on a 2-core VM — so the bound keeps such an audit near 8 s.
    public static let maxMovedTitleMeasurements = 3_300_000

    /// At most this much painting by the non-text contrast rule, in units of a busy gradient's
    /// pixel (about 15 ns on a 2-core VM here, so near 8 s). For each state it judges, each
    /// decoration is drawn three times over its box (under, without and with it) with whatever
    /// else reaches that box: at most what the frame's shadows and gradients paint, and every
    /// decoration's fill at a tenth of a unit a pixel.
    public static let maxIndicatorPaint = 1 << 29

    /// What the audit would paint under `policy`, in units: the non-text contrast rule's states
    /// judged × 3 × decorations × (the frame's picture paint + 0.1 × decorations × the largest
    /// decoration's box in pixels, within the image), the decorations (but badges) those of
    /// segment 0 selected; and, for a control whose backdrop filter reads the canvas (so each
    /// frame is drawn whole), its frames × a quarter of the image's pixels. The
    /// picture paint is the config's bound on shadows and gradients or what segment 0's rest
    /// state draws in gradients, images, shadows and blurs, whichever is more.
    public func auditIndicatorPaint(_ policy: AuditPolicy = .all) -> (states: Int, decorations: Int, wholeFrames: Int, units: Double) {
        let n = config.segmentCount
        guard n > 0 else { return (0, 0, 0, 0) }
        let (width, height) = (Double(config.pixelWidth), Double(config.pixelHeight))
        let state = restState(0)
        let list = visibleList(state)
        let paint = AnimationCost.picturePaint(self, [list])
        let wholeFrames = list.readsCanvas ? auditFrameCost(policy).frames : 0
        // Frames drawn whole share the canvas drawn up to where they differ (the backdrop and
        // its blur): a quarter unit a pixel each (238 such frames of a 4,096-pixel square, 12 s).
        var units = Double(wholeFrames) * 0.25 * width * height
        guard policy.checked.contains(.nonTextContrast) else { return (0, 0, wholeFrames, units) }
        // Badges are neither judged nor large: a window meets a few of them at most.
        let decorations = state.layout.decorations.filter { if case .badge = $0 { false } else { true } }
        let largest = decorations.map { min(width, $0.frame.width * config.scale + 2) * min(height, $0.frame.height * config.scale + 2) }.max() ?? 0
        let d = Double(decorations.count)
        units += Double(n) * 3 * d * (paint + 0.1 * d * largest)
        return (n, decorations.count, wholeFrames, units)
    }

    /// What the audit's frames would cost under `policy`: how many frames it draws (each rest
    /// state, and three in-between frames a step for the title rules; 0 when no rule looks at
    /// frames), and — when the content scrolls — the titles on the canvas with nothing selected
    /// and their characters (0 when it fits: then a frame measures only what its selection changed).
    public func auditFrameCost(_ policy: AuditPolicy = .all) -> (frames: Int, movedTitles: Int, characters: Int) {
        let rules = policy.checked, n = config.segmentCount
        let titles = !rules.isDisjoint(with: [.textContrast, .overlap])
        guard titles || !rules.isDisjoint(with: [.clipping, .nonTextContrast]), n > 0 else { return (0, 0, 0) }
        // n is at most 10,000 (checked at decode): no overflow.
        let frames = 1 + n + (titles ? 3 * (n - 1) : 0)
        guard titles || rules.contains(.clipping) else { return (frames, 0, 0) }
        let layout = self.layout(selection: .none)
        let horizontal = layout.orientation == .horizontal
        let length = horizontal ? config.width : config.height
        var low = Double.infinity, high = -Double.infinity, shown = 0, characters = 0
        for segment in layout.segments {
            let (a, b) = horizontal ? (segment.frame.minX, segment.frame.maxX) : (segment.frame.minY, segment.frame.maxY)
            (low, high) = (min(low, a), max(high, b))
            guard b - layout.scrollOffset > 0, a - layout.scrollOffset < length else { continue }
            shown += 1
            // Titles are at most 1,000 characters (checked at decode).
            if segment.index < config.sectionTitles.count { characters += config.sectionTitles[segment.index].count }
        }
        return high - low > length + 0.5 ? (frames, shown, characters) : (frames, 0, 0)
    }

    /// Refuses, before any frame is drawn, an audit over ``maxSegmentFrames``,
    /// ``maxMovedTitleMeasurements`` or ``maxIndicatorPaint``.
    /// - Throws: ``AuditCostError``, in one line.
    public func checkAuditCost(_ policy: AuditPolicy = .all) throws {
        let (frames, moved, characters) = auditFrameCost(policy), n = config.segmentCount
        if n * frames > Self.maxSegmentFrames {
            throw AuditCostError(
                description:
                    "its audit would look at \(Self.grouped(n)) segments in each of \(Self.grouped(frames)) frames (\(Self.grouped(n * frames))); at most \(Self.grouped(Self.maxSegmentFrames)): "
                    + "audit fewer segments, or leave out the rules that look at frames (--rules truncation,target-size,text-size)")
        }
        // At most 10,000 titles of 1,000 characters and 40,000 frames: no overflow.
        let measurements = (moved + characters / 12) * frames
        if measurements > Self.maxMovedTitleMeasurements {
            throw AuditCostError(
                description:
                    "its audit would measure \(Self.grouped(moved)) titles (\(Self.grouped(characters)) characters) moved by the scroll in each of \(Self.grouped(frames)) frames "
                    + "(\(Self.grouped(measurements)), a title counting 1 and a twelfth a character); at most \(Self.grouped(Self.maxMovedTitleMeasurements)): "
                    + "audit fewer segments or a narrower control, or leave out text-contrast, overlap and clipping (--rules)")
        }
        let paint = auditIndicatorPaint(policy)
        if paint.units > Double(Self.maxIndicatorPaint) {
            throw AuditCostError(
                description:
                    "its audit would paint about \(Self.grouped(Int(saturating: paint.units, .up))) units "
                    + (paint.states > 0 ? "judging \(paint.decorations) indicators' contrast in each of \(Self.grouped(paint.states)) states" : "")
                    + (paint.states > 0 && paint.wholeFrames > 0 ? " and " : "")
                    + (paint.wholeFrames > 0 ? "drawing \(Self.grouped(paint.wholeFrames)) frames whole under its backdrop filter" : "")
                    + " (a unit about a pixel of a gradient); at most \(Self.grouped(Self.maxIndicatorPaint)): fewer or smaller indicators, shadows or gradients, "
                    + "a smaller image, or leave out non-text-contrast (--rules)")
        }
    }

    /// 1234567 as 1,234,567.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        return String(digits.enumerated().flatMap { i, d in i > 0 && (digits.count - i) % 3 == 0 ? [",", d] : [d] })
    }
}
