import Raster

/// How one segment's content is painted in one frame: its title's lines and where each starts,
/// the style at the segment's weight (size zoomed, colour blended with `titleTransition:
/// crossfade`), the glyph thickening, and its image. Drawing reads this and nothing of the config.
struct SegmentPaint: Sendable, Equatable {
    /// The title's lines, shaped; empty when it has none.
    var lines: [ShapedText]
    /// Where each line's baseline starts, from the segment's title baseline.
    var lineOffsets: [Point]
    /// The style drawn with; its size includes `titleZoomScale` at the segment's weight.
    var style: TitleStyle
    var image: RasterImage?
    /// How selected the segment is drawn (0–1), for gradient titles.
    var weight: Double
    /// The `titleZoomScale` zoom at the weight (1 unzoomed).
    var scale: Double
    /// The glyph thickening from `titleSelectedStrokeWidth` at the weight, in points.
    var stroke: Double
    /// Whether `lines` are the segment's selected title face (else its normal one), for
    /// ``TitleInkTable/lines(_:_:)``.
    var selectedFace: Bool
}

/// Every segment's paint in one frame: a list shared between frames and the segments this frame
/// paints otherwise. A state of a long bar differs from the others in a segment or two, so
/// making one (and comparing it with another made from the same list) costs what differs, not
/// a copy of every segment's paint.
struct SegmentPaints: RandomAccessCollection, Sendable, Equatable {
    private let shared: [SegmentPaint]
    private var own: [Int: SegmentPaint] = [:]
    /// Which list `shared` is: made with it, kept by every copy.
    private let list = List()
    private final class List: Sendable {}

    init(_ paints: [SegmentPaint]) { shared = paints }

    var startIndex: Int { 0 }
    var endIndex: Int { shared.count }

    subscript(i: Int) -> SegmentPaint {
        // Read in place where it can be (a paint copied out retains its lists), as an array's is.
        _read {
            if own.isEmpty {
                yield shared[i]
            } else if let paint = own[i] {
                yield paint
            } else {
                yield shared[i]
            }
        }
        set {
            precondition(shared.indices.contains(i), "segment \(i) of \(shared.count)")
            own[i] = newValue
        }
    }

    /// The segments whose paint may differ between the two, in order: those either paints
    /// otherwise than the list both share; nil when they share none (then any may differ).
    func mayDiffer(from other: SegmentPaints) -> [Int]? {
        guard list === other.list else { return nil }
        return Set(own.keys).union(other.own.keys).sorted()
    }

    static func == (a: SegmentPaints, b: SegmentPaints) -> Bool {
        guard let differ = a.mayDiffer(from: b) else { return a.elementsEqual(b) }
        return differ.allSatisfy { a[$0] == b[$0] }
    }
}
