import Raster

/// What moves in an animation, frame by frame, as numbers: every decoration as `layout` reports
/// it plus its colour and alpha, each title's colour, zoom and selection weight, and the scroll
/// offset. Written as JSON (`animate --curves`) it is a text golden whose diff shows a changed
/// spring or curve as changed numbers; ``plot()`` draws the indicator's x, width and alpha
/// against time.
public struct MotionCurves: Sendable {
    /// One frame's numbers.
    public struct Sample: Sendable {
        /// Seconds into the animation.
        public var time: Double
        /// The curve's progress, 0 on the first frame and 1 on the last (a spring may pass 1).
        public var progress: Double
        /// The segment whose title style the frame shows, nil for none.
        public var selectedIndex: Int?
        /// The content's scroll offset, in points.
        public var scrollOffset: Double
        /// The decorations in drawing order, in content points.
        public var decorations: [Decoration]
        /// Each title.
        public var titles: [Title]
    }

    /// One title in one frame.
    public struct Title: Sendable {
        /// Its colour.
        public var color: RGBA8
        /// Its `titleZoomScale` zoom (1 unzoomed).
        public var scale: Double
        /// How selected it is drawn, 0–1.
        public var weight: Double
        /// Whether it is set in the selected title font (else the normal one).
        public var selectedFont: Bool
    }

    /// The animation's plan.
    public var plan: AnimationPlan
    /// One sample per frame, in order.
    public var frames: [Sample]

    /// The curves of `plan` played on `control`: the same states the frames are drawn from.
    public init(control: Control, plan: AnimationPlan) {
        self.plan = plan
        let states = AnimationStates(control: control, plan: plan)
        frames = (0..<plan.frameCount).map { k in
            let state = states.state(ofFrame: k)
            return Sample(
                time: plan.time(ofFrame: k), progress: plan.progress(ofFrame: k), selectedIndex: state.layout.selectedSegmentIndex,
                scrollOffset: state.layout.scrollOffset, decorations: state.layout.decorations,
                titles: state.segments.map { Title(color: $0.style.color, scale: $0.scale, weight: $0.weight, selectedFont: $0.selectedFace) })
        }
    }

    /// The decoration the plot follows in a frame: the first indicator, stripe, box or thumb
    /// (badges and the like are not what moves between selections).
    static func indicator(_ sample: Sample) -> Decoration? {
        sample.decorations.first { $0.isIndicator || $0.summaryRole != nil }
    }
}

extension MotionCurves {
    /// The JSON `animate --curves` writes: numbers to the millionth, two-space indents, one frame's
    /// short lists on one line, so a changed curve is a readable diff.
    ///
    /// ```
    /// {"fps", "duration", "curve", "frames": [{"frame", "time", "progress", "selectedIndex",
    ///   "scrollOffset", "decorations": [{"kind", "frame", "layer", …, "color", "alpha"}],
    ///   "titles": [{"index", "color", "alpha", "scale", "weight", "font"}]}]}
    /// ```
    /// Colours are `#RRGGBB`; alpha is 0–1 (a decoration's colour alpha times its opacity).
    public func jsonString() -> String { jsonValue.rendered(inlineWidth: 160) + "\n" }

    package var jsonValue: JSONValue {
        func number(_ value: Double) -> JSONValue { .number(ControlLayout.printed(value)) }
        func hex(_ color: RGBA8) -> JSONValue { .string(String(color.description.prefix(7))) }
        let frames = self.frames.enumerated().map { k, sample -> JSONValue in
            let decorations = sample.decorations.map { decoration -> JSONValue in
                let r = decoration.frame
                var fields: [(String, JSONValue)] = [
                    ("kind", .string(decoration.name)),
                    ("frame", .object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))])),
                    ("layer", .string(decoration.layer == .underContent ? "under" : "over")),
                ]
                fields += decoration.layoutFields
                fields += [("color", hex(decoration.tint.color)), ("alpha", number(decoration.tint.alpha))]
                return .object(fields)
            }
            let titles = sample.titles.enumerated().map { i, title -> JSONValue in
                .object([
                    ("index", .number(Double(i))), ("color", hex(title.color)), ("alpha", number(Double(title.color.a) / 255)),
                    ("scale", number(title.scale)), ("weight", number(title.weight)), ("font", .string(title.selectedFont ? "selected" : "normal")),
                ])
            }
            return .object([
                ("frame", .number(Double(k))), ("time", number(sample.time)), ("progress", number(sample.progress)),
                ("selectedIndex", sample.selectedIndex.map { .number(Double($0)) } ?? .null), ("scrollOffset", number(sample.scrollOffset)),
                ("decorations", .array(decorations)), ("titles", .array(titles)),
            ])
        }
        return .object([
            ("fps", .number(Double(plan.fps))), ("duration", number(plan.duration)), ("curve", .string(plan.curve.description)),
            ("frames", .array(frames)),
        ])
    }
}
